import type { FashionFact } from './knowledge-types.ts';

type FactTags = Partial<Omit<FashionFact, 'id' | 'title' | 'text' | 'topics'>> &
  Pick<FashionFact, 'topics'>;

/** Builds a fact with empty tag lists where none are given, to keep the data files readable. */
export function fact(id: string, title: string, text: string, tags: FactTags): FashionFact {
  return {
    id,
    title,
    text,
    colors: tags.colors ?? [],
    categories: tags.categories ?? [],
    garments: tags.garments ?? [],
    materials: tags.materials ?? [],
    formality: tags.formality ?? [],
    topics: tags.topics,
    ...(tags.colorBound ? { colorBound: true } : {}),
  };
}
