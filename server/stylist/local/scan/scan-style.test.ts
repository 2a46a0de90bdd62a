import { describe, expect, it } from 'vitest';
import { styleTagsOf } from './scan-style.ts';

describe('styleTagsOf', () => {
  it('reads style tags from the garment noun', () => {
    expect(styleTagsOf('Hoodie')).toEqual(['casual', 'sporty']);
    expect(styleTagsOf('Sneakers')).toEqual(['casual', 'sporty']);
    expect(styleTagsOf('Blazer')).toEqual(['classic', 'smart']);
    expect(styleTagsOf('Ankle Boots')).toEqual(['smart casual']);
  });

  it('says nothing of a word the lexicon does not know', () => {
    expect(styleTagsOf('Gizmo')).toEqual([]);
  });
});
