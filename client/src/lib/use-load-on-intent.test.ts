import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadOnIntent } from './use-load-on-intent.ts';

describe('useLoadOnIntent', () => {
  it('starts loading on pointer or focus, and wants the part from the first press on', () => {
    const load = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useLoadOnIntent(load));
    expect(result.current.wanted).toBe(false);

    act(() => result.current.triggerProps.onPointerEnter());
    act(() => result.current.triggerProps.onFocus());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.wanted).toBe(false);

    act(() => result.current.triggerProps.onClick());
    expect(result.current.wanted).toBe(true);
  });
});
