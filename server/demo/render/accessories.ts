// Accessories: a tote, a crossbody bag, a scarf, a belt, a beanie and sunglasses.
import { shade } from './colour.ts';
import type { Fabric } from './fabric.ts';
import type { GarmentArt, Piece } from './studio-photo.ts';
import { mirrorPath } from './torso.ts';

const GOLD = '#c8a45c';

/** A leather tote standing on the table: two handles, a top band, side gussets. */
export function tote(): GarmentArt {
  const body = `M-370 0 L370 0 L400 600 Q402 640 362 640 L-362 640 Q-402 640 -400 600 Z`;
  const band = `M-370 0 L370 0 L373 60 L-373 60 Z`;
  const gusset = `M370 0 L400 600 Q402 640 362 640 L380 560 Z`;
  // The front handle, and the back one showing a little above it.
  const handle = (fabric: Fabric, x: number) => {
    const d = `M${-170 + x} 8 C${-190 + x} -330 ${190 + x} -330 ${170 + x} 8`;
    return `<path d="${d}" stroke="${shade(fabric.color, -0.35)}" stroke-width="40" fill="none"/><path d="${d}" stroke="${fabric.color}" stroke-width="32" fill="none"/><path d="${d}" stroke="${shade(fabric.color, 0.25)}" stroke-width="6" fill="none" transform="translate(-4 -6)" opacity="0.5"/><circle cx="${-170 + x}" cy="34" r="9" fill="${GOLD}"/><circle cx="${170 + x}" cy="34" r="9" fill="${GOLD}"/>`;
  };
  return {
    box: { x: -420, y: -260, w: 840, h: 920 },
    standing: true,
    fill: 0.82,
    pieces: [
      { d: body },
      { d: gusset, tone: -0.12, edge: 0.5 },
      { d: mirrorPath(gusset), tone: -0.12, edge: 0.5 },
      { d: band, edge: 0.5 },
    ],
    creases: [
      { d: 'M-200 120 Q-230 380 -190 600', light: true, width: 60, opacity: 0.14 },
      { d: 'M150 90 Q170 300 140 620', width: 40, opacity: 0.1 },
    ],
    stitches: ['M-366 48 L366 48', 'M-372 12 L372 12'],
    hardware: (fabric) =>
      `<g opacity="0.9" transform="translate(0 -28)">${handle({ ...fabric, color: shade(fabric.color, -0.15) }, 24)}</g>${handle(fabric, 0)}`,
  };
}

/** A small crossbody bag: a flap with a turn lock and a long strap. */
export function crossbody(): GarmentArt {
  const body = `M-260 0 Q-260 -20 -240 -20 L240 -20 Q260 -20 260 0 L266 330 Q266 360 236 360 L-236 360 Q-266 360 -266 330 Z`;
  const flap = `M-262 -14 Q-262 -24 -240 -24 L240 -24 Q262 -24 262 -14 L264 200 Q200 250 0 256 Q-200 250 -264 200 Z`;
  // The strap is tucked behind the bag, as a shop shoots it: only its rings and two short loops show.
  const strap = (fabric: Fabric) =>
    `<path d="M-246 -20 C-252 -84 -196 -92 -190 -26 M246 -20 C252 -84 196 -92 190 -26" stroke="${shade(fabric.color, -0.3)}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M-246 -20 C-252 -84 -196 -92 -190 -26 M246 -20 C252 -84 196 -92 190 -26" stroke="${fabric.color}" stroke-width="15" fill="none" stroke-linecap="round"/><circle cx="-246" cy="-22" r="16" fill="none" stroke="${GOLD}" stroke-width="7"/><circle cx="246" cy="-22" r="16" fill="none" stroke="${GOLD}" stroke-width="7"/><rect x="-34" y="196" width="68" height="46" rx="10" fill="${GOLD}"/><rect x="-20" y="208" width="40" height="20" rx="6" fill="${shade(GOLD, -0.3)}"/><rect x="-14" y="210" width="18" height="8" rx="3" fill="#fff" opacity="0.5"/>`;
  return {
    box: { x: -300, y: -130, w: 600, h: 510 },
    standing: true,
    fill: 0.74,
    pieces: [{ d: body }, { d: flap, edge: 1.1 }],
    creases: [{ d: 'M-180 40 Q-200 120 -170 200', light: true, width: 40, opacity: 0.18 }],
    stitches: ['M-248 -8 L248 -8', 'M-252 190 Q-190 236 0 242 Q190 236 252 190'],
    hardware: strap,
  };
}

/** A wool scarf folded over once, lying flat, fringed at the end. */
export function scarf(): GarmentArt {
  const panel = `M-210 0 L210 0 L222 1040 L-200 1052 Z`;
  const fold = `M-214 -10 L214 -10 L224 300 Q0 340 -218 290 Z`;
  const fringe = (fabric: Fabric) => {
    let out = '';
    for (let x = -196; x <= 218; x += 9) {
      const y = 1040 + (x + 200) * -0.028;
      out += `<path d="M${x} ${y} L${x + 2 + (x % 3)} ${y + 70 + (x % 7)}" stroke="${shade(fabric.color, x % 2 ? -0.1 : 0.05)}" stroke-width="5" stroke-linecap="round"/>`;
    }
    return out;
  };
  return {
    box: { x: -260, y: -40, w: 520, h: 1170 },
    fill: 0.82,
    pieces: [{ d: panel }, { d: fold, edge: 1.2 }],
    creases: [
      { d: 'M-120 360 Q-100 700 -140 1000', width: 40, opacity: 0.14 },
      { d: 'M80 380 Q100 700 70 1020', light: true, width: 40, opacity: 0.14 },
      { d: 'M-214 300 Q0 345 224 300', width: 24, opacity: 0.25 },
    ],
    hardware: fringe,
  };
}

