import type { FastifyBaseLogger } from 'fastify';
import type { Photos } from '../../photos/photos.ts';
import type { PhotoIntake, PhotoToRead } from './photo-intake.ts';
import type { PendingAnalysis, WardrobeRepo } from './repo.ts';

/** A photo whose reading (cut-out, colours, category) runs after its upload has answered. */
export interface AnalysisJob {
  userId: string;
  itemId: string;
  /** The photo the item showed when the job was made; a different one by now means: drop it. */
  imageUrl: string;
  thumbnailUrl: string | null;
  pending: PendingAnalysis;
  /** The photo's bytes when still at hand (just uploaded); else they are read from the store. */
  photo?: PhotoToRead;
}

export interface PhotoAnalysisDeps {
  repo: Pick<WardrobeRepo, 'find' | 'finishAnalysis' | 'listPendingAnalysis'>;
  photos: Pick<Photos, 'read' | 'saveWith'>;
  intake: Pick<PhotoIntake, 'analyse'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Reads uploaded photos in the background, one at a time (the scanner's own queue still bounds
 * the models; one here leaves room for a dialog's scan). A job writes its result only if the item
 * still has that photo and still waits (else its cut-out is removed again); a failure is logged and
 * leaves the item as it is, nothing pending. The row says what is pending, so jobs not done when
 * the process stops are picked up at the next start (`resume`).
 */
export function createPhotoAnalysis({ repo, photos, intake, log }: PhotoAnalysisDeps) {
  const queue: AnalysisJob[] = [];
  let running: Promise<void> | null = null;
  let closed = false;
  const idle = new Set<() => void>();

  async function photoOf(job: AnalysisJob): Promise<PhotoToRead | null> {
    if (job.photo) return job.photo;
    const [image, thumbnail] = await Promise.all([
      photos.read(job.imageUrl),
      photos.read(job.thumbnailUrl),
    ]);
    return image && thumbnail ? { image, thumbnail } : null;
  }

  async function run(job: AnalysisJob): Promise<void> {
    const { userId, itemId, imageUrl } = job;
    try {
      // Deleted or given another photo while it waited: nothing to do.
      const item = await repo.find(userId, itemId);
      if (!item || item.imageUrl !== imageUrl || !item.pendingAnalysis) return;
      const photo = await photoOf(job);
      if (!photo) {
        await repo.finishAnalysis(userId, itemId, imageUrl, {});
        return;
      }
      const { stored, fields } = await intake.analyse(userId, photo, job.pending);
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

  function pump(): void {
    if (running || closed) return;
    const job = queue.shift();
    if (!job) {
      for (const resolve of idle) resolve();
      idle.clear();
      return;
    }
    running = run(job).finally(() => {
      running = null;
      pump();
    });
  }

  return {
    /** Queues a photo's reading; the caller has already answered. */
    schedule(job: AnalysisJob): void {
      if (closed) return;
      queue.push(job);
      pump();
    },

    /** Queues every item still waiting for its reading (at start: a stop left them). */
    async resume(): Promise<number> {
      const pending = await repo.listPendingAnalysis();
      for (const item of pending) {
        if (!item.imageUrl) continue;
        this.schedule({
          userId: item.userId,
          itemId: item.id,
          imageUrl: item.imageUrl,
          thumbnailUrl: item.thumbnailUrl,
          pending: item.pendingAnalysis,
        });
      }
      if (pending.length > 0) log.info(`Reading ${pending.length} photos left from the last run`);
      return pending.length;
    },

    /** Resolves once nothing is queued or running. */
    whenIdle(): Promise<void> {
      if (!running && queue.length === 0) return Promise.resolve();
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
      queue.length = 0;
      for (const resolve of idle) resolve();
      idle.clear();
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
