// Reads an occasion described in the user's own words ("Indian wedding", "hiking then dinner",
// "job interview at a startup") into what the outfit rules reason with: a formality level, the
// nearest of the six occasions, activities, dress codes, colours to avoid, layers, and one
// sentence saying how it was read. Offline and deterministic; the vocabulary is knowledge
// (knowledge/occasion-words.ts). Any case and punctuation, plurals and a typo or two in a word
// are understood; several occasions in one phrase combine; words it does not know are skipped,
// and a text with none it knows falls back, honestly, to the chosen button.
import {
  COLOR_FAMILIES,
  COLOR_FAMILY_LABELS,
  DRESS_CODE_LABELS,
  DRESS_CODES,
  OCCASION_ACTIVITIES,
  OCCASION_FORMALITIES,
  OCCASION_FORMALITY_LABELS,
  type ColorFamily,
  type DressCode,
  type Occasion,
  type OccasionActivity,
  type OccasionFormality,
  type OccasionReading,
} from '../../../../contract/outfits.ts';
import { closestWord, editDistance } from '../garment/lexicon/spelling.ts';
import { singular } from '../garment/text-tokens.ts';
import {
  OCCASION_WORDS,
  type DressSense,
  type EventSense,
  type OccasionSense,
  type QualifierSense,
  type SettingSense,
} from '../knowledge/occasion-words.ts';

/** Small words that say nothing about the occasion ("a", "at", "the", "my"). */
const STOP_WORDS = new Set(
  (
    'a an the at to in on of for with my our his her their your s and or then after afterwards ' +
    'before followed by later going go goes im i am we are is will be attending attend this ' +
    'that next tomorrow today some from into plus also just it its me us them but very'
  ).split(' '),
);
/** Words that put occasions one after another: the explanation says "then". */
const SEQUENCE_WORDS = new Set(['then', 'after', 'afterwards', 'followed', 'later', 'into']);
/** Where one occasion ends and the next starts: no phrase is read across these. */
const BREAK_WORDS = new Set([...SEQUENCE_WORDS, 'and', 'plus', 'before', 'or']);
const BREAK = '|';

/** Each button's own formality level and how a sentence names it ("styled for a date"). */
const BUTTON_FORMALITY: Readonly<Record<Occasion, OccasionFormality>> = {
  work: 'smart',
  casual: 'casual',
  evening: 'dressy',
  date: 'smart-casual',
  formal: 'formal',
  athletic: 'sporty',
};
const BUTTON_PHRASE: Readonly<Record<Occasion, string>> = {
  work: 'work',
  casual: 'a casual day',
  evening: 'an evening out',
  date: 'a date',
  formal: 'a formal occasion',
  athletic: 'a workout',
};

/**
 * Words of a text as the vocabulary is indexed: no accents, possessives, small words or plurals;
 * punctuation and words like "then" become breaks ("|") that no phrase is read across.
 */
function occasionTokens(text: string): string[] {
  return rawTokens(text)
    .map((w) => (BREAK_WORDS.has(w) ? BREAK : w))
    .filter((w) => !STOP_WORDS.has(w))
    .map(singular);
}

function rawTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[,;:/+&.!?()]+/g, ` ${BREAK} `)
    .replace(/[^a-z0-9|]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

interface Vocabulary {
  phrases: Map<string, OccasionSense>;
  /** A misspelt wording of one word ("weding") to the sense's own word, so "indian weding" reads. */
  spelling: Map<string, string>;
  /** Every indexed word, for correcting typos. */
  words: string[];
  /** The sense a one-word phrase names: two such words of one sense are no ambiguity. */
  wordSense: Map<string, string>;
  wordSet: Set<string>;
  longest: number;
  /** Phrases two different senses claim (the vocabulary's test keeps this empty). */
  clashes: string[];
}

function buildVocabulary(): Vocabulary {
  const phrases = new Map<string, OccasionSense>();
  const clashes: string[] = [];
  const wordSet = new Set<string>();
  const spelling = new Map<string, string>();
  const wordSense = new Map<string, string>();
  let longest = 1;
  for (const [key, sense] of Object.entries(OCCASION_WORDS)) {
    let single: string | null = null;
    for (const wording of [key, ...(sense.aka ?? [])]) {
      const tokens = occasionTokens(wording).filter((t) => t !== BREAK);
      if (!tokens.length) continue;
      const [only] = tokens;
      if (tokens.length === 1 && only) {
        if (!wordSense.has(only)) wordSense.set(only, key);
        if (single === null) single = only;
        else if (only !== single && only.length >= 5 && editDistance(only, single, 1) <= 1)
          spelling.set(only, single);
      }
      const phrase = tokens.join(' ');
      const taken = phrases.get(phrase);
      if (taken && taken !== sense) clashes.push(`${wording} (${key})`);
      if (!taken) phrases.set(phrase, sense);
      for (const t of tokens) wordSet.add(t);
      longest = Math.max(longest, tokens.length);
    }
  }
  return { phrases, spelling, words: [...wordSet].sort(), wordSense, wordSet, longest, clashes };
}

const VOCABULARY = buildVocabulary();

/** Phrases of the vocabulary claimed by two senses: none, or one of them is never read. */
export const vocabularyClashes = (): readonly string[] => VOCABULARY.clashes;

/** The senses a text names, in reading order (each once), after correcting near-miss spellings. */
function findSenses(text: string): OccasionSense[] {
  const tokens = occasionTokens(text).map((word) => {
    const known =
      VOCABULARY.wordSet.has(word) || word === BREAK || /\d/.test(word)
        ? word
        : (closestWord(word, VOCABULARY.words, (w) => VOCABULARY.wordSense.get(w) ?? w) ?? word);
    return VOCABULARY.spelling.get(known) ?? known;
  });
  const found: OccasionSense[] = [];
  for (let i = 0; i < tokens.length;) {
    let step = 1;
    for (let span = Math.min(VOCABULARY.longest, tokens.length - i); span >= 1; span--) {
      const sense = VOCABULARY.phrases.get(tokens.slice(i, i + span).join(' '));
      if (sense) {
        if (!found.includes(sense)) found.push(sense);
        step = span;
        break;
      }
    }
    i += step;
  }
  return found;
}

type Head = EventSense | SettingSense | DressSense;
type Modifier = SettingSense | QualifierSense;

const level = (f: OccasionFormality) => OCCASION_FORMALITIES.indexOf(f);
const CASUAL = level('casual');
const FORMAL = level('formal');

const inOrder = <T extends string>(order: readonly T[], chosen: ReadonlySet<T>): T[] =>
  order.filter((value) => chosen.has(value));

const listOf = (parts: readonly string[]) =>
  parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;

const quoted = (text: string) => `'${text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text}'`;

/** A reading and the words the rules' messages name the occasion by ("an Indian wedding"). */
export interface OccasionRead {
  reading: OccasionReading;
  /** "a hike, then dinner", "a job interview at a startup". */
  phrase: string;
}

function fallbackRead(text: string, fallback: Occasion): OccasionRead {
  return {
    reading: {
      text,
      understood: false,
      readAs: [],
      occasion: fallback,
      formality: BUTTON_FORMALITY[fallback],
      activities: [],
      dressCodes: [],
      avoidColors: [],
      layers: false,
      explanation: `Could not read ${quoted(text)}; styled for ${BUTTON_PHRASE[fallback]}.`,
    },
    phrase: BUTTON_PHRASE[fallback],
  };
}

function combine(text: string, senses: readonly OccasionSense[], fallback: Occasion): OccasionRead {
  let heads: Head[] = senses.filter((s): s is EventSense => s.kind === 'event');
  let modifiers: Modifier[] = senses.filter(
    (s): s is Modifier => s.kind === 'setting' || s.kind === 'qualifier',
  );
  const dresses = senses.filter((s): s is DressSense => s.kind === 'dress');
  // A setting alone is the occasion ("the beach"); so is a dress code said alone ("black tie").
  const firstSetting = modifiers.find((m): m is SettingSense => m.kind === 'setting');
  if (!heads.length && firstSetting) {
    heads = [firstSetting];
    modifiers = modifiers.filter((m) => m !== firstSetting);
  }
  const lastDress = dresses.at(-1);
  if (!heads.length && lastDress) heads = [lastDress];

  // How dressed up: the most dressed-up of the events, a step down when one of several is active
  // (hiking then dinner: practical pieces that still work at a table); settings and qualifiers
  // move it a step ("at a startup", "fancy"), never into sportswear; a dress code said outright wins.
  const levels = heads.map((h) => level(h.formality));
  let at = levels.length ? Math.max(...levels) : level(BUTTON_FORMALITY[fallback]);
  const active = heads.some((h) => h.activities?.includes('active'));
  if (heads.length > 1 && active && at > CASUAL) at -= 1;
  const shift = Math.max(
    -1,
    Math.min(
      1,
      modifiers.reduce((sum, m) => sum + (m.shift ?? 0), 0),
    ),
  );
  if (shift) at = Math.min(FORMAL, Math.max(at >= CASUAL ? CASUAL : at, at + shift));
  if (lastDress) at = level(lastDress.formality);
  const formality = OCCASION_FORMALITIES[at] ?? BUTTON_FORMALITY[fallback];

  // The nearest button: the occasion's own; of several, the most dressed-up one's, or casual
  // when an active one brings the look down to casual.
  let occasion: Occasion = fallback;
  if (heads.length === 1 && heads[0]) occasion = heads[0].occasion;
  else if (heads.length > 1) {
    if (active && at <= CASUAL) occasion = 'casual';
    else {
      let best = heads[0] as Head;
      for (const h of heads) if (level(h.formality) >= level(best.formality)) best = h;
      occasion = best.occasion;
    }
  }

  const all = [...heads, ...modifiers, ...dresses.filter((d) => !heads.includes(d))];
  const activities = new Set<OccasionActivity>(all.flatMap((s) => s.activities ?? []));
  const codes = new Set<DressCode>(all.flatMap((s) => s.dressCodes ?? []));
  // Being active asks for practical pieces (sportswear is practical already); lots of walking,
  // for flat shoes.
  if (activities.has('active') && formality !== 'sporty') codes.add('practical');
  if (activities.has('walking')) codes.add('flat-shoes');
  const avoid = new Set<ColorFamily>(all.flatMap((s) => s.avoid ?? []));
  const layers = all.some((s) => s.layers);

  const sequenced = rawTokens(text).some((w) => SEQUENCE_WORDS.has(w));
  const named = heads.length
    ? heads.map((h) => h.label).join(sequenced ? ', then ' : ' and ')
    : BUTTON_PHRASE[fallback];
  const asides = dresses.filter((d) => !heads.includes(d)).map((d) => `, ${d.as}`);
  const phrase = [named, ...modifiers.map((m) => ` ${m.as}`), ...asides].join('');

  const dressCodes = inOrder(DRESS_CODES, codes);
  const avoidColors = inOrder(COLOR_FAMILIES, avoid);
  const parts: string[] = [OCCASION_FORMALITY_LABELS[formality]];
  for (const code of dressCodes) {
    // Practical shoes are flat already.
    if (code === 'flat-shoes' && codes.has('practical')) continue;
    parts.push(DRESS_CODE_LABELS[code]);
  }
  if (avoidColors.length)
    parts.push(`avoid ${listOf(avoidColors.map((c) => COLOR_FAMILY_LABELS[c]))}`);
  if (layers) parts.push('bring a layer');

  return {
    reading: {
      text,
      understood: true,
      readAs: [
        ...heads.map((h) => h.label),
        ...modifiers.map((m) => m.as),
        ...dresses.filter((d) => !heads.includes(d)).map((d) => d.as),
      ],
      occasion,
      formality,
      activities: inOrder(OCCASION_ACTIVITIES, activities),
      dressCodes,
      avoidColors,
      layers,
      explanation: `Read as ${phrase}: ${parts.join(', ')}.`,
    },
    phrase,
  };
}

const cache = new Map<string, OccasionRead>();
const CACHE_LIMIT = 500;

/**
 * How the stylist reads an occasion in words. `fallback` is the chosen button: what the looks
 * are for when no word is known. Memoised (the rules read the same text for every piece).
 */
export function readOccasion(text: string, fallback: Occasion): OccasionRead {
  const words = text.trim();
  const key = `${fallback}\u0000${words}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const senses = findSenses(words);
  const read = senses.length ? combine(words, senses, fallback) : fallbackRead(words, fallback);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, read);
  return read;
}
