// Dresses laid flat: a fit-and-flare midi, a sheath, a shirt dress, a slip and a sundress.
import type { Crease, GarmentArt, Piece } from './studio-photo.ts';
import { roundNeck, shirtCollar, sidePieces, vNeck } from './tops.ts';
import { cuffBands, mirrorPath, pt, torso, torsoBox, type Torso } from './torso.ts';
import type { Fabric } from './fabric.ts';

/** Folds falling from the waist to the hem; more for a fuller skirt. */
function skirtFolds(t: Torso, count: number): Crease[] {
  const waist = t.spec.waist!;
  const folds: Crease[] = [];
  for (let i = 0; i < count; i++) {
    const f = (i + 0.5) / count - 0.5;
    const top = f * waist.width * 1.6;
    const bottom = f * t.spec.hem * 1.9;
    const d = `M${pt([top, waist.at + 30])} Q${pt([(top + bottom) / 2 + 12, (waist.at + t.spec.length) / 2])} ${pt([bottom, t.spec.length - 10])}`;
    folds.push(
      i % 2 ? { d, width: 30, opacity: 0.16 } : { d, light: true, width: 26, opacity: 0.14 },
    );
  }
  return folds;
}

const waistSeam = (t: Torso) => {
  const { width, at } = t.spec.waist!;
  return `M${pt([width, at])} Q0 ${at + 8} ${pt([-width, at])}`;
};

export function midiDress(): GarmentArt {
  const t = torso({
    neck: 88,
    shoulder: 168,
    chest: 170,
    hem: 360,
    length: 1160,
    armhole: 220,
    waist: { width: 138, at: 400 },
    sleeve: { length: 170, angle: 62, cuff: 88, puff: 25 },
    hemCurve: 18,
  });
  const neck = vNeck(t, 210, 0);
  return {
    box: torsoBox(t),
    pieces: [{ d: t.body }, ...sidePieces(t), neck.inside],
    creases: [...skirtFolds(t, 7)],
    seams: [waistSeam(t)],
    buttons: [0, 1, 2, 3].map((i) => ({ x: 0, y: 250 + i * 45, r: 6, color: '#efe6d6' })),
  };
}

export function sheathDress(): GarmentArt {
  const t = torso({
    neck: 82,
    shoulder: 150,
    chest: 168,
    hem: 182,
    length: 920,
    armhole: 200,
    waist: { width: 136, at: 380 },
    sleeve: { length: 0, angle: 0, cuff: 0 },
  });
  const neck = roundNeck(t, 60, 0);
  const dart = `M75 250 L85 520`;
  return {
    box: torsoBox(t),
    fill: 0.8,
    pieces: [{ d: t.body }, neck.inside],
    creases: [
      { d: 'M-120 560 Q-40 600 60 580', opacity: 0.16, width: 24 },
      { d: 'M-100 620 Q-20 660 90 640', light: true, opacity: 0.12, width: 22 },
      { d: 'M40 700 L60 900', opacity: 0.12, width: 20 },
    ],
    seams: [
      dart,
      mirrorPath(dart),
      `M${pt([-t.hemPoint[0] + 4, t.hemPoint[1] - 26])} L${pt([t.hemPoint[0] - 4, t.hemPoint[1] - 26])}`,
    ],
  };
}

export function shirtDress(belt?: Fabric): GarmentArt {
  const t = torso({
    neck: 72,
    shoulder: 205,
    chest: 190,
    hem: 260,
    length: 1080,
    armhole: 240,
    waist: { width: 165, at: 430 },
    sleeve: { length: 250, angle: 48, cuff: 82 },
    hemCurve: 14,
  });
  const turnUps = cuffBands(t, 60).map((d) => ({ d, tone: 0.05, edge: 0.7 }));
  const sash = `M${pt([-t.spec.waist!.width - 6, 410])} L${pt([t.spec.waist!.width + 6, 410])} L${pt([t.spec.waist!.width + 6, 455])} L${pt([-t.spec.waist!.width - 6, 455])} Z`;
  const tails = `M-10 440 L-70 640 L-30 650 L10 450 Z M10 440 L60 620 L95 604 L30 440 Z`;
  const pocket = `M55 230 L150 230 L150 330 L102 350 L55 330 Z`;
  const pieces: Piece[] = [
    { d: t.body },
    ...sidePieces(t),
    ...turnUps,
    { d: pocket, edge: 0.5 },
    { d: mirrorPath(pocket), edge: 0.5 },
    { d: `M-16 60 L16 60 L16 ${t.spec.length + 12} L-16 ${t.spec.length + 12} Z`, edge: 0.2 },
    ...shirtCollar(t),
    { d: sash, fabric: belt, edge: 0.6 },
    { d: tails, fabric: belt, edge: 0.6 },
  ];
  return {
    box: torsoBox(t, { top: 70, bottom: 40 }),
    pieces,
    creases: skirtFolds(t, 5),
    stitches: [
      `M-12 70 L-12 ${t.spec.length}`,
      `M12 70 L12 ${t.spec.length}`,
      'M60 240 L145 240',
      'M-60 240 L-145 240',
    ],
    buttons: [0, 1, 2, 3, 5, 6, 7, 8].map((i) => ({
      x: 0,
      y: 60 + i * 105,
      r: 8,
      color: '#c6c8cb',
    })),
  };
}

