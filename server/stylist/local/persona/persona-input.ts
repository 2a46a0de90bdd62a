/** An alter ego as the user defines it (spec §3 alter_egos, the fields the create dialog sends). */
export interface PersonaInput {
  name: string;
  description?: string | null;
  stylePreferences?: readonly string[];
  colorPalette?: readonly string[];
  occasions?: readonly string[];
}
