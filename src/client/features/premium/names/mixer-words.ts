// The Magic Mixer's rules (premium-and-admin.md sections 3, 4, 9): the words of the generated
// names with punctuation turned to spaces, 3 letters or more, deduplicated case-insensitively,
// capitalised and sorted; visible from 2 words; 1 to 3 selected; Random Mix picks 2 or 3.
import { MIXER } from '@shared/catalog/limits';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export function mixerWords(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) {
    for (const word of name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/)) {
      if (word.length < MIXER.minWordLength) continue;
      const key = word.toLowerCase();
      if (!byKey.has(key)) byKey.set(key, capitalise(word));
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

export const mixerVisible = (words: readonly string[]) => words.length >= MIXER.visibleFrom;

/** Adds or removes a word; a fourth word is refused (the selection is returned unchanged). */
export function toggleWord(selected: readonly string[], word: string): string[] {
  if (selected.includes(word)) return selected.filter((w) => w !== word);
  return selected.length >= MIXER.maxWords ? [...selected] : [...selected, word];
}

/** 2 or 3 distinct words (2 when only 2 exist), drawn with `random` in [0, 1). */
export function randomPick(words: readonly string[], random: () => number): string[] {
  if (words.length < 2) return [];
  const count = Math.min(words.length, random() < 0.5 ? 2 : 3);
  const pool = [...words];
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    const [word] = pool.splice(Math.floor(random() * pool.length), 1);
    if (word !== undefined) picked.push(word);
  }
  return picked;
}

/** The mix when the AI mix fails, and the Random Mix's own result: the words space-joined. */
export const fallbackMix = (words: readonly string[]) => words.join(' ');