/** A bias-cut slip: thin straps, a cowl of soft folds, a hem that swings. */
export function slipDress(): GarmentArt {
  const body = `M-150 60 Q-70 30 0 120 Q70 30 150 60 C170 300 160 420 175 560 C195 760 230 940 250 1120 Q0 1150 -250 1120 C-230 940 -195 760 -175 560 C-160 420 -170 300 -150 60 Z`;
  const cowl = `M-150 60 Q-70 30 0 120 Q70 30 150 60 L152 84 Q70 64 0 156 Q-70 64 -152 84 Z`;
  const straps = (fabric: Fabric) =>
    `<path d="M-142 62 L-128 -40 M142 62 L128 -40" stroke="${fabric.color}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  return {
    box: { x: -280, y: -60, w: 560, h: 1210 },
    fill: 0.82,
    pieces: [{ d: body }, { d: cowl, tone: -0.1, edge: 0.3 }],
    creases: [
      { d: 'M-60 200 Q-90 600 -140 1100', light: true, width: 40, opacity: 0.22 },
      { d: 'M40 220 Q60 640 120 1110', width: 34, opacity: 0.22 },
      { d: 'M-10 560 Q10 800 0 1120', light: true, width: 30, opacity: 0.16 },
      { d: 'M-100 130 Q0 200 100 130', width: 16, opacity: 0.2 },
    ],
    hardware: straps,
  };
}

/** A strappy sundress: a straight bodice, a gathered skirt with one tier. */
export function sundress(): GarmentArt {
  const body = `M-160 70 L160 70 C166 180 148 260 142 330 C200 520 280 760 330 1000 Q0 1030 -330 1000 C-280 760 -200 520 -142 330 C-148 260 -166 180 -160 70 Z`;
  const band = `M-160 70 L160 70 L161 100 L-161 100 Z`;
  const tier = `M-262 680 Q0 700 262 680`;
  const straps = (fabric: Fabric) =>
    `<path d="M-130 74 C-126 20 -118 -20 -110 -70 M130 74 C126 20 118 -20 110 -70" stroke="${fabric.color}" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M-130 74 C-126 20 -118 -20 -110 -70 M130 74 C126 20 118 -20 110 -70" stroke="#e9b83c" stroke-opacity="0.5" stroke-width="18" fill="none" stroke-dasharray="9 9"/>`;
  const gathers: Crease[] = Array.from({ length: 16 }, (_, i) => {
    const x = -240 + i * 32;
    return { d: `M${x} 690 L${x * 1.1} 760`, width: 7, opacity: 0.18 };
  });
  const waistGathers: Crease[] = Array.from({ length: 12 }, (_, i) => {
    const x = -130 + i * 24;
    return { d: `M${x} 336 L${x * 1.25} 420`, width: 7, opacity: 0.16 };
  });
  return {
    box: { x: -360, y: -90, w: 720, h: 1130 },
    pieces: [{ d: body }, { d: band, edge: 0.4 }],
    creases: [
      ...gathers,
      ...waistGathers,
      { d: 'M-80 400 Q-130 700 -200 980', light: true, width: 40, opacity: 0.16 },
      { d: 'M60 420 Q100 700 170 990', width: 36, opacity: 0.16 },
    ],
    seams: [`M-142 330 Q0 342 142 330`, tier],
    hardware: straps,
  };
}
