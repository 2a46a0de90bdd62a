import type { Lab } from './color-space.ts';

export interface Cluster {
  centroid: Lab;
  /** How many points fell in this cluster. */
  count: number;
}

/** mulberry32: a tiny seeded PRNG, so the same photo always yields the same colours. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const distanceSquared = (points: Float32Array, i: number, centroids: Float64Array, c: number) => {
  const dL = points[i * 3]! - centroids[c * 3]!;
  const da = points[i * 3 + 1]! - centroids[c * 3 + 1]!;
  const db = points[i * 3 + 2]! - centroids[c * 3 + 2]!;
  return dL * dL + da * da + db * db;
};

/**
 * k-means in CIELAB (Euclidean, i.e. CIE76) with k-means++ seeding from a fixed seed.
 * `points` holds L, a, b triples. Empty clusters are dropped from the answer.
 */
export function kmeansLab(
  points: Float32Array,
  k: number,
  { iterations = 12, seed = 0x5eed } = {},
): Cluster[] {
  const n = points.length / 3;
  if (n === 0) return [];
  const clusters = Math.min(k, n);
  const random = seededRandom(seed);
  const centroids = new Float64Array(clusters * 3);
  const nearest = new Float64Array(n).fill(Infinity);

  const place = (c: number, i: number) => {
    centroids[c * 3] = points[i * 3]!;
    centroids[c * 3 + 1] = points[i * 3 + 1]!;
    centroids[c * 3 + 2] = points[i * 3 + 2]!;
  };

  // k-means++: each new centre is drawn with probability proportional to its squared distance.
  place(0, Math.floor(random() * n));
  for (let c = 1; c < clusters; c++) {
    let total = 0;
    for (let i = 0; i < n; i++) {
      nearest[i] = Math.min(nearest[i]!, distanceSquared(points, i, centroids, c - 1));
      total += nearest[i]!;
    }
    if (total === 0) {
      place(c, Math.floor(random() * n));
      continue;
    }
    let target = random() * total;
    let chosen = n - 1;
    for (let i = 0; i < n; i++) {
      target -= nearest[i]!;
      if (target <= 0) {
        chosen = i;
        break;
      }
    }
    place(c, chosen);
  }

  const assignment = new Int32Array(n);
  const sums = new Float64Array(clusters * 3);
  const counts = new Int32Array(clusters);
  for (let iteration = 0; iteration < iterations; iteration++) {
    let moved = false;
    sums.fill(0);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < clusters; c++) {
        const distance = distanceSquared(points, i, centroids, c);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      }
      if (assignment[i] !== best || iteration === 0) moved = true;
      assignment[i] = best;
      counts[best]! += 1;
      sums[best * 3]! += points[i * 3]!;
      sums[best * 3 + 1]! += points[i * 3 + 1]!;
      sums[best * 3 + 2]! += points[i * 3 + 2]!;
    }
    for (let c = 0; c < clusters; c++) {
      if (counts[c] === 0) continue;
      centroids[c * 3] = sums[c * 3]! / counts[c]!;
      centroids[c * 3 + 1] = sums[c * 3 + 1]! / counts[c]!;
      centroids[c * 3 + 2] = sums[c * 3 + 2]! / counts[c]!;
    }
    if (!moved) break;
  }

  const result: Cluster[] = [];
  for (let c = 0; c < clusters; c++) {
    if (counts[c] === 0) continue;
    result.push({
      centroid: { L: centroids[c * 3]!, a: centroids[c * 3 + 1]!, b: centroids[c * 3 + 2]! },
      count: counts[c]!,
    });
  }
  return result;
}
