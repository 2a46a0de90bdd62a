import type { Goal, GoalType } from '../../../contract/sustainability.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { averageCostPerWear, utilization } from './impact-stats.ts';
import type { GoalRow, PieceFacts } from './repo.ts';

export interface Progress {
  currentValue: number;
  /** 0–100. */
  progress: number;
  label: string;
  reached: boolean;
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.max(0, Math.min(100, Math.round((part / whole) * 100))) : 0;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A goal's progress measured from the user's data, in the goal type's unit:
 * - wear-each: pieces worn at least N times (reached when every piece is, with at least one piece);
 * - no-new-items: days since the goal was set or the newest piece was added, whichever is later;
 * - utilization: percent of pieces worn at least once;
 * - cost-per-wear: the average cost per wear in cents (reached when at or under the target).
 */
export function goalProgress(
  goal: Pick<GoalRow, 'goalType' | 'targetValue' | 'createdAt'>,
  pieces: readonly PieceFacts[],
  now: Date,
): Progress {
  const target = goal.targetValue ?? 0;
  switch (goal.goalType as GoalType) {
    case 'wear-each': {
      const done = pieces.filter((piece) => piece.timesWorn >= target).length;
      return {
        currentValue: done,
        progress: percent(done, pieces.length),
        label: `${done} of ${plural(pieces.length, 'piece')} worn ${target}+ times`,
        reached: pieces.length > 0 && done === pieces.length,
      };
    }
    case 'no-new-items': {
      const newest = Math.max(
        goal.createdAt.getTime(),
        ...pieces.map((p) => p.createdAt.getTime()),
      );
      const days = Math.max(0, Math.floor((now.getTime() - newest) / DAY_MS));
      return {
        currentValue: days,
        progress: percent(days, target),
        label: `${plural(days, 'day')} of ${target} without a new piece`,
        reached: days >= target,
      };
    }
    case 'utilization': {
      const rate = utilization(pieces);
      return {
        currentValue: rate,
        progress: percent(rate, target),
        label: `${rate}% of your wardrobe worn (goal ${target}%)`,
        reached: pieces.length > 0 && rate >= target,
      };
    }
    case 'cost-per-wear': {
      const average = averageCostPerWear(pieces);
      const cents = average === null ? 0 : Math.round(average * 100);
      const dollars = (value: number) => `$${(value / 100).toFixed(2)}`;
      return {
        currentValue: cents,
        progress: average === null ? 0 : cents <= target ? 100 : percent(target, cents),
        label:
          average === null
            ? `No priced piece worn yet (goal under ${dollars(target)})`
            : `${dollars(cents)} average per wear (goal ${dollars(target)})`,
        reached: average !== null && cents <= target,
      };
    }
    default:
      return { currentValue: 0, progress: 0, label: 'Unknown goal type', reached: false };
  }
}

/** A stored goal as answers show it, with its measured progress. */
export function toGoal(row: GoalRow, progress: Progress): Goal {
  return {
    id: row.id,
    userId: row.userId,
    goalType: row.goalType as GoalType,
    title: row.title,
    description: row.description,
    targetValue: row.targetValue ?? 0,
    currentValue: progress.currentValue,
    progress: row.isCompleted ? 100 : progress.progress,
    progressLabel: progress.label,
    targetDate: row.targetDate ? row.targetDate.toISOString().slice(0, 10) : null,
    isCompleted: row.isCompleted,
    createdAt: row.createdAt.toISOString(),
  };
}
