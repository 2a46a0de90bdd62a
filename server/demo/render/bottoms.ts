// Bottoms laid flat, front view: jeans, chinos, tailored trousers, joggers, shorts and skirts.
// Units: x centred on 0, the waist's top edge at y = 0.
import type { Fabric } from './fabric.ts';
import type { Crease, GarmentArt, Piece } from './studio-photo.ts';
import { mirrorPath, pt, reversePath, type Point } from './torso.ts';

interface LegSpec {
  /** Half widths at the waist and the hip; the hip line's height. */
  waist: number;
  hip: number;
  hipAt: number;
  /** Crotch depth (rise) and the leg's length to the hem. */
  rise: number;
  length: number;
  /** The hem of one leg: its outer and inner x. */
  hemOuter: number;
  hemInner: number;
  /** Knee position for tapered shapes (outer, inner x) — straight legs leave it out. */
  knee?: { at: number; outer: number; inner: number };
}

function trouserOutline(s: LegSpec): string {
  const leg = s.knee
    ? `C${pt([s.hip + 4, s.hipAt + 120])} ${pt([s.knee.outer + 6, s.knee.at - 160])} ${pt([s.knee.outer, s.knee.at])} L${pt([s.hemOuter, s.length])} L${pt([s.hemInner, s.length])} L${pt([s.knee.inner, s.knee.at])} C${pt([s.knee.inner - 4, s.knee.at - 180])} ${pt([18, s.rise + 60])} ${pt([10, s.rise + 8])}`
    : `C${pt([s.hip + 4, s.hipAt + (s.length - s.hipAt) * 0.4])} ${pt([s.hemOuter + 4, s.hipAt + (s.length - s.hipAt) * 0.75])} ${pt([s.hemOuter, s.length])} L${pt([s.hemInner, s.length])} C${pt([s.hemInner - 2, s.length - (s.length - s.rise) * 0.5])} ${pt([22, s.rise + (s.length - s.rise) * 0.15])} ${pt([10, s.rise + 8])}`;
  const right = `M${pt([s.waist, 0])} C${pt([s.waist + 6, 80])} ${pt([s.hip, s.hipAt - 90])} ${pt([s.hip, s.hipAt])} ${leg}`;
  // Round the crotch, then come back up the left leg: the right leg traced backwards, mirrored.
  return `M${pt([-s.waist, 0])} L${right.slice(1)} Q0 ${s.rise - 6} -10 ${s.rise + 8} ${reversePath(mirrorPath(right))} Z`;
}

const box = (s: LegSpec) => ({
  x: -s.hip - 30,
  y: -30,
  w: s.hip * 2 + 60,
  h: s.length + 60,
});

const waistband = (s: LegSpec, depth: number): Piece => ({
  d: `M${pt([-s.waist, 0])} L${pt([s.waist, 0])} L${pt([s.waist + 2, depth])} L${pt([-s.waist - 2, depth])} Z`,
  edge: 0.5,
});

const loops = (s: LegSpec, depth: number, xs: number[]): Piece[] =>
  xs.flatMap((x) => {
    const d = `M${x - 9} -4 L${x + 9} -4 L${x + 9} ${depth + 12} L${x - 9} ${depth + 12} Z`;
    return x === 0
      ? [{ d, edge: 0.4 }]
      : [
          { d, edge: 0.4 },
          { d: mirrorPath(d), edge: 0.4 },
        ];
  });

const hemLines = (s: LegSpec, up: number) => {
  const d = `M${pt([s.hemOuter - 1, s.length - up])} L${pt([s.hemInner + 1, s.length - up])}`;
  return [d, mirrorPath(d)];
};

/** Soft folds: across the knees, along the shins, a little bunching at the hem. */
function legCreases(s: LegSpec): Crease[] {
  const knee = s.knee?.at ?? s.rise + (s.length - s.rise) * 0.45;
  const mid = (s.hemOuter + s.hemInner) / 2;
  const one: Crease[] = [
    {
      d: `M${pt([mid - 60, knee - 20])} Q${pt([mid, knee + 10])} ${pt([mid + 55, knee - 30])}`,
      opacity: 0.14,
    },
    {
      d: `M${pt([mid - 50, knee + 18])} Q${pt([mid + 5, knee + 40])} ${pt([mid + 50, knee + 10])}`,
      light: true,
      opacity: 0.14,
    },
    {
      d: `M${pt([mid + 20, s.length - 200])} L${pt([mid + 5, s.length - 40])}`,
      opacity: 0.1,
      width: 22,
    },
    {
      d: `M${pt([40, s.rise - 40])} L${pt([120, s.rise - 80])}`,
      light: true,
      opacity: 0.14,
      width: 10,
    },
  ];
  return [...one, ...one.map((c) => ({ ...c, d: mirrorPath(c.d) }))];
}

