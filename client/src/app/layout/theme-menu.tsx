import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { ThemePreference } from '@/lib/theme.ts';
import { useTheme } from '../theme-provider.tsx';
import { ThemeButton, THEME_OPTIONS } from './theme-button.tsx';

function isPreference(value: string): value is ThemePreference {
  return THEME_OPTIONS.some((option) => option.value === value);
}

/**
 * The theme button with its menu (Radix, with Floating UI to place it): loaded on the first
 * press of ThemeToggle's plain button, which it replaces, opening at once.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const { preference, setPreference } = useTheme();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ThemeButton className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel>Appearance</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => {
            if (isPreference(value)) setPreference(value);
          }}
        >
          {THEME_OPTIONS.map(({ value, label, icon: OptionIcon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <OptionIcon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
