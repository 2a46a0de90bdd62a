// What a garment's cloth looks like, read from its cut-out: plain, striped, checked, floral or
// printed, and whether it is denim. Pure arithmetic on the pixels, no model: colour edges inside
// the garment and where they gather, bands in the colour and whether they repeat, its colours.

export type FabricPattern = 'plain' | 'striped' | 'checked' | 'floral' | 'printed';

export interface FabricReading {
  pattern: FabricPattern;
  denim: boolean;
}

/** An RGBA image, row by row, 4 bytes a pixel. */
export interface RgbaImage {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}

/** What readFabric measures before it decides (exported for tests and tuning). */
export interface FabricMeasures {
  /** Interior pixels read (alpha solid, away from the mask's edge), at the working size. */
  interior: number;
  /** Share of the garment's 16 px cells busy with strong colour edges. */
  busyShare: number;
  /** Largest enclosed blob of graphic cells (busy and off the base colour), share of the cells. */
  graphicShare: number;
  /** Share of the 32 px blocks whose high-passed colour carries a pattern at all. */
  patternedShare: number;
  /** Over those blocks: share of the colour energy in bands along the best angle (1 = pure
   * stripes, about 0.1 = noise), along the perpendicular, and the two-axes score of a check. */
  bandMain: number;
  bandCross: number;
  checkScore: number;
  /** Autocorrelation peak after its first trough along the bands' normal and across it
   * (0 when the bands show neither stripes nor checks: it is not needed then). */
  mainPeriodicity: number;
  crossPeriodicity: number;
  /** RMS of the high-passed OKLab chroma (a, b) and lightness: how colourful the pattern is. */
  chromaSpread: number;
  lightSpread: number;
  /** Distinct colours (k-means clusters that hold a real share and differ enough). */
  colours: number;
  /** Median OKLab lightness, chroma and hue (degrees) of the interior: the base colour. */
  lightness: number;
  chroma: number;
  hue: number;
}

// ---------------------------------------------------------------------------------------------
// Thresholds. Measured on 55 demo-renderer garments cut out by the app (plain, stripes, check,
// gingham, floral, tortoise, denim, navy) and 150 real photos of the clothing-photos set (CC0),
// each looked at ("real" numbers below, at the working size); then checked on 48 other photos.

/** The cut-out is read at this longest side (the caller passes about this much). */
export const WORK_SIDE = 256;
/** Alpha at or above this is garment; the feathered edge below it is not read. */
const ALPHA_SOLID = 200;
/** Pixels this close to the mask's edge are left out: the outline is not a pattern. */
const ERODE_RADIUS = 5;

/** Colour-gradient strength (OKLab units a pixel, Sobel on L, a, b) of a print's edge; soft
 * shading and most creases stay under it, drawn stripe and check edges are 0.1-0.4. */
const EDGE_STRONG = 0.07;
/** Side of the grid cells the edge map is counted on, in working pixels. */
const CELL = 16;
/** A cell is read when at least this share of it is interior. */
const CELL_MIN_INTERIOR = 0.5;
/** A cell is busy when this share of its pixels is on a strong edge. */
const CELL_BUSY = 0.12;

/** Off the base colour in no shade of it: lightness outside this ratio of the base's (OKLab L
 * scales with the cube root of the light, so shading stays within) and this far from it... */
const SHADE_RATIO = [0.55, 1.5] as const;
const OFF_LIGHTNESS = 0.2;
/** ... or this far in (a, b) once the base's chroma is scaled by the same shading. */
const OFF_CHROMA = 0.06;
/** A graphic cell: busy with 5 % of it off-colour (ink lines are thin), or 40 % off-colour with
 * some edges (a photo print's smooth tones; 6 %, not less, or a colour-block panel's seams and
 * creases would do). */
const GRAPHIC_OFF = 0.05;
const GRAPHIC_SOLID_OFF = 0.4;
const GRAPHIC_SOLID_EDGES = 0.06;
/** A graphic is a blob of graphic cells at least 3 cells (48 px) each way once thin lines are
 * gone (plackets, trims, colour-block seams), with at least 70 % garment around it (a lace yoke,
 * a collar or the backdrop seen through a gap reaches the garment's edge)... */
