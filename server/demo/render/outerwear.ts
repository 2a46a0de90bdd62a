// Outerwear laid flat: a blazer, coats, a trench, a rain mac, a puffer, a denim and a biker jacket.
import type { Fabric } from './fabric.ts';
import type { Crease, GarmentArt, Piece } from './studio-photo.ts';
import { hemBand, shirtCollar, sidePieces, torsoCreases } from './tops.ts';
import {
  add,
  cuffBands,
  flip,
  mirrorPath,
  poly,
  pt,
  sleeveLines,
  torso,
  torsoBox,
  type Point,
  type Torso,
  type TorsoSpec,
} from './torso.ts';

/** Notched lapels rolling from the neck to the top button, the lining seen between them. */
function lapels(t: Torso, breakAt: number, width: number): Piece[] {
  const [nx, ny] = t.neckPoint;
  const inside = `M${pt([-nx, ny])} Q0 ${ny + 12} ${pt([nx, ny])} L0 ${breakAt} Z`;
  const collar = `M${pt([-nx - 24, ny + 14])} C${pt([-nx, ny - 40])} ${pt([nx, ny - 40])} ${pt([nx + 24, ny + 14])} L${pt([nx - 4, ny + 22])} Q0 ${ny + 4} ${pt([-nx + 4, ny + 22])} Z`;
  const lapel = poly([
    [nx - 4, ny + 18],
    [nx + 26, ny + 10],
    [nx + width * 0.78, 92],
    [nx + width * 0.55, 124],
    [nx + width, 150],
    [8, breakAt],
    [2, breakAt - 30],
  ]);
  return [
    { d: inside, tone: -0.45, edge: 0.6 },
    { d: collar, tone: -0.05, edge: 0.8 },
    { d: lapel, edge: 1.3 },
    { d: mirrorPath(lapel), edge: 1.3 },
  ];
}

const flapPocket = (x: number, y: number, w: number, h = 44): Piece[] => {
  const d = `M${x} ${y} L${x + w} ${y - 4} L${x + w + 2} ${y + h} Q${x + w / 2} ${y + h + 6} ${x - 2} ${y + h + 2} Z`;
  return [
    { d, edge: 0.9 },
    { d: mirrorPath(d), edge: 0.9 },
  ];
};

function sleeveButtons(t: Torso, count: number, r = 6) {
  const buttons: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i++) {
    const base = add(t.cuffInner, t.sleeveNormal, 20);
    const [x, y] = add(base, t.sleeveDir, -40 - i * 20);
    buttons.push({ x, y, r }, { x: -x, y, r });
  }
  return buttons;
}

const coatSpec = (over: Partial<TorsoSpec>): TorsoSpec => ({
  neck: 88,
  shoulder: 238,
  chest: 222,
  hem: 228,
  length: 780,
  armhole: 265,
  waist: { width: 206, at: 430 },
  sleeve: { length: 680, angle: 15, cuff: 58 },
  hemCurve: 4,
  ...over,
});

/** Blazers and wool coats: notched lapels, buttons down the front, flap pockets. */
export function tailoredJacket(options: { long?: boolean } = {}): GarmentArt {
  const t = torso(
    coatSpec(
      options.long ? { length: 1150, hem: 250, armhole: 275, waist: { width: 218, at: 450 } } : {},
    ),
  );
  const breakAt = options.long ? 400 : 430;
  const buttonYs = options.long
    ? [breakAt + 20, breakAt + 170, breakAt + 320]
    : [breakAt + 20, breakAt + 120];
  const pocketY = options.long ? 700 : 560;
  const front = `M6 ${breakAt} L6 ${t.spec.length - 140} Q10 ${t.spec.length - 40} 70 ${t.spec.length + 2}`;
  return {
    box: torsoBox(t),
    pieces: [
      { d: t.body },
      ...sidePieces(t),
      ...flapPocket(70, pocketY, 140),
      { d: `M70 305 L168 296 L170 318 L72 327 Z`, edge: 0.6 },
      ...lapels(t, breakAt, 110),
    ],
    creases: torsoCreases(t),
    seams: [front, `M${pt(t.shoulderPoint)} L${pt(t.neckPoint)}`, ...sleeveLines(t, 60)],
    buttons: [...buttonYs.map((y) => ({ x: 0, y, r: 14 })), ...sleeveButtons(t, 3)],
  };
}

