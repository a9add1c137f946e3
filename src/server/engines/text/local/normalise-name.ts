// One normal form for comparing band names: the well-known list, the visitor's influences and the
// collision bench all compare through it, so 'The Beatles', 'beatles' and 'Beatles!' are one name.

const NON_ASCII = /[^ -~\t\n\r]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents and punctuation removed, '&'/'+' read as 'and', a leading 'the ' removed. */
export function normaliseName(name: string): string {
  let s = name.toLowerCase();
  if (NON_ASCII.test(s)) s = s.normalize('NFKD').replace(COMBINING_MARKS, '');
  s = s
    .replace(/[&+]/g, ' and ')
    .replace(/[-_/\\|.:]+/g, ' ')
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return s.startsWith('the ') ? s.slice(4) : s;
}

/** Lower-case word tokens of a name: spaces and hyphens split, a possessive 's and other punctuation dropped. */
export function nameTokens(name: string): string[] {
  const out: string[] = [];
  for (const raw of name.toLowerCase().split(/[\s\-/]+/)) {
    const token = raw.replace(/'s$/, '').replace(/[^\p{L}\p{N}]+/gu, '');
    if (token) out.push(token);
  }
  return out;
}
