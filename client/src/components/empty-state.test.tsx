import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Shirt } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows the title as a heading, the hint and the button that gets going', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        icon={Shirt}
        title="No capsule wardrobes yet"
        description="Build your first capsule with essential, versatile pieces."
      >
        <Button onClick={onCreate}>Create Your First Capsule</Button>
      </EmptyState>,
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'No capsule wardrobes yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Build your first capsule with essential, versatile pieces.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Your First Capsule' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('can say its text without a heading, where the section has its own', () => {
    render(<EmptyState title="No posts yet" titleAs="p" size="section" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('No posts yet')).toBeInTheDocument();
  });

  it('keeps its icon out of the accessibility tree', () => {
    const { container } = render(<EmptyState icon={Shirt} title="Your wardrobe is empty" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
