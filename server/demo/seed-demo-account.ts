// `npm run demo`: makes sure the demo account exists with its lived-in wardrobe. Everything goes
// through the app's own HTTP API on a private app instance (validation, the photo pipeline with
// its cut-out, the wear log), with a clock the seeder can turn back so wears land on past days.
// Only creation dates, which the API always sets to "now", are moved back with SQL.
// Then every other screen gets its part of the story (story/): personas, capsules, a trip, the
// calendar, the diary, listings, posts and a friends' rating session.
// Idempotent: things are matched by name (or title, caption, day); only what is missing is added.
import { buildApp, type AppDeps } from '../app.ts';
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import type { Outfit } from '../../contract/outfits.ts';
import { backdate, type DatedTable } from './backdate.ts';
import { DemoClient, DemoSeedError } from './demo-client.ts';
import { renderStudioPhoto } from './render/studio-photo.ts';
import { DEMO_OUTFITS, DEMO_PIECES } from './wardrobe/demo-wardrobe.ts';
import type { DemoPiece } from './wardrobe/demo-piece.ts';
import { EMPTY_STORY, seedStory, type StoryReport } from './story/seed-story.ts';
import { nameKey as key } from './story/story-context.ts';
import { addedAt, outfitWears, pieceWears } from './wear-history.ts';

/** The demo account. Documented in the README; it is a demo, so the password is public. */
export const DEMO_ACCOUNT = {
  username: 'demo',
  password: 'demo-wardrobe',
  firstName: 'Alex',
  lastName: 'Morgan',
};

export type DemoSeedDeps = Pick<
  AppDeps,
  'db' | 'pool' | 'blobStore' | 'dataDir' | 'vision' | 'signingSecret'
> & {
  /** The real time the story ends at (tests pin it). */
  now?: () => Date;
  /** Width of the photos in pixels (1200 by default; tests use small ones to run faster). */
  photoWidth?: number;
  log?: (line: string) => void;
};

export interface DemoSeedReport {
  /** False when the demo username exists with another password: nothing was touched. */
  signedIn: boolean;
  piecesAdded: number;
  outfitsAdded: number;
  wearsLogged: number;
  /** What the other screens got (alter egos, capsules, calendar days...). */
  story: StoryReport;
  seconds: number;
}

