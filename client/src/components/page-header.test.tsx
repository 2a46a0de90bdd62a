import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('gives the page its one h1, its line and its actions', () => {
    render(
      <PageHeader
        title="Capsule Wardrobe Builder"
        description="Create curated collections of essential, versatile pieces"
        actions={<Button>Create Capsule</Button>}
      />,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Capsule Wardrobe Builder');
    expect(
      screen.getByText('Create curated collections of essential, versatile pieces'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Capsule' })).toBeInTheDocument();
  });

  it('shows only what it is given', () => {
    render(<PageHeader title="Alter Egos" />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Alter Egos$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts an eyebrow line above the title', () => {
    render(<PageHeader eyebrow="Monday, March 3" title="Welcome back, Ada" />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Monday, March 3Welcome back, Ada$/);
  });
});