/** Jeans: five pockets, copper rivets and stitching, a metal button. */
export function jeans(fit: 'straight' | 'skinny' = 'straight'): GarmentArt {
  const s: LegSpec =
    fit === 'skinny'
      ? {
          waist: 190,
          hip: 215,
          hipAt: 230,
          rise: 320,
          length: 1080,
          hemOuter: 190,
          hemInner: 92,
          knee: { at: 680, outer: 196, inner: 66 },
        }
      : { waist: 200, hip: 228, hipAt: 240, rise: 330, length: 1060, hemOuter: 240, hemInner: 70 };
  const pocket = `M${pt([s.waist - 2, 58])} L${pt([108, 58])} C${pt([118, 150])} ${pt([170, 185])} ${pt([s.hip - 4, 190])} Z`;
  const coin = `M120 62 L172 62 L170 118 L122 118 Z`;
  const pieces: Piece[] = [
    { d: trouserOutline(s) },
    waistband(s, 58),
    { d: pocket, tone: -0.06, edge: 0.5 },
    { d: mirrorPath(pocket), tone: -0.06, edge: 0.5 },
    { d: coin, edge: 0.3 },
    ...loops(s, 58, [70, 180]),
  ];
  const fly = `M-8 58 L-8 250 Q-8 282 -40 292`;
  const pocketStitch = `M108 66 C120 160 172 194 ${s.hip - 4} 200`;
  const rivet = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="6" fill="#b07a3c"/><circle cx="${x - 1.5}" cy="${y - 1.5}" r="2.5" fill="#e8c48a"/>`;
  const hardware = `<circle cx="0" cy="30" r="17" fill="#8d8f92"/><circle cx="0" cy="30" r="12" fill="none" stroke="#c9cbce" stroke-width="3"/><circle cx="-4" cy="25" r="4" fill="#eef0f2"/>${rivet(s.hip - 8, 196)}${rivet(-s.hip + 8, 196)}${rivet(112, 64)}${rivet(-112, 64)}`;
  // Fading: lighter over the thighs and whiskers fanning from the crotch.
  const whiskers: Crease[] = [0, 1, 2, 3].flatMap((i) => {
    const d = `M${30 + i * 10} ${s.rise - 10 - i * 18} L${110 + i * 18} ${s.rise - 40 - i * 26}`;
    return [
      { d, light: true, width: 8, opacity: 0.28 },
      { d: mirrorPath(d), light: true, width: 8, opacity: 0.28 },
    ];
  });
  const fade: Crease[] = [
    { d: `M120 300 L110 620`, light: true, width: 90, opacity: 0.12 },
    { d: `M-120 300 L-110 620`, light: true, width: 90, opacity: 0.12 },
  ];
  return {
    box: box(s),
    pieces,
    creases: [...legCreases(s), ...whiskers, ...fade],
    stitches: [
      fly,
      `M-20 58 L-20 250`,
      pocketStitch,
      mirrorPath(pocketStitch),
      `M${-s.waist} 50 L${s.waist} 50`,
      `M${-s.waist} 8 L${s.waist} 8`,
      ...hemLines(s, 22),
    ],
    hardware,
  };
}

/** Chinos and tailored trousers: slant pockets, a pressed crease for the tailored pair. */
export function trousers(options: { pressed?: boolean; cropped?: boolean } = {}): GarmentArt {
  const length = options.cropped ? 960 : 1080;
  const s: LegSpec = {
    waist: 195,
    hip: 222,
    hipAt: 240,
    rise: 320,
    length,
    hemOuter: 240,
    hemInner: 90,
    knee: { at: 660, outer: 232, inner: 74 },
  };
  const slant = `M${pt([s.waist - 40, 50])} L${pt([s.hip - 2, 210])}`;
  const pieces: Piece[] = [{ d: trouserOutline(s) }, waistband(s, 50), ...loops(s, 50, [80, 175])];
  const creases = legCreases(s);
  const seams = [slant, mirrorPath(slant), `M0 50 L0 270`, ...hemLines(s, 30)];
  if (options.pressed) {
    const mid = (s.hemOuter + s.hemInner) / 2;
    const press = `M${pt([mid + 4, 60])} L${pt([mid, s.length])}`;
    seams.push(press, mirrorPath(press));
    creases.push(
      { d: press, light: true, width: 6, opacity: 0.3 },
      { d: mirrorPath(press), light: true, width: 6, opacity: 0.3 },
    );
  }
  return {
    box: box(s),
    pieces,
    creases,
    seams,
    stitches: [`M-22 50 L-22 250 Q-22 275 -4 284`],
    buttons: [{ x: 0, y: 25, r: 9 }],
  };
}

/** Joggers: an elastic waist with a drawstring, tapered legs gathered into rib cuffs. */
export function joggers(rib: Fabric): GarmentArt {
  const s: LegSpec = {
    waist: 205,
    hip: 235,
    hipAt: 250,
    rise: 340,
    length: 1040,
    hemOuter: 190,
    hemInner: 92,
    knee: { at: 650, outer: 218, inner: 68 },
  };
  const cuff = `M${pt([s.hemOuter + 2, s.length - 80])} L${pt([s.hemOuter, s.length])} L${pt([s.hemInner, s.length])} L${pt([s.hemInner - 1, s.length - 80])} Z`;
  const gathers: Crease[] = Array.from({ length: 14 }, (_, i) => {
    const x = -s.waist + 20 + i * ((s.waist * 2 - 40) / 13);
    return { d: `M${x} 8 L${x + 3} 62`, width: 6, opacity: 0.25 };
  });
  const slant = `M${pt([s.waist - 30, 80])} L${pt([s.hip - 2, 240])}`;
  return {
    box: box(s),
    pieces: [
      { d: trouserOutline(s) },
      { ...waistband(s, 72), fabric: rib },
      { d: cuff, fabric: rib, edge: 0.5 },
      { d: mirrorPath(cuff), fabric: rib, edge: 0.5 },
    ],
    creases: [...legCreases(s), ...gathers],
    seams: [slant, mirrorPath(slant)],
    hardware: `<path d="M-22 40 C-30 110 -48 150 -40 200 M22 40 C30 120 44 150 52 196" stroke="#f2f0ea" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  };
}