export async function seedDemoAccount(deps: DemoSeedDeps): Promise<DemoSeedReport> {
  const started = performance.now();
  const log = deps.log ?? (() => undefined);
  const now = (deps.now ?? (() => new Date()))();
  let turnedBack: Date | null = null;
  // A private app on the same database and photo store, with a clock the seeder controls. Its
  // stylist is the built-in one, so seeding never calls a configured AI provider.
  const app = await buildApp({
    db: deps.db,
    pool: deps.pool,
    blobStore: deps.blobStore,
    dataDir: deps.dataDir,
    vision: deps.vision,
    signingSecret: deps.signingSecret,
    clock: { now: () => turnedBack ?? new Date() },
    generationLimits: { perMinute: 100 },
  });
  const client = new DemoClient(app);
  const report = {
    signedIn: false,
    piecesAdded: 0,
    outfitsAdded: 0,
    wearsLogged: 0,
    story: EMPTY_STORY,
  };
  try {
    report.signedIn = await client.signInOrRegister(DEMO_ACCOUNT);
    if (!report.signedIn) {
      log(`The user "${DEMO_ACCOUNT.username}" exists with another password; left as it is.`);
      return { ...report, seconds: (performance.now() - started) / 1000 };
    }
    const user = await client.expect<{ id: string }>('GET', '/api/user');

    // Pieces: the photo of the next one is drawn while the current one goes through the pipeline.
    const items = new Map(
      (await client.expect<WardrobeItem[]>('GET', '/api/wardrobe')).map((i) => [key(i.name), i]),
    );
    const missing = DEMO_PIECES.filter((piece) => !items.has(key(piece.name)));
    const added: { piece: DemoPiece; item: WardrobeItem }[] = [];
    if (missing.length) log(`Demo account: adding ${missing.length} pieces with their photos...`);
    const render = (piece: DemoPiece | undefined) => {
      if (!piece) return undefined;
      const photo = renderStudioPhoto(piece.art(), piece.fabric, deps.photoWidth);
      photo.catch(() => undefined); // awaited below; this only keeps a failure from going unhandled
      return photo;
    };
    let nextPhoto = render(missing[0]);
    const dated = (table: DatedTable, id: string, at: Date) =>
      backdate(deps.pool, table, id, user.id, at);
    for (const [index, piece] of missing.entries()) {
      const photo = await nextPhoto!;
      nextPhoto = render(missing[index + 1]);
      const when = addedAt(piece, now);
      turnedBack = when;
      const item = await client.addItem<WardrobeItem>(itemFields(piece), photo, fileName(piece));
      turnedBack = null;
      await dated('wardrobe_items', item.id, when);
      items.set(key(piece.name), item);
      added.push({ piece, item });
      if ((index + 1) % 10 === 0) log(`  ${index + 1}/${missing.length} pieces`);
    }
    report.piecesAdded = added.length;

    // Outfits, from the pieces by name.
    const outfits = new Set(
      (await client.expect<Outfit[]>('GET', '/api/outfits')).map((o) => key(o.name)),
    );
    const wears: { at: Date; url: string }[] = [];
    for (const outfit of DEMO_OUTFITS) {
      if (outfits.has(key(outfit.name))) continue;
      const itemIds = outfit.pieces.map((name) => items.get(key(name))?.id);
      if (itemIds.some((id) => !id)) continue; // a piece the user deleted: leave the outfit out
      const saved = await client.expect<Outfit>('POST', '/api/outfits', {
        json: {
          name: outfit.name,
          description: outfit.description,
          itemIds,
          occasion: outfit.occasion,
          weather: outfit.weather,
          temperature: outfit.temperature,
        },
      });
      await dated('outfits', saved.id, addedAt(outfit, now));
      for (const at of outfitWears(outfit, now)) {
        wears.push({ at, url: `/api/outfits/${saved.id}/wear` });
      }
      report.outfitsAdded++;
    }

    // Wears, oldest first, each logged with the clock turned back to its morning.
    for (const { piece, item } of added) {
      for (const at of pieceWears(piece, now)) {
        wears.push({ at, url: `/api/wardrobe/${item.id}/wear` });
      }
    }
    wears.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const wear of wears) {
      turnedBack = wear.at;
      await client.expect('POST', wear.url);
    }
    turnedBack = null;
    report.wearsLogged = wears.length;

    for (const { piece, item } of added) {
      if (piece.inLaundry) {
        await client.expect('PUT', `/api/wardrobe/${item.id}`, { json: { inLaundry: true } });
      }
    }
    await addInsights(client);

    report.story = await seedStory({
      client,
      now,
      items,
      outfits: new Map(
        (await client.expect<Outfit[]>('GET', '/api/outfits')).map((o) => [key(o.name), o]),
      ),
      setClock: (at) => {
        turnedBack = at;
      },
      backdate: dated,
      photoOf: async (name) => {
        const piece = DEMO_PIECES.find((p) => key(p.name) === key(name));
        if (!piece) throw new DemoSeedError(`No demo piece is named "${name}"`);
        return { photo: await render(piece)!, fileName: fileName(piece) };
      },
    });
    await client.signOut();
  } finally {
    await app.close();
  }
  return { ...report, seconds: (performance.now() - started) / 1000 };
}

/** Two fashion insights for the dashboard, when the account has none yet. */
async function addInsights(client: DemoClient): Promise<void> {
  const existing = await client.expect<unknown[]>('GET', '/api/fashion-insights');
  for (let i = existing.length; i < 2; i++) {
    await client.expect('POST', '/api/fashion-insights/generate');
  }
}

/** The add-item form's fields, as the browser sends them (price in cents, tags as JSON). */
function itemFields(piece: DemoPiece): Record<string, string> {
  const fields: Record<string, string> = {
    name: piece.name,
    category: piece.category,
    subcategory: piece.subcategory,
    color: piece.color,
    tags: JSON.stringify(piece.tags),
  };
  if (piece.brand) fields.brand = piece.brand;
  if (piece.size) fields.size = piece.size;
  if (piece.price !== null) fields.price = String(Math.round(piece.price * 100));
  return fields;
}

const fileName = (piece: DemoPiece) =>
  `${piece.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`;
