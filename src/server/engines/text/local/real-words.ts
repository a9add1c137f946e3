// How often a word is in real band names (the shipped list of 89,000): the words every scene has
// used already ('black', 'moon', 'electric'). Counted once, on first use.
import { readFileSync } from 'node:fs';

const SHIPPED_LIST_URL = new URL('./data/real-band-names/real-band-names.txt', import.meta.url);

let counts: Map<string, number> | undefined;

function load(): Map<string, number> {
  const map = new Map<string, number>();
  let text: string;
  try {
    text = readFileSync(SHIPPED_LIST_URL, 'utf8');
  } catch {
    return map;
  }
  for (const token of text.toLowerCase().split(/[^a-z]+/)) if (token.length >= 3) map.set(token, (map.get(token) ?? 0) + 1);
  return map;
}

/** Real band names holding this word (lower case). */
export function realWordCount(word: string): number {
  counts ??= load();
  return counts.get(word) ?? 0;
}
