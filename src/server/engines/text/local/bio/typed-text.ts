// The musician's free text as it goes into a bio: typed quickly, often in lower case and in note form
// ('june and dale met on night shifts. formed after the plant closed'). Its words and facts are kept;
// only what a sub-editor would fix is fixed: the names the form spells elsewhere get their capitals,
// 'i' is 'I', a sentence starts with a capital, and a sentence that opens on its verb gets its subject
// back ('Formed after…' -> 'We formed after…'), so it never reads as a fragment pasted mid-bio.

/** First names that are also ordinary words: left alone when typed in lower case ('we will', 'a grant'). */
const NAME_WORDS = new Set([
  'will', 'rose', 'mark', 'bill', 'pat', 'grant', 'bell', 'frank', 'hope', 'joy', 'may', 'bob', 'art', 'sky', 'rock',
  'summer', 'dawn', 'faith', 'grace', 'sage', 'river', 'ray', 'don', 'jack', 'sue', 'chase', 'case', 'hunter', 'page',
  'king', 'young', 'brown', 'green', 'white', 'black', 'long', 'short', 'little', 'rich', 'love', 'star', 'storm', 'wolf',
  'fox', 'reed', 'wood', 'hill', 'lane', 'park', 'cook', 'miller', 'baker', 'mason', 'carter', 'walker', 'wade', 'stone',
  'ash', 'holly', 'ivy', 'amber', 'max', 'reading', 'bath', 'nice', 'mobile', 'split', 'orange',
  'the', 'and', 'of', 'de', 'la', 'van', 'von', 'del', 'da', 'le', 'band',
]);
/** A name made only of such words ('The Band', 'Young') is not restored: 'the band' in a story is the musician's own band. */
const isOrdinary = (name: string) => name.toLowerCase().split(/\s+/).every((word) => NAME_WORDS.has(word));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Verbs a band's story opens on when typed as notes ('Formed in a garage', 'Met at art school'): a
 * sentence that starts with one, and has no subject after a comma, is missing its subject.
 */
const SUBJECTLESS = /^(?:formed|met|started(?: out)?|began|got together|came together|grew up|moved|bonded|jammed|reunited|quit|decided|spent|played|recorded|released|self-released|toured|wrote|built|booked|signed|sold|won|learned|learnt|taught|swapped|shared|busked|rehearsed)\b/i;
/** 'Formed in 2019, we…': the subject does come, after the opening phrase. */
const SUBJECT_AFTER_COMMA = /,\s+(?:(?:we|I|they|he|she|it|the|our|their|this|that)\b|\p{Lu}\p{Ll}+(?:\s+and\s+\p{Lu}\p{Ll}+)?\s+\p{Ll})/u;

/** The form's own spellings of names (members, influences, the town, the band) to restore in typed text. */
export function formNames(parts: { bandName: string; location: string; members: readonly { name: string }[]; influences: readonly string[] }): string[] {
  const names = new Set<string>();
  const add = (text: string) => {
    const trimmed = text.trim();
    if (/\p{Lu}/u.test(trimmed) && trimmed.length >= 2) names.add(trimmed);
  };
  for (const m of parts.members) {
    add(m.name);
    // 'June Carrow' is typed 'june' in a story as often as in full.
    for (const word of m.name.split(/\s+/)) if (word.length >= 3) add(word);
  }
  for (const place of parts.location.split(',')) add(place);
  // A one-word influence or band name is often an ordinary word ('Can', 'Low', 'Glass'): only longer names are restored.
  for (const name of [...parts.influences, parts.bandName]) if (/\s/.test(name.trim())) add(name);
  // Longest first, so 'Merle Haggard' is restored before 'Merle'.
  return [...names].sort((a, b) => b.length - a.length);
}

/** The names the form spells, and 'I', given their capitals where the musician typed them in lower case. */
export function restoreNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names) {
    // Only where the musician typed it all in lower case: 'the band' stays, 'dale' becomes 'Dale'.
    if (isOrdinary(name)) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}'’-])${escape(name.toLowerCase())}(?![\\p{L}-])`, 'gu'), name);
  }
  return out.replace(/(?<![\p{L}'’.])i(?=(?:'m|'ve|'d|'ll|’m|’ve|’d|’ll)?(?![\p{L}'’]|\.\p{L}))/gu, 'I');
}

/** The typed text with capitals restored; see the file's comment. `subject` is what a verb-first sentence gets ('We', 'I', the band's name). */
export function tidyTypedText(text: string, names: readonly string[], subject: string | null = null): string {
  let out = restoreNames(text.trim(), names);
  if (!out) return out;
  // A sentence typed without its capital: after a full stop that ends a sentence (not 'St.' or 'e.g.').
  out = out.replace(/([.!?]["”’)]?\s+)(\p{Ll})/gu, (match, gap: string, letter: string, at: number) => {
    const before = out.slice(Math.max(0, at - 6), at + 1);
    if (/(?:\b(?:st|dr|mr|mrs|ms|mt|no|vol|feat|ft|vs|etc|approx|e\.g|i\.e|jr|sr|inc|ltd|co)|\b[a-z])\.$/i.test(before)) return match;
    return gap + letter.toUpperCase();
  });
  out = out.charAt(0).toUpperCase() + out.slice(1);
  if (subject) out = withSubjects(out, subject);
  return out;
}

/** Each sentence that opens on its verb gets the subject: 'Formed after the eviction.' -> 'We formed after the eviction.' */
function withSubjects(text: string, subject: string): string {
  return text
    .split(/(?<=[.!?]["”’)]?)(\s+)/)
    .map((part) => {
      if (!SUBJECTLESS.test(part) || SUBJECT_AFTER_COMMA.test(part)) return part;
      return `${subject} ${part.charAt(0).toLowerCase()}${part.slice(1)}`;
    })
    .join('');
}
