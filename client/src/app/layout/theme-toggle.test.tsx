import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/lib/theme.ts';
import { ThemeProvider } from '../theme-provider.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

describe('ThemeToggle', () => {
  it('opens its menu on the first press (loaded then) and applies the choice', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    // Before any use: a plain button, named after the current choice; no menu code yet.
    const button = screen.getByRole('button', { name: 'Theme: System' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('menu')).toHaveTextContent('Appearance');
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // Closed again, the loaded menu's button says what was chosen and opens the menu again.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  });
});