export function trenchCoat(belt: Fabric): GarmentArt {
  const t = torso(
    coatSpec({
      length: 1200,
      hem: 300,
      armhole: 280,
      waist: { width: 215, at: 450 },
      sleeve: { length: 700, angle: 15, cuff: 60 },
    }),
  );
  const beltD = `M${pt([-t.spec.waist!.width - 6, 440])} L${pt([t.spec.waist!.width + 6, 440])} L${pt([t.spec.waist!.width + 8, 490])} L${pt([-t.spec.waist!.width - 8, 490])} Z`;
  const tail = `M-30 470 L-80 700 L-40 706 L10 480 Z`;
  const stormFlap = `M20 120 L210 90 L222 300 L40 330 Z`;
  const epaulette = poly([
    [t.neckPoint[0] + 20, t.neckPoint[1] + 18],
    [t.shoulderPoint[0] - 8, t.shoulderPoint[1] - 8],
    [t.shoulderPoint[0] - 4, t.shoulderPoint[1] + 24],
    [t.neckPoint[0] + 24, t.neckPoint[1] + 50],
  ]);
  const cuffStraps = cuffBands(t, 90).map((d) => ({ d, fabric: belt, edge: 0.4 }));
  const buckle = `<rect x="-36" y="436" width="72" height="58" rx="6" fill="none" stroke="#3b2f24" stroke-width="9"/><rect x="-4" y="436" width="8" height="58" fill="#3b2f24"/>`;
  return {
    box: torsoBox(t),
    pieces: [
      { d: t.body },
      ...sidePieces(t),
      ...cuffStraps,
      { d: stormFlap, edge: 0.9 },
      { d: epaulette, edge: 0.8 },
      { d: mirrorPath(epaulette), edge: 0.8 },
      ...lapels(t, 360, 140),
      { d: beltD, fabric: belt, edge: 0.7 },
      { d: tail, fabric: belt, edge: 0.7 },
      ...flapPocket(110, 620, 110, 70),
    ],
    creases: [
      ...torsoCreases(t),
      { d: 'M-120 520 Q-160 800 -220 1180', width: 30, opacity: 0.14 },
      { d: 'M120 520 Q160 820 230 1180', light: true, width: 30, opacity: 0.14 },
    ],
    stitches: [`M6 500 L6 1150`],
    buttons: [300, 400, 560, 680].flatMap((y) => [
      { x: 80, y, r: 14 },
      { x: -80, y, r: 14 },
    ]),
    hardware: buckle,
  };
}

/** A rain mac: hooded, long, closed with snaps, flap pockets, a glossy coated cloth. */
export function rainMac(): GarmentArt {
  const t = torso(
    coatSpec({
      length: 1060,
      hem: 265,
      waist: undefined,
      neck: 95,
      sleeve: { length: 680, angle: 16, cuff: 62 },
    }),
  );
  const [nx, ny] = t.neckPoint;
  const hood = `M${pt([-nx - 30, ny + 20])} C-170 -220 170 -220 ${pt([nx + 30, ny + 20])} L70 110 Q0 126 -70 110 Z`;
  const hoodInside = `M-70 110 Q0 126 70 110 L${pt([nx - 4, ny + 24])} C110 -110 -110 -110 ${pt([-nx + 4, ny + 24])} Z`;
  const placket = `M-26 110 L26 110 L26 ${t.spec.length + 4} L-26 ${t.spec.length + 4} Z`;
  return {
    box: torsoBox(t, { top: 230, bottom: 20 }),
    pieces: [
      { d: t.body },
      ...sidePieces(t),
      { d: placket, edge: 0.5 },
      ...flapPocket(90, 600, 130, 60),
      { d: hood, edge: 1.1 },
      { d: hoodInside, tone: -0.25, edge: 0.8 },
    ],
    creases: torsoCreases(t),
    seams: [
      ...sleeveLines(t, 40),
      `M${pt(t.shoulderPoint)} L${pt(t.neckPoint)}`,
      `M${pt(flip(t.shoulderPoint))} L${pt(flip(t.neckPoint))}`,
    ],
    buttons: [200, 340, 480, 620, 760, 900].map((y) => ({ x: 0, y, r: 11, color: '#2c2c2e' })),
  };
}

