import { describe, expect, it } from 'vitest';
import type {
  ColorFamily,
  DressCode,
  Occasion,
  OccasionActivity,
  OccasionFormality,
} from '../../../../contract/outfits.ts';
import { OCCASION_WORDS } from '../knowledge/occasion-words.ts';
import { readOccasion, vocabularyClashes } from './occasion-reading.ts';

interface Expected {
  occasion: Occasion;
  formality: OccasionFormality;
  /** Activities the reading must include. */
  activities?: readonly OccasionActivity[];
  /** Dress codes the reading must include. */
  codes?: readonly DressCode[];
  /** Dress codes the reading must not include. */
  notCodes?: readonly DressCode[];
  /** The colours to avoid, exactly (none when left out). */
  avoid?: readonly ColorFamily[];
  /** Whether to bring a layer (no when left out). */
  layers?: boolean;
}

const row = (text: string, expected: Expected) => [text, expected] as const;

// Occasions as people type them, with the reading a stylist would give. The button chosen is Work
// throughout, so a phrase read as anything else was really read.
const PHRASES = [
  // The issue's own examples.
  row('job interview at a startup', {
    occasion: 'work',
    formality: 'smart-casual',
    codes: ['polished'],
    avoid: ['loud-prints'],
  }),
  row('Indian wedding', {
    occasion: 'formal',
    formality: 'dressy',
    activities: ['dancing'],
    codes: ['festive', 'modest'],
    avoid: ['white', 'black'],
  }),
  row('hiking then dinner', {
    occasion: 'casual',
    formality: 'casual',
    activities: ['active', 'outdoors', 'seated'],
    codes: ['practical'],
    layers: true,
  }),
  row('funeral', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['sober'],
    notCodes: ['festive'],
    avoid: ['bright', 'loud-prints'],
  }),
  row('beach party', {
    occasion: 'casual',
    formality: 'casual',
    activities: ['outdoors', 'dancing'],
    codes: ['breezy', 'festive'],
  }),
  row('first date at a museum', {
    occasion: 'date',
    formality: 'smart-casual',
    activities: ['walking'],
    codes: ['flat-shoes'],
  }),
  // Work.
  row('job interview at a bank', {
    occasion: 'work',
    formality: 'smart',
    codes: ['polished'],
    avoid: ['loud-prints'],
  }),
  row('client meeting', { occasion: 'work', formality: 'smart', codes: ['polished'] }),
  row('presentation to the board', { occasion: 'work', formality: 'smart', codes: ['polished'] }),
  row('conference', {
    occasion: 'work',
    formality: 'smart-casual',
    activities: ['walking'],
    layers: true,
  }),
  row('business dinner', { occasion: 'work', formality: 'smart', activities: ['seated'] }),
  row('networking event', { occasion: 'work', formality: 'smart', activities: ['standing'] }),
  row('casual friday', { occasion: 'work', formality: 'smart-casual' }),
  row('video call', { occasion: 'work', formality: 'smart-casual' }),
  row('court hearing', {
    occasion: 'work',
    formality: 'smart',
    codes: ['polished'],
    avoid: ['bright', 'loud-prints'],
  }),
  row('career fair', { occasion: 'work', formality: 'smart', codes: ['polished', 'flat-shoes'] }),
  row('first day at a new job', { occasion: 'work', formality: 'smart', codes: ['polished'] }),
  row('working from home', { occasion: 'casual', formality: 'casual' }),
  // Weddings and ceremonies.
  row('wedding', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['festive'],
    notCodes: ['modest'],
    avoid: ['white'],
  }),
  row('my cousin’s Sikh wedding', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['festive', 'modest'],
    avoid: ['white', 'black'],
  }),
  row('mehndi party', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['festive', 'modest'],
    avoid: ['white', 'black'],
  }),
  row('Chinese wedding banquet', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['festive'],
    avoid: ['white', 'black'],
  }),
  row('beach wedding', {
    occasion: 'formal',
    formality: 'smart-casual',
    codes: ['breezy', 'flat-shoes'],
    avoid: ['white'],
  }),
  row('black tie wedding', { occasion: 'formal', formality: 'formal', avoid: ['white'] }),
  row('casual wedding', { occasion: 'formal', formality: 'casual', avoid: ['white'] }),
  row('memorial service', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['sober'],
    avoid: ['bright', 'loud-prints'],
  }),
  row('celebration of life', { occasion: 'formal', formality: 'smart', notCodes: ['sober'] }),
  row('christening', { occasion: 'formal', formality: 'smart', codes: ['modest'] }),
  row('bar mitzvah', { occasion: 'formal', formality: 'dressy', codes: ['modest', 'festive'] }),
  row('quinceañera', { occasion: 'formal', formality: 'formal', activities: ['dancing'] }),
  row('graduation', { occasion: 'formal', formality: 'smart', layers: true }),
  row('baby shower', { occasion: 'casual', formality: 'smart-casual', codes: ['festive'] }),
  row('hen do', { occasion: 'evening', formality: 'smart-casual', activities: ['dancing'] }),
  row('sunday church', { occasion: 'formal', formality: 'smart', codes: ['modest'] }),
  row('visiting a mosque', { occasion: 'formal', formality: 'smart-casual', codes: ['modest'] }),
  row('Eid', { occasion: 'formal', formality: 'smart', codes: ['festive', 'modest'] }),
  row('Diwali party', {
    occasion: 'evening',
    formality: 'dressy',
    codes: ['festive'],
    avoid: ['black'],
  }),
  row('lunar new year dinner', {
    occasion: 'evening',
    formality: 'smart',
    codes: ['festive'],
    avoid: ['white', 'black'],
  }),
  // Evenings out.
  row('black tie gala', { occasion: 'formal', formality: 'formal', codes: ['festive'] }),
  row('prom', { occasion: 'formal', formality: 'formal', activities: ['dancing'] }),
  row('cocktail party', { occasion: 'evening', formality: 'dressy', activities: ['standing'] }),
  row('art gallery opening', { occasion: 'evening', formality: 'dressy' }),
  row('night at the opera', { occasion: 'evening', formality: 'dressy', activities: ['seated'] }),
  row('theatre', { occasion: 'evening', formality: 'smart', activities: ['seated'] }),
  row('night out', { occasion: 'evening', formality: 'dressy', activities: ['dancing'] }),
  row('clubbing', { occasion: 'evening', formality: 'dressy', activities: ['dancing'] }),
  row('rave', { occasion: 'casual', formality: 'casual', codes: ['flat-shoes'] }),
  row('house party', { occasion: 'casual', formality: 'casual', codes: ['festive'] }),
  row('christmas party', { occasion: 'evening', formality: 'dressy', codes: ['festive'] }),
  row("New Year's Eve", { occasion: 'evening', formality: 'dressy', activities: ['dancing'] }),
  row('office party', { occasion: 'evening', formality: 'smart', codes: ['polished'] }),
  row('fancy dinner', { occasion: 'evening', formality: 'dressy', activities: ['seated'] }),
  row('relaxed dinner', { occasion: 'evening', formality: 'casual', activities: ['seated'] }),
  row('rooftop drinks', {
    occasion: 'evening',
    formality: 'smart-casual',
    activities: ['outdoors'],
    layers: true,
  }),
  row('karaoke', { occasion: 'casual', formality: 'casual' }),
  row('halloween party', { occasion: 'casual', formality: 'casual', codes: ['festive'] }),
  // Dates.
  row('date night', { occasion: 'date', formality: 'smart-casual', activities: ['seated'] }),
  row('tinder date', { occasion: 'date', formality: 'smart-casual' }),
  row('anniversary dinner', { occasion: 'date', formality: 'dressy' }),
  row('dinner with the in-laws', {
    occasion: 'date',
    formality: 'smart-casual',
    codes: ['modest', 'polished'],
  }),
  row('afternoon tea', { occasion: 'date', formality: 'smart' }),
  row('wine tasting', {
    occasion: 'date',
    formality: 'smart-casual',
    codes: ['flat-shoes'],
    layers: true,
  }),
  // Daytime.
  row('brunch with friends', { occasion: 'casual', formality: 'smart-casual' }),
  row('upscale brunch', { occasion: 'casual', formality: 'smart' }),
  row('coffee', { occasion: 'casual', formality: 'casual', activities: ['seated'] }),
  row('running errands', { occasion: 'casual', formality: 'casual', codes: ['flat-shoes'] }),
  row('sightseeing in Rome', {
    occasion: 'casual',
    formality: 'casual',
    activities: ['walking', 'outdoors'],
    codes: ['flat-shoes'],
    layers: true,
  }),
  row('flight to Paris', { occasion: 'casual', formality: 'casual', layers: true }),
  row('road trip', { occasion: 'casual', formality: 'casual', layers: true }),
  row('movie night', { occasion: 'casual', formality: 'casual', layers: true }),
  row('picnic in the park', {
    occasion: 'casual',
    formality: 'casual',
    activities: ['outdoors'],
    layers: true,
  }),
  row('barbecue', { occasion: 'casual', formality: 'casual', activities: ['outdoors'] }),
  row('day at the beach', { occasion: 'casual', formality: 'casual', codes: ['breezy'] }),
  row('pool party', { occasion: 'casual', formality: 'casual', codes: ['breezy', 'festive'] }),
  row('garden party', {
    occasion: 'casual',
    formality: 'smart-casual',
    codes: ['flat-shoes'],
    layers: true,
  }),
  row('boat trip', { occasion: 'casual', formality: 'smart-casual', layers: true }),
  row('farmers market', { occasion: 'casual', formality: 'casual', activities: ['walking'] }),
  row('concert', { occasion: 'casual', formality: 'casual', activities: ['standing'] }),
  row('music festival', {
    occasion: 'casual',
    formality: 'casual',
    codes: ['practical'],
    layers: true,
  }),
  row('kids birthday party', { occasion: 'casual', formality: 'casual', codes: ['practical'] }),
  row('thanksgiving', { occasion: 'casual', formality: 'smart-casual', codes: ['festive'] }),
  row('family dinner', { occasion: 'casual', formality: 'casual' }),
  row('pride parade', { occasion: 'casual', formality: 'casual', codes: ['festive'] }),
  row('day at the races', {
    occasion: 'formal',
    formality: 'dressy',
    activities: ['outdoors'],
    layers: true,
  }),
  // Sport and the outdoors.
  row('gym', { occasion: 'athletic', formality: 'sporty', activities: ['active'] }),
  row('yoga class', { occasion: 'athletic', formality: 'sporty' }),
  row('morning run', { occasion: 'athletic', formality: 'sporty', activities: ['outdoors'] }),
  row('tennis', { occasion: 'athletic', formality: 'sporty' }),
  row('ski trip', { occasion: 'athletic', formality: 'sporty', layers: true }),
  row('hiking', {
    occasion: 'athletic',
    formality: 'sporty',
    codes: ['practical'],
    layers: true,
  }),
  row('camping', { occasion: 'casual', formality: 'casual', codes: ['practical'], layers: true }),
  row('safari', {
    occasion: 'casual',
    formality: 'casual',
    codes: ['practical'],
    avoid: ['white', 'bright'],
    layers: true,
  }),
  row('golf', { occasion: 'casual', formality: 'smart-casual', layers: true }),
  row('gardening', { occasion: 'casual', formality: 'casual', codes: ['practical'] }),
  // Several occasions in one phrase.
  row('work then drinks', { occasion: 'work', formality: 'smart' }),
  row('gym then brunch', { occasion: 'casual', formality: 'casual', codes: ['practical'] }),
  row('hiking, then a picnic', {
    occasion: 'casual',
    formality: 'casual',
    codes: ['practical'],
    layers: true,
  }),
  row('wedding and after party', {
    occasion: 'formal',
    formality: 'dressy',
    avoid: ['white'],
  }),
  // Case, punctuation and typos.
  row('INDIAN WEDDING!!!', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['modest'],
    avoid: ['white', 'black'],
  }),
  row('Indain weding', {
    occasion: 'formal',
    formality: 'dressy',
    codes: ['modest'],
    avoid: ['white', 'black'],
  }),
  row('funerl', { occasion: 'formal', formality: 'dressy', avoid: ['bright', 'loud-prints'] }),
  row('hikng then dinnr', {
    occasion: 'casual',
    formality: 'casual',
    codes: ['practical'],
    layers: true,
  }),
  row('Job intervew @ a start-up', {
    occasion: 'work',
    formality: 'smart-casual',
    avoid: ['loud-prints'],
  }),
  row('Beach-Party', { occasion: 'casual', formality: 'casual', codes: ['breezy'] }),
  row('weddng', { occasion: 'formal', formality: 'dressy', avoid: ['white'] }),
  row('museam date', { occasion: 'date', formality: 'smart-casual', codes: ['flat-shoes'] }),
];

