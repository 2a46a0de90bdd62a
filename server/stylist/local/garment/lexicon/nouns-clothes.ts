// Garment nouns for tops, bottoms, dresses and one-pieces, with the names people type for them.
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
const top = noun(['top']);
const bottom = noun(['bottom']);
const dress = noun(['dress']);

export const TOP_NOUNS: Readonly<Record<string, GarmentNoun>> = {
  't shirt': top(2, 1, {
    aka: ['tee', 'tshirt', 'tee shirt', 'teeshirt', 't shirts', 'crew tee', 'tea shirt', 'tshrit'],
  }),
  'graphic tee': top(1.5, 1, { aka: ['graphic t shirt', 'slogan tee', 'slogan t shirt'] }),
  'band tee': top(1.5, 1, { aka: ['band t shirt', 'band shirt'] }),
  'long sleeve tee': top(2, 1.25, {
    aka: ['long sleeve t shirt', 'longsleeve', 'long sleeve top', 'long sleeve'],
  }),
  'tank top': top(2, 0, {
    season: 'summer',
    aka: ['tank', 'vest top', 'tanktop', 'vest'],
  }),
  singlet: top(1.5, 0, { season: 'summer', aka: ['muscle tee', 'muscle vest', 'athletic vest'] }),
  camisole: top(3, 0, { season: 'summer', aka: ['cami', 'cami top', 'strappy top', 'camisol'] }),
  'crop top': top(2, 0, {
    season: 'summer',
    noWork: true,
    aka: [
      'cropped top',
      'crop',
      'bralette',
      'cropped tee',
      'crop tee',
      'bandeau',
      'tube top',
      'boob tube',
      'tube',
    ],
  }),
  halter: top(3, 0, { season: 'summer', aka: ['halter top', 'halterneck', 'halter neck'] }),
  top: top(2.5, 1, { generic: true, aka: ['tops'] }),
  'knit top': top(3, 1.25, { aka: ['knitted top', 'fine knit', 'fine knit top'] }),
  'peplum top': top(3.5, 1, { aka: ['peplum', 'peplum blouse'] }),
  blouse: top(3.5, 1, { aka: ['blous', 'blouce', 'bluse', 'blowse'] }),
  shirt: top(3, 1, {
    collared: true,
    generic: true,
    aka: ['shrit', 'shirts', 'button down', 'button up', 'buttondown', 'button down shirt'],
  }),
  'grandad shirt': top(2.5, 1, {
    aka: ['grandad collar shirt', 'grandad collar', 'collarless shirt'],
  }),
  'oxford shirt': top(3.5, 1, { collared: true, aka: ['oxford', 'oxford button down'] }),
  'dress shirt': top(4, 1, {
    collared: true,
    aka: ['formal shirt', 'tuxedo shirt', 'work shirt', 'office shirt', 'double cuff shirt'],
  }),
  'flannel shirt': top(2.5, 1.75, { collared: true, aka: ['flannel', 'lumberjack shirt'] }),
  'hawaiian shirt': top(2, 0.5, {
    collared: true,
    aka: [
      'aloha shirt',
      'camp collar shirt',
      'cuban collar shirt',
      'bowling shirt',
      'resort shirt',
    ],
  }),
  leotard: top(1, 0.5, { sport: 'athletic', aka: ['unitard', 'dance top'] }),
  'denim shirt': top(2.5, 1.25, { collared: true, aka: ['chambray shirt', 'chambray'] }),
  'rugby shirt': top(2, 1.5, { aka: ['rugby top'] }),
  polo: top(2.5, 1, { aka: ['polo shirt', 'polo top', 'pique polo'] }),
  henley: top(2, 1, { aka: ['henley shirt', 'henley top'] }),
  jersey: top(1.5, 1, {
    sport: 'sporty',
    aka: ['football shirt', 'football top', 'soccer jersey'],
  }),
  sweater: top(2.5, 2, {
    aka: [
      'jumper',
      'pullover',
      'sweather',
      'sweter',
      'sweatter',
      'jumpr',
      'jumber',
      'knitwear',
      'knit sweater',
      'knitted jumper',
      'crew neck jumper',
      'crewneck jumper',
      'v neck jumper',
      'crewneck',
      'cable knit',
      'cable knit jumper',
      'quarter zip',
      'half zip',
    ],
  }),
  turtleneck: top(3, 2, {
    aka: ['roll neck', 'rollneck', 'polo neck', 'poloneck', 'turtle neck', 'funnel neck'],
  }),
  'mock neck': top(3, 1.5, { aka: ['mockneck', 'mock neck top'] }),
  'sweater vest': top(3, 1.5, { aka: ['tank top jumper', 'knitted vest', 'slipover'] }),
  cardigan: noun(['top', 'outerwear'])(3, 1.5, {
    aka: ['cardi', 'cardy', 'cardie', 'cardigen', 'cardigon', 'cardigans', 'cardign'],
  }),
  sweatshirt: top(1.5, 2, {
    sport: 'lounge',
    aka: ['sweat shirt', 'crew sweat', 'sweat top', 'sweatshit', 'swetshirt'],
  }),
  hoodie: noun(['top', 'outerwear'])(1, 2, {
    sport: 'lounge',
    aka: ['hoody', 'hoodi', 'hoodey', 'hooded sweatshirt', 'hooded top', 'zip hoodie', 'zip up'],
  }),
  fleece: noun(['top', 'outerwear'])(1.5, 2, {
    sport: 'lounge',
    aka: ['fleece top', 'fleece jacket', 'polar fleece', 'micro fleece', 'microfleece'],
  }),
  bodysuit: top(3, 1, { aka: ['body suit', 'body'] }),
  tunic: top(2.5, 1, { aka: ['tunic top'] }),
  corset: top(3.5, 0.5, { aka: ['bustier', 'corset top'] }),
  waistcoat: noun(['top', 'outerwear'])(4.5, 1.5, { aka: ['suit vest', 'waist coat'] }),
  'sports bra': top(1, 0, {
    sport: 'athletic',
    gymOnly: true,
    aka: ['sport bra', 'sportsbra', 'running bra'],
  }),
  'base layer': top(1.5, 1.5, { season: 'winter', aka: ['baselayer', 'thermal vest'] }),
  'bikini top': top(1, 0, {
    swim: true,
    beach: true,
    season: 'summer',
    aka: ['bikini', 'swim top', 'tankini', 'bikini bra'],
  }),
  'rash guard': top(1, 0.5, { swim: true, beach: true, sport: 'athletic', aka: ['rash vest'] }),
};

