/** A model's free text, trimmed and cut to a field's limit; blank becomes null. */
export function boundedText(value: string | null | undefined, max: number): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length <= max ? text : text.slice(0, max).trimEnd();
}

/** A model's list of words: bounded, blanks and duplicates (ignoring case) dropped, at most `count`. */
export function boundedList(values: readonly string[], maxLength: number, count: number): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const value of values) {
    const text = boundedText(value, maxLength);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    list.push(text);
    if (list.length === count) break;
  }
  return list;
}
