// Shoes as a shop shows them: a pair from the side, toes to the right, the far shoe a little
// behind and higher. Units: ground at y = 430, heel at x ≈ 30, toe at x ≈ 900.
import { shade } from './colour.ts';
import type { Fabric } from './fabric.ts';
import type { Crease, GarmentArt, Piece } from './studio-photo.ts';

/** The same path moved by (dx, dy). */
function shift(d: string, dx: number, dy: number): string {
  return d.replace(
    /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${(Number(x) + dx).toFixed(1)} ${(Number(y) + dy).toFixed(1)}`,
  );
}

interface Shoe {
  pieces: Piece[];
  creases?: Crease[];
  seams?: string[];
  stitches?: string[];
  hardware?: (fabric: Fabric) => string;
}

/** Two of a shoe: the far one first, shifted back and up and a shade darker. */
function pair(shoe: Shoe, box: { x: number; y: number; w: number; h: number }): GarmentArt {
  // Far enough up that the pair fills a portrait frame, as in a shop's photo.
  const [dx, dy] = [170, -190];
  const far = shoe.pieces.map((p) => ({
    ...p,
    d: shift(p.d, dx, dy),
    tone: (p.tone ?? 0) - 0.12,
    color: p.color && shade(p.color, -0.12),
  }));
  return {
    box: { x: box.x, y: box.y + dy, w: box.w + dx, h: box.h - dy },
    fill: 0.86,
    standing: true,
    pieces: [...far, ...shoe.pieces],
    seams: shoe.seams,
    stitches: shoe.stitches,
    creases: [
      ...(shoe.creases ?? []).map((c) => ({ ...c, d: shift(c.d, dx, dy) })),
      ...(shoe.creases ?? []),
    ],
    hardware: (fabric) =>
      `<g opacity="0.8" transform="translate(${dx} ${dy})">${shoe.hardware?.(fabric) ?? ''}</g>${shoe.hardware?.(fabric) ?? ''}`,
  };
}

const laces = (from: [number, number], to: [number, number], count: number, colour: string) => {
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    out += `<path d="M${x - 16} ${y - 10} L${x + 20} ${y + 6}" stroke="${colour}" stroke-width="9" stroke-linecap="round"/><circle cx="${x - 18}" cy="${y - 4}" r="5" fill="#00000033"/>`;
  }
  return out;
};

/** A court sneaker (white leather, a contrast heel tab) or a chunkier running trainer. */
export function sneaker(options: { accent: string; sole?: string; runner?: boolean }): GarmentArt {
  const sole = options.sole ?? '#f4f2ec';
  const lift = options.runner ? -28 : 0;
  const upper = `M28 325 C14 270 20 190 44 130 Q60 112 96 116 C150 124 190 160 240 170 C280 176 300 150 320 110 Q345 ${options.runner ? 70 : 86} 378 ${options.runner ? 80 : 96} L392 132 C480 160 600 210 700 240 C800 262 900 272 950 300 Q978 316 975 328 Z`;
  const soleD = options.runner
    ? `M20 300 C300 318 700 330 960 318 Q1000 330 990 360 Q975 392 930 392 L120 400 Q40 400 22 362 Q10 330 20 300 Z`
    : `M22 322 L960 330 Q990 334 988 356 Q984 382 950 388 L60 398 Q24 398 18 370 Q14 340 22 322 Z`;
  const toeCap = `M720 246 C820 266 910 280 950 300 Q978 316 975 328 L760 330 C735 300 722 270 720 246 Z`;
  const heelTab = `M30 320 C16 268 22 190 44 130 Q60 112 96 116 L112 118 C94 180 94 260 102 322 Z`;
  const eyestay = `M392 132 C480 160 600 210 700 240 L686 268 C590 238 480 196 380 168 Z`;
  const swoop = `M300 ${300 + lift} C400 ${230 + lift} 520 ${215 + lift} 640 250 L620 282 C520 ${258 + lift} 420 ${270 + lift} 340 ${315 + lift} Z`;
  return pair(
    {
      pieces: [
        { d: upper },
        { d: toeCap, edge: 0.6 },
        { d: heelTab, color: options.accent, edge: 0.6 },
        { d: swoop, color: options.accent, edge: 0.5 },
        { d: eyestay, tone: -0.04, edge: 0.5 },
        { d: soleD, color: sole, edge: 0.7 },
      ],
      // Leather takes the light unevenly: shade low on the quarter, a highlight along the top.
      creases: [
        { d: 'M80 290 C300 300 600 300 900 320', width: 46, opacity: 0.16 },
        { d: 'M130 190 C260 220 420 250 640 280', width: 40, opacity: 0.1 },
        { d: 'M720 270 C800 282 880 296 940 312', light: true, width: 18, opacity: 0.3 },
      ],
      seams: [options.runner ? 'M30 345 C300 360 700 368 980 350' : `M24 350 L984 356`],
      stitches: [
        `M400 146 C490 174 600 220 690 252`,
        `M96 128 C150 136 190 172 240 182 C282 188 304 162 322 124`,
        `M122 122 C104 180 104 260 112 318`,
      ],
      hardware: (fabric) => laces([408, 152], [676, 248], 6, fabric.color),
    },
    { x: 0, y: 70, w: 1000, h: 340 },
  );
}

/** Chelsea boots: elastic side gussets, a pull tab, a stacked block heel. */
export function chelseaBoot(elastic: Fabric): GarmentArt {
  const upper = `M50 380 C40 300 44 160 56 40 Q60 20 84 18 L300 18 Q318 20 318 40 C316 100 318 160 334 200 C380 236 470 246 600 252 C740 258 856 272 892 330 Q904 364 884 380 Z`;
  const gusset = `M210 20 L300 20 C298 90 290 160 266 200 Q240 222 222 200 C210 150 206 80 210 20 Z`;
  const tab = `M58 44 L58 -22 Q76 -36 100 -22 L100 26 Z`;
  const sole = `M40 380 L886 380 Q900 392 890 404 L330 406 L314 412 L44 412 Q30 398 40 380 Z`;
  const heel = `M44 410 L210 410 L206 440 L50 440 Z`;
  return pair(
    {
      pieces: [
        { d: tab, tone: -0.1, edge: 0.5 },
        { d: upper },
        { d: gusset, fabric: elastic, edge: 0.6 },
        { d: sole, color: '#1d1b19', edge: 0.6 },
        { d: heel, color: '#2a2622', edge: 0.6 },
      ],
      seams: [`M320 170 C360 226 460 240 598 244`, `M46 366 L880 366`],
      stitches: [`M42 392 L884 392`],
    },
    { x: 0, y: -40, w: 910, h: 490 },
  );
}

/** Penny loafers: a moccasin apron, a saddle strap, a slim leather sole. */
export function loafer(): GarmentArt {
  const upper = `M40 350 C28 300 36 240 70 224 Q100 216 130 222 L300 250 C330 226 372 204 440 196 C600 186 770 226 880 300 Q904 318 900 350 Z`;
  const apron = `M440 204 C560 186 730 214 840 290 C770 304 640 296 540 272 C490 258 456 236 440 204 Z`;
  const saddle = `M420 212 C440 236 470 262 500 272 L562 282 L558 248 C520 242 470 228 440 198 Z`;
  const sole = `M30 350 L904 350 Q914 364 902 378 L250 384 L232 392 L40 392 Q26 372 30 350 Z`;
  const heel = `M40 390 L190 390 L188 424 L44 424 Z`;
  const lining = `M70 224 Q100 216 130 222 L300 250 C270 240 180 230 100 232 Z`;
  return pair(
    {
      pieces: [
        { d: upper },
        { d: lining, color: '#d9c2a0', edge: 0.3 },
        { d: apron, tone: 0.04, edge: 0.7 },
        { d: saddle, tone: -0.08, edge: 0.8 },
        { d: sole, color: '#5a3a22', edge: 0.6 },
        { d: heel, color: '#3b2717', edge: 0.6 },
      ],
      stitches: [`M446 210 C560 194 726 220 828 290`],
      seams: [`M36 338 L898 338`],
    },
    { x: 0, y: 170, w: 920, h: 260 },
  );
}

/** Court heels: a pointed toe, a low-cut topline, a stiletto. */
export function courtHeel(): GarmentArt {
  const upper = `M130 140 C170 170 260 250 420 315 C480 335 540 340 580 332 C700 330 840 380 912 418 Q918 428 900 432 L640 432 C520 430 380 380 250 300 C200 275 160 262 120 262 C100 230 104 180 130 140 Z`;
  const lining = `M130 140 C170 170 260 250 420 315 C480 335 540 340 580 332 C520 318 420 296 300 252 C230 226 170 186 140 150 Z`;
  const heel = `M118 262 L178 268 L142 432 L128 432 Z`;
  return pair(
    {
      pieces: [
        { d: heel, tone: -0.1, edge: 0.5 },
        { d: upper },
        { d: lining, color: '#caa98c', edge: 0.5 },
        { d: `M127 420 L143 420 L142 434 L128 434 Z`, color: '#111', edge: 0 },
      ],
      seams: [`M640 430 C520 428 380 378 250 298`],
    },
    { x: 80, y: 120, w: 850, h: 320 },
  );
}

/** Two-strap sandals seen from above, side by side: a cork footbed, buckled leather straps. */
export function sandals(strap: Fabric): GarmentArt {
  const bed = `M-140 120 C-150 -180 -100 -380 0 -390 C100 -380 150 -180 140 120 C130 320 90 420 0 430 C-90 420 -130 320 -140 120 Z`;
  const lip = `M-118 120 C-128 -160 -86 -356 0 -366 C86 -356 128 -160 118 120 C108 300 76 400 0 408 C-76 400 -108 300 -118 120 Z`;
  const strapA = `M-160 -230 L160 -250 L168 -150 L-166 -132 Z`;
  const strapB = `M-162 -40 L164 -60 L168 50 L-164 66 Z`;
  const buckle = (y: number) =>
    `<rect x="108" y="${y}" width="46" height="62" rx="8" fill="none" stroke="#b9a37a" stroke-width="8"/><rect x="128" y="${y + 4}" width="6" height="54" fill="#b9a37a"/>`;
  const one = (dx: number): Piece[] => [
    { d: shift(bed, dx, 0), color: '#b58a5a', edge: 0.9 },
    { d: shift(lip, dx, 0), color: '#2f2a26', edge: 0.6 },
    {
      d: shift(
        lip.replace(/-?\d+(\.\d+)?/g, (n) => String(Number(n) * 0.93)),
        dx,
        0,
      ),
      color: '#6b4a33',
      edge: 0.8,
    },
    { d: shift(strapA, dx, 0), fabric: strap },
    { d: shift(strapB, dx, 0), fabric: strap },
  ];
  return {
    box: { x: -200, y: -420, w: 760, h: 880 },
    fill: 0.8,
    pieces: [...one(0), ...one(360)],
    hardware: `${buckle(-248)}${buckle(-50)}<g transform="translate(360 0)">${buckle(-248)}${buckle(-50)}</g>`,
  };
}
