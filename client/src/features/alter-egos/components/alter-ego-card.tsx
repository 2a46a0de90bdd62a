import type { AlterEgo } from '@contract/alter-egos.ts';
import { occasionForPersona } from '@contract/persona-occasion.ts';
import { Pencil, Sparkles, Star, Trash2, Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { generatorPath } from '@/lib/paths.ts';
import { swatchColor } from '@/lib/palette-colors.ts';
import { PERSONA_ICONS, personaIconKind } from '../persona-icon.ts';

interface AlterEgoCardProps {
  alterEgo: AlterEgo;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <h4 className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </h4>
      {children}
    </div>
  );
}

function Chips({ values }: { values: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className="rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium capitalize"
        >
          {value}
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 alter-ego card: icon, name, '{celebrity} vibes', description, lists, AI Personality. */
export function AlterEgoCard({ alterEgo, onEdit, onDelete, deleting }: AlterEgoCardProps) {
  const iconKind = personaIconKind(alterEgo.occasions);
  const Icon = PERSONA_ICONS[iconKind];
  const titleId = `alter-ego-${alterEgo.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-5 rounded-3xl border bg-card p-5 shadow-soft sm:p-6"
    >
      <header className="flex items-start gap-3.5">
        <span
          data-testid="persona-icon"
          data-icon={iconKind}
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-[radial-gradient(circle_at_30%_20%,oklch(0.95_0.035_50),oklch(0.9_0.03_55))] text-brand shadow-soft ring-1 ring-foreground/5 dark:bg-[radial-gradient(circle_at_30%_20%,oklch(0.35_0.05_45),oklch(0.27_0.03_50))]"
        >
          <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3
            id={titleId}
            className="font-display text-xl leading-tight font-medium tracking-tight"
          >
            {alterEgo.name}
          </h3>
          {alterEgo.celebrityMatch && (
            <p className="mt-1 flex items-start gap-1 text-sm text-brand">
              <Star className="mt-[3px] size-3.5 shrink-0" fill="currentColor" aria-hidden="true" />
              {alterEgo.celebrityMatch} vibes
            </p>
          )}
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Edit ${alterEgo.name}`}
            className="text-muted-foreground"
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                size="icon-sm"
                variant="ghost"
                aria-label={`Delete ${alterEgo.name}`}
                className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                disabled={deleting}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={`Delete ${alterEgo.name}?`}
            description="The persona is removed. Outfits you saved with it stay in your saved outfits."
            confirmLabel="Delete persona"
            onConfirm={onDelete}
          />
        </div>
      </header>

      {alterEgo.description && (
        <p className="text-[15px] leading-relaxed">{alterEgo.description}</p>
      )}

      <div className="grid gap-4">
        {alterEgo.occasions.length > 0 && (
          <Section label="Occasions">
            <Chips values={alterEgo.occasions} />
          </Section>
        )}
        {alterEgo.stylePreferences.length > 0 && (
          <Section label="Style Preferences">
            <Chips values={alterEgo.stylePreferences} />
          </Section>
        )}
        {alterEgo.colorPalette.length > 0 && (
          <Section label="Color Palette">
            <ul className="flex flex-wrap gap-x-3 gap-y-1.5">
              {alterEgo.colorPalette.map((name) => {
                const color = swatchColor(name);
                return (
                  <li
                    key={name}
                    className="inline-flex items-center gap-1.5 text-xs font-medium capitalize"
                  >
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full shadow-[inset_0_0_0_1px_oklch(0_0_0/0.14)] ring-1 ring-foreground/10"
                      style={
                        color
                          ? { backgroundColor: color }
                          : {
                              backgroundImage:
                                'repeating-linear-gradient(45deg, oklch(0.8 0 0 / 0.5) 0 3px, transparent 3px 6px)',
                            }
                      }
                    />
                    {name}
                  </li>
                );
              })}
            </ul>
          </Section>
        )}
      </div>

      {alterEgo.personality && (
        <div className="rounded-2xl bg-accent/60 p-4">
          <p className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-accent-foreground uppercase">
            <Sparkles className="size-3.5" aria-hidden="true" />
            AI Personality
          </p>
          <p className="mt-1.5 text-sm leading-relaxed">{alterEgo.personality}</p>
        </div>
      )}

      <Button asChild className="mt-auto">
        <Link
          href={generatorPath({
            persona: alterEgo.id,
            occasion: occasionForPersona(alterEgo.occasions),
          })}
        >
          <Wand2 aria-hidden="true" />
          Generate Outfits
        </Link>
      </Button>
    </article>
  );
}
