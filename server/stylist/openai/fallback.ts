import { DomainError } from '../../lib/domain-errors.ts';
import { classifyProviderError, type ProviderFailure } from './provider-errors.ts';

/** Where the provider reports that it fell back; Fastify's logger fits. */
export interface StylistLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The sentence an answer carries when the built-in stylist stood in for the model. */
export function fallbackNote(failure: ProviderFailure, standIn: string): string {
  const reason = failure.reason.charAt(0).toUpperCase() + failure.reason.slice(1);
  return `${reason}, so the ${standIn} answered instead.`;
}

/**
 * Runs the model's answer; on any failure but a rate limit, logs it and returns the local answer
 * with a note. A provider 429 is rethrown as our 429.
 */
export async function withFallback<T>(options: {
  task: string;
  standIn: string;
  log: StylistLog | undefined;
  provider: () => Promise<T>;
  local: () => Promise<T>;
  addNote: (answer: T, note: string) => T;
}): Promise<T> {
  try {
    return await options.provider();
  } catch (error) {
    const failure = classifyProviderError(error);
    if (failure instanceof DomainError) throw failure;
    options.log?.warn(
      { err: failure.cause ?? failure, task: options.task, reason: failure.reason },
      'AI provider failed; the built-in stylist answered',
    );
    return options.addNote(await options.local(), fallbackNote(failure, options.standIn));
  }
}
