import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialog } from './use-dialog.ts';

describe('useDialog', () => {
  it('opens on a value, and closes keeping the last one', () => {
    const { result } = renderHook(() => useDialog<string>());
    expect(result.current).toMatchObject({ open: false, value: null });

    act(() => result.current.show('Summer in Lisbon'));
    expect(result.current).toMatchObject({ open: true, value: 'Summer in Lisbon' });

    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ open: false, value: 'Summer in Lisbon' });
  });
});
