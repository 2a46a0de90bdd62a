// Tops laid flat: tees, knits, shirts, a blouse, a hoodie and a cami.
import type { Fabric } from './fabric.ts';
import type { GarmentArt, Piece } from './studio-photo.ts';
import {
  cuffBands,
  flip,
  lerp,
  mirrorPath,
  pt,
  sleeveLines,
  torso,
  torsoBox,
  type Point,
  type Torso,
} from './torso.ts';

/** The inside of the back seen through a round neck, and the neck's rib band. */
function roundNeck(t: Torso, depth: number, band: number): { inside: Piece; band: Piece } {
  const [nx, ny] = t.neckPoint;
  const front = (d: number, w: number) =>
    `C${pt([w, ny + d * 0.6])} ${pt([w * 0.55, d])} 0 ${d} C${pt([-w * 0.55, d])} ${pt([-w, ny + d * 0.6])} ${pt([-w, ny])}`;
  const inside = `M${pt([-nx, ny])} Q0 0 ${pt([nx, ny])} ${front(depth, nx)} Z`;
  const outer = `M${pt([nx + band, ny - 2])} ${front(depth + band, nx + band)}`;
  const inner = (d: number, w: number) =>
    `C${pt([-w, ny + d * 0.6])} ${pt([-w * 0.55, d])} 0 ${d} C${pt([w * 0.55, d])} ${pt([w, ny + d * 0.6])} ${pt([w, ny])}`;
  const bandD = `${outer} L${pt([-nx, ny])} ${inner(depth, nx)} Z`;
  return { inside: { d: inside, tone: -0.28, edge: 0.6 }, band: { d: bandD, edge: 0.3 } };
}

/** A V neck: the inside of the back and a band along the V. */
function vNeck(t: Torso, depth: number, band: number): { inside: Piece; band: Piece } {
  const [nx, ny] = t.neckPoint;
  const inside = `M${pt([-nx, ny])} Q0 0 ${pt([nx, ny])} L0 ${depth} Z`;
  const bandD = `M${pt([nx + band, ny - 2])} L0 ${depth + band * 1.6} L${pt([-nx - band, ny - 2])} L${pt([-nx, ny])} L0 ${depth} L${pt([nx, ny])} Z`;
  return { inside: { d: inside, tone: -0.28, edge: 0.6 }, band: { d: bandD, edge: 0.3 } };
}

const hemBand = (t: Torso, depth: number): Piece => {
  const [hx, hy] = t.hemPoint;
  return {
    d: `M${pt([hx, hy - depth])} L${pt([hx, hy])} Q0 ${hy + 6} ${pt([-hx, hy])} L${pt([-hx, hy - depth])} Z`,
    edge: 0.3,
  };
};

/** Soft folds a garment laid flat keeps: under the arms, across the waist, near the hem. */
const torsoCreases = (t: Torso) => {
  const [ux, uy] = t.underarm;
  const [hx, hy] = t.hemPoint;
  const mid = (uy + hy) / 2;
  return [
    {
      d: `M${pt([ux - 10, uy + 30])} Q${pt([ux * 0.75, uy + 70])} ${pt([ux * 0.5, uy + 150])}`,
      opacity: 0.14,
    },
    {
      d: `M${pt([-ux + 12, uy + 60])} Q${pt([-ux * 0.8, uy + 110])} ${pt([-ux * 0.62, uy + 170])}`,
      opacity: 0.12,
    },
    {
      d: `M${pt([-hx * 0.8, mid + 40])} C${pt([-hx * 0.3, mid + 10])} ${pt([hx * 0.2, mid + 70])} ${pt([hx * 0.75, mid + 30])}`,
      opacity: 0.1,
      width: 26,
    },
    {
      d: `M${pt([-hx * 0.7, mid + 5])} C${pt([-hx * 0.3, mid - 25])} ${pt([hx * 0.2, mid + 35])} ${pt([hx * 0.7, mid - 5])}`,
      light: true,
      width: 24,
      opacity: 0.14,
    },
    {
      d: `M${pt([hx * 0.5, hy - 70])} Q${pt([hx * 0.2, hy - 40])} ${pt([hx * 0.1, hy - 8])}`,
      opacity: 0.1,
    },
  ];
};

