import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, applyTheme, readThemePreference } from '@/lib/theme.ts';
import { ThemeProvider, useTheme } from './theme-provider.tsx';

function Probe() {
  const { preference, resolved, setPreference } = useTheme();
  return (
    <div>
      <p>
        {preference}/{resolved}
      </p>
      <button type="button" onClick={() => setPreference('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setPreference('light')}>
        light
      </button>
    </div>
  );
}

describe('theme', () => {
  it('follows the system when nothing is stored', () => {
    expect(readThemePreference()).toBe('system');
  });

  it('puts the dark class on <html> and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByText('dark/dark')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveClass('light');
  });

  it('applies a stored choice before React renders', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyTheme(readThemePreference());
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
  });
});
