// What `npm run demo` adds to a normal start: the demo account, seeded (or topped up) before the
// app starts serving, and its sign-in printed. main.ts imports this only when asked (--demo), so
// a normal start loads none of it.
import { DEMO_ACCOUNT, seedDemoAccount, type DemoSeedDeps } from './seed-demo-account.ts';
import type { StoryReport } from './story/seed-story.ts';

/** What each count of the story report is, as the start-up line says it. */
const STORY_LABELS: Record<keyof StoryReport, [one: string, many: string]> = {
  alterEgos: ['alter ego', 'alter egos'],
  capsules: ['capsule', 'capsules'],
  packingLists: ['packing list', 'packing lists'],
  calendarDays: ['calendar day', 'calendar days'],
  diaryEntries: ['diary entry', 'diary entries'],
  listings: ['listing', 'listings'],
  posts: ['post', 'posts'],
  ratingSessions: ['rating session', 'rating sessions'],
};

export async function startDemo(deps: DemoSeedDeps & { port: number }): Promise<void> {
  const report = await seedDemoAccount({ ...deps, log: (line) => console.log(line) });
  if (!report.signedIn) return;
  const changes =
    report.piecesAdded || report.outfitsAdded
      ? `added ${report.piecesAdded} pieces, ${report.outfitsAdded} outfits and ${report.wearsLogged} wears in ${report.seconds.toFixed(0)} s`
      : `already in place (checked in ${report.seconds.toFixed(1)} s)`;
  console.log(`Demo account ${changes}.`);
  const story = (Object.keys(STORY_LABELS) as (keyof StoryReport)[])
    .filter((key) => report.story[key] > 0)
    .map((key) => `${report.story[key]} ${STORY_LABELS[key][report.story[key] === 1 ? 0 : 1]}`);
  if (story.length) console.log(`Demo account: added ${story.join(', ')}.`);
  console.log(
    `Sign in at http://localhost:${deps.port} as "${DEMO_ACCOUNT.username}" with the password "${DEMO_ACCOUNT.password}".`,
  );
}