const sidePieces = (t: Torso): Piece[] =>
  t.sleeves.filter(Boolean).map((d) => ({ d, tone: -0.04 }));

export function tee(long = false): GarmentArt {
  const t = torso({
    neck: 78,
    shoulder: 215,
    chest: 205,
    hem: 210,
    length: 700,
    armhole: 235,
    sleeve: long ? { length: 610, angle: 20, cuff: 52 } : { length: 200, angle: 58, cuff: 92 },
  });
  const neck = roundNeck(t, 70, 22);
  return {
    box: torsoBox(t),
    pieces: [{ d: t.body }, ...sidePieces(t), neck.inside, neck.band],
    creases: torsoCreases(t),
    seams: [
      `M${pt(t.neckPoint)} L${pt(t.shoulderPoint)}`,
      mirrorPath(`M${pt(t.neckPoint)} L${pt(t.shoulderPoint)}`),
    ],
    stitches: [
      ...sleeveLines(t, 24),
      `M${pt([t.hemPoint[0] - 2, t.hemPoint[1] - 26])} Q0 ${t.hemPoint[1] - 20} ${pt([-t.hemPoint[0] + 2, t.hemPoint[1] - 26])}`,
    ],
  };
}

export function jumper(options: { cardigan?: boolean; cable?: boolean; rib?: Fabric } = {}) {
  const t = torso({
    neck: 82,
    shoulder: 225,
    chest: 215,
    hem: 200,
    length: 690,
    armhole: 250,
    sleeve: { length: 640, angle: 19, cuff: 48 },
  });
  const neck = options.cardigan ? vNeck(t, 330, 24) : roundNeck(t, 72, 30);
  const rib = options.rib;
  const cuffs = cuffBands(t, 70, -4).map((d) => ({ d, fabric: rib, edge: 0.5 }));
  const hem = { ...hemBand(t, 80), fabric: rib };
  const pieces: Piece[] = [{ d: t.body }, ...sidePieces(t), ...cuffs, hem, neck.inside];
  pieces.push({ ...neck.band, fabric: rib });
  const art: GarmentArt = { box: torsoBox(t), pieces, creases: torsoCreases(t) };
  if (options.cable) {
    // Cables: twisted ropes down the front, drawn as overlapping S-curves with their own shadows.
    const ropes = [-120, 0, 120].map((x) => {
      let d = '';
      for (let y = 120; y < 600; y += 60) {
        d += `M${x - 22} ${y} C${x - 22} ${y + 30} ${x + 22} ${y + 30} ${x + 22} ${y + 60} `;
        d += `M${x + 22} ${y} C${x + 22} ${y + 22} ${x + 6} ${y + 26} ${x} ${y + 30} `;
      }
      return d;
    });
    art.creases = [
      ...(art.creases ?? []),
      ...ropes.map((d) => ({ d, width: 9, opacity: 0.35 })),
      ...ropes.map((d) => ({ d, width: 5, opacity: 0.25, light: true })),
    ];
  }
  if (options.cardigan) {
    const buttons = [0, 1, 2, 3, 4].map((i) => ({ x: 0, y: 350 + i * 70, r: 11 }));
    art.buttons = buttons;
    art.seams = [`M0 ${330 + 40} L0 ${t.hemPoint[1]}`];
    art.pieces.push(...pocketPair(t, 120, 455, 90, 100, rib));
  }
  return art;
}

function pocketPair(t: Torso, x: number, y: number, w: number, h: number, fabric?: Fabric) {
  void t;
  const pocket = `M${x} ${y} L${x + w} ${y} L${x + w} ${y + h} L${x} ${y + h} Z`;
  return [
    { d: pocket, edge: 0.4, fabric },
    { d: mirrorPath(pocket), edge: 0.4, fabric },
  ];
}

