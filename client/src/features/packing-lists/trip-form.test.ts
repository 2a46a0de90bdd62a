import { describe, expect, it } from 'vitest';
import { emptyTripForm, tripFormSchema } from './trip-form.ts';

const parse = (fields: Partial<typeof emptyTripForm>) =>
  tripFormSchema.safeParse({ ...emptyTripForm, ...fields });

describe('tripFormSchema', () => {
  it('sends blanks as null and dates as ISO date-times', () => {
    const result = parse({ tripName: ' Lisbon ', startDate: '2025-01-05', notes: '  ' });
    expect(result.data).toEqual({
      tripName: 'Lisbon',
      destination: null,
      startDate: '2025-01-05T00:00:00.000Z',
      endDate: null,
      notes: null,
      itemIds: [],
    });
  });

  it("refuses what the server would, in the contract's words", () => {
    expect(parse({}).error?.issues[0]).toMatchObject({
      path: ['tripName'],
      message: 'Trip name is required',
    });
    const backwards = parse({ tripName: 'Rome', startDate: '2025-02-09', endDate: '2025-02-05' });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['endDate'],
      message: 'End date cannot be before the start date',
    });
  });
});
