import { unprocessable } from '../../../lib/domain-errors.ts';
import { ACCOUNT_TABLES, type AccountTable } from '../account-tables.ts';
import type { ExportRows } from './read-export.ts';

/**
 * An import adds to the account, so what the API caps per account (capsules) is checked against
 * the account's own rows and the imported ones together: 422, naming the file and the cap.
 */
export async function checkAccountCaps(
  rows: ExportRows,
  ownCount: (spec: AccountTable) => Promise<number>,
): Promise<void> {
  for (const spec of ACCOUNT_TABLES) {
    const cap = spec.perAccount;
    const imported = rows.get(spec.key)?.length ?? 0;
    if (!cap || imported === 0) continue;
    const own = await ownCount(spec);
    if (own + imported > cap.limit) {
      throw unprocessable(
        `data/${spec.key}.ndjson: ${imported} ${cap.what} with the account's ${own} would pass the ${cap.limit} an account may keep`,
      );
    }
  }
}