/** A shirt collar: the band round the back of the neck and two pointed leaves folded over it. */
export function shirtCollar(t: Torso, spread = 1): Piece[] {
  const [nx, ny] = t.neckPoint;
  const band = `M${pt([-nx - 14, ny + 14])} C${pt([-nx, ny - 34])} ${pt([nx, ny - 34])} ${pt([nx + 14, ny + 14])} L${pt([nx - 6, ny + 30])} C${pt([nx * 0.5, ny + 2])} ${pt([-nx * 0.5, ny + 2])} ${pt([-nx + 6, ny + 30])} Z`;
  const leaf = `M${pt([nx + 14, ny + 10])} C${pt([nx + 30, ny + 50])} ${pt([nx + 48 * spread, ny + 100])} ${pt([nx + 58 * spread, ny + 138])} L${pt([10, ny + 96])} L2 ${ny + 44} C${pt([nx * 0.3, ny + 18])} ${pt([nx * 0.8, ny + 8])} ${pt([nx + 14, ny + 10])} Z`;
  return [
    { d: band, tone: -0.12, edge: 0.8 },
    { d: leaf, edge: 1.2 },
    { d: mirrorPath(leaf), edge: 1.2 },
  ];
}

export function shirt(options: { pocket?: boolean; short?: boolean } = {}): GarmentArt {
  const t = torso({
    neck: 70,
    shoulder: 228,
    chest: 212,
    hem: 214,
    length: 780,
    armhole: 255,
    hemCurve: 40,
    sleeve: options.short
      ? { length: 230, angle: 52, cuff: 90 }
      : { length: 690, angle: 18, cuff: 50 },
  });
  const cuffs = options.short ? [] : cuffBands(t, 80).map((d) => ({ d, edge: 0.6 }));
  const placket: Piece = {
    d: `M-18 ${t.neckPoint[1] + 30} L18 ${t.neckPoint[1] + 30} L18 ${t.hemPoint[1] + 32} L-18 ${t.hemPoint[1] + 32} Z`,
    edge: 0.25,
  };
  const pieces: Piece[] = [{ d: t.body }, ...sidePieces(t), ...cuffs, placket];
  if (options.pocket) {
    pieces.push({ d: `M60 240 L160 240 L160 345 L110 365 L60 345 Z`, edge: 0.5 });
  }
  pieces.push(...shirtCollar(t));
  const buttons = Array.from({ length: 7 }, (_, i) => ({ x: 0, y: 60 + i * 108, r: 8 }));
  const yoke = `M${pt(t.shoulderPoint)} Q0 ${t.shoulderPoint[1] + 60} ${pt(flip(t.shoulderPoint))}`;
  return {
    box: torsoBox(t, { top: 70, bottom: 60 }),
    pieces,
    creases: torsoCreases(t),
    buttons: [...buttons, ...cuffButtons(t, options.short)],
    seams: [yoke],
    stitches: [
      `M-14 ${t.neckPoint[1] + 80} L-14 ${t.hemPoint[1] + 24}`,
      `M14 ${t.neckPoint[1] + 80} L14 ${t.hemPoint[1] + 24}`,
    ],
  };
}

function cuffButtons(t: Torso, short?: boolean) {
  if (short) return [];
  const at = lerp(t.cuffOuter, t.cuffInner, 0.25);
  const p: Point = [at[0] - t.sleeveDir[0] * 40, at[1] - t.sleeveDir[1] * 40];
  return [
    { x: p[0], y: p[1], r: 6 },
    { x: -p[0], y: p[1], r: 6 },
  ];
}

