// sRGB -> CIELAB (D65) and CIEDE2000. The wardrobe team's colour module may replace this later.

export interface Lab {
  L: number;
  a: number;
  b: number;
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

/** Converts 8-bit sRGB to CIELAB under the D65 white point. */
export function srgbToLab(r: number, g: number, b: number): Lab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Parses "#rgb" or "#rrggbb" (the hash is optional) into CIELAB; null when it is not hex. */
export function hexToLab(text: string): Lab | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const value = Number.parseInt(hex, 16);
  return srgbToLab((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

export const chroma = (lab: Lab) => Math.hypot(lab.a, lab.b);

/** CIELAB hue angle in degrees, 0 to 360. */
export function hueAngle(lab: Lab): number {
  const h = (Math.atan2(lab.b, lab.a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const POW25_7 = 25 ** 7;

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(x: Lab, y: Lab): number {
  const c1 = Math.hypot(x.a, x.b);
  const c2 = Math.hypot(y.a, y.b);
  const cBar7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cBar7 / (cBar7 + POW25_7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1p = Math.hypot(a1, x.b);
  const c2p = Math.hypot(a2, y.b);
  const h1p = c1p === 0 ? 0 : hueAngle({ L: 0, a: a1, b: x.b });
  const h2p = c2p === 0 ? 0 : hueAngle({ L: 0, a: a2, b: y.b });

  const dL = y.L - x.L;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2p - h1p;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(rad(dh / 2));

  const lBar = (x.L + y.L) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBar = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBar = (h1p + h2p) / 2;
    else hBar = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hBar - 30)) +
    0.24 * Math.cos(rad(2 * hBar)) +
    0.32 * Math.cos(rad(3 * hBar + 6)) -
    0.2 * Math.cos(rad(4 * hBar - 63));
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const cBarP7 = cBarP ** 7;
  const rc = 2 * Math.sqrt(cBarP7 / (cBarP7 + POW25_7));
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cBarP;
  const sh = 1 + 0.015 * cBarP * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

// CIELAB hue (an opponent-colour space) -> the painter's colour wheel stylists reason with,
// where red faces green, blue faces orange and yellow faces purple. Anchors: Lab hues of
// typical sRGB red, orange, yellow, green, teal, blue and purple.
const WHEEL_ANCHORS: readonly (readonly [number, number])[] = [
  [40, 0],
  [73, 60],
  [103, 120],
  [136, 180],
  [196, 210],
  [265, 240],
  [328, 300],
  [400, 360],
];

/** Maps a CIELAB hue angle onto the artist's (RYB) colour wheel, 0 to 360. */
export function artistWheelHue(labHue: number): number {
  const h = labHue < 40 ? labHue + 360 : labHue;
  for (let i = 1; i < WHEEL_ANCHORS.length; i++) {
    const [h1, w1] = WHEEL_ANCHORS[i] ?? [400, 360];
    const [h0, w0] = WHEEL_ANCHORS[i - 1] ?? [40, 0];
    if (h <= h1) return (w0 + ((h - h0) / (h1 - h0)) * (w1 - w0)) % 360;
  }
  return 0;
}

/** Shortest distance between two wheel angles, 0 to 180. */
export function wheelDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
