import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastAction } from '@/components/ui/toast.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { TOAST_LIMIT, toast, toastReducer, type ToasterToast } from './toast.ts';

const item = (id: string): ToasterToast => ({ id, title: id, open: true });

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('keeps at most one toast: the newest replaces the one on screen', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Item added successfully!' });
      toast({ title: 'Item deleted successfully!' });
    });

    expect(TOAST_LIMIT).toBe(1);
    expect(within(region()).getByText('Item deleted successfully!')).toBeInTheDocument();
    expect(within(region()).queryByText('Item added successfully!')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('caps the list in the reducer too', () => {
    const state = toastReducer({ toasts: [item('a')] }, { type: 'ADD_TOAST', toast: item('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('puts the viewport on the F8 hotkey', () => {
    render(<Toaster />);
    expect(region()).toBeInTheDocument();
  });

  it('carries an action button, e.g. Undo', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(<Toaster />);

    act(() => {
      toast({
        title: 'Item deleted successfully!',
        action: (
          <ToastAction altText="Undo the delete" onClick={undo}>
            Undo
          </ToastAction>
        ),
      });
    });
    await user.click(within(region()).getByRole('button', { name: 'Undo' }));

    expect(undo).toHaveBeenCalledOnce();
  });

  it('renders the destructive variant', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Login failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      });
    });
    expect(within(region()).getByRole('listitem')).toHaveClass('destructive');
  });

  it('closes after 5000 ms on screen', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Entry added!' });
    });

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(within(region()).getByText('Entry added!')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(region()).queryByText('Entry added!')).not.toBeInTheDocument();
  });

  it('can be dismissed through its handle', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saving...' });
    });
    act(() => handle?.dismiss());
    expect(within(region()).queryByText('Saving...')).not.toBeInTheDocument();
  });
});
