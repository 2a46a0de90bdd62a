import type { FashionInsight, UpdateInsightBody } from '../../../contract/insights.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { generationSeed } from '../../lib/generation-seed.ts';
import { idOr } from '../../lib/ids.ts';
import type { Stylist } from '../../stylist/stylist.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createInsightsRepo, type InsightRow } from './repo.ts';

export interface InsightsDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: Pick<WardrobeService, 'stylistItems'>;
  clock: Clock;
}

const insightNotFound = () => notFound('Insight not found');

const insightId = (id: string) => idOr(id, insightNotFound);

/** A stored row as every answer shows it. */
export function toInsight(row: InsightRow): FashionInsight {
  return {
    id: row.id,
    userId: row.userId,
    insightType: row.insightType,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    relatedTags: row.relatedTags,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Fashion insights: celebrity matches and fun facts matched to the user's wardrobe. */
export function createInsightsService({ db, stylist, wardrobe, clock }: InsightsDeps) {
  const repo = createInsightsRepo(db);

  return {
    /** The user's insights, newest first. */
    async list(userId: string): Promise<FashionInsight[]> {
      return (await repo.list(userId)).map(toInsight);
    },

    /** Marks an insight read or unread. */
    async update(userId: string, id: string, body: UpdateInsightBody): Promise<FashionInsight> {
      const row = await repo.setRead(userId, insightId(id), body.isRead);
      if (!row) throw insightNotFound();
      return toInsight(row);
    },

    /** Deletes an insight. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, insightId(id)))) throw insightNotFound();
    },

    /** Generates and stores a new insight, none the user was already given while fresh ones remain. */
    async generate(userId: string): Promise<FashionInsight> {
      const [items, history] = await Promise.all([
        wardrobe.stylistItems(userId),
        repo.titles(userId),
      ]);
      const now = clock.now();
      const insight = await stylist.insight(
        items,
        history,
        generationSeed(userId, now, history.length),
      );
      const row = await repo.insert({
        userId,
        insightType: insight.insightType,
        title: insight.title,
        content: insight.content,
        relatedTags: insight.relatedTags,
      });
      return toInsight(row);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
