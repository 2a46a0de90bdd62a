// Style Diary: looks the demo account saved over the last weeks, each with a note on how to wear
// it with what is already in the wardrobe. Photos are studio shots of the piece that started it.
import type { DiaryEntry, DiarySourceType } from '../../../contract/diary.ts';
import { daysAgoAt, nameKey, type StoryContext } from './story-context.ts';

interface DemoDiaryEntry {
  title: string;
  description: string;
  sourceType: DiarySourceType;
  notes: string;
  tags: string[];
  /** The wardrobe piece whose photo the entry carries. */
  photoOf: string;
  savedDaysAgo: number;
  favorite?: boolean;
}

export const DEMO_DIARY: readonly DemoDiaryEntry[] = [
  {
    title: 'Camel on camel',
    description: 'A long camel coat over a camel knit and cream underneath, all one colour.',
    sourceType: 'instagram',
    notes:
      'Try the camel coat over the camel cardigan with the cream cable knit. Tonal dressing ' +
      'makes the coat look twice the price. Black boots keep it from going beige.',
    tags: ['tonal', 'camel', 'winter'],
    photoOf: 'Camel Wool Coat',
    savedDaysAgo: 19,
    favorite: true,
  },
  {
    title: 'Slip dress over a white tee',
    description: 'A satin slip worn in daylight: plain white tee underneath, flat white sneakers.',
    sourceType: 'pinterest',
    notes:
      'The emerald slip has never left the wardrobe. Over the white crew tee with the Vejas it ' +
      'stops being a wedding dress and becomes a Saturday one. Denim jacket if it is cool.',
    tags: ['layering', 'slip dress', 'daytime'],
    photoOf: 'Emerald Satin Slip Dress',
    savedDaysAgo: 12,
  },
  {
    title: 'Belted trench, pleated midi',
    description: 'Trench tied at the waist over a soft pink pleated skirt and loafers.',
    sourceType: 'screenshot',
    notes:
      'Three wears of the pink midi since spring. Belted trench and the tan loafers give it a ' +
      'reason to come out on work days, not only to weddings.',
    tags: ['trench', 'midi skirt', 'work'],
    photoOf: 'Beige Trench Coat',
    savedDaysAgo: 7,
  },
  {
    title: 'One colour, worn big',
    description: 'Black from head to toe with a tartan scarf wrapped high as the only colour.',
    sourceType: 'web',
    notes:
      'Black skinny jeans, the silk cami under the biker jacket, ankle boots, and the red ' +
      'tartan scarf wound twice. Nothing else with colour: the scarf does the talking.',
    tags: ['accent', 'tartan', 'monochrome'],
    photoOf: 'Red Tartan Scarf',
    savedDaysAgo: 3,
  },
];

/** Adds the entries the diary does not have yet (by title), dated the evening they were saved. */
export async function seedStyleDiary(story: StoryContext): Promise<number> {
  const existing = await story.client.expect<DiaryEntry[]>('GET', '/api/style-diary');
  const titles = new Set(existing.map((entry) => nameKey(entry.title)));
  let added = 0;
  for (const entry of DEMO_DIARY) {
    if (titles.has(nameKey(entry.title))) continue;
    const saved = await story.client.postForm<DiaryEntry>(
      '/api/style-diary',
      {
        title: entry.title,
        description: entry.description,
        sourceType: entry.sourceType,
        notes: entry.notes,
        tags: JSON.stringify(entry.tags),
      },
      await story.photoOf(entry.photoOf),
    );
    if (entry.favorite) {
      await story.client.expect('PATCH', `/api/style-diary/${saved.id}`, {
        json: { isFavorite: true },
      });
    }
    await story.backdate('style_diary', saved.id, daysAgoAt(story, entry.savedDaysAgo, 21));
    added++;
  }
  return added;
}
