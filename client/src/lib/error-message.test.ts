import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  it("pulls the server's message out of a JSON error body", () => {
    expect(errorMessage(new Error('409: {"message":"Username already exists"}'))).toBe(
      'Username already exists',
    );
  });

  it('keeps a plain-text body as it came', () => {
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  });

  it('keeps messages that are not API errors, e.g. a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back when there is nothing to show', () => {
    expect(errorMessage('boom', 'Please try again later.')).toBe('Please try again later.');
    expect(errorMessage(new Error('400: {"message":""}'), 'Fallback')).toBe('{"message":""}');
  });
});
