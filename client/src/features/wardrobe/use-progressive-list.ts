import { useEffect, useRef, useState } from 'react';

/**
 * Enough cards to fill the first screen at any width (four rows of four on a laptop, eight of two
 * on a phone), and no more: each one is script and layout before the first paint (Lighthouse's
 * blocking time on My Wardrobe halved from 48). The rest follow as the person scrolls.
 */
export const FIRST_BATCH = 16;
/** Small enough to build within a frame's budget on a slow phone (no task over 50 ms at 4× CPU). */
export const NEXT_BATCH = 24;

/** Start the next batch this far before the sentinel is on screen, so scrolling never waits. */
const LOOKAHEAD = '800px 0px';

/**
 * How many of `total` items to render: a first batch, then one more each time the sentinel
 * (an element after the last rendered item) comes near the viewport. A 1,000-piece wardrobe
 * would otherwise build ~18,500 elements at once and block the page for half a second.
 * `resetKey` starts over at the first batch (a new search, filter or sort).
 * Without IntersectionObserver (old browsers) everything renders at once.
 */
export function useProgressiveList(total: number, resetKey: string) {
  const [limit, setLimit] = useState(FIRST_BATCH);
  const [seenKey, setSeenKey] = useState(resetKey);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  if (seenKey !== resetKey) {
    // Adjusting state during render, as React recommends over an effect for resets.
    setSeenKey(resetKey);
    setLimit(FIRST_BATCH);
  }
  const supported = typeof IntersectionObserver !== 'undefined';
  const count = supported ? Math.min(limit, total) : total;
  const hasMore = count < total;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((shown) => shown + NEXT_BATCH);
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
    // `count` re-arms the observer after each batch: a sentinel still in view fires again.
  }, [hasMore, count]);

  return { count, hasMore, sentinelRef };
}
