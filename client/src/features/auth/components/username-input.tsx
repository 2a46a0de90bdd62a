import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';

/** The username as typed: no capitals or spelling fixes a phone would add; always required. */
export function UsernameInput(props: ComponentProps<typeof Input>) {
  return (
    <Input autoComplete="username" autoCapitalize="none" spellCheck={false} required {...props} />
  );
}
