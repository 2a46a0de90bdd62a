/** A colour in CIELAB (D65): L 0–100, a and b roughly −128…127. */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

// sRGB 8-bit → linear light, precomputed: analysis converts thousands of pixels per image.
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

// D65 reference white.
const XN = 0.95047;
const YN = 1.0;
const ZN = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => (t ** 3 > EPSILON ? t ** 3 : (116 * t - 16) / KAPPA);

/** 8-bit sRGB → CIELAB (D65, 2° observer). */
export function srgbToLab(r: number, g: number, b: number): Lab {
  const rl = LINEAR[r]!;
  const gl = LINEAR[g]!;
  const bl = LINEAR[b]!;
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / XN;
  const y = (0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl) / YN;
  const z = (0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / ZN;
  const fy = f(y);
  return { L: 116 * fy - 16, a: 500 * (f(x) - fy), b: 200 * (fy - f(z)) };
}

const toByte = (linear: number) => {
  const c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** CIELAB → 8-bit sRGB, clamped into the gamut. */
export function labToSrgb({ L, a, b }: Lab): [number, number, number] {
  const fy = (L + 16) / 116;
  const x = XN * fInverse(fy + a / 500);
  const y = YN * (L > KAPPA * EPSILON ? fy ** 3 : L / KAPPA);
  const z = ZN * fInverse(fy - b / 200);
  return [
    toByte(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    toByte(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    toByte(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ];
}

/** '#rrggbb' → CIELAB. */
export function hexToLab(hex: string): Lab {
  const value = Number.parseInt(hex.slice(1), 16);
  return srgbToLab((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

/** CIELAB → '#rrggbb'. */
export function labToHex(lab: Lab): string {
  return (
    '#' +
    labToSrgb(lab)
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
  );
}

/** Squared Euclidean distance in CIELAB (CIE76²): cheap, for clustering. */
export function deltaE76Squared(x: Lab, y: Lab): number {
  return (x.L - y.L) ** 2 + (x.a - y.a) ** 2 + (x.b - y.b) ** 2;
}

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(x: Lab, y: Lab): number {
  const c1 = Math.hypot(x.a, x.b);
  const c2 = Math.hypot(y.a, y.b);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1p = Math.hypot(a1, x.b);
  const c2p = Math.hypot(a2, y.b);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / DEG;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(x.b, a1);
  const h2p = hue(y.b, a2);

  const dL = y.L - x.L;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2p - h1p;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin((dh / 2) * DEG);

  const lMean = (x.L + y.L) / 2;
  const cMeanP = (c1p + c2p) / 2;
  let hMean = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hMean /= 2;
    else hMean = h1p + h2p < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * DEG) +
    0.24 * Math.cos(2 * hMean * DEG) +
    0.32 * Math.cos((3 * hMean + 6) * DEG) -
    0.2 * Math.cos((4 * hMean - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const cMeanP7 = cMeanP ** 7;
  const rC = 2 * Math.sqrt(cMeanP7 / (cMeanP7 + POW25_7));
  const lTerm = (lMean - 50) ** 2;
  const sL = 1 + (0.015 * lTerm) / Math.sqrt(20 + lTerm);
  const sC = 1 + 0.045 * cMeanP;
  const sH = 1 + 0.015 * cMeanP * t;
  const rT = -Math.sin(2 * dTheta * DEG) * rC;
  const lPart = dL / sL;
  const cPart = dC / sC;
  const hPart = dH / sH;
  return Math.sqrt(lPart ** 2 + cPart ** 2 + hPart ** 2 + rT * cPart * hPart);
}