const GRAPHIC_MIN_SIDE = 3;
const GRAPHIC_ENCLOSED = 0.7;
/** ... of at least 8 % of the garment's cells. Real prints measured 0.13-0.33; real plain
 * pieces 0-0.05 but for a jacket with white trims and printed buttons (0.21) and a blouse's black
 * bow and placket (0.11). */
const GRAPHIC_SHARE = 0.08;

/** Blocks the band energies are measured on, their step, and the interior they need. */
const BLOCK = 32;
const BLOCK_STEP = 24;
const BLOCK_MIN_INTERIOR = 0.75;
/** A block carries a pattern when its high-passed colour's RMS is at least this (drawn plain
 * pieces measured 0.01-0.03, the faintest drawn pattern 0.05). */
const BLOCK_AMPLITUDE = 0.04;
/** Angles the band energy is tried at (every 15°). */
const ANGLES = 12;
/** Radius of the local mean taken out first: shading is not a pattern. */
const HIGH_PASS_RADIUS = 8;
/** Shifts the autocorrelation tries (a repeat of 4-40 px) and its sampling stride. */
const MIN_SHIFT = 2;
const MAX_SHIFT = 40;
const PERIOD_STRIDE = 3;

/** Distinct colours: a cluster under this share is detail; nearer than this (OKLab, lightness
 * halved) is the same colour in another shade. */
const COLOUR_MIN_SHARE = 0.04;
const COLOUR_MIN_DISTANCE = 0.08;

/** Stripes: bands along one angle (drawn 0.69-1.00, real 0.64-0.94; a plain piece busy enough to
 * be read at most 0.53) and little across (drawn stripes up to 0.11)... */
const STRIPE_BAND = 0.6;
const STRIPE_CROSS = 0.12;
/** ... over much of the garment (real Breton stripes 0.48-1.00) or repeating (see REPEAT). */
const STRIPE_BUSY = 0.45;
/** Fine pinstripes on a shirt: bands weaker but everywhere and nothing across. */
const PINSTRIPE_BUSY = 0.9;
const PINSTRIPE_BAND = 0.45;
const PINSTRIPE_CROSS = 0.07;
/** A repeat: the autocorrelation comes back to this (drawn stripes and checks 0.54-0.99; no
 * unpatterned piece above 0.35). */
const REPEAT = 0.4;
/** Low-contrast stripes and checks (few strong edges) count when nearly every block has a
 * pattern, it repeats and it is in colour: a quilted puffer's channels and pleats repeat too, in
 * shading only (drawn puffer 0.002 of chroma spread; drawn low-contrast checks 0.033-0.058). */
const PATTERNED_ALL_OVER = 0.8;
const LOW_CONTRAST_CHROMA = 0.015;
/** Checks: both axes above the diagonals (drawn 0.32-0.42, a real tartan 0.16; anything else
 * at most 0.05), over most of the garment. */
const CHECK_SCORE = 0.1;
const CHECK_BUSY = 0.8;
/** An all-over print: busy nearly everywhere (real florals 0.67-1.00, drawn 0.74-1.00) with no
 * dominant angle (florals 0.14-0.29; creases on a crumpled plain piece 0.45). */
const ALL_OVER_BUSY = 0.7;
const ALL_OVER_BAND = 0.35;
/** Floral: colourful (florals 0.02-0.05 of chroma spread; tortoise, camouflage and black and
 * white prints 0.00-0.016) or many colours. */
const FLORAL_CHROMA = 0.018;
const FLORAL_COLOURS = 4;
/** A print at all, not a marled knit or tweed (real marl: chroma 0.008, lightness 0.088). */
const PRINT_CHROMA = 0.012;
const PRINT_LIGHTNESS = 0.1;