describe('reading an occasion in words', () => {
  it('has a table of at least 60 phrases', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PHRASES)('reads %j', (text, expected) => {
    const { reading } = readOccasion(text, 'work');
    expect(reading.understood).toBe(true);
    expect(reading.text).toBe(text);
    expect({ occasion: reading.occasion, formality: reading.formality }).toEqual({
      occasion: expected.occasion,
      formality: expected.formality,
    });
    for (const activity of expected.activities ?? [])
      expect(reading.activities).toContain(activity);
    for (const code of expected.codes ?? []) expect(reading.dressCodes).toContain(code);
    for (const code of expected.notCodes ?? []) expect(reading.dressCodes).not.toContain(code);
    expect(reading.avoidColors).toEqual(expected.avoid ?? []);
    expect(reading.layers).toBe(expected.layers ?? false);
    expect(reading.explanation).toMatch(/^Read as .+: .+\.$/);
  });

  it('explains a reading in one sentence a screen can show', () => {
    const said = (text: string) => readOccasion(text, 'work').reading.explanation;
    expect(said('Indian wedding')).toBe(
      'Read as an Indian wedding: dressy, festive colour welcome, dress modestly, avoid white and black.',
    );
    expect(said('hiking then dinner')).toBe(
      'Read as a hike, then dinner: casual, practical pieces and sturdy closed shoes, bring a layer.',
    );
    expect(said('funeral')).toBe(
      'Read as a funeral: dressy, dark and sober, avoid bright colours and loud prints.',
    );
    expect(said('job interview at a startup')).toBe(
      'Read as a job interview at a startup: smart casual, polished, avoid loud prints.',
    );
    expect(said('beach party')).toBe(
      'Read as a beach party: casual, festive colour welcome, light and breezy, sandals and shorts welcome.',
    );
    expect(said('first date at a museum')).toBe(
      'Read as a first date at a museum: smart casual, comfortable flat shoes.',
    );
  });

  it('names what it read, in order', () => {
    expect(readOccasion('hiking then dinner', 'work').reading.readAs).toEqual(['a hike', 'dinner']);
    expect(readOccasion('job interview at a startup', 'work').reading.readAs).toEqual([
      'a job interview',
      'at a startup',
    ]);
    expect(readOccasion('black tie wedding', 'work').reading.readAs).toEqual([
      'a wedding',
      'black tie',
    ]);
  });

  it('is robust to case, punctuation, spacing and plurals', () => {
    const plain = readOccasion('indian wedding', 'work').reading;
    for (const text of [
      'Indian Wedding',
      '  INDIAN   wedding  ',
      'indian-wedding!',
      '"Indian wedding."',
      'Indian weddings',
      'an Indian wedding',
    ]) {
      const { reading } = readOccasion(text, 'work');
      expect({ ...reading, text: '' }, text).toEqual({ ...plain, text: '' });
    }
  });

  it('falls back to the chosen button, and says so, when it cannot read the words', () => {
    expect(readOccasion('xyz', 'work').reading).toEqual({
      text: 'xyz',
      understood: false,
      readAs: [],
      occasion: 'work',
      formality: 'smart',
      activities: [],
      dressCodes: [],
      avoidColors: [],
      layers: false,
      explanation: "Could not read 'xyz'; styled for work.",
    });
    expect(readOccasion('qwerty asdf', 'date').reading).toMatchObject({
      understood: false,
      occasion: 'date',
      explanation: "Could not read 'qwerty asdf'; styled for a date.",
    });
    const long = readOccasion('zzzz '.repeat(20), 'casual').reading.explanation;
    expect(long).toMatch(/^Could not read 'zzzz zzzz .*…'; styled for a casual day\.$/);
    expect(long.length).toBeLessThan(90);
  });

  it('does not guess at short words or far-off spellings', () => {
    for (const text of ['dat', 'xmass party tonite?', 'wdng'])
      expect(readOccasion(text, 'work').reading.readAs).not.toContain('a wedding');
    expect(readOccasion('weeding the garden', 'work').reading.readAs).toContain('gardening');
  });

  it('keeps the words unknown to it out of the reading', () => {
    expect(readOccasion('my friend Zoë’s funeral in Tromsø', 'work').reading.readAs).toEqual([
      'a funeral',
    ]);
  });

  it('has no phrase claimed by two occasions, and reads every phrase it knows', () => {
    expect(vocabularyClashes()).toEqual([]);
    for (const [key, sense] of Object.entries(OCCASION_WORDS)) {
      const name = sense.kind === 'qualifier' ? sense.as : sense.label;
      for (const wording of [key, ...(sense.aka ?? [])]) {
        const { reading } = readOccasion(wording, 'work');
        expect(reading.understood, wording).toBe(true);
        expect(reading.readAs, wording).toContain(name);
      }
    }
  });
});
