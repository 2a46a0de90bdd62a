// What `npm run demo` adds to a normal start: the demo account, seeded (or topped up) before the
// app starts serving, and its sign-in printed. main.ts imports this only when asked (--demo), so
// a normal start loads none of it.
import { DEMO_ACCOUNT, seedDemoAccount, type DemoSeedDeps } from './seed-demo-account.ts';

export async function startDemo(deps: DemoSeedDeps & { port: number }): Promise<void> {
  const report = await seedDemoAccount({ ...deps, log: (line) => console.log(line) });
  if (!report.signedIn) return;
  const changes =
    report.piecesAdded || report.outfitsAdded
      ? `added ${report.piecesAdded} pieces, ${report.outfitsAdded} outfits and ${report.wearsLogged} wears in ${report.seconds.toFixed(0)} s`
      : `already in place (checked in ${report.seconds.toFixed(1)} s)`;
  console.log(`Demo account ${changes}.`);
  console.log(
    `Sign in at http://localhost:${deps.port} as "${DEMO_ACCOUNT.username}" with the password "${DEMO_ACCOUNT.password}".`,
  );
}