/** Blue denim's base colour in OKLab: hue (degrees), chroma and lightness. Real jeans and denim
 * jackets measured hue 250-279, chroma 0.022-0.090, lightness 0.24-0.63; drawn denim 253-261,
 * 0.041-0.056, 0.39-0.68. Saturated blues (royal, cobalt, cyan: chroma 0.11-0.23) and pale blue
 * shirting (drawn oxford, lightness 0.79) fall outside. Navy cotton overlaps in lightness and
 * chroma (drawn 0.33, 0.04; real navy 0.36-0.44, 0.078-0.080) but leans violet: navy dye sits at
 * hue 269-272 (#1f2850, #1f2a4d), indigo denim at 250-262, so hues above 266 are not denim:
 * 'Navy Jeans' for chinos is the worse mistake, at the cost of the most violet-looking jeans. The
 * caller asks only about cloth that may be denim. Faded denim photographed grey (chroma under
 * 0.012) is missed. */
const DENIM_HUE = [220, 266] as const;
const DENIM_CHROMA = [0.018, 0.1] as const;
const DENIM_LIGHTNESS = [0.22, 0.75] as const;

// ---------------------------------------------------------------------------------------------

const SRGB_TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The image at WORK_SIDE on its longest side: area average when shrinking, bilinear when not. */
function resample(image: RgbaImage): RgbaImage {
  const { width, height, data } = image;
  const scale = WORK_SIDE / Math.max(width, height);
  if (Math.abs(scale - 1) < 0.02) return image;
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const out = new Uint8Array(w * h * 4);
  if (scale < 1) {
    const step = 1 / scale;
    for (let y = 0; y < h; y++) {
      const y0 = Math.floor(y * step);
      const y1 = Math.min(height, Math.max(y0 + 1, Math.floor((y + 1) * step)));
      for (let x = 0; x < w; x++) {
        const x0 = Math.floor(x * step);
        const x1 = Math.min(width, Math.max(x0 + 1, Math.floor((x + 1) * step)));
        const n = (y1 - y0) * (x1 - x0);
        for (let c = 0; c < 4; c++) {
          let sum = 0;
          for (let sy = y0; sy < y1; sy++) {
            for (let sx = x0; sx < x1; sx++) sum += data[(sy * width + sx) * 4 + c] as number;
          }
          out[(y * w + x) * 4 + c] = sum / n;
        }
      }
    }
    return { data: out, width: w, height: h };
  }
  for (let y = 0; y < h; y++) {
    const fy = Math.min(height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(width - 1, x0 + 1);
      const tx = fx - x0;
      const a = (y0 * width + x0) * 4;
      const b = (y0 * width + x1) * 4;
      const c = (y1 * width + x0) * 4;
      const d = (y1 * width + x1) * 4;
      for (let k = 0; k < 4; k++) {
        const top = (data[a + k] as number) * (1 - tx) + (data[b + k] as number) * tx;
        const bottom = (data[c + k] as number) * (1 - tx) + (data[d + k] as number) * tx;
        out[(y * w + x) * 4 + k] = top * (1 - ty) + bottom * ty;
      }
    }
  }
  return { data: out, width: w, height: h };
}

/** Summed-area table of `values` ((w+1) × (h+1)). */
function integral(values: ArrayLike<number>, w: number, h: number): Float64Array {
  const table = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += values[y * w + x] as number;
      table[(y + 1) * (w + 1) + x + 1] = (table[y * (w + 1) + x + 1] as number) + row;
    }
  }
  return table;
}

/** Sum of a summed-area table over [x0, x1) × [y0, y1). */
function boxSum(t: Float64Array, w: number, x0: number, y0: number, x1: number, y1: number) {
  const s = w + 1;
  return (
    (t[y1 * s + x1] as number) -
    (t[y0 * s + x1] as number) -
    (t[y1 * s + x0] as number) +
    (t[y0 * s + x0] as number)
  );
}

/** Pixels whose whole (2r+1)² neighbourhood is garment. */
function erode(on: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const table = integral(on, w, h);
  const full = (2 * r + 1) ** 2;
  const out = new Uint8Array(w * h);
  for (let y = r; y < h - r; y++) {
    for (let x = r; x < w - r; x++) {
      if (boxSum(table, w, x - r, y - r, x + r + 1, y + r + 1) === full) out[y * w + x] = 1;
    }
  }
  return out;
}

