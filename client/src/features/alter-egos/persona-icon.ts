import {
  BriefcaseBusiness,
  Coffee,
  PartyPopper,
  VenetianMask,
  type LucideIcon,
} from 'lucide-react';

export type PersonaIconKind = 'work' | 'party' | 'casual' | 'default';

const RULES: [words: string[], kind: PersonaIconKind][] = [
  [['work', 'professional'], 'work'],
  [['party', 'club'], 'party'],
  [['casual', 'weekend'], 'casual'],
];

export const PERSONA_ICONS: Record<PersonaIconKind, LucideIcon> = {
  work: BriefcaseBusiness,
  party: PartyPopper,
  casual: Coffee,
  default: VenetianMask,
};

/** Spec §2: the card's icon follows the persona's first occasion; anything else gets the default. */
export function personaIconKind(occasions: readonly string[]): PersonaIconKind {
  const first = occasions[0]?.toLowerCase() ?? '';
  return RULES.find(([words]) => words.some((word) => first.includes(word)))?.[1] ?? 'default';
}
