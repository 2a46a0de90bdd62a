import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Stylist, StylistItem } from '../../stylist/stylist.ts';

/** How many counts are remembered: a few per capsule of every account in use. */
const REMEMBERED = 2_000;

/** What a count depends on: the pieces as the stylist reads them, not how often they were worn. */
const fingerprint = (pieces: readonly StylistItem[]) =>
  createHash('sha256')
    .update(JSON.stringify(pieces.map(({ timesWorn: _t, lastWorn: _l, ...piece }) => piece)))
    .digest('base64url');

/**
 * The outfit count on each capsule card (spec §9), remembered by the pieces it was counted from:
 * counting enumerates every combination (tens of milliseconds for 50 pieces), and the capsule list
 * asks for every card each time it is read. A change to a piece counts again; the oldest counts
 * are forgotten first. After each count the event loop serves others before the next one.
 */
export function createOutfitCounts(stylist: Pick<Stylist, 'outfitCount'>) {
  const known = new Map<string, number>();
  return {
    async count(pieces: readonly StylistItem[]): Promise<number> {
      if (pieces.length === 0) return 0;
      const key = fingerprint(pieces);
      const remembered = known.get(key);
      if (remembered !== undefined) {
        // Map order is the order of use: a hit moves to the back.
        known.delete(key);
        known.set(key, remembered);
        return remembered;
      }
      const counted = await stylist.outfitCount(pieces);
      known.set(key, counted);
      if (known.size > REMEMBERED) known.delete(known.keys().next().value!);
      // A count holds the event loop for up to tens of milliseconds: others go before the next.
      await nextTurn();
      return counted;
    },
  };
}
