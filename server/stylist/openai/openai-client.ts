import OpenAI from 'openai';

export interface OpenAiClientConfig {
  /** The provider's API root, e.g. http://127.0.0.1:11434/v1; api.openai.com when unset. */
  baseUrl?: string;
  apiKey?: string;
  /** Per attempt, in milliseconds. */
  timeoutMs: number;
  /** Attempts after the first on a timeout, connection error or 5xx. */
  maxRetries: number;
}

/**
 * Servers such as Ollama and LM Studio take no key, but the SDK refuses to start without one; this
 * placeholder is sent to them instead (api.openai.com always has a real key: env.ts insists).
 */
const KEYLESS_PLACEHOLDER = 'no-key';

/**
 * The SDK retries a 429 after waiting out Retry-After, holding the user's request for seconds only
 * to fail again. Marking it "do not retry" hands the 429 straight back so the user sees
 * "rate limit" at once; timeouts and 5xx are still retried.
 */
const fetchWithoutRateLimitRetries: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  const headers = new Headers(response.headers);
  headers.set('x-should-retry', 'false');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

/** An OpenAI SDK client with an explicit timeout and retry budget. */
export function createOpenAiClient(config: OpenAiClientConfig): OpenAI {
  return new OpenAI({
    baseURL: config.baseUrl ?? null,
    apiKey: config.apiKey || KEYLESS_PLACEHOLDER,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    fetch: fetchWithoutRateLimitRetries,
  });
}