/** `channel` minus its mean over the interior pixels of the box around each pixel. */
function highPass(
  channel: Float32Array,
  interior: Uint8Array,
  counts: Float64Array,
  w: number,
  h: number,
): Float32Array {
  const masked = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) if (interior[i]) masked[i] = channel[i] as number;
  const table = integral(masked, w, h);
  const out = new Float32Array(w * h);
  const r = HIGH_PASS_RADIUS;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!interior[i]) continue;
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const mean = boxSum(table, w, x0, y0, x1, y1) / boxSum(counts, w, x0, y0, x1, y1);
      out[i] = (channel[i] as number) - mean;
    }
  }
  return out;
}

/** Bin of each block pixel for each angle: its distance along the angle's normal. */
const BLOCK_BINS: Int8Array[] = Array.from({ length: ANGLES }, (_, k) => {
  const angle = (k * Math.PI) / ANGLES;
  const bins = new Int8Array(BLOCK * BLOCK);
  for (let y = 0; y < BLOCK; y++) {
    for (let x = 0; x < BLOCK; x++) {
      bins[y * BLOCK + x] = Math.round(x * Math.cos(angle) + y * Math.sin(angle)) + BLOCK;
    }
  }
  return bins;
});

interface Bands {
  patternedShare: number;
  bandMain: number;
  bandCross: number;
  checkScore: number;
  /** The bands' dominant normal (radians, image axes). */
  angle: number;
}

/**
 * Band energies of the patterned blocks: for each angle, the share of a block's high-passed
 * colour energy that is constant along lines at that angle (pixels binned by their distance
 * along the normal). Half the pixels (a checkerboard) are enough and twice as fast.
 */
function blockBands(hp: Float32Array[], interior: Uint8Array, w: number, h: number): Bands {
  const [hl, ha, hb] = hp as [Float32Array, Float32Array, Float32Array];
  const bins = 2 * BLOCK + 2;
  const sl = new Float64Array(bins);
  const sa = new Float64Array(bins);
  const sb = new Float64Array(bins);
  const nn = new Float64Array(bins);
  const energy = new Float64Array(ANGLES);
  const votes = new Float64Array(ANGLES);
  const index = new Int32Array(BLOCK * BLOCK);
  const half = ANGLES / 2;
  let blocks = 0;
  let patterned = 0;
  let mainSum = 0;
  let crossSum = 0;
  let checkSum = 0;
  for (let by = 0; by + BLOCK <= h; by += BLOCK_STEP) {
    for (let bx = 0; bx + BLOCK <= w; bx += BLOCK_STEP) {
      let inside = 0;
      let power = 0;
      for (let y = 0; y < BLOCK; y++) {
        for (let x = 0; x < BLOCK; x++) {
          const i = (by + y) * w + bx + x;
          const keep = interior[i] === 1 && ((x + y) & 1) === 0;
          index[y * BLOCK + x] = keep ? i : -1;
          if (!keep) continue;
          inside++;
          power += hl[i]! * hl[i]! + ha[i]! * ha[i]! + hb[i]! * hb[i]!;
        }
      }
      if (inside < ((BLOCK * BLOCK) / 2) * BLOCK_MIN_INTERIOR) continue;
      blocks++;
      if (power / inside < BLOCK_AMPLITUDE * BLOCK_AMPLITUDE) continue;
      patterned++;
      for (let k = 0; k < ANGLES; k++) {
        sl.fill(0);
        sa.fill(0);
        sb.fill(0);
        nn.fill(0);
        const binOf = BLOCK_BINS[k] as Int8Array;
        for (let p = 0; p < BLOCK * BLOCK; p++) {
          const i = index[p] as number;
          if (i < 0) continue;
          const bin = binOf[p] as number;
          sl[bin]! += hl[i]!;
          sa[bin]! += ha[i]!;
          sb[bin]! += hb[i]!;
          nn[bin]! += 1;
        }
        let e = 0;
        for (let b = 0; b < bins; b++) {
          const n = nn[b] as number;
          if (n > 0) e += (sl[b]! * sl[b]! + sa[b]! * sa[b]! + sb[b]! * sb[b]!) / n;
        }
        energy[k] = e / power;
      }
      let best = 0;
      for (let k = 1; k < ANGLES; k++) if (energy[k]! > energy[best]!) best = k;
      mainSum += energy[best]!;
      crossSum += energy[(best + half) % ANGLES]!;
      votes[best]! += energy[best]!;
      // A check's lines: the perpendicular pair with the most energy, both above the diagonals.
      let pair = 0;
      for (let k = 1; k < half; k++) {
        if (energy[k]! + energy[k + half]! > energy[pair]! + energy[pair + half]!) pair = k;
      }
      const axes = Math.min(energy[pair]!, energy[pair + half]!);
      const diagonals = Math.max(
        energy[(pair + half / 2) % ANGLES]!,
        energy[(pair + (3 * half) / 2) % ANGLES]!,
      );
      checkSum += axes - diagonals;
    }
  }
  let top = 0;
  for (let k = 1; k < ANGLES; k++) if (votes[k]! > votes[top]!) top = k;
  return {
    patternedShare: blocks ? patterned / blocks : 0,
    bandMain: patterned ? mainSum / patterned : 0,
    bandCross: patterned ? crossSum / patterned : 0,
    checkScore: patterned ? checkSum / patterned : 0,
    angle: (top * Math.PI) / ANGLES,
  };
}

