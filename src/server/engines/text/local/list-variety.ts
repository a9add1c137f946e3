// One list reads as many ideas, not one word dressed up thirty ways: within a request's list a
// word (or its plural) is in at most two names, a scene's persona or act form ('Lil', 'MC', 'Gang')
// in at most three, in a list of one-word names a front or end ('Under-', '-bird') in at most three, and the
// same words never come back in another order ('Water & Salt', 'Salt & Water').
import { nameTokens } from './normalise-name';

const MAX_WORD = 2;
const MAX_FORM = 3;
const MAX_ELEMENT = 3;

/** Words a scene names its acts with: they frame a name rather than say what it is about. */
const FORMS = new Set([
  'lil', 'yung', 'young', 'mc', 'dj', 'big', 'kid', 'baby', 'gang', 'mafia', 'crew', 'boyz', 'society', 'collective',
  'trio', 'quartet', 'quintet', 'sextet', 'orchestra', 'ensemble', 'band', 'brothers', 'ramblers', 'systems', 'system', 'unit',
]);
/** Words that join the others and say nothing themselves. */
const LINKS = new Set(['the', 'a', 'an', 'and', 'of', 'on', 'in', 'by', 'under', 'to', 'for', 'with', 'at', 'from', 'over', 'into']);
/** A one-word name this long is read as two elements ('Under' + 'tow'). */
const ELEMENT_NAME = 7;

/** A word and its plural as one: 'promise' and 'promises', 'city' and 'cities'. */
function stem(token: string): string {
  if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

interface Use {
  readonly key: string;
  readonly cap: number;
}

function usesOf(name: string, oneWordList: boolean): { uses: Use[]; words: string | null } {
  const tokens = nameTokens(name.replace(/&/g, ' ')).filter((t) => !LINKS.has(t) && !/^\d+$/.test(t));
  const uses: Use[] = [];
  const content: string[] = [];
  for (const t of tokens) {
    if (FORMS.has(t)) {
      uses.push({ key: `form:${t}`, cap: MAX_FORM });
      continue;
    }
    const s = stem(t);
    content.push(s);
    uses.push({ key: `word:${s}`, cap: MAX_WORD });
  }
  const [only] = tokens;
  if (oneWordList && tokens.length === 1 && only && only.length >= ELEMENT_NAME) {
    uses.push({ key: `front:${only.slice(0, 5)}`, cap: MAX_ELEMENT }, { key: `end:${only.slice(-4)}`, cap: MAX_ELEMENT });
  }
  // The same words in any order: 'Salt & Water' is 'Water & Salt'.
  const words = content.length >= 2 ? [...new Set(content)].sort().join(' ') : null;
  return { uses, words };
}

export class ListVariety {
  private readonly counts = new Map<string, number>();
  private readonly wordSets = new Set<string>();

  /** `given`: names already in the list (an earlier round of the same request); `oneWordList`: the
   * visitor asked for one-word names, so their fronts and ends are what the list is made of. */
  constructor(given: Iterable<string> = [], private readonly oneWordList = false) {
    for (const name of given) this.add(name);
  }

  allows(name: string): boolean {
    const { uses, words } = usesOf(name, this.oneWordList);
    if (words !== null && this.wordSets.has(words)) return false;
    return uses.every((u) => (this.counts.get(u.key) ?? 0) < u.cap);
  }

  add(name: string): void {
    const { uses, words } = usesOf(name, this.oneWordList);
    if (words !== null) this.wordSets.add(words);
    // A word twice in one name ('Ghost Town Ghost') counts once.
    for (const key of new Set(uses.map((u) => u.key))) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
}
