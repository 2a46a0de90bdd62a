import { SUGGESTION_COLORS, type SuggestionColor } from '@contract/shopping.ts';
import { cn } from '@/lib/utils.ts';
import { garmentShape } from '../garment-kind.ts';
import { SHAPES } from './garment-shapes.tsx';

// A print or an unknown colour is drawn in a quiet neutral rather than a guess.
const NO_COLOR = '#cfc8bd';
const SOLES = { light: '#f4f2ec', dark: '#2b2724' };

/** Whether seams on this fill read better in white (dark fills) than in black. */
function isDarkFill(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 140;
}

interface GarmentArtProps {
  category: string;
  itemName: string;
  color: SuggestionColor | null | undefined;
  className?: string;
}

/**
 * A suggestion drawn as its kind of garment in its colour: inline SVG, so it needs no network and
 * stays crisp. The outline takes the text colour, so a navy piece shows on a dark card too.
 */
export function GarmentArt({ category, itemName, color, className }: GarmentArtProps) {
  const shape = garmentShape(category, itemName);
  const { body, details, sole } = SHAPES[shape];
  const fill = color ? SUGGESTION_COLORS[color] : NO_COLOR;
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      data-testid="suggestion-art"
      data-shape={shape}
      data-color={color ?? 'none'}
      className={cn('overflow-visible', className)}
    >
      <g stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round">
        <path d={body} fill={fill} fillRule="evenodd" />
        {sole && <path d={sole.d} fill={SOLES[sole.tone]} />}
      </g>
      <g
        fill="none"
        stroke={isDarkFill(fill) ? 'rgb(255 255 255 / 0.55)' : 'rgb(0 0 0 / 0.3)'}
        strokeWidth={1.2}
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        {details}
      </g>
    </svg>
  );
}
