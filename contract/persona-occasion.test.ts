import { describe, expect, it } from 'vitest';
import { occasionForPersona } from './persona-occasion.ts';

describe('occasionForPersona', () => {
  it('reads the words people write as one of the six occasions', () => {
    expect(occasionForPersona(['Weekend brunch'])).toBe('casual');
    expect(occasionForPersona(['Party'])).toBe('evening');
    expect(occasionForPersona(['gym'])).toBe('athletic');
    expect(occasionForPersona(['Date night'])).toBe('date');
    expect(occasionForPersona(['Black tie gala'])).toBe('formal');
    expect(occasionForPersona(['Board meetings'])).toBe('work');
  });

  it('takes the first occasion that names one and skips what names none', () => {
    expect(occasionForPersona(['', 'Stargazing', 'yoga', 'office'])).toBe('athletic');
    expect(occasionForPersona(['Stargazing'])).toBeUndefined();
    expect(occasionForPersona([])).toBeUndefined();
  });

  it('matches whole words, not parts of them', () => {
    expect(occasionForPersona(['Dated vintage'])).toBeUndefined();
  });
});