/** A puffer: quilted channels that bulge between their seams, a stand collar and a zip. */
export function puffer(): GarmentArt {
  const t = torso({
    neck: 95,
    shoulder: 250,
    chest: 242,
    hem: 238,
    length: 720,
    armhole: 270,
    sleeve: { length: 650, angle: 18, cuff: 62 },
  });
  const [nx, ny] = t.neckPoint;
  const collar = `M${pt([-nx - 10, ny + 10])} L${pt([-nx + 4, ny - 70])} Q0 ${ny - 84} ${pt([nx - 4, ny - 70])} L${pt([nx + 10, ny + 10])} Q0 ${ny + 24} ${pt([-nx - 10, ny + 10])} Z`;
  const creases: Crease[] = [];
  const seams: string[] = [];
  for (let y = 110; y < t.spec.length - 20; y += 95) {
    const seam = `M${pt([-t.spec.chest, y])} Q0 ${y + 10} ${pt([t.spec.chest, y])}`;
    seams.push(seam);
    creases.push(
      { d: seam, width: 26, opacity: 0.3 },
      {
        d: `M${pt([-t.spec.chest * 0.9, y + 46])} Q0 ${y + 54} ${pt([t.spec.chest * 0.9, y + 46])}`,
        light: true,
        width: 30,
        opacity: 0.22,
      },
    );
  }
  for (let k = 110; k < t.spec.sleeve.length; k += 100) {
    const from = add(add(t.shoulderPoint, t.sleeveDir, k), t.sleeveNormal, 10);
    const to = add(from, t.sleeveNormal, -150);
    const seam = `M${pt(from)} L${pt(to)}`;
    seams.push(seam, mirrorPath(seam));
    creases.push(
      { d: seam, width: 22, opacity: 0.3 },
      { d: mirrorPath(seam), width: 22, opacity: 0.3 },
    );
  }
  const zip = `<path d="M0 ${ny - 70} L0 ${t.spec.length}" stroke="#1b1b1d" stroke-width="10"/><path d="M0 ${ny - 70} L0 ${t.spec.length}" stroke="#6b6b70" stroke-width="3" stroke-dasharray="3 3"/><rect x="-9" y="${ny - 60}" width="18" height="40" rx="4" fill="#9a9ca0"/>`;
  const cuffs = cuffBands(t, 40).map((d) => ({ d, tone: -0.15, edge: 0.4 }));
  return {
    box: torsoBox(t, { top: 110, bottom: 20 }),
    pieces: [{ d: t.body }, ...sidePieces(t), ...cuffs, { d: collar, edge: 0.9 }],
    creases,
    seams,
    hardware: zip,
  };
}

/** The denim trucker: collar, metal buttons, pleated chest pockets, a waistband, copper thread. */
export function denimJacket(): GarmentArt {
  const t = torso({
    neck: 78,
    shoulder: 232,
    chest: 220,
    hem: 215,
    length: 600,
    armhole: 255,
    sleeve: { length: 640, angle: 17, cuff: 54 },
  });
  const flap = `M45 205 L165 200 L165 248 L105 262 L45 248 Z`;
  const pocket = `M50 248 L162 248 L160 340 L52 340 Z`;
  const yoke = `M${pt([-t.spec.chest, 190])} L-40 190 L-40 ${t.spec.length} M40 ${t.spec.length} L40 190 L${pt([t.spec.chest, 190])}`;
  const seamLines = [
    `M160 250 L165 ${t.spec.length - 70}`,
    `M-160 250 L-165 ${t.spec.length - 70}`,
  ];
  const metal = (x: number, y: number) => ({ x, y, r: 11, color: '#8e8a80' });
  return {
    box: torsoBox(t, { top: 80, bottom: 20 }),
    pieces: [
      { d: t.body },
      ...sidePieces(t),
      ...cuffBands(t, 70).map((d) => ({ d, edge: 0.6 })),
      hemBand(t, 70),
      { d: pocket, tone: -0.05, edge: 0.4 },
      { d: mirrorPath(pocket), tone: -0.05, edge: 0.4 },
      { d: flap, edge: 0.8 },
      { d: mirrorPath(flap), edge: 0.8 },
      ...shirtCollar(t, 1.4),
    ],
    creases: torsoCreases(t),
    stitches: [
      yoke,
      ...seamLines,
      `M${-t.spec.hem} ${t.spec.length - 64} L${t.spec.hem} ${t.spec.length - 64}`,
      `M-10 60 L-10 ${t.spec.length}`,
      `M10 60 L10 ${t.spec.length}`,
    ],
    buttons: [
      ...[70, 190, 320, 440].map((y) => metal(0, y)),
      metal(0, t.spec.length - 35),
      metal(105, 232),
      metal(-105, 232),
      metal(150, t.spec.length - 35),
      metal(-150, t.spec.length - 35),
    ],
  };
}

