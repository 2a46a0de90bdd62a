import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('tooltip', () => {
  it('opens after the 700 ms delay of spec §9', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Save</TooltipTrigger>
          <TooltipContent>Save this outfit</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );

    fireEvent.pointerMove(screen.getByRole('button', { name: 'Save' }), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(650);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Save this outfit');
  });
});
