import { HOUR_MS } from '../../../lib/dates.ts';
import { unprocessable } from '../../../lib/domain-errors.ts';
import { ACCOUNT_TABLES, type AccountTable } from '../account-tables.ts';
import type { ExportRows } from './read-export.ts';

/**
 * Imported posts (and comments) count against the API's rate of making them: together with the
 * account's own, no hour may hold more than the API lets anyone make in an hour (`perHour` in
 * account-tables.ts). An export made through the API always passes; a file of thousands of
 * posts dated this afternoon does not (422, naming the file, the hour and the limit).
 */
export async function checkHourlyLimits(
  rows: ExportRows,
  ownSince: (spec: AccountTable, since: Date) => Promise<Date[]>,
  now: Date,
): Promise<void> {
  for (const spec of ACCOUNT_TABLES) {
    const rule = spec.perHour;
    const list = rows.get(spec.key) ?? [];
    if (!rule || list.length === 0) continue;
    // A row without a date is dated now by the database.
    const imported = list.map((row) =>
      row.createdAt instanceof Date ? row.createdAt.getTime() : now.getTime(),
    );
    const earliest = imported.reduce((min, time) => Math.min(min, time));
    const own = await ownSince(spec, new Date(earliest - HOUR_MS));
    const times = [...imported, ...own.map((date) => date.getTime())].sort((a, b) => a - b);
    // The API refuses the next one once an hour (t - 1 h, t] holds `limit`.
    let first = 0;
    for (let last = 0; last < times.length; last++) {
      while (times[first]! <= times[last]! - HOUR_MS) first += 1;
      const inHour = last - first + 1;
      if (inHour > rule.limit) {
        throw unprocessable(
          `data/${spec.key}.ndjson: ${inHour} ${rule.what} within the hour from ${new Date(times[first]!).toISOString()} (the account's own included); at most ${rule.limit} ${rule.what} an hour`,
        );
      }
    }
  }
}
