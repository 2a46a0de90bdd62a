import { describe, expect, it } from 'vitest';
import { capsuleFormSchema, capsuleFormValues } from './capsule-form.ts';

const parse = (fields: Partial<ReturnType<typeof capsuleFormValues>>) =>
  capsuleFormSchema.safeParse({ ...capsuleFormValues(null), ...fields });

describe('capsuleFormSchema', () => {
  it('turns the fields into the body: blanks null, the limit a number, no pieces yet', () => {
    expect(parse({ name: ' Workweek ', theme: 'work', maxItems: '12' }).data).toEqual({
      name: 'Workweek',
      description: null,
      theme: 'work',
      season: null,
      maxItems: 12,
      itemIds: [],
    });
    expect(parse({ name: 'Travel', maxItems: '' }).data?.maxItems).toBe(30);
  });

  it("refuses what the server would, in the contract's words", () => {
    expect(parse({}).error?.issues[0]?.message).toBe('Name is required');
    expect(parse({ name: 'Tiny', maxItems: '4' }).error?.issues[0]).toMatchObject({
      path: ['maxItems'],
      message: 'Maximum items must be at least 5',
    });
  });
});