/** The biker: an off-centre zip, wide snapped lapels, zipped pockets and a belted hem. */
export function bikerJacket(): GarmentArt {
  const t = torso({
    neck: 85,
    shoulder: 235,
    chest: 222,
    hem: 215,
    length: 610,
    armhole: 255,
    sleeve: { length: 650, angle: 16, cuff: 52 },
  });
  const [nx, ny] = t.neckPoint;
  const leftLapel = poly([
    [-nx - 20, ny + 6],
    [-nx - 120, 140],
    [-80, 330],
    [-20, 300],
    [-nx + 10, ny + 30],
  ]);
  const rightLapel = poly([
    [nx + 20, ny + 6],
    [nx + 150, 110],
    [nx + 70, 250],
    [nx - 10, ny + 40],
  ]);
  const inside = `M${pt([-nx, ny])} Q0 ${ny + 8} ${pt([nx, ny])} L20 200 L-30 260 Z`;
  const zipPath = `M-60 300 C-30 380 60 420 70 ${t.spec.length}`;
  const hardware = `<path d="${zipPath}" stroke="#2a2a2c" stroke-width="12" fill="none"/><path d="${zipPath}" stroke="#b9bcc0" stroke-width="4" fill="none" stroke-dasharray="3 3"/><path d="M110 430 L190 400 M-120 420 L-200 396" stroke="#b9bcc0" stroke-width="6"/><rect x="150" y="${t.spec.length - 54}" width="40" height="40" rx="4" fill="none" stroke="#c4c7cb" stroke-width="6"/><circle cx="${nx + 120}" cy="125" r="9" fill="#c4c7cb"/><circle cx="${-nx - 95}" cy="150" r="9" fill="#c4c7cb"/>`;
  const belt = `M${-t.spec.hem} ${t.spec.length - 60} L${t.spec.hem} ${t.spec.length - 60} L${t.spec.hem} ${t.spec.length} L${-t.spec.hem} ${t.spec.length} Z`;
  return {
    box: torsoBox(t, { top: 70, bottom: 20 }),
    pieces: [
      { d: t.body },
      ...sidePieces(t),
      { d: belt, tone: -0.05, edge: 0.6 },
      { d: inside, tone: -0.4, edge: 0.5 },
      { d: leftLapel, edge: 1.2 },
      { d: rightLapel, edge: 1.2 },
    ],
    creases: [...torsoCreases(t), ...sleeveRipples(t)],
    seams: [
      `M${pt(t.shoulderPoint)} L${pt(t.neckPoint)}`,
      `M${pt(flip(t.shoulderPoint))} L${pt(flip(t.neckPoint))}`,
    ],
    hardware,
  };
}

/** Leather ripples at the elbows. */
function sleeveRipples(t: Torso): Crease[] {
  const out: Crease[] = [];
  for (const k of [380, 420, 460]) {
    const from: Point = add(add(t.shoulderPoint, t.sleeveDir, k), t.sleeveNormal, -20);
    const to = add(from, t.sleeveNormal, -90);
    const d = `M${pt(from)} L${pt(to)}`;
    out.push({ d, width: 10, opacity: 0.3 }, { d: mirrorPath(d), width: 10, opacity: 0.3 });
  }
  return out;
}
