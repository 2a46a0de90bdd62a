import { describe, expect, it } from 'vitest';
import { eventFormSchema, eventFormValues, planFormSchema } from './entry-form.ts';

const fields = (overrides: Partial<ReturnType<typeof eventFormValues>>) => ({
  ...eventFormValues('2025-03-14', null),
  ...overrides,
});

describe('calendar entry forms', () => {
  it('turns an event into the body: blanks null, the type as chosen', () => {
    const result = eventFormSchema(null).safeParse(
      fields({ eventName: ' Team dinner ', eventType: 'evening', notes: ' ' }),
    );
    expect(result.data).toEqual({
      date: '2025-03-14',
      outfitId: null,
      eventName: 'Team dinner',
      eventType: 'evening',
      notes: null,
    });
  });

  it('needs a day, and an outfit or an event name', () => {
    expect(eventFormSchema(null).safeParse(fields({ date: '' })).error?.issues[0]).toMatchObject({
      path: ['date'],
      message: 'Choose a date',
    });
    expect(eventFormSchema(null).safeParse(fields({})).error?.issues[0]).toMatchObject({
      path: ['eventName'],
      message: 'Choose an outfit or name the event',
    });
    const planned = '70000000-0000-4000-8000-000000000001';
    expect(eventFormSchema(planned).safeParse(fields({})).success).toBe(true);
  });

  it("checks a planned day's details", () => {
    expect(
      planFormSchema.safeParse({ date: '2025-03-14', eventName: '', eventType: '' }).data,
    ).toEqual({ date: '2025-03-14', eventName: null, eventType: null });
    expect(planFormSchema.safeParse({ date: '', eventName: '', eventType: '' }).success).toBe(
      false,
    );
  });
});
