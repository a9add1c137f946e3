// Whether two short lines say the same thing: the same content words, or one inside the other, up to
// case, punctuation and small words. Taglines use it so 'Generate More' never brings back a line the
// musician has already seen in other clothes.

const SMALL_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'from', 'by', 'is', 'are', 'it', 'its',
  'that', 'this', 'be', 'as', 'but', 'so', 'just', 'all', 'every', 'your', 'you', 'their', 'they', 'them', 'our', 'we',
]);

/** The line's content words, lower-cased: what it is about. */
export function contentWords(line: string, ignore: ReadonlySet<string> = new Set()): Set<string> {
  return new Set(
    line
      .toLowerCase()
      .replace(/[’']s\b/g, '')
      .split(/[^\p{L}\p{N}&]+/u)
      .filter((w) => w.length > 0 && !SMALL_WORDS.has(w) && !ignore.has(w)),
  );
}

/**
 * True when the lines match ignoring case and punctuation, or when their content words mostly
 * overlap (most of the shorter line's words are in the other). `ignore` holds words every line may
 * share (the band's name) and that say nothing about the difference.
 */
export function nearDuplicate(a: string, b: string, ignore: ReadonlySet<string> = new Set()): boolean {
  const plainA = a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const plainB = b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (plainA === plainB) return true;
  const wordsA = contentWords(a, ignore);
  const wordsB = contentWords(b, ignore);
  if (wordsA.size === 0 || wordsB.size === 0) return wordsA.size === wordsB.size;
  let shared = 0;
  for (const w of wordsA) if (wordsB.has(w)) shared++;
  const smaller = Math.min(wordsA.size, wordsB.size);
  const union = wordsA.size + wordsB.size - shared;
  return shared / smaller >= 0.75 || shared / union >= 0.5;
}
