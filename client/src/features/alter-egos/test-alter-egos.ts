import type { AlterEgo } from '@contract/alter-egos.ts';
import { ada } from '@/test/fetch-mock.ts';

let sequence = 0;

/** An alter ego as the server answers it (tests only). */
export function anAlterEgo(overrides: Partial<AlterEgo> = {}): AlterEgo {
  sequence += 1;
  return {
    id: `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: ada.id,
    name: `Persona ${sequence}`,
    description: null,
    stylePreferences: [],
    colorPalette: [],
    occasions: [],
    personality: null,
    celebrityMatch: null,
    isActive: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