export const BOTTOM_NOUNS: Readonly<Record<string, GarmentNoun>> = {
  jeans: bottom(2, 1.5, {
    aka: ['jean', 'denims', 'jeens', 'jaens', 'mom jeans', 'boyfriend jeans', 'dungaree jeans'],
  }),
  jeggings: bottom(1.5, 1.25, { aka: ['jegging'] }),
  trousers: bottom(3.75, 1.5, {
    aka: [
      'trouser',
      'trowsers',
      'trousres',
      'trousers',
      'trouers',
      'slacks',
      'dress pants',
      'wide leg trousers',
      'cigarette trousers',
      'smart trousers',
      'work trousers',
    ],
  }),
  pants: bottom(3, 1.5, { generic: true, aka: ['pant', 'pnats'] }),
  'suit trousers': bottom(4.5, 1.5, { aka: ['suit pants', 'suit trouser', 'tuxedo trousers'] }),
  chinos: bottom(3, 1.5, { aka: ['chino', 'khakis', 'chinoes', 'chino trousers', 'chino pants'] }),
  'cargo trousers': bottom(2, 1.5, {
    aka: ['cargos', 'cargo', 'cargo pants', 'combats', 'combat trousers', 'utility trousers'],
  }),
  cords: bottom(2.5, 2, { aka: ['corduroys', 'cord trousers', 'corduroy trousers', 'cordurory'] }),
  culottes: bottom(3, 1, { aka: ['culotte'] }),
  'palazzo pants': bottom(3, 1, { aka: ['palazzos', 'palazzo trousers', 'palazzo'] }),
  shorts: bottom(1.5, 0, {
    legs: true,
    aka: ['short', 'bermudas', 'shortz'],
  }),
  cutoffs: bottom(1.5, 0, {
    legs: true,
    season: 'summer',
    aka: ['cut offs', 'cut off', 'cutoff', 'jorts', 'cut off shorts', 'hot pants', 'hotpants'],
  }),
  'swim shorts': bottom(1, 0, {
    legs: true,
    swim: true,
    beach: true,
    season: 'summer',
    aka: [
      'board shorts',
      'boardshorts',
      'trunks',
      'swimming trunks',
      'swim trunks',
      'swimshorts',
      'bikini bottoms',
      'bikini bottom',
    ],
  }),
  'gym shorts': bottom(1, 0, {
    legs: true,
    sport: 'athletic',
    aka: [
      'running shorts',
      'sports shorts',
      'sport shorts',
      'bike shorts',
      'cycling shorts',
      'athletic shorts',
      'basketball shorts',
      'training shorts',
    ],
  }),
  skirt: bottom(3, 1, { aka: ['skrit', 'skirts', 'skirte'] }),
  'mini skirt': bottom(2.5, 0.5, { aka: ['miniskirt', 'mini'] }),
  'midi skirt': bottom(3.5, 1, { aka: ['midi'] }),
  'maxi skirt': bottom(3, 1, { aka: ['maxi'] }),
  'pencil skirt': bottom(4, 1, { aka: ['pencil'] }),
  'tennis skirt': bottom(1.5, 0.5, { sport: 'athletic', season: 'summer' }),
  kilt: bottom(3.5, 1.5, { aka: ['kilts'] }),
  skort: bottom(2, 0.5, { legs: true, aka: ['skorts'] }),
  sarong: noun(['bottom', 'accessory'])(1, 0, {
    beach: true,
    season: 'summer',
    aka: ['pareo', 'beach wrap', 'sarong wrap'],
  }),
  leggings: bottom(1, 1, {
    sport: 'athletic',
    aka: [
      'legging',
      'leggins',
      'legins',
      'leggigns',
      'yoga pants',
      'gym leggings',
      'running tights',
      'sports leggings',
    ],
  }),
  joggers: bottom(1, 1.5, {
    sport: 'athletic',
    aka: [
      'jogger',
      'jogging bottoms',
      'trackies',
      'track pants',
      'trackpants',
      'tracksuit bottoms',
      'track bottoms',
      'tracky bottoms',
      'jogers',
    ],
  }),
  'dressing gown': noun(['top', 'outerwear', 'dress'])(1, 2, {
    sport: 'lounge',
    indoor: true,
    aka: ['bathrobe', 'robe', 'onesie', 'pyjamas', 'pajamas', 'nightie', 'nightgown'],
  }),
  sweatpants: bottom(1, 2, {
    sport: 'lounge',
    aka: ['sweat pants', 'sweats', 'lounge pants', 'pyjama bottoms', 'pajama pants'],
  }),
  overalls: bottom(1.5, 1.5, { aka: ['dungarees', 'overall', 'dungaree'] }),
  'ski pants': bottom(1, 3, {
    sport: 'athletic',
    season: 'winter',
    aka: ['salopettes', 'snow pants'],
  }),
};

