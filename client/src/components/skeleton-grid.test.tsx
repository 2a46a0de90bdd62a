import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonGrid } from './skeleton-grid.tsx';

describe('SkeletonGrid', () => {
  it('draws the asked number of placeholders in a busy list', () => {
    render(<SkeletonGrid count={6} className="grid-cols-3" itemTestId="card-skeleton" />);

    const list = screen.getByRole('list', { name: 'Loading' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).toHaveClass('grid', 'grid-cols-3');
    expect(within(list).getAllByTestId('card-skeleton')).toHaveLength(6);
  });

  it('draws each placeholder in the shape it is given', () => {
    render(<SkeletonGrid count={2} renderItem={(index) => <span>placeholder {index + 1}</span>} />);
    expect(screen.getByText('placeholder 1')).toBeInTheDocument();
    expect(screen.getByText('placeholder 2')).toBeInTheDocument();
  });
});