/**
 * Autocorrelation of the high-passed colour along `angle` (radians) for shifts MIN..MAX_SHIFT:
 * the peak after the first trough, as a repeat shows (0 when there is none).
 */
function periodicity(
  hp: Float32Array[],
  interior: Uint8Array,
  w: number,
  h: number,
  angle: number,
): number {
  const [hl, ha, hb] = hp as [Float32Array, Float32Array, Float32Array];
  const curve: number[] = [];
  for (let d = MIN_SHIFT; d <= MAX_SHIFT; d++) {
    const ox = Math.round(Math.cos(angle) * d);
    const oy = Math.round(Math.sin(angle) * d);
    let cross = 0;
    let norm = 0;
    for (let y = Math.max(0, -oy); y < Math.min(h, h - oy); y += PERIOD_STRIDE) {
      for (let x = Math.max(0, -ox); x < Math.min(w, w - ox); x += PERIOD_STRIDE) {
        const i = y * w + x;
        const j = i + oy * w + ox;
        if (!interior[i] || !interior[j]) continue;
        cross += hl[i]! * hl[j]! + ha[i]! * ha[j]! + hb[i]! * hb[j]!;
        const pi = hl[i]! * hl[i]! + ha[i]! * ha[i]! + hb[i]! * hb[i]!;
        const pj = hl[j]! * hl[j]! + ha[j]! * ha[j]! + hb[j]! * hb[j]!;
        norm += (pi + pj) / 2;
      }
    }
    curve.push(norm > 0 ? cross / norm : 0);
  }
  let trough = -1;
  for (let k = 1; k < curve.length - 1; k++) {
    if (curve[k]! <= curve[k - 1]! && curve[k]! < curve[k + 1]!) {
      trough = k;
      break;
    }
  }
  if (trough < 0) return 0;
  let peak = -1;
  for (let k = trough + 1; k < curve.length; k++) peak = Math.max(peak, curve[k]!);
  return Math.max(0, Math.min(peak, peak - curve[trough]!));
}

