import { useState } from 'react';

/**
 * For a part loaded on first use (a menu, a dialog, a drawer): its code starts loading when the
 * pointer or focus reaches the button, and the part is `wanted` from the first press on. Spread
 * `triggerProps` on the button that stands in for it until then.
 */
export function useLoadOnIntent(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const triggerProps = {
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: want,
  };
  return { wanted, want, triggerProps };
}
