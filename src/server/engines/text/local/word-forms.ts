// Title case for names; the grammar of single words (plurals, a/an...) lives in english.ts.
/** Lower-case words kept lower inside a name ('Cathedral of Basalt'), never at the start. */
const MINOR_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'nor', 'of', 'in', 'on', 'at', 'to', 'by', 'for', 'as', 'but', 'via', 'per']);

export function capitalise(word: string): string {
  if (word.length === 0) return word;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Capitalises each hyphen part: 'old-time' -> 'Old-Time'. Keeps inner capitals ('McCoy'). */
function capitaliseWord(word: string): string {
  if (!word.includes('-')) return capitalise(word);
  return word.split('-').map(capitalise).join('-');
}

/** Title-cases a list of words; minor words stay lower case except at the start. */
export function titleCaseWords(words: readonly string[]): string {
  let out = '';
  let first = true;
  for (const w of words) {
    const lower = w.toLowerCase();
    const text = !first && MINOR_WORDS.has(lower) ? lower : capitaliseWord(w);
    out += first ? text : ' ' + text;
    first = false;
  }
  return out;
}
