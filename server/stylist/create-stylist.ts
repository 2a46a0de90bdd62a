import type { Env } from '../env.ts';
import { createLocalStylist } from './local/local-stylist.ts';
import type { StylistLog } from './openai/fallback.ts';
import { createOpenAiClient } from './openai/openai-client.ts';
import { createOpenAiStylist } from './openai/openai-stylist.ts';
import type { Stylist } from './stylist.ts';

type StylistEnv = Pick<
  Env,
  | 'AI_PROVIDER'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'AI_MODEL'
  | 'AI_VISION_MODEL'
  | 'AI_TIMEOUT_MS'
  | 'AI_MAX_RETRIES'
>;

export interface StylistDeps {
  /** The built-in stylist (the default, and the fallback of the provider); a plain one when unset. */
  local?: Stylist;
  log?: StylistLog;
}

/** The stylist the configuration asks for: the built-in one, or the OpenAI-compatible provider over it. */
export function createStylist(env: StylistEnv, deps: StylistDeps = {}): Stylist {
  const local = deps.local ?? createLocalStylist();
  if (env.AI_PROVIDER === 'local') return local;
  if (!env.AI_MODEL) throw new Error('AI_MODEL is required when AI_PROVIDER=openai');
  const client = createOpenAiClient({
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
  });
  return createOpenAiStylist({
    client,
    model: env.AI_MODEL,
    visionModel: env.AI_VISION_MODEL ?? env.AI_MODEL,
    local,
    log: deps.log,
  });
}
