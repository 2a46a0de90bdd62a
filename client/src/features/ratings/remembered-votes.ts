// What this browser voted, so a friend who comes back sees their votes (the server replaces a
// browser's earlier vote for an outfit; this only shows it). Storage may be off: then nothing shows.

const key = (token: string, outfitId: string) => `afc:vote:${token}:${outfitId}`;
const NAME_KEY = 'afc:voter-name';

function read(name: string): string | null {
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string): void {
  try {
    window.localStorage.setItem(name, value);
  } catch {
    // Private mode or storage full: the vote counts all the same.
  }
}

export function rememberedVote(token: string, outfitId: string): number | null {
  const value = Number(read(key(token, outfitId)));
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

export function rememberVote(token: string, outfitId: string, rating: number): void {
  write(key(token, outfitId), String(rating));
}

export const rememberedVoterName = (): string => read(NAME_KEY) ?? '';
export const rememberVoterName = (name: string): void => write(NAME_KEY, name);
