// The shared cut of everything worn on the upper body (tees, shirts, jumpers, jackets, coats,
// dresses' bodices): a body and two sleeves, laid flat, in units centred on x = 0 with the
// shoulder line at y = 0. Garment files add collars, plackets and pockets on its key points.

export type Point = readonly [number, number];

export const pt = ([x, y]: Point) => `${x.toFixed(1)} ${y.toFixed(1)}`;
export const flip = ([x, y]: Point): Point => [-x, y];
export const add = ([x, y]: Point, [dx, dy]: Point, k = 1): Point => [x + dx * k, y + dy * k];
export const lerp = ([x1, y1]: Point, [x2, y2]: Point, t: number): Point => [
  x1 + (x2 - x1) * t,
  y1 + (y2 - y1) * t,
];

/** A closed path through points with straight lines. */
export const poly = (points: readonly Point[]) => `M${points.map(pt).join(' L')} Z`;

/** The same path drawn on the other side (x negated). */
export function mirrorPath(d: string): string {
  // Paths here are absolute, "x y" pairs after a command letter or space; negate every x.
  return d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    const value = -Number(x);
    return `${value === 0 ? 0 : value} ${y}`;
  });
}

export interface TorsoSpec {
  /** Half widths: neck opening, shoulder point, chest (underarm), hem. */
  neck: number;
  shoulder: number;
  chest: number;
  hem: number;
  /** Shoulder line to hem. */
  length: number;
  /** Shoulder to underarm. */
  armhole: number;
  /** Sleeve: length along its axis (0 = sleeveless), angle from vertical in degrees, cuff half width. */
  sleeve: { length: number; angle: number; cuff: number; puff?: number };
  /** Waist shaping: half width at the waist and where it is (0 = straight sides). */
  waist?: { width: number; at: number };
  /** The hem's curve: positive dips at the centre (shirt tails are negative at the sides). */
  hemCurve?: number;
}

export interface Torso {
  body: string;
  sleeves: [string, string];
  /** Right-hand key points (mirror with flip for the left). */
  neckPoint: Point;
  shoulderPoint: Point;
  underarm: Point;
  hemPoint: Point;
  cuffOuter: Point;
  cuffInner: Point;
  /** Sleeve axis direction and the cuff-line normal, for cuffs and bands. */
  sleeveDir: Point;
  sleeveNormal: Point;
  spec: TorsoSpec;
}

