import { useId } from 'react';
import { cn } from '@/lib/utils.ts';

export const PRODUCT_NAME = 'AI Fashion Companion';

/** The hanger-and-sparkle mark (same drawing as public/favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c9826b" />
          <stop offset="1" stopColor="#8a4b3c" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M13.6 10.2a2.4 2.4 0 1 1 2.4 2.4v1.6L7.6 20.4c-.7.5-.4 1.6.5 1.6h15.8c.9 0 1.2-1.1.5-1.6L16 14.2"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M24 5.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z" fill="#fff" />
    </svg>
  );
}

/** Mark plus product name, as shown at the top of the sidebar and on public pages. */
export function BrandLogo({
  className,
  markClassName,
}: {
  className?: string;
  markClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className={markClassName} />
      <span className="text-[15px] leading-tight font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
