import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { DomainError, rateLimited } from '../../lib/domain-errors.ts';

/**
 * The model could not give a usable answer. `reason` is safe to show the user (no URL, key or
 * model output in it): it ends up in the fallback note.
 */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/** When the provider gives no usable Retry-After, ask the user to wait this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;
/** A provider asking for longer than this is told as this; the user can always try again. */
const MAX_RETRY_AFTER_SECONDS = 3600;

/** Seconds to wait, from `retry-after-ms`, `retry-after` as seconds, or `retry-after` as a date. */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number {
  const clamp = (seconds: number) =>
    Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(seconds)));
  const millis = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(millis) && millis > 0) return clamp(millis / 1000);
  const text = headers?.get('retry-after')?.trim();
  if (!text) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(text);
  if (Number.isFinite(seconds) && seconds > 0) return clamp(seconds);
  const date = Date.parse(text);
  if (Number.isFinite(date) && date > now) return clamp((date - now) / 1000);
  return DEFAULT_RETRY_AFTER_SECONDS;
}

/** Our 429 for the provider's: the message says "rate limit" (the client's toast keys on it). */
export function providerRateLimited(headers: Headers | undefined): DomainError {
  const seconds = retryAfterSeconds(headers);
  return rateLimited(
    `The AI provider's rate limit was reached. Please try again in ${seconds} seconds.`,
    seconds,
  );
}

/**
 * Sorts a failed SDK call: the provider's 429 becomes our 429 (a DomainError); everything
 * else becomes a ProviderFailure naming what went wrong, for the fallback note.
 */
export function classifyProviderError(error: unknown): DomainError | ProviderFailure {
  if (error instanceof DomainError || error instanceof ProviderFailure) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderFailure('the AI provider timed out', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new ProviderFailure('the AI provider could not be reached', { cause: error });
  }
  if (error instanceof APIError && error.status === 429) return providerRateLimited(error.headers);
  if (error instanceof APIError && typeof error.status === 'number') {
    return new ProviderFailure(`the AI provider answered with an error (HTTP ${error.status})`, {
      cause: error,
    });
  }
  return new ProviderFailure('the AI provider failed', { cause: error });
}
