// One list reads as many ideas, not one word dressed up thirty ways: within a request's list a
// word (or its plural) is in one name only ('Nitro Gang' and 'Yung Nitro', 'Polar Meridian' and
// 'Polar Trajectory' read as a grid; a word the vibe suggests too, since 'Daybreak Club' beside
// 'Daybreak 909' reads as one idea however well it fits the brief), a scene's persona or act form
// ('Lil', 'MC', 'Club') in at most two, its kind (persona prefixes, crews, a singer '& the' a band)
// in at most four and numbers in at most three, one number once, in a list of one-word names a
// front or end ('Fox-', '-pond') in at most two, and the same words never come back in another
// order ('Water & Salt', 'Salt & Water'). The visitor's seed word is in every name of its list by
// request: it is counted neither as a word nor as a one-word name's front or end.
import { nameTokens } from './normalise-name';

const MAX_WORD = 1;
const MAX_FORM = 2;
const MAX_NUMBERS = 3;
const MAX_KIND = 4;
const MAX_ELEMENT = 2;

/** Words a scene names its acts with: they frame a name rather than say what it is about. */
const FORMS = new Set([
  'lil', 'yung', 'young', 'mc', 'dj', 'big', 'kid', 'baby', 'gang', 'mafia', 'crew', 'boyz', 'society', 'collective',
  'trio', 'quartet', 'quintet', 'sextet', 'orchestra', 'ensemble', 'band', 'brothers', 'ramblers', 'systems', 'system', 'unit',
  'tapes', 'sessions', 'club', 'nights', 'records', 'sound', 'project', 'experience',
]);
/** Forms of one kind: 'Lil X', 'Yung Y' and 'Baby Z' together read as one idea with the blanks filled. */
const KIND_OF: Record<string, string> = {
  lil: 'persona', yung: 'persona', young: 'persona', baby: 'persona', big: 'persona', kid: 'persona',
  gang: 'crew', mafia: 'crew', crew: 'crew', boyz: 'crew', society: 'crew', collective: 'crew',
};
/** Words that join the others and say nothing themselves. */
const LINKS = new Set(['the', 'a', 'an', 'and', 'of', 'on', 'in', 'by', 'under', 'to', 'for', 'with', 'at', 'from', 'over', 'into']);
/** A one-word name this long is read as two elements ('Under' + 'tow'). */
const ELEMENT_NAME = 6;

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

/** The seed word a list is built on: its tokens ('black', 'cat') and its fused form ('blackcat'). */
export interface ListSeed {
  readonly tokens: readonly string[];
  readonly fused: string;
}

function usesOf(name: string, oneWordList: boolean, seed: ListSeed | null): { uses: Use[]; words: string | null } {
  const all = nameTokens(name.replace(/&/g, ' ')).filter((t) => !LINKS.has(t));
  const tokens = all.filter((t) => !/^\d+$/.test(t));
  const uses: Use[] = [];
  // A number is a form too ('808 Ghost', 'Warehouse 505'): the same one twice, or numbers everywhere, read as a grid.
  for (const t of all) if (/^\d+$/.test(t)) uses.push({ key: `number:${t}`, cap: 1 }, { key: 'kind:number', cap: MAX_NUMBERS });
  // A singer and a band ('Irma Pryor & the Intentions', 'Ray and the Streetlights'): one billing,
  // however the blanks are filled; a list of them reads as one idea.
  if (/\s(?:&|and) the\s/i.test(name)) uses.push({ key: 'kind:billing', cap: MAX_KIND });
  const content: string[] = [];
  for (const t of tokens) {
    if (FORMS.has(t)) {
      // 'System' and 'Systems' are one form.
      uses.push({ key: `form:${stem(t)}`, cap: MAX_FORM });
      const kind = KIND_OF[t];
      if (kind) uses.push({ key: `kind:${kind}`, cap: MAX_KIND });
      continue;
    }
    if (seed?.tokens.includes(t)) continue;
    const s = stem(t);
    content.push(s);
    uses.push({ key: `word:${s}`, cap: MAX_WORD });
  }
  const [only] = tokens;
  if (oneWordList && tokens.length === 1 && only && only.length >= ELEMENT_NAME) {
    // Three letters each way: 'Coalpond' and 'Coalmere', 'Bellpit' and 'Alderpit' share an element
    // however long the other one is.
    // A seed fused in front ('Moonforge') or behind ('Ashmoon') leaves only the other end to vary.
    if (!seed?.fused || !only.startsWith(seed.fused)) uses.push({ key: `front:${only.slice(0, 3)}`, cap: MAX_ELEMENT });
    if (!seed?.fused || !only.endsWith(seed.fused)) uses.push({ key: `end:${only.slice(-3)}`, cap: MAX_ELEMENT });
  }
  // The same words in any order: 'Salt & Water' is 'Water & Salt'.
  const words = content.length >= 2 ? [...new Set(content)].sort().join(' ') : null;
  return { uses, words };
}

export class ListVariety {
  private readonly counts = new Map<string, number>();
  private readonly wordSets = new Set<string>();

  /** `given`: names already in the list (an earlier round of the same request); `oneWordList`: the
   * visitor asked for one-word names, so their fronts and ends are what the list is made of;
   * `seed`: the word every name of the list is built on. */
  constructor(
    given: Iterable<string> = [],
    private readonly oneWordList = false,
    private readonly seed: ListSeed | null = null,
  ) {
    for (const name of given) this.add(name);
  }

  allows(name: string): boolean {
    const { uses, words } = usesOf(name, this.oneWordList, this.seed);
    if (words !== null && this.wordSets.has(words)) return false;
    return uses.every((u) => (this.counts.get(u.key) ?? 0) < u.cap);
  }

  add(name: string): void {
    const { uses, words } = usesOf(name, this.oneWordList, this.seed);
    if (words !== null) this.wordSets.add(words);
    // A word twice in one name ('Ghost Town Ghost') counts once.
    for (const key of new Set(uses.map((u) => u.key))) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
}
