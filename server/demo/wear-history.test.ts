import { describe, expect, it } from 'vitest';
import { DEMO_PIECES } from './wardrobe/demo-wardrobe.ts';
import { addedAt, pieceWears } from './wear-history.ts';

const NOW = new Date('2026-11-24T19:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo wear history', () => {
  it('wears each piece as often as listed, after it was added, the newest on its last-worn day', () => {
    for (const piece of DEMO_PIECES) {
      const wears = pieceWears(piece, NOW);
      expect(wears, piece.name).toHaveLength(piece.wears);
      const days = new Set(wears.map((at) => at.toISOString().slice(0, 10)));
      expect(days.size, `${piece.name}: one wear a day`).toBe(wears.length);
      for (const at of wears) {
        expect(at.getTime(), piece.name).toBeGreaterThan(addedAt(piece, NOW).getTime());
        expect(at.getTime(), piece.name).toBeLessThan(NOW.getTime());
      }
      if (piece.wears > 0) {
        const newest = Math.max(...wears.map((at) => at.getTime()));
        expect(Math.floor((NOW.getTime() - newest) / DAY_MS), piece.name).toBe(
          piece.lastWornDaysAgo ?? 0,
        );
      }
    }
  });

  it('keeps seasonal pieces to their season, apart from the last wear', () => {
    const sandals = DEMO_PIECES.find((p) => p.name === 'Brown Leather Sandals')!;
    const months = pieceWears(sandals, NOW).map((at) => at.getUTCMonth());
    expect(months.every((m) => m >= 4 && m <= 8)).toBe(true);
    const puffer = DEMO_PIECES.find((p) => p.name === 'Black Puffer Jacket')!;
    const winter = pieceWears(puffer, NOW).map((at) => at.getUTCMonth());
    expect(winter.every((m) => m >= 9 || m <= 2)).toBe(true);
  });

  it('tells the same story on every run', () => {
    const piece = DEMO_PIECES[0]!;
    expect(pieceWears(piece, NOW)).toEqual(pieceWears(piece, NOW));
  });
});
