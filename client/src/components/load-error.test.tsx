import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('says what could not be loaded and retries on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="Your capsules could not be loaded." onRetry={onRetry} />);

    expect(screen.getByText('Your capsules could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