/** A leather belt rolled up tight, the buckle on the outside, stitching along each coil. */
export function belt(): GarmentArt {
  const outer = 290;
  const inner = 64;
  const turns = 3.2;
  // The edge between coils: an Archimedean spiral from the inner hole to the outer edge.
  const spiral = (radiusShift: number) => {
    const points: string[] = [];
    for (let i = 0; i <= 240; i++) {
      const t = i / 240;
      const angle = -Math.PI / 2 + t * turns * 2 * Math.PI;
      const r = inner + (outer - inner) * t + radiusShift;
      points.push(`${(r * Math.cos(angle)).toFixed(1)} ${(r * Math.sin(angle)).toFixed(1)}`);
    }
    return `M${points.join(' L')}`;
  };
  const disc = `M${-outer} 0 A${outer} ${outer} 0 1 1 ${outer} 0 A${outer} ${outer} 0 1 1 ${-outer} 0 Z M${-inner} 0 A${inner} ${inner} 0 1 0 ${inner} 0 A${inner} ${inner} 0 1 0 ${-inner} 0 Z`;
  const hole = `M${-inner} 0 A${inner} ${inner} 0 1 1 ${inner} 0 A${inner} ${inner} 0 1 1 ${-inner} 0 Z`;
  const pitch = (outer - inner) / turns;
  const buckle = `<rect x="-62" y="${-outer - 44}" width="124" height="96" rx="16" fill="none" stroke="#8e8e92" stroke-width="15"/><rect x="-62" y="${-outer - 44}" width="124" height="96" rx="16" fill="none" stroke="#e6e6e9" stroke-width="4" transform="translate(-3 -3)"/><rect x="-5" y="${-outer - 40}" width="10" height="70" rx="4" fill="#b4b4b7"/>`;
  return {
    box: { x: -outer - 20, y: -outer - 60, w: outer * 2 + 40, h: outer * 2 + 80 },
    fill: 0.74,
    pieces: [
      { d: disc, edge: 1.4 },
      { d: hole, color: '#2a1c12', edge: 0.5 },
    ],
    creases: [
      { d: spiral(0), width: 10, opacity: 0.55 },
      { d: spiral(6), light: true, width: 5, opacity: 0.25 },
    ],
    stitches: [spiral(pitch * 0.22), spiral(pitch * 0.78)],
    hardware: buckle,
  };
}

/** A ribbed beanie with a turned-up cuff and a small label. */
export function beanie(rib: Fabric): GarmentArt {
  const crown = `M-250 200 C-270 -160 -120 -260 0 -262 C120 -260 270 -160 250 200 Z`;
  const cuff = `M-262 160 L262 160 L270 360 Q0 380 -270 360 Z`;
  return {
    box: { x: -300, y: -290, w: 600, h: 690 },
    fill: 0.72,
    pieces: [{ d: crown }, { d: cuff, fabric: rib, edge: 0.9 } satisfies Piece],
    creases: [
      { d: 'M-120 -120 Q-150 20 -140 150', light: true, width: 50, opacity: 0.16 },
      { d: 'M120 -100 Q150 40 140 150', width: 40, opacity: 0.14 },
    ],
    hardware: `<rect x="-46" y="230" width="92" height="56" rx="4" fill="#d8cdb8"/><rect x="-40" y="236" width="80" height="44" rx="3" fill="none" stroke="#a3967d" stroke-width="2" stroke-dasharray="4 3"/>`,
  };
}

/** Sunglasses from the front: a thick acetate frame, dark lenses with a reflection. */
export function sunglasses(): GarmentArt {
  const rim = `M-470 -40 Q-470 -110 -400 -112 L-80 -112 Q-40 -110 -38 -70 L-40 90 Q-50 140 -120 142 L-380 142 Q-460 136 -470 60 Z`;
  const lens = `M-440 -30 Q-440 -84 -392 -86 L-90 -86 Q-66 -84 -66 -56 L-68 80 Q-76 116 -130 116 L-372 116 Q-434 110 -440 50 Z`;
  const bridge = `M-46 -100 Q0 -130 46 -100 L46 -60 Q0 -84 -46 -60 Z`;
  const reflection = `<path d="M-400 -60 L-300 -60 L-380 80 L-420 60 Z" fill="#fff" opacity="0.12"/><path d="M40 -60 L140 -60 L60 80 L30 60 Z" fill="#fff" opacity="0.12" transform="translate(380 0)"/>`;
  return {
    box: { x: -500, y: -160, w: 1000, h: 330 },
    fill: 0.78,
    pieces: [
      { d: rim, edge: 0.8 },
      { d: mirrorPath(rim), edge: 0.8 },
      { d: bridge, edge: 0.6 },
      { d: lens, color: '#2b2a28', edge: 1.2 },
      { d: mirrorPath(lens), color: '#2b2a28', edge: 1.2 },
    ],
    hardware: `${reflection}<circle cx="-430" cy="-80" r="8" fill="#d9d2c4"/><circle cx="430" cy="-80" r="8" fill="#d9d2c4"/>`,
  };
}