export function shorts(): GarmentArt {
  const s: LegSpec = {
    waist: 200,
    hip: 232,
    hipAt: 230,
    rise: 320,
    length: 470,
    hemOuter: 262,
    hemInner: 22,
  };
  const slant = `M${pt([s.waist - 40, 60])} L${pt([s.hip - 2, 200])}`;
  return {
    box: box(s),
    fill: 0.72,
    pieces: [{ d: trouserOutline(s) }, waistband(s, 60)],
    creases: [
      { d: 'M60 330 Q120 360 200 340', opacity: 0.12 },
      { d: 'M-60 330 Q-120 360 -200 340', opacity: 0.12 },
      { d: 'M-160 110 Q-60 160 40 120', light: true, width: 24, opacity: 0.12 },
    ],
    seams: [slant, mirrorPath(slant), `M0 60 L0 240`, ...hemLines(s, 34)],
    hardware: `<path d="M-14 30 C-24 90 -40 120 -30 170 M14 30 C24 100 36 120 44 166" stroke="#efece4" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  };
}

/** Skirts: an A-line, or knife pleats fanning from the waistband to a wider hem. */
export function skirt(options: { length: number; flare: number; pleats?: number }): GarmentArt {
  const waist = 170;
  const hem = waist + options.flare;
  const L = options.length;
  const outline = `M${-waist} 0 L${waist} 0 C${waist + 20} 120 ${hem - 10} ${L - 200} ${hem} ${L} Q0 ${L + 24} ${-hem} ${L} C${-hem + 10} ${L - 200} ${-waist - 20} 120 ${-waist} 0 Z`;
  const pieces: Piece[] = [
    { d: outline },
    { d: `M${-waist} 0 L${waist} 0 L${waist + 2} 50 L${-waist - 2} 50 Z`, edge: 0.5 },
  ];
  const creases: Crease[] = [];
  const seams: string[] = [];
  const count = options.pleats ?? 0;
  for (let i = 1; i < count; i++) {
    const f = i / count - 0.5;
    const top: Point = [f * waist * 2, 50];
    const bottom: Point = [f * hem * 2, L + 24 * (1 - (2 * f) ** 2) - 2];
    const d = `M${pt(top)} L${pt(bottom)}`;
    seams.push(d);
    creases.push(
      { d, width: 26, opacity: 0.16 },
      {
        d: `M${pt([top[0] + 12, top[1]])} L${pt([bottom[0] + 22, bottom[1]])}`,
        light: true,
        width: 14,
        opacity: 0.14,
      },
    );
  }
  if (!count) {
    creases.push(
      { d: `M-60 120 Q-90 400 -150 ${L - 20}`, width: 30, opacity: 0.14 },
      { d: `M70 140 Q110 420 170 ${L - 10}`, width: 30, opacity: 0.12 },
      { d: `M10 160 Q0 420 20 ${L - 10}`, light: true, width: 40, opacity: 0.12 },
    );
    seams.push(`M${-hem + 6} ${L - 30} Q0 ${L - 6} ${hem - 6} ${L - 30}`);
  }
  return {
    box: { x: -hem - 30, y: -30, w: hem * 2 + 60, h: L + 80 },
    fill: 0.78,
    pieces,
    creases,
    seams,
  };
}
