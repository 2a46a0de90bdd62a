import {
  createGoalBodySchema,
  GOAL_TYPES,
  type Goal,
  type GoalType,
} from '@contract/sustainability.ts';
import { z } from 'zod';

// Cost per wear is stored in cents and typed in dollars.
const toInput = (type: GoalType, value: number) =>
  type === 'cost-per-wear' ? (value / 100).toFixed(2) : String(value);
const fromInput = (type: GoalType, text: string) =>
  type === 'cost-per-wear' ? Math.round(Number(text) * 100) : Number(text);

/**
 * 'Set New Goal': the fields as typed (the target in the type's unit, a blank date none), turned
 * into the goal's body and checked by the contract's schema (a whole target of at least 1, a
 * utilization of at most 100%), so Save waits for what the server would take.
 */
export const goalFormSchema = z
  .object({
    goalType: z.enum(GOAL_TYPES),
    title: z.string(),
    target: z.string(),
    targetDate: z.string(),
  })
  .transform(({ goalType, title, target, targetDate }): z.input<typeof createGoalBodySchema> => ({
    goalType,
    title,
    // A blank target is 0: refused by the contract like any target under 1.
    targetValue: fromInput(goalType, target),
    targetDate: targetDate || null,
  }))
  .pipe(createGoalBodySchema);

export type GoalFormValues = z.input<typeof goalFormSchema>;
/** The POST body; an edit sends it without the type, which a goal keeps. */
export type GoalFormOutput = z.output<typeof goalFormSchema>;

export function formFromGoal(goal: Goal | null): GoalFormValues {
  if (!goal) return { goalType: 'wear-each', title: '', target: '', targetDate: '' };
  return {
    goalType: goal.goalType,
    title: goal.title,
    target: toInput(goal.goalType, goal.targetValue),
    targetDate: goal.targetDate ?? '',
  };
}