/** Distinct colours among `count` OKLab samples (k-means from farthest points, deterministic). */
function countColours(samples: Float32Array, count: number): number {
  const k = 6;
  if (count < k * 10) return 1;
  const point = new Float64Array(count * 3);
  for (let i = 0; i < count; i++) {
    point[i * 3] = samples[i * 3]! * 0.5;
    point[i * 3 + 1] = samples[i * 3 + 1]!;
    point[i * 3 + 2] = samples[i * 3 + 2]!;
  }
  const centres = new Float64Array(k * 3);
  const d2 = (i: number, c: number) =>
    (point[i * 3]! - centres[c * 3]!) ** 2 +
    (point[i * 3 + 1]! - centres[c * 3 + 1]!) ** 2 +
    (point[i * 3 + 2]! - centres[c * 3 + 2]!) ** 2;
  const nearest = new Float64Array(count).fill(Infinity);
  for (let c = 0, next = 0; c < k; c++) {
    for (let j = 0; j < 3; j++) centres[c * 3 + j] = point[next * 3 + j]!;
    for (let i = 0; i < count; i++) {
      nearest[i] = Math.min(nearest[i]!, d2(i, c));
      if (nearest[i]! > nearest[next]!) next = i;
    }
  }
  const sizes = new Float64Array(k);
  const sums = new Float64Array(k * 3);
  for (let iteration = 0; iteration < 8; iteration++) {
    sizes.fill(0);
    sums.fill(0);
    for (let i = 0; i < count; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const d = d2(i, c);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      sizes[best]! += 1;
      for (let j = 0; j < 3; j++) sums[best * 3 + j]! += point[i * 3 + j]!;
    }
    for (let c = 0; c < k; c++) {
      if (sizes[c]! === 0) continue;
      for (let j = 0; j < 3; j++) centres[c * 3 + j] = sums[c * 3 + j]! / sizes[c]!;
    }
  }
  const order = [...Array(k).keys()].sort((a, b) => sizes[b]! - sizes[a]!);
  const kept: number[] = [];
  for (const c of order) {
    if (sizes[c]! < count * COLOUR_MIN_SHARE) continue;
    const apart = kept.every((o) => {
      let d = 0;
      for (let j = 0; j < 3; j++) d += (centres[c * 3 + j]! - centres[o * 3 + j]!) ** 2;
      return d >= COLOUR_MIN_DISTANCE ** 2;
    });
    if (apart) kept.push(c);
  }
  return kept.length;
}

/** Cells of `set` inside a fully set 2×2 square: lines one cell wide go. */
function openSquares(set: Uint8Array, columns: number, rows: number): Uint8Array {
  const out = new Uint8Array(set.length);
  for (let y = 0; y + 1 < rows; y++) {
    for (let x = 0; x + 1 < columns; x++) {
      const c = y * columns + x;
      if (set[c] && set[c + 1] && set[c + columns] && set[c + columns + 1]) {
        out[c] = out[c + 1] = out[c + columns] = out[c + columns + 1] = 1;
      }
    }
  }
  return out;
}

/** Size of the largest 4-connected blob of `set` that is big enough each way and enclosed by
 * the garment's cells. */
function largestEnclosedBlob(
  set: Uint8Array,
  garment: Uint8Array,
  columns: number,
  rows: number,
): number {
  const seen = new Uint8Array(set.length);
  const stack: number[] = [];
  let largest = 0;
  for (let start = 0; start < set.length; start++) {
    if (!set[start] || seen[start]) continue;
    let size = 0;
    let [x0, x1, y0, y1] = [columns, 0, rows, 0];
    let rim = 0;
    let rimGarment = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const c = stack.pop() as number;
      size++;
      const cx = c % columns;
      const cy = (c - cx) / columns;
      x0 = Math.min(x0, cx);
      x1 = Math.max(x1, cx);
      y0 = Math.min(y0, cy);
      y1 = Math.max(y1, cy);
      const neighbours = [
        cx + 1 < columns ? c + 1 : -1,
        cx > 0 ? c - 1 : -1,
        cy + 1 < rows ? c + columns : -1,
        c - columns,
      ];
      for (const n of neighbours) {
        if (n >= 0 && set[n]) {
          if (!seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        } else {
          rim++;
          if (n >= 0 && garment[n]) rimGarment++;
        }
      }
    }
    const bigEnough = x1 - x0 + 1 >= GRAPHIC_MIN_SIDE && y1 - y0 + 1 >= GRAPHIC_MIN_SIDE;
    if (bigEnough && rimGarment >= rim * GRAPHIC_ENCLOSED) largest = Math.max(largest, size);
  }
  return largest;
}

