import type { SustainabilityStats } from '@contract/sustainability.ts';
import { formatDollars } from '@/lib/format.ts';

/** The user's numbers as a short text to share. */
export function impactShareText(stats: SustainabilityStats): string {
  const lines = [
    'My fashion impact',
    `${stats.totalItems} pieces, ${stats.totalWears} wears logged`,
    `${stats.utilizationRate}% of my wardrobe worn`,
  ];
  if (stats.avgCostPerWear > 0)
    lines.push(`${formatDollars(stats.avgCostPerWear)} average cost per wear`);
  if (stats.daysSinceNewItem !== null && stats.daysSinceNewItem > 0) {
    lines.push(`${stats.daysSinceNewItem} days without a new piece`);
  }
  const earned = stats.achievements.filter((a) => a.earned).map((a) => a.title);
  if (earned.length) lines.push(`Achievements: ${earned.join(', ')}`);
  return lines.join('\n');
}

/** Web Share where the browser has it, else the clipboard. Answers what happened. */
export async function shareImpact(text: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'My fashion impact', text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