export const DRESS_NOUNS: Readonly<Record<string, GarmentNoun>> = {
  dress: dress(3, 1, { generic: true, aka: ['dres', 'frock', 'day dress', 'dresss'] }),
  sundress: dress(2, 0, { season: 'summer', aka: ['sun dress', 'summer dress', 'beach dress'] }),
  'shirt dress': dress(3, 1, { aka: ['shirtdress'] }),
  'wrap dress': dress(3.5, 1),
  'slip dress': dress(3.5, 0.5, { aka: ['slip'] }),
  'maxi dress': dress(3, 1, { aka: ['maxi'] }),
  'midi dress': dress(3.5, 1, { aka: ['midi'] }),
  'mini dress': dress(3, 0.5, { aka: ['mini'] }),
  'sheath dress': dress(4, 1, { aka: ['pencil dress', 'shift dress', 'work dress'] }),
  bodycon: dress(3.5, 0.5, { aka: ['bodycon dress'] }),
  'cocktail dress': dress(4.5, 0.5, { aka: ['party dress'] }),
  'little black dress': dress(4, 0.5, { aka: ['lbd'] }),
  'evening dress': dress(4.5, 0.5, { aka: ['prom dress'] }),
  'wedding dress': dress(5, 1, { aka: ['bridal gown', 'wedding gown', 'bridesmaid dress'] }),
  gown: dress(5, 0.5, { aka: ['evening gown', 'ball gown', 'ballgown', 'maxi gown', 'gowns'] }),
  'sweater dress': dress(2.5, 2, {
    aka: ['jumper dress', 'knitted dress', 'knit dress', 'knitted jumper dress'],
  }),
  't shirt dress': dress(2, 0.5, { aka: ['tee dress', 'tshirt dress'] }),
  'tennis dress': dress(1, 0, { sport: 'athletic', season: 'summer' }),
  kaftan: dress(1.5, 0, { beach: true, season: 'summer', aka: ['caftan', 'beach cover up'] }),
  'cover up': dress(1, 0, { beach: true, season: 'summer', aka: ['coverup', 'beach coverup'] }),
  swimsuit: dress(1, 0, {
    swim: true,
    beach: true,
    season: 'summer',
    aka: ['swimming costume', 'cossie', 'one piece', 'bathing suit', 'swimwear', 'swim suit'],
  }),
  jumpsuit: dress(3, 1, { aka: ['jump suit', 'boiler suit', 'catsuit'] }),
  romper: dress(2, 0, { legs: true, season: 'summer', aka: ['playsuit', 'play suit'] }),
  pinafore: dress(2.5, 1, { aka: ['pinafore dress'] }),
  suit: noun(['dress', 'outerwear'])(4.5, 1.5, { aka: ['two piece suit', 'trouser suit'] }),
  tuxedo: noun(['dress', 'outerwear'])(5, 1.5, { aka: ['tux', 'dinner suit'] }),
};
