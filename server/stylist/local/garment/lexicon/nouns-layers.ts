// Garment nouns for coats and jackets, with the names people type for them. Outerwear warmth
// reads as a weight: up to 1.5 light, 1.75 to 2.5 mid, 2.75 and up heavy.
import type { GarmentKind, GarmentNoun } from './lexicon-types.ts';

type Extra = Omit<GarmentNoun, 'kinds' | 'formality' | 'warmth'>;

const noun =
  (kinds: readonly GarmentKind[]) =>
  (formality: number, warmth: number, extra: Extra = {}): GarmentNoun => ({
    kinds,
    formality,
    warmth,
    ...extra,
  });
const layer = noun(['outerwear']);

export const OUTERWEAR_NOUNS: Readonly<Record<string, GarmentNoun>> = {
  coat: layer(3.5, 2.75, { generic: true, aka: ['coats', 'cote', 'winter coat', 'long coat'] }),
  overcoat: layer(4, 3, {
    rain: 'proof',
    aka: ['over coat', 'greatcoat', 'great coat', 'crombie', 'chesterfield', 'topcoat', 'top coat'],
  }),
  'wool coat': layer(4, 3, {
    rain: 'proof',
    aka: ['woollen coat', 'wool overcoat', 'cashmere coat'],
  }),
  peacoat: layer(3.5, 3, { rain: 'proof', aka: ['pea coat', 'reefer jacket', 'reefer coat'] }),
  'duffle coat': layer(3, 3, { rain: 'proof', aka: ['duffel coat', 'duffle', 'duffel'] }),
  'trench coat': layer(3.5, 2, { rain: 'proof', aka: ['trench', 'trenchcoat', 'trench jacket'] }),
  raincoat: layer(2, 1.5, {
    rain: 'gear',
    aka: [
      'rain coat',
      'rain mac',
      'rain jacket',
      'waterproof jacket',
      'waterproof coat',
      'slicker',
      'raincaot',
      'rainjacket',
    ],
  }),
  // Outdoor rain gear: for a hike or a festival, not for the office.
  'rain shell': layer(1.5, 1.25, {
    rain: 'gear',
    aka: [
      'cagoule',
      'kagool',
      'kagoul',
      'waterproofs',
      'rain poncho',
      'poncho',
      'hardshell',
      'hard shell',
      'shell',
      'waterproof shell',
      'storm jacket',
      'pac a mac',
    ],
  }),
  'knitted poncho': layer(2, 2, {
    aka: ['knit poncho', 'wool poncho', 'blanket poncho', 'cape poncho'],
  }),
  mackintosh: layer(3, 1.5, {
    rain: 'gear',
    aka: ['mac', 'mack', 'macintosh', 'mac coat', 'classic mac'],
  }),
  anorak: layer(2, 1.5, { rain: 'proof', aka: ['anorack', 'windcheater'] }),
  parka: layer(2, 3, { rain: 'proof', aka: ['parker', 'parka coat', 'fishtail parka', 'parkas'] }),
  puffer: layer(2, 3, {
    rain: 'proof',
    aka: [
      'puffer jacket',
      'puffa',
      'puffa jacket',
      'puffer coat',
      'puffy jacket',
      'puffy',
      'down jacket',
      'down coat',
      'long puffer',
      'puffer jackets',
      'pufer',
    ],
  }),
  'quilted jacket': layer(2.5, 2, { rain: 'proof', aka: ['padded jacket', 'quilted coat'] }),
  'ski jacket': layer(1.5, 3, {
    rain: 'proof',
    sport: 'athletic',
    season: 'winter',
    aka: ['snow jacket', 'ski coat'],
  }),
  windbreaker: layer(1.5, 1, {
    rain: 'proof',
    sport: 'athletic',
    aka: ['wind breaker', 'running jacket', 'shell jacket'],
  }),
  softshell: layer(1.5, 1.75, { rain: 'proof', sport: 'athletic', aka: ['soft shell'] }),
  'track jacket': layer(1, 1, {
    sport: 'athletic',
    aka: ['tracksuit top', 'track top', 'tracksuit jacket', 'trackie top'],
  }),
  jacket: layer(3, 2, { generic: true, aka: ['jackets', 'jaket', 'jackit'] }),
  'leather jacket': layer(2.5, 2, {
    rain: 'proof',
    aka: [
      'biker jacket',
      'moto jacket',
      'motorcycle jacket',
      'leather biker',
      'perfecto',
      'faux leather jacket',
      'vegan leather jacket',
      'leather look jacket',
      'pu jacket',
    ],
  }),
  'bomber jacket': layer(2, 2, { aka: ['bomber', 'flight jacket', 'ma1', 'ma 1'] }),
  'varsity jacket': layer(2, 2, { sport: 'sporty', aka: ['letterman jacket', 'baseball jacket'] }),
  'denim jacket': layer(2, 1.75, { aka: ['jean jacket', 'trucker jacket', 'jeans jacket'] }),
  harrington: layer(2.5, 1.25, { aka: ['harrington jacket'] }),
  'coach jacket': layer(2, 1.25, { aka: ['coaches jacket'] }),
  'waxed jacket': layer(2.5, 2, {
    rain: 'proof',
    aka: ['wax jacket', 'barbour', 'waxed cotton jacket', 'field jacket'],
  }),
  'utility jacket': layer(2, 1.75, {
    aka: ['chore jacket', 'chore coat', 'work jacket', 'safari jacket', 'blouson', 'spring jacket'],
  }),
  shacket: layer(2, 1.5, { aka: ['overshirt', 'shirt jacket', 'over shirt'] }),
  blazer: layer(4, 1.75, {
    aka: [
      'blazor',
      'blaser',
      'blazzer',
      'blazers',
      'sport coat',
      'sports coat',
      'sports jacket',
      'tailored jacket',
    ],
  }),
  'suit jacket': layer(4.5, 1.75, { aka: ['suit coat', 'suit blazer'] }),
  'dinner jacket': layer(5, 1.75, { aka: ['tuxedo jacket', 'smoking jacket', 'tux jacket'] }),
  kimono: layer(2.5, 0.5, { aka: ['kimono jacket', 'duster'] }),
  cape: layer(3.5, 2, { aka: ['capelet', 'cloak'] }),
  gilet: layer(2, 1.25, {
    aka: [
      'gillet',
      'body warmer',
      'bodywarmer',
      'puffer vest',
      'down vest',
      'vest',
      'sleeveless jacket',
    ],
  }),
  shearling: layer(2.5, 3, {
    aka: [
      'shearling jacket',
      'shearling coat',
      'sheepskin coat',
      'sheepskin jacket',
      'aviator jacket',
    ],
  }),
  'teddy coat': layer(2.5, 2.75, {
    aka: ['teddy jacket', 'borg jacket', 'sherpa jacket', 'faux fur coat', 'fur coat'],
  }),
};
