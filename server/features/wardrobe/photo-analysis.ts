import type { FastifyBaseLogger } from 'fastify';
import { QUEUE_LIMITS } from '../../http/account-limits.ts';
import { createFairQueue } from '../../lib/fair-queue.ts';
import type { Photos } from '../../photos/photos.ts';
import type { PhotoIntake, PhotoToRead } from './photo-intake.ts';
import type { PendingAnalysis, WardrobeRepo } from './repo.ts';

/**
 * A photo whose reading (cut-out, colours, category) runs after its upload has answered. It names
 * the item and its photo, never holds the photo's bytes: they are read from the store when the
 * job's turn comes, so a long queue costs a few strings per photo.
 */
export interface AnalysisJob {
  userId: string;
  itemId: string;
  /** The photo the item showed when the job was made; a different one by now means: drop it. */
  imageUrl: string;
}

export interface PhotoAnalysisDeps {
  repo: Pick<
    WardrobeRepo,
    'find' | 'finishAnalysis' | 'listPendingAnalysis' | 'pendingAnalysisByAccount'
  >;
  photos: Pick<Photos, 'read' | 'saveWith'>;
  intake: Pick<PhotoIntake, 'analyse'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Jobs one account may have queued in memory; the rest wait in their rows. */
  queuedPerAccount?: number;
}

/** After a failed look at an account's waiting rows (the database away), the next look. */
const REFILL_RETRY_MS = 5_000;

const jobKey = (job: AnalysisJob) => `${job.itemId} ${job.imageUrl}`;

/**
 * Reads uploaded photos in the background, one at a time (the scanner's own queue still bounds
 * the models; one here leaves room for a dialog's scan), accounts in turn: the next job comes from
 * the account served longest ago, so one account's thousand uploads delay another's next photo by
 * one reading at most. An account has at most `queuedPerAccount` jobs queued in memory; the row
 * says what is pending (`pending_analysis`), so the rest wait there and are queued, oldest first,
 * as the account's queued ones are read, and after a restart (`resume`). A job writes its result
 * only if the item still has that photo and still waits (else its cut-out is removed again); a
 * failure is logged and leaves the item as it is, nothing pending.
 */
