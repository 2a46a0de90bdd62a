import type {
  CreateGoalInput,
  Goal,
  SustainabilityStats,
  UpdateGoalInput,
} from '../../../contract/sustainability.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/domain-errors.ts';
import { canonicalId } from '../../lib/ids.ts';
import { goalProgress, toGoal } from './goal-progress.ts';
import { impactStats, trendStart } from './impact-stats.ts';
import { createSustainabilityRepo, type GoalPatch, type GoalRow, type PieceFacts } from './repo.ts';

export interface SustainabilityDeps {
  db: Db;
  clock: Clock;
}

const goalNotFound = () => notFound('Goal not found');

function goalId(id: string): string {
  const canonical = canonicalId(id);
  if (canonical === null) throw goalNotFound();
  return canonical;
}

const toDate = (day: string | null | undefined) =>
  day === undefined ? undefined : day === null ? null : new Date(`${day}T00:00:00Z`);

/** 'Your Fashion Impact': the numbers of the user's own wardrobe and wear log, and their goals. */
export function createSustainabilityService({ db, clock }: SustainabilityDeps) {
  const repo = createSustainabilityRepo(db);

  /**
   * Measures a goal now. Reaching it completes it for good (an achievement is not taken back);
   * a measured value that changed is stored, so the row agrees with what the page shows.
   */
  async function measure(row: GoalRow, pieces: readonly PieceFacts[]): Promise<Goal> {
    const progress = goalProgress(row, pieces, clock.now());
    const isCompleted = row.isCompleted || progress.reached;
    let current = row;
    if (row.currentValue !== progress.currentValue || row.isCompleted !== isCompleted) {
      current =
        (await repo.updateGoal(row.userId, row.id, {
          currentValue: progress.currentValue,
          isCompleted,
        })) ?? row;
    }
    return toGoal(current, progress);
  }

  return {
    /** Spec §3's four values and the rest of the page, from one read of the wardrobe. */
    async stats(userId: string): Promise<SustainabilityStats> {
      const now = clock.now();
      const [pieces, wears] = await Promise.all([
        repo.activePieces(userId),
        repo.wearsByMonth(userId, trendStart(now)),
      ]);
      return impactStats(pieces, wears, now);
    },

    /** The user's goals, newest first, each measured now. */
    async listGoals(userId: string): Promise<Goal[]> {
      const [rows, pieces] = await Promise.all([repo.listGoals(userId), repo.activePieces(userId)]);
      return Promise.all(rows.map((row) => measure(row, pieces)));
    },

    async createGoal(userId: string, input: CreateGoalInput): Promise<Goal> {
      const row = await repo.insertGoal({
        userId,
        goalType: input.goalType,
        title: input.title,
        description: input.description ?? null,
        targetValue: input.targetValue,
        targetDate: toDate(input.targetDate) ?? null,
      });
      return measure(row, await repo.activePieces(userId));
    },

    /** Edits what the user set; a utilization target stays within 100%. */
    async updateGoal(userId: string, id: string, input: UpdateGoalInput): Promise<Goal> {
      const existing = await repo.findGoal(userId, goalId(id));
      if (!existing) throw goalNotFound();
      if (existing.goalType === 'utilization' && (input.targetValue ?? 0) > 100) {
        throw badRequest('targetValue: A utilization target is at most 100%');
      }
      const patch: GoalPatch = {
        title: input.title,
        description: input.description,
        targetValue: input.targetValue,
        targetDate: toDate(input.targetDate),
      };
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as GoalPatch;
      const row = Object.keys(changes).length
        ? await repo.updateGoal(userId, existing.id, changes)
        : existing;
      if (!row) throw goalNotFound();
      return measure(row, await repo.activePieces(userId));
    },

    async deleteGoal(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteGoal(userId, goalId(id)))) throw goalNotFound();
    },
  };
}

export type SustainabilityService = ReturnType<typeof createSustainabilityService>;
