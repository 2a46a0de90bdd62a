import type { ReactNode } from 'react';
import type { GarmentShape } from '../garment-kind.ts';

// Each garment on a 64 x 64 grid: `body` is filled with the piece's colour, `details` are seams,
// collars and laces drawn over it, `sole` is a shoe's sole (always a light or dark rubber).
interface ShapeParts {
  body: string;
  details?: ReactNode;
  sole?: { d: string; tone: 'light' | 'dark' };
}

const TEE_BODY =
  'M23 10 14 13 6 22l6.5 6.5L17 25v29h30V25l4.5 3.5L58 22l-8-9-9-3c-2 4-5 6-9 6s-7-2-9-6Z';
const LONG_SLEEVES =
  'M23 9 13 12 8 22 6 50l6.5 1L15 29l2-2v29h30V27l2 2 2.5 22 6.5-1-2-28-5-10-10-3c-2 4-5 6-9 6s-7-2-9-6Z';

export const SHAPES: Readonly<Record<GarmentShape, ShapeParts>> = {
  tee: { body: TEE_BODY, details: <path d="M24 11c2 4 5 6 8 6s6-2 8-6" /> },
  shirt: {
    body: LONG_SLEEVES,
    details: (
      <>
        <path d="M23 9 32 19l9-10M32 19v37" />
        <circle cx="34.5" cy="27" r="0.9" />
        <circle cx="34.5" cy="36" r="0.9" />
        <circle cx="34.5" cy="45" r="0.9" />
      </>
    ),
  },
  sweater: {
    body: LONG_SLEEVES,
    details: <path d="M25 10c2 3.5 4.5 5 7 5s5-1.5 7-5M17 51h30M6.3 46.5l6.6.9M57.7 46.5l-6.6.9" />,
  },
  trousers: {
    body: 'M18 8h28l4 48H36.5L32 24l-4.5 32H14Z',
    details: <path d="M18 13h28M32 13v11M20.5 13c0 5 3 7 7 7M43.5 13c0 5-3 7-7 7" />,
  },
  shorts: {
    body: 'M16 14h32l4 30H35.5L32 28l-3.5 16H12Z',
    details: <path d="M16 19h32M32 19v9" />,
  },
  skirt: { body: 'M21 10h22l10 44H11Z', details: <path d="M21 15h22M27 15l-5 39M37 15l5 39" /> },
  dress: {
    body: 'M25 6 23 18c0 4-3 6-3 10l-8 28h40l-8-28c0-4-3-6-3-10L39 6l-4 2c-1 3-2 4-3 4s-2-1-3-4Z',
    details: <path d="M21.5 28h21" />,
  },
  jacket: {
    body: LONG_SLEEVES,
    details: (
      <>
        <path d="M23 9 32 36l9-27M32 36v20M22 44h6M36 44h6" />
        <circle cx="34.5" cy="40" r="1" />
      </>
    ),
  },
  // A rain jacket or anorak: a hood and a zip, no lapels.
  hooded: {
    body: 'M24 12c0-5 4-8 8-8s8 3 8 8l11 3 5 10 2 25-6.5 1-2.5-22-2-2v29H17V27l-2 2-2.5 22L6 50l2-25 5-10Z',
    details: <path d="M26 13c1 4 3.5 6 6 6s5-2 6-6M32 19v37M20 40h7M37 40h7" />,
  },
  coat: {
    body: 'M23 8 13 11 8 21 5 52l6.5 1L15 28l1-1-1 33h34l-1-33 1 1 3.5 25 6.5-1-3-31-5-10-10-3c-2 4-5 6-9 6s-7-2-9-6Z',
    details: (
      <>
        <path d="M23 8 32 30l9-22M32 30v30M16 38h32" />
        <circle cx="28" cy="33" r="1" />
        <circle cx="36" cy="33" r="1" />
      </>
    ),
  },
  sneaker: {
    body: 'M6 41c0-6 3-10 8-10l11-2c4-2 6-6 8-9l9 2c2 6 8 10 16 12 2 .6 2 4 2 7H6Z',
    details: <path d="M27 29l4 5M31 26.5l4 5M35 24l4 5M14 31c3 3 8 4 13 3" />,
    sole: { d: 'M5 41h56v4c0 2-1 3-3 3H8c-2 0-3-1-3-3Z', tone: 'light' },
  },
  boot: {
    body: 'M18 7h18v26c5 2 13 4 19 6 3 1 3 5 2 8H18Z',
    details: <path d="M18 12h18M27 7v26" />,
    sole: { d: 'M17 47h41v3c0 1.5-1 2.5-2.5 2.5H19.5c-1.5 0-2.5-1-2.5-2.5Z', tone: 'dark' },
  },
  shoe: {
    body: 'M4 45c0-5 2-8 6-9l9-2c3 2.5 8 3.5 13 2.5l7-2.5c6 0 12 3 18 6.5 2 1.2 3 3 3 4.5v1H4Z',
    details: <path d="M35 37c2.5 2 6.5 3 10.5 2.6M27 38.5h8" />,
    sole: { d: 'M4 47h56v2c0 1.5-1 2.5-2.5 2.5h-51C5 51.5 4 50.5 4 49Z', tone: 'dark' },
  },
  // A belt rolled up as shops display it: a band with a hole in the middle, the buckle in front.
  belt: {
    body: 'M32 14c15 0 27 8 27 18s-12 18-27 18S5 42 5 32s12-18 27-18Zm0 8c-11 0-18 4.5-18 10s7 10 18 10 18-4.5 18-10-7-10-18-10Z',
    details: (
      <>
        <rect x="25" y="41" width="14" height="12" rx="2" fill="none" />
        <path d="M32 44v6M45 45.5h.1M50 43h.1" />
      </>
    ),
  },
  bag: {
    body: 'M13 26h38l4 30H9Z',
    details: <path d="M22 26c0-14 20-14 20 0M11 36h42" />,
  },
  hat: {
    body: 'M8 44c0-4 8-6 14-6 0-12 4-20 10-20s10 8 10 20c6 0 14 2 14 6 0 4-48 4-48 0Z',
    details: <path d="M22 38c6 2 14 2 20 0" />,
  },
  scarf: {
    body: 'M18 8h28v10l-8 4v34h-9l1-34-12-4Z',
    details: <path d="M18 18h28M29 56v4M33 56v4M37 56v4" />,
  },
  tag: {
    body: 'M30 8h20a4 4 0 0 1 4 4v20L30 56 8 34Z',
    details: <circle cx="45" cy="17" r="3.5" />,
  },
};
