import { WEAR_HISTORY_MONTHS, type ItemWearHistory } from '../../../contract/wear-history.ts';

/** The last WEAR_HISTORY_MONTHS calendar months (UTC) as 'YYYY-MM', oldest first. */
export function historyMonths(now: Date): string[] {
  return Array.from({ length: WEAR_HISTORY_MONTHS }, (_, i) => {
    const back = WEAR_HISTORY_MONTHS - 1 - i;
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 7);
  });
}

/** Where the history starts: the first instant of its oldest month. */
export const historyStart = (now: Date) => new Date(`${historyMonths(now)[0]!}-01T00:00:00Z`);

/** Every month of the window, zero where nothing was logged. */
export function wearHistory(counts: ReadonlyMap<string, number>, now: Date): ItemWearHistory {
  return { months: historyMonths(now).map((month) => ({ month, wears: counts.get(month) ?? 0 })) };
}
