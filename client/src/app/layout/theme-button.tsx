import { Monitor, Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { ThemePreference } from '@/lib/theme.ts';
import { cn } from '@/lib/utils.ts';
import { useTheme } from '../theme-provider.tsx';

export const THEME_OPTIONS: { value: ThemePreference; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** The sun or moon button that opens the theme menu, named after the current choice. */
export function ThemeButton({ className, ...props }: ComponentProps<typeof Button>) {
  const { preference, resolved } = useTheme();
  const current = THEME_OPTIONS.find((option) => option.value === preference);
  const Icon = resolved === 'dark' ? Moon : Sun;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className={cn('text-muted-foreground hover:text-foreground', className)}
      aria-label={`Theme: ${current?.label ?? 'System'}`}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
