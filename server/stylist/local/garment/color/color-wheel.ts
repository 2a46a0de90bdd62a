// What outfit harmony needs on top of the colour-analysis module's CIELAB: lenient hex parsing,
// chroma, hue angles and the artist's colour wheel.
import { srgbToLab, type Lab } from './color-space.ts';

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

// CIELAB hue (an opponent-colour space) -> the painter's colour wheel stylists reason with,
// where red faces green, blue faces orange and yellow faces purple. Anchors: CIELAB hues of
// garment red, orange, yellow, green, teal, blue, violet and magenta (see color-names.ts).
const WHEEL_ANCHORS: readonly (readonly [number, number])[] = [
  [28, 0],
  [64, 60],
  [96, 120],
  [150, 180],
  [196, 210],
  [288, 240],
  [318, 300],
  [351, 330],
  [388, 360],
];

/** Maps a CIELAB hue angle onto the artist's (RYB) colour wheel, 0 to 360. */
export function artistWheelHue(labHue: number): number {
  const h = labHue < 28 ? labHue + 360 : labHue;
  for (let i = 1; i < WHEEL_ANCHORS.length; i++) {
    const [h1, w1] = WHEEL_ANCHORS[i] ?? [388, 360];
    const [h0, w0] = WHEEL_ANCHORS[i - 1] ?? [28, 0];
    if (h <= h1) return (w0 + ((h - h0) / (h1 - h0)) * (w1 - w0)) % 360;
  }
  return 0;
}

/** Shortest distance between two wheel angles, 0 to 180. */
export function wheelDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