export function torso(spec: TorsoSpec): Torso {
  const neckPoint: Point = [spec.neck, -16];
  // Shoulders slope down from the neck, as a garment laid flat does.
  const shoulderPoint: Point = [spec.shoulder, 40];
  const underarm: Point = [spec.chest, spec.armhole];
  const hemPoint: Point = [spec.hem, spec.length];
  const dip = spec.hemCurve ?? 6;
  const side = spec.waist
    ? `C${pt([spec.chest, spec.armhole + 80])} ${pt([spec.waist.width, spec.waist.at - 90])} ${pt([spec.waist.width, spec.waist.at])} C${pt([spec.waist.width, spec.waist.at + 90])} ${pt([spec.hem, spec.length - 120])} ${pt(hemPoint)}`
    : `C${pt([spec.chest + 2, spec.armhole + 150])} ${pt([spec.hem, spec.length - 150])} ${pt(hemPoint)}`;
  const armhole = `C${pt([spec.shoulder - 4, 100])} ${pt([spec.chest - 6, spec.armhole - 70])} ${pt(underarm)}`;
  const right = `L${pt(shoulderPoint)} ${armhole} ${side}`;
  // The left side is the right side traced backwards and mirrored.
  const leftUp = spec.waist
    ? `C${pt(flip([spec.hem, spec.length - 120]))} ${pt(flip([spec.waist.width, spec.waist.at + 90]))} ${pt(flip([spec.waist.width, spec.waist.at]))} C${pt(flip([spec.waist.width, spec.waist.at - 90]))} ${pt(flip([spec.chest, spec.armhole + 80]))} ${pt(flip(underarm))}`
    : `C${pt(flip([spec.hem, spec.length - 150]))} ${pt(flip([spec.chest + 2, spec.armhole + 150]))} ${pt(flip(underarm))}`;
  const leftArmhole = `C${pt(flip([spec.chest - 6, spec.armhole - 70]))} ${pt(flip([spec.shoulder - 4, 100]))} ${pt(flip(shoulderPoint))}`;
  const fullBody = `M${pt(flip(neckPoint))} Q0 0 ${pt(neckPoint)} ${right} Q0 ${spec.length + dip} ${pt(flip(hemPoint))} ${leftUp} ${leftArmhole} Z`;

  const angle = (spec.sleeve.angle * Math.PI) / 180;
  const sleeveDir: Point = [Math.sin(angle), Math.cos(angle)];
  const sleeveNormal: Point = [Math.cos(angle), -Math.sin(angle)];
  const mid = lerp(shoulderPoint, underarm, 0.5);
  const cuffCentre = add(mid, sleeveDir, spec.sleeve.length);
  const cuffOuter = add(cuffCentre, sleeveNormal, spec.sleeve.cuff);
  const cuffInner = add(cuffCentre, sleeveNormal, -spec.sleeve.cuff);
  const puff = spec.sleeve.puff ?? 0;
  // The sleeve cap rounds outwards a little (more for a puff sleeve); the underside runs straight.
  const capControl = add(lerp(shoulderPoint, cuffOuter, 0.35), sleeveNormal, 18 + puff);
  const capControl2 = add(lerp(shoulderPoint, cuffOuter, 0.75), sleeveNormal, 6 + puff * 0.6);
  const underControl = add(lerp(underarm, cuffInner, 0.5), sleeveNormal, -4 - puff * 0.4);
  const sleeve =
    spec.sleeve.length > 0
      ? `M${pt(shoulderPoint)} C${pt(capControl)} ${pt(capControl2)} ${pt(cuffOuter)} L${pt(cuffInner)} Q${pt(underControl)} ${pt(underarm)} C${pt([spec.chest - 6, spec.armhole - 70])} ${pt([spec.shoulder - 4, 90])} ${pt(shoulderPoint)} Z`
      : '';
  return {
    body: fullBody,
    sleeves: [sleeve, sleeve ? mirrorPath(sleeve) : ''],
    neckPoint,
    shoulderPoint,
    underarm,
    hemPoint,
    cuffOuter,
    cuffInner,
    sleeveDir,
    sleeveNormal,
    spec,
  };
}

/** A band across the end of each sleeve (rib cuff, shirt cuff), `depth` long, both sides. */
export function cuffBands(t: Torso, depth: number, flare = 0): [string, string] {
  const back: Point = [-t.sleeveDir[0] * depth, -t.sleeveDir[1] * depth];
  const outerTop = add(add(t.cuffOuter, back), t.sleeveNormal, flare);
  const innerTop = add(add(t.cuffInner, back), t.sleeveNormal, -flare);
  const band = poly([outerTop, t.cuffOuter, t.cuffInner, innerTop]);
  return [band, mirrorPath(band)];
}

/** A line across each sleeve `depth` from its end (hem stitching, cuff seam). */
export function sleeveLines(t: Torso, depth: number): [string, string] {
  const back: Point = [-t.sleeveDir[0] * depth, -t.sleeveDir[1] * depth];
  const line = `M${pt(add(t.cuffOuter, back))} L${pt(add(t.cuffInner, back))}`;
  return [line, mirrorPath(line)];
}

/** The extent of a torso drawing, with room for collars above and anything below. */
export function torsoBox(t: Torso, extra = { top: 60, bottom: 20 }) {
  const reach = Math.max(t.cuffOuter[0], t.cuffInner[0], t.spec.hem, t.spec.chest) + 10;
  const bottom = Math.max(t.spec.length, t.cuffInner[1], t.cuffOuter[1]) + extra.bottom;
  return { x: -reach, y: -extra.top, w: reach * 2, h: bottom + extra.top };
}

/**
 * An open path of absolute M/L/C/Q segments traced from its end back to its start, without the
 * leading M (so it can continue another path that ends where this one ends).
 */
export function reversePath(d: string): string {
  const segments = [...d.matchAll(/([MLCQ])([^MLCQZ]*)/g)].map(([, command, args]) => ({
    command: command!,
    points: [...(args ?? '').matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map(
      ([, x, y]) => [Number(x), Number(y)] as Point,
    ),
  }));
  let out = '';
  for (let i = segments.length - 1; i > 0; i--) {
    const segment = segments[i]!;
    const previous = segments[i - 1]!;
    const start = previous.points[previous.points.length - 1]!;
    const controls = segment.points.slice(0, -1).reverse();
    out += ` ${segment.command}${[...controls, start].map(pt).join(' ')}`;
  }
  return out.trim();
}
