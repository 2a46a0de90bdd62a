import type { Goal } from '@contract/sustainability.ts';
import { describe, expect, it } from 'vitest';
import { formFromGoal, goalFormSchema, type GoalFormValues } from './goal-form-schema.ts';

const typed = (fields: Partial<GoalFormValues>): GoalFormValues => ({
  ...formFromGoal(null),
  title: 'Wear it all',
  target: '3',
  ...fields,
});
const problems = (fields: Partial<GoalFormValues>) => {
  const result = goalFormSchema.safeParse(typed(fields));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('goalFormSchema', () => {
  it('turns the fields as typed into the POST body: trimmed, a blank date null', () => {
    expect(goalFormSchema.parse(typed({ title: ' Wear it all ' }))).toEqual({
      goalType: 'wear-each',
      title: 'Wear it all',
      targetValue: 3,
      targetDate: null,
    });
  });

  it('types cost per wear in dollars and sends cents', () => {
    const body = goalFormSchema.parse(
      typed({ goalType: 'cost-per-wear', target: '2.5', targetDate: '2026-12-31' }),
    );
    expect(body).toMatchObject({ targetValue: 250, targetDate: '2026-12-31' });
  });

  it('refuses what the server would, in the contract’s words', () => {
    expect(problems({ title: '  ' })).toEqual(['title: Title is required']);
    expect(problems({ target: '' })).toEqual(['targetValue: Target must be at least 1']);
    expect(problems({ target: '1.5' })).toEqual(['targetValue: Target must be a whole number']);
    expect(problems({ goalType: 'utilization', target: '101' })).toEqual([
      'targetValue: A utilization target is at most 100%',
    ]);
  });

  it('fills the edit form from a goal, cents back in dollars', () => {
    const goal = {
      goalType: 'cost-per-wear',
      title: 'Cheap wears',
      targetValue: 250,
      targetDate: null,
    } as Goal;
    expect(formFromGoal(goal)).toEqual({
      goalType: 'cost-per-wear',
      title: 'Cheap wears',
      target: '2.50',
      targetDate: '',
    });
  });
});
