import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@/lib/toast.ts';
import { ToasterOnDemand } from './toaster-on-demand.tsx';

describe('ToasterOnDemand', () => {
  afterEach(() => act(() => resetToasts()));

  it('puts nothing on the page until the first toast, then shows it and stays', async () => {
    render(<ToasterOnDemand />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Item added successfully!' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await screen.findByText('Item added successfully!')).toBeInTheDocument();

    act(() => resetToasts());
    expect(screen.queryByText('Item added successfully!')).not.toBeInTheDocument();
    expect(region).toBeInTheDocument();
  });
});
