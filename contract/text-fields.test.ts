import { describe, expect, it } from 'vitest';
import { optionalText, tooLong } from './text-fields.ts';

describe('optionalText', () => {
  const notes = optionalText('Notes', 5);

  it('trims, and keeps an empty, blank, null or missing text as null', () => {
    expect(notes.parse('  hi  ')).toBe('hi');
    for (const empty of ['', '   ', null, undefined]) expect(notes.parse(empty)).toBeNull();
  });

  it('names the field when the text is too long or not text', () => {
    expect(notes.safeParse('toolong').error?.issues[0]?.message).toBe(tooLong('Notes', 5));
    expect(tooLong('Notes', 5)).toBe('Notes must be at most 5 characters');
    expect(notes.safeParse(42).error?.issues[0]?.message).toBe('Notes must be text');
  });
});