export function blouse(): GarmentArt {
  const t = torso({
    neck: 85,
    shoulder: 205,
    chest: 200,
    hem: 215,
    length: 640,
    armhole: 240,
    sleeve: { length: 300, angle: 50, cuff: 70, puff: 60 },
  });
  const neck = roundNeck(t, 80, 16);
  const cuffs = cuffBands(t, 34).map((d) => ({ d, edge: 0.5 }));
  // Gathers: short soft folds fanning from the cuff into the puff.
  const gathers = [0.2, 0.4, 0.6, 0.8].flatMap((f) => {
    const from = lerp(t.cuffOuter, t.cuffInner, f);
    const to: Point = [from[0] - t.sleeveDir[0] * 120, from[1] - t.sleeveDir[1] * 120];
    const d = `M${pt(from)} L${pt(to)}`;
    return [
      { d, width: 10, opacity: 0.22 },
      { d: mirrorPath(d), width: 10, opacity: 0.22 },
    ];
  });
  return {
    box: torsoBox(t),
    pieces: [{ d: t.body }, ...sidePieces(t), ...cuffs, neck.inside, neck.band],
    creases: [...torsoCreases(t), ...gathers],
    buttons: [
      { x: 0, y: 110, r: 7 },
      { x: 0, y: 160, r: 7 },
    ],
    seams: [`M0 ${70} L0 ${190}`],
  };
}

export function hoodie(rib?: Fabric): GarmentArt {
  const t = torso({
    neck: 95,
    shoulder: 235,
    chest: 222,
    hem: 212,
    length: 700,
    armhole: 260,
    sleeve: { length: 640, angle: 20, cuff: 50 },
  });
  const hood = `M${pt([-t.neckPoint[0] - 20, t.neckPoint[1] + 10])} C-150 -160 150 -160 ${pt([t.neckPoint[0] + 20, t.neckPoint[1] + 10])} L70 130 Q0 150 -70 130 Z`;
  const hoodInside = `M-70 130 Q0 150 70 130 L${pt([t.neckPoint[0] - 10, t.neckPoint[1] + 20])} C100 -70 -100 -70 ${pt([-t.neckPoint[0] + 10, t.neckPoint[1] + 20])} Z`;
  const pocket = `M-150 430 L150 430 L195 610 L-195 610 Z`;
  const cuffs = cuffBands(t, 70, -4).map((d) => ({ d, fabric: rib, edge: 0.5 }));
  const pieces: Piece[] = [
    { d: t.body },
    ...sidePieces(t),
    ...cuffs,
    { ...hemBand(t, 80), fabric: rib },
    { d: pocket, edge: 0.6 },
    { d: hood, edge: 0.9 },
    { d: hoodInside, tone: -0.3, edge: 0.8 },
  ];
  const cords = `<path d="M-34 140 C-38 220 -30 280 -36 330" stroke="#f1efe9" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M34 140 C38 210 30 270 40 320" stroke="#f1efe9" stroke-width="9" fill="none" stroke-linecap="round"/><rect x="-42" y="322" width="12" height="26" rx="3" fill="#c9c6bf"/><rect x="34" y="312" width="12" height="26" rx="3" fill="#c9c6bf"/>`;
  return {
    box: torsoBox(t, { top: 180, bottom: 20 }),
    pieces,
    creases: torsoCreases(t),
    hardware: cords,
    stitches: [`M-150 436 L150 436`],
  };
}

export function cami(): GarmentArt {
  const body = `M-150 60 Q-60 40 -30 110 Q0 150 30 110 Q60 40 150 60 L175 330 C185 480 200 560 215 640 Q0 660 -215 640 C-200 560 -185 480 -175 330 Z`;
  const lace = `M-150 60 Q-60 40 -30 110 Q0 150 30 110 Q60 40 150 60 L153 90 Q60 70 30 140 Q0 180 -30 140 Q-60 70 -153 90 Z`;
  const straps = (fabric: Fabric) =>
    `<path d="M-140 62 L-120 -70 M140 62 L120 -70" stroke="${fabric.color}" stroke-width="7" fill="none"/>`;
  return {
    box: { x: -260, y: -90, w: 520, h: 770 },
    fill: 0.78,
    pieces: [{ d: body }, { d: lace, tone: -0.12, edge: 0.2 }],
    creases: [
      { d: 'M-60 250 Q-40 400 -90 600', light: true, width: 26 },
      { d: 'M80 200 Q40 420 70 620', width: 20 },
    ],
    hardware: straps,
  };
}

export { roundNeck, vNeck, hemBand, torsoCreases, sidePieces };
