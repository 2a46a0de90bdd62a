import type OpenAI from 'openai';
import { z } from 'zod';
import { INSIGHT_TYPES, type GeneratedInsight } from '../../../contract/insights.ts';
import type { StylistItem } from '../stylist.ts';
import { boundedList, boundedText } from './answer-text.ts';
import { ProviderFailure } from './provider-errors.ts';
import { requestStructured } from './structured-request.ts';
import { STYLIST_INSTRUCTIONS } from './stylist-prompt.ts';
import { compactItem, sampleItems } from './wardrobe-data.ts';

const TITLE_MAX = 120;
const CONTENT_MAX = 1000;
const TAG_MAX = 40;
const TAGS_MAX = 6;
/** Titles the model is told not to repeat (about 10 tokens each); all are checked here regardless. */
const HISTORY_SENT = 100;

export const insightAnswerSchema = z.object({
  insightType: z.enum(INSIGHT_TYPES),
  title: z.string().describe('Short, e.g. "Your style twin: Audrey Hepburn"'),
  content: z.string().describe('Two to four sentences tied to the user’s own pieces and colours'),
  relatedTags: z.array(z.string()).describe('Up to 5 style or colour words'),
});
export type InsightAnswer = z.output<typeof insightAnswerSchema>;

const titleKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/** The model's insight, unless it is empty or repeats a title the user was already given. */
export function acceptInsight(answer: InsightAnswer, history: readonly string[]): GeneratedInsight {
  const title = boundedText(answer.title, TITLE_MAX);
  const content = boundedText(answer.content, CONTENT_MAX);
  if (!title || !content) throw new ProviderFailure('the AI model sent an empty insight');
  const given = new Set(history.map(titleKey));
  if (given.has(titleKey(title))) {
    throw new ProviderFailure('the AI model repeated an insight you already have');
  }
  return {
    insightType: answer.insightType,
    title,
    content,
    relatedTags: boundedList(answer.relatedTags, TAG_MAX, TAGS_MAX),
  };
}

/** Asks the model for a celebrity match or fun fact about the user's wardrobe. */
export async function askInsight(
  client: OpenAI,
  model: string,
  items: readonly StylistItem[],
  history: readonly string[],
  seed: number,
): Promise<GeneratedInsight> {
  const active = sampleItems(
    items.filter((item) => item.isActive),
    seed,
  );
  const task = {
    task: 'Write one fashion insight for this wardrobe: a celebrity whose style it matches (insightType "celebrity-match") or a true, surprising fashion fact that relates to it (insightType "fun-fact").',
    rules: [
      'Ground it in the user’s own colours, categories and pieces.',
      'Only state facts you are sure are true.',
      'Do not reuse any title in alreadyGiven.',
    ],
    alreadyGiven: history.slice(0, HISTORY_SENT),
    wardrobe: active.map(compactItem),
  };
  const answer = await requestStructured(client, {
    model,
    name: 'fashion_insight',
    schema: insightAnswerSchema,
    seed,
    messages: [
      { role: 'system', content: STYLIST_INSTRUCTIONS },
      { role: 'user', content: JSON.stringify(task) },
    ],
  });
  return acceptInsight(answer, history);
}