/** The measures readFabric decides on. Throws a RangeError when `data` is shorter than the size. */
export function measureFabric(rgba: RgbaImage): FabricMeasures {
  if (rgba.width < 1 || rgba.height < 1 || rgba.data.length < rgba.width * rgba.height * 4) {
    throw new RangeError(`RGBA data does not hold ${rgba.width}×${rgba.height} pixels`);
  }
  const { width: w, height: h, data } = resample(rgba);
  const n = w * h;
  const on = new Uint8Array(n);
  for (let i = 0; i < n; i++) on[i] = (data[i * 4 + 3] as number) >= ALPHA_SOLID ? 1 : 0;
  const interior = erode(on, w, h, ERODE_RADIUS);

  // OKLab of the garment's pixels.
  const L = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (!on[i]) continue;
    const r = SRGB_TO_LINEAR[data[i * 4] as number] as number;
    const g = SRGB_TO_LINEAR[data[i * 4 + 1] as number] as number;
    const b = SRGB_TO_LINEAR[data[i * 4 + 2] as number] as number;
    const l = Math.cbrt(0.4122214708 * r + 0.5363371205 * g + 0.0514459929 * b);
    const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    L[i] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
    A[i] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
    B[i] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
    if (interior[i]) count++;
  }

  // About 2 000 interior samples: the base colour (median) and the colour count.
  const stride = Math.max(1, Math.floor(count / 2000));
  const samples = new Float32Array(Math.ceil(count / stride) * 3);
  let sampled = 0;
  for (let i = 0, seen = 0; i < n; i++) {
    if (!interior[i] || seen++ % stride !== 0) continue;
    samples[sampled * 3] = L[i] as number;
    samples[sampled * 3 + 1] = A[i] as number;
    samples[sampled * 3 + 2] = B[i] as number;
    sampled++;
  }
  const median = (j: number) => {
    const values = Array.from({ length: sampled }, (_, i) => samples[i * 3 + j] as number);
    values.sort((a, b) => a - b);
    return values.length ? (values[values.length >> 1] as number) : 0;
  };
  const baseL = Math.max(0.05, median(0));
  const baseA = median(1);
  const baseB = median(2);

  // Cells: strong colour edges (Sobel on L, a and b) and pixels off the base colour.
  const columns = Math.ceil(w / CELL);
  const rows = Math.ceil(h / CELL);
  const cellIn = new Int32Array(columns * rows);
  const cellEdge = new Int32Array(columns * rows);
  const cellOff = new Int32Array(columns * rows);
  const strong = 64 * EDGE_STRONG * EDGE_STRONG;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!interior[i]) continue;
      const c = ((y / CELL) | 0) * columns + ((x / CELL) | 0);
      cellIn[c]!++;
      let g2 = 0;
      for (let k = 0; k < 3; k++) {
        const v = k === 0 ? L : k === 1 ? A : B;
        const up = i - w;
        const down = i + w;
        const right = v[up + 1]! + 2 * v[i + 1]! + v[down + 1]!;
        const left = v[up - 1]! + 2 * v[i - 1]! + v[down - 1]!;
        const below = v[down - 1]! + 2 * v[down]! + v[down + 1]!;
        const above = v[up - 1]! + 2 * v[up]! + v[up + 1]!;
        g2 += (right - left) ** 2 + (below - above) ** 2;
      }
      if (g2 >= strong) cellEdge[c]!++;
      const ratio = L[i]! / baseL;
      const offLight =
        Math.abs(L[i]! - baseL) >= OFF_LIGHTNESS &&
        (ratio < SHADE_RATIO[0] || ratio > SHADE_RATIO[1]);
      const offColour = Math.hypot(A[i]! - baseA * ratio, B[i]! - baseB * ratio) >= OFF_CHROMA;
      if (offLight || offColour) cellOff[c]!++;
    }
  }
  const garmentCells = new Uint8Array(columns * rows);
  const graphic = new Uint8Array(columns * rows);
  let cells = 0;
  let busy = 0;
  for (let c = 0; c < columns * rows; c++) {
    const inside = cellIn[c] as number;
    if (inside < CELL * CELL * CELL_MIN_INTERIOR) continue;
    cells++;
    garmentCells[c] = 1;
    const edges = (cellEdge[c] as number) / inside;
    const off = (cellOff[c] as number) / inside;
    if (edges >= CELL_BUSY) busy++;
    const inked = edges >= CELL_BUSY && off >= GRAPHIC_OFF;
    const painted = off >= GRAPHIC_SOLID_OFF && edges >= GRAPHIC_SOLID_EDGES;
    if (inked || painted) graphic[c] = 1;
  }
  const graphicCells = largestEnclosedBlob(
    openSquares(graphic, columns, rows),
    garmentCells,
    columns,
    rows,
  );

  // The high-passed colour: its bands per block, its spread, and its repeat when banded.
  const counts = integral(interior, w, h);
  const hp = [L, A, B].map((channel) => highPass(channel, interior, counts, w, h));
  const bands = blockBands(hp, interior, w, h);
  let chromaPower = 0;
  let lightPower = 0;
  for (let i = 0; i < n; i++) {
    if (!interior[i]) continue;
    lightPower += hp[0]![i]! ** 2;
    chromaPower += hp[1]![i]! ** 2 + hp[2]![i]! ** 2;
  }
  const banded =
    (bands.bandMain >= STRIPE_BAND && bands.bandCross <= STRIPE_CROSS) ||
    bands.checkScore >= CHECK_SCORE;
  const repeat = (angle: number) => (banded ? periodicity(hp, interior, w, h, angle) : 0);

  return {
    interior: count,
    busyShare: cells ? busy / cells : 0,
    graphicShare: cells ? graphicCells / cells : 0,
    patternedShare: bands.patternedShare,
    bandMain: bands.bandMain,
    bandCross: bands.bandCross,
    checkScore: bands.checkScore,
    mainPeriodicity: repeat(bands.angle),
    crossPeriodicity: repeat(bands.angle + Math.PI / 2),
    chromaSpread: count ? Math.sqrt(chromaPower / count) : 0,
    lightSpread: count ? Math.sqrt(lightPower / count) : 0,
    colours: countColours(samples, sampled),
    lightness: baseL,
    chroma: Math.hypot(baseA, baseB),
    hue: ((Math.atan2(baseB, baseA) * 180) / Math.PI + 360) % 360,
  };
}