export function createPhotoAnalysis({
  repo,
  photos,
  intake,
  log,
  queuedPerAccount = QUEUE_LIMITS.readingsQueuedPerAccount,
}: PhotoAnalysisDeps) {
  const queue = createFairQueue<AnalysisJob>();
  /** Jobs queued or being read (by item and photo), each with its account: none is queued twice. */
  const held = new Map<string, string>();
  /** Accounts with pending rows that are not queued yet. */
  const spilled = new Set<string>();
  /** Accounts whose pending rows are being looked up, and retries after a failed look. */
  const refilling = new Set<string>();
  const retries = new Map<string, NodeJS.Timeout>();
  let running: Promise<void> | null = null;
  let closed = false;
  const idle = new Set<() => void>();

  async function photoOf(imageUrl: string, thumbnailUrl: string | null) {
    const [image, thumbnail] = await Promise.all([
      photos.read(imageUrl),
      photos.read(thumbnailUrl),
    ]);
    return image && thumbnail ? ({ image, thumbnail } satisfies PhotoToRead) : null;
  }

  async function run(job: AnalysisJob): Promise<void> {
    const { userId, itemId, imageUrl } = job;
    try {
      // Deleted or given another photo while it waited: nothing to do.
      const item = await repo.find(userId, itemId);
      if (!item || item.imageUrl !== imageUrl || !item.pendingAnalysis) return;
      const photo = await photoOf(imageUrl, item.thumbnailUrl);
      if (!photo) {
        await repo.finishAnalysis(userId, itemId, imageUrl, {});
        return;
      }
      const pending = item.pendingAnalysis as PendingAnalysis;
      const { stored, fields } = await intake.analyse(userId, photo, pending);
      // Written only while the item still has this photo; otherwise the cut-out goes again.
      const row = await photos.saveWith(stored, () =>
        repo.finishAnalysis(userId, itemId, imageUrl, fields),
      );
      if (!row && stored.length > 0) {
        // A cut-out asked for meanwhile (POST /api/wardrobe/:id/cutout) stays; the reading still lands.
        await repo.finishAnalysis(userId, itemId, imageUrl, {
          colors: fields.colors,
          aiTags: fields.aiTags,
        });
      }
    } catch (error) {
      log.warn({ err: error, itemId }, 'photo reading failed; item kept as it was');
      try {
        await repo.finishAnalysis(userId, itemId, imageUrl, {});
      } catch (cleared) {
        // Still pending: the next start tries again.
        log.warn({ err: cleared, itemId }, 'could not mark the photo reading as done');
      }
    }
  }

  function add(job: AnalysisJob): void {
    const key = jobKey(job);
    if (held.has(key)) return;
    held.set(key, job.userId);
    queue.push(job.userId, job);
  }

  const heldBy = (userId: string) => [...held.values()].filter((owner) => owner === userId).length;

  /**
   * Queues an account's oldest pending rows while it has room; once every pending row of it is
   * queued or being read, it is no longer spilled.
   */
  function refill(userId: string): void {
    const room = queuedPerAccount - queue.waitingOf(userId);
    if (closed || room <= 0 || refilling.has(userId) || retries.has(userId)) return;
    refilling.add(userId);
    // The rows already held come back too (oldest first): ask for enough to see past them.
    const limit = room + heldBy(userId);
    repo
      .listPendingAnalysis({ userId, limit })
      .then(
        (rows) => {
          const fresh = rows
            .map((row) => ({ userId, itemId: row.id, imageUrl: row.imageUrl }))
            .filter((job) => !held.has(jobKey(job)));
          if (closed) return;
          for (const job of fresh.slice(0, room)) add(job);
          if (rows.length < limit && fresh.length <= room) spilled.delete(userId);
        },
        (error: unknown) => {
          log.warn({ err: error, userId }, 'could not look up the photos waiting to be read');
          const retry = setTimeout(() => {
            retries.delete(userId);
            refill(userId);
          }, REFILL_RETRY_MS);
          retry.unref();
          retries.set(userId, retry);
        },
      )
      .finally(() => {
        refilling.delete(userId);
        pump();
      });
  }

  function settleIdle(): void {
    for (const resolve of idle) resolve();
    idle.clear();
  }

  const isIdle = () =>
    !running && queue.waiting === 0 && spilled.size === 0 && refilling.size === 0;

  function pump(): void {
    if (running || closed) return;
    const next = queue.next();
    if (!next) {
      // Nothing queued: the accounts with readings still in their rows get them queued now.
      for (const userId of spilled) refill(userId);
      if (isIdle()) settleIdle();
      return;
    }
    const { account, item: job } = next;
    running = run(job).finally(() => {
      queue.done(account);
      held.delete(jobKey(job));
      running = null;
      if (spilled.has(account)) refill(account);
      pump();
    });
  }

  return {
    /**
     * Queues a photo's reading; the caller has already answered. An account with its share
     * queued (or older photos still waiting in their rows) leaves it in its row for later.
     */
    schedule(job: AnalysisJob): void {
      if (closed) return;
      if (spilled.has(job.userId) || queue.waitingOf(job.userId) >= queuedPerAccount) {
        spilled.add(job.userId);
        refill(job.userId);
        return;
      }
      add(job);
      pump();
    },

    /** Queues the items still waiting for their reading, account by account (at start: a stop left them). */
    async resume(): Promise<number> {
      const accounts = await repo.pendingAnalysisByAccount();
      let count = 0;
      for (const { userId, pending } of accounts) {
        count += pending;
        spilled.add(userId);
        refill(userId);
      }
      if (count > 0) log.info(`Reading ${count} photos left from the last run`);
      return count;
    },

    /** Resolves once nothing is queued, running or waiting in a row to be queued. */
    whenIdle(): Promise<void> {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => idle.add(resolve));
    },

    /**
     * Stops taking jobs: the queued ones are left (still pending in their rows, read at the next
     * start) and the running one gets up to `budgetMs` to finish; if it does not, it is abandoned
     * the same way (its row still pending; a cut-out stored without its row is an orphan file,
     * removed at the next start).
     */
    async close(budgetMs = 2_000): Promise<void> {
      closed = true;
      queue.clear();
      spilled.clear();
      for (const retry of retries.values()) clearTimeout(retry);
      retries.clear();
      settleIdle();
      if (!running) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => (timer = setTimeout(resolve, budgetMs))),
      ]);
      clearTimeout(timer);
    },
  };
}

export type PhotoAnalysis = ReturnType<typeof createPhotoAnalysis>;
