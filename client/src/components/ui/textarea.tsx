import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';
import { fieldClassName } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        fieldClassName,
        'field-sizing-content min-h-24 py-2.5 leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