/** The pattern the measures show; 'plain' whenever the evidence is not clear. */
export function patternOf(m: FabricMeasures): FabricPattern {
  const allOverRepeat = (p: number) =>
    m.patternedShare >= PATTERNED_ALL_OVER && m.chromaSpread >= LOW_CONTRAST_CHROMA && p >= REPEAT;

  const stripes = m.bandMain >= STRIPE_BAND && m.bandCross <= STRIPE_CROSS;
  if (stripes && (m.busyShare >= STRIPE_BUSY || allOverRepeat(m.mainPeriodicity))) {
    return 'striped';
  }
  const pinstripes =
    m.busyShare >= PINSTRIPE_BUSY && m.bandMain >= PINSTRIPE_BAND && m.bandCross <= PINSTRIPE_CROSS;
  if (pinstripes) return 'striped';

  if (m.checkScore >= CHECK_SCORE) {
    const repeats = allOverRepeat(m.mainPeriodicity) && allOverRepeat(m.crossPeriodicity);
    if (m.busyShare >= CHECK_BUSY || repeats) return 'checked';
  }

  if (m.busyShare >= ALL_OVER_BUSY && m.bandMain <= ALL_OVER_BAND) {
    if (m.chromaSpread >= FLORAL_CHROMA || m.colours >= FLORAL_COLOURS) return 'floral';
    if (m.chromaSpread >= PRINT_CHROMA || m.lightSpread >= PRINT_LIGHTNESS) return 'printed';
    // Busy all over in one colour with no print in it: a marl, a tweed, a crinkled weave.
    return 'plain';
  }
  return m.graphicShare >= GRAPHIC_SHARE ? 'printed' : 'plain';
}

/** Whether the measures show blue denim's colour (hue, chroma and lightness of the base). */
export function isDenim(m: FabricMeasures): boolean {
  const within = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
  return (
    within(m.hue, DENIM_HUE) &&
    within(m.chroma, DENIM_CHROMA) &&
    within(m.lightness, DENIM_LIGHTNESS)
  );
}

/**
 * What a garment's cloth looks like. `rgba` is the garment cut out on a transparent background
 * (alpha = garment), row by row, 4 bytes a pixel, best about WORK_SIDE on its long side (it is
 * read at that size). Conservative: 'plain' unless a pattern is clear; denim only for plain or
 * printed cloth in denim's blues.
 */
export function readFabric(rgba: {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
}): FabricReading {
  const m = measureFabric(rgba);
  const pattern = patternOf(m);
  return { pattern, denim: (pattern === 'plain' || pattern === 'printed') && isDenim(m) };
}
