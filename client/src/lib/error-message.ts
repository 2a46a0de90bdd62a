const STATUS_PREFIX = /^\d{3}: /;

/** The text a person should read for a failed call: the server's JSON `message` when it sent one. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (!(error instanceof Error)) return fallback;
  if (!STATUS_PREFIX.test(error.message)) return error.message || fallback;
  const body = error.message.replace(STATUS_PREFIX, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: a proxy page or plain status text, shown as it came.
  }
  return body || fallback;
}
