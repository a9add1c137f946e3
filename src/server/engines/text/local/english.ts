// A small English morphology for names and descriptions: a/an judged by sound, plurals (irregular
// ones too, and never a plural of a plural such as 'Fireworkses'), possessives, -ing and -ed forms.
// Names and descriptions are built from these, not by gluing letters on.
import { ownEntry } from '@shared/lookup';

// ---------------------------------------------------------------- a / an

/** Letters whose spoken name starts with a vowel sound: 'an F', 'an MC', 'an S-bend'. */
const VOWEL_SOUND_LETTERS = new Set('aefhilmnorsx');
/** Written in capitals but read letter by letter; a lower-case spelling is still read that way. */
const INITIALISMS = new Set(['edm', 'idm', 'ebm', 'mc', 'fm', 'am', 'dj', 'lp', 'ep', 'uk', 'us', 'usa', 'ufo', 'nyc', 'r&b', 'rnb', 'aor', 'asmr', 'nwobhm', 'mp3', 'vhs', 'tv', 'bbc', 'npr', 'ost', 'hq', 'sf', 'la']);
/** A vowel letter read as a consonant: 'a unicorn', 'a European', 'a one-off', 'a ukulele', 'a Ukrainian', 'a Utah'. */
const CONSONANT_SOUND_START = /^(?:uni(?![mnd])|use|usu|usa|ute|uti|utop|utah|utrecht|ura(?!l)|ure|uri|uro|urugu|ukr|ugand|usur|ubiq|uku|ufo|uvu|unanim|ural|eu|ewe|one(?!r)|once|ouija|uber)/;
/** A silent h: 'an hour', 'an honest', 'an heir'. */
const SILENT_H_START = /^(?:hour|heir|honest|hono(?:u)?r)/;

/** 'a' or 'an' for the word or phrase that follows, by how its first word is said. */
export function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  const word = first.replace(/^[^\p{L}\p{N}]+/u, '');
  if (word === '') return 'a';
  const lower = word.toLowerCase();
  // Numbers are said as words: 'an 8-bit', 'an 11', 'an 18', 'an '80s', but 'a 110'.
  if (/^\d/.test(lower)) return /^(?:8|1[18](?:\d{3})*(?!\d))/.test(lower) ? 'an' : 'a';
  const letters = lower.replace(/[^\p{L}\p{N}&]+$/u, '').replace(/'s$/, '');
  if (INITIALISMS.has(letters) || isReadAsLetters(word) || /^\p{L}(?:-|$)/u.test(word)) {
    return VOWEL_SOUND_LETTERS.has(lower.charAt(0)) ? 'an' : 'a';
  }
  if (/^x(?!\p{L})/u.test(lower)) return 'an';
  if (SILENT_H_START.test(lower)) return 'an';
  if (CONSONANT_SOUND_START.test(lower)) return 'a';
  return /^[aeiouàáâäèéêëìíîïòóôöùúûü]/.test(lower) ? 'an' : 'a';
}

/** Capitals with no vowel ('DJ', 'NWOBHM', 'MC5'): nobody says them as a word. */
function isReadAsLetters(word: string): boolean {
  const core = word.replace(/[^\p{L}\p{N}&]+$/u, '');
  return core.length >= 2 && core.length <= 6 && /^[A-Z][A-Z0-9&]*$/.test(core) && !/[AEIOU]/.test(core.slice(1));
}

/** The phrase with its article: 'an indie', 'a unicorn'. */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** A word written twice in a row where two fills meet ('the uplifting world world'): once. */
export function dropDoubledWords(text: string): string {
  return text.replace(/\b(\p{L}+)(\s+)\1\b/giu, '$1');
}

/** Descriptions are written on every request from a limited vocabulary: each word's article is
 * worked out once (the map is emptied when it grows large, so odd input cannot grow it for ever). */
const articleOfWord = new Map<string, 'a' | 'an'>();

function articleForWord(word: string): 'a' | 'an' {
  let article = articleOfWord.get(word);
  if (article === undefined) {
    article = articleFor(word);
    if (articleOfWord.size >= 20_000) articleOfWord.clear();
    articleOfWord.set(word, article);
  }
  return article;
}

const ARTICLE_BEFORE_WORD = /(^|[^\p{L}\p{N}'’-])(a|an|A|An|AN)(\s+)(?=([^\s]+))/gu;

/** Puts the right article before every word of a text: 'a indie' becomes 'an indie'. */
export function fixArticles(text: string): string {
  return text.replace(ARTICLE_BEFORE_WORD, (_m, before: string, art: string, space: string, next: string) => {
    const right = articleForWord(next);
    const cased = art === 'AN' ? right.toUpperCase() : art.charAt(0) === 'A' ? right.charAt(0).toUpperCase() + right.slice(1) : right;
    return before + cased + space;
  });
}

// ---------------------------------------------------------------- plurals

const IRREGULAR_PLURALS: Record<string, string> = {
  man: 'men', woman: 'women', child: 'children', mouse: 'mice', goose: 'geese', tooth: 'teeth',
  foot: 'feet', ox: 'oxen', person: 'people', cactus: 'cacti', fungus: 'fungi', oasis: 'oases',
  axis: 'axes', crisis: 'crises', thesis: 'theses', sheep: 'sheep', deer: 'deer', moose: 'moose',
  bison: 'bison', elk: 'elk', fish: 'fish', salmon: 'salmon', aircraft: 'aircraft', species: 'species',
  series: 'series', wolf: 'wolves', knife: 'knives', leaf: 'leaves', thief: 'thieves', elf: 'elves', calf: 'calves',
  half: 'halves', loaf: 'loaves', shelf: 'shelves', wife: 'wives', life: 'lives', self: 'selves',
  sheaf: 'sheaves', hoof: 'hooves', scarf: 'scarves', dwarf: 'dwarves', wharf: 'wharves',
  echo: 'echoes', hero: 'heroes', volcano: 'volcanoes', tornado: 'tornadoes', potato: 'potatoes',
  tomato: 'tomatoes', mosquito: 'mosquitoes', torpedo: 'torpedoes', domino: 'dominoes',
  talisman: 'talismans', shaman: 'shamans', human: 'humans', caiman: 'caimans', walkman: 'walkmans',
  german: 'germans', roman: 'romans', norman: 'normans', ottoman: 'ottomans', doberman: 'dobermans',
  nucleus: 'nuclei', stimulus: 'stimuli', alumnus: 'alumni', radius: 'radii', phenomenon: 'phenomena',
  criterion: 'criteria', sphinx: 'sphinxes', index: 'indices', vertex: 'vertices', matrix: 'matrices',
  vortex: 'vortices', helix: 'helices', codex: 'codices', appendix: 'appendices', lens: 'lenses',
  cosmos: 'cosmos', chaos: 'chaos', quiz: 'quizzes', die: 'dice', louse: 'lice',
};
const IRREGULAR_PLURAL_FORMS: ReadonlySet<string> = new Set(Object.values(IRREGULAR_PLURALS));
/** Irregular plurals that differ from their singular ('men', 'wolves'): adding an -s to one breaks it. */
export const IRREGULAR_PLURAL_WORDS: ReadonlySet<string> = new Set(Object.entries(IRREGULAR_PLURALS).flatMap(([one, many]) => (one === many ? [] : [many])));
/** Singular nouns that end like plurals. */
const SINGULAR_ENDINGS = /(?:ss|us|sis|itis|ness|news|polis)$/;
const SINGULAR_S: ReadonlySet<string> = new Set(`atlas canvas gas bias alias pampas christmas texas vegas judas midas ethos pathos
  mythos logos thermos kudos eros asbestos rhinoceros helios chronos iris tennis trellis mantis pelvis aegis elvis memphis paris
  atlantis osiris isis ibis amaryllis clematis chrysalis hubris debris cannabis lens bus yes`.split(/\s+/));

/** True when the word is already a plural ('fireworks', 'ramblers', 'men', 'gallows'). */
export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PLURAL_FORMS.has(w) && ownEntry(IRREGULAR_PLURALS, w) !== w) return true;
  if (ownEntry(IRREGULAR_PLURALS, w) !== undefined) return false;
  if (/men$/.test(w) && w.length > 4) return true;
  return w.length > 2 && w.endsWith('s') && !SINGULAR_ENDINGS.test(w) && !SINGULAR_S.has(w);
}

const pluralCache = new Map<string, string>();

/** 'monolith' -> 'monoliths', 'ferryman' -> 'ferrymen', 'story' -> 'stories', 'fireworks' stays.
 * Multi-word: the last word. */
export function plural(noun: string): string {
  const cached = pluralCache.get(noun);
  if (cached !== undefined) return cached;
  const space = noun.lastIndexOf(' ');
  const result = space >= 0 ? noun.slice(0, space + 1) + plural(noun.slice(space + 1)) : pluralWord(noun);
  if (pluralCache.size > 20_000) pluralCache.clear();
  pluralCache.set(noun, result);
  return result;
}

/** The plural of a word ending in an irregular noun of four letters or more ('thunderknife' ->
 * 'thunderknives', 'werewolf' -> 'werewolves'); the longest such ending decides ('superhuman' ->
 * 'superhumans'). Undefined when it ends in none. */
export function irregularTailPlural(lower: string): string | undefined {
  for (let start = 1; start <= lower.length - 4; start++) {
    const tail = lower.slice(start);
    const many = ownEntry(IRREGULAR_PLURALS, tail);
    if (many !== undefined) return lower.slice(0, start) + many;
  }
  return undefined;
}

function pluralWord(w: string): string {
  const lower = w.toLowerCase();
  const irregular = ownEntry(IRREGULAR_PLURALS, lower) ?? irregularTailPlural(lower);
  if (irregular) return w.slice(0, 1) + irregular.slice(1);
  if (isPlural(lower)) return w;
  if (lower.endsWith('man') && lower.length > 4) return w.slice(0, -3) + 'men';
  if (/[^aeiou]y$/.test(lower)) return w.slice(0, -1) + 'ies';
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return w + 'es';
  return w + 's';
}

/** Candidates for the singular of a token: used by the overused-word check ('ghosts' -> 'ghost'). */
export function singularCandidates(token: string): string[] {
  const out: string[] = [];
  if (token.length > 3 && token.endsWith('s')) {
    out.push(token.slice(0, -1));
    if (token.endsWith('ies')) out.push(token.slice(0, -3) + 'y');
    if (token.endsWith('es')) out.push(token.slice(0, -2));
    if (token.endsWith('ves')) out.push(token.slice(0, -3) + 'f');
  }
  if (token.endsWith('men')) out.push(token.slice(0, -3) + 'man');
  return out;
}

// ---------------------------------------------------------------- possessives

/** "wolf" -> "wolf's", "wolves" -> "wolves'", "men" -> "men's". */
export function possessive(noun: string): string {
  return /s$/i.test(noun) && isPlural(noun.split(' ').at(-1) ?? noun) ? `${noun}'` : `${noun}'s`;
}

// ---------------------------------------------------------------- -ing and -ed

/** Verbs of more than one syllable whose last syllable is stressed, so it doubles: 'forgetting'. */
const STRESSED_LAST = new Set(['begin', 'forget', 'admit', 'regret', 'occur', 'prefer', 'refer', 'control', 'patrol', 'compel', 'rebel', 'upset', 'outrun', 'permit', 'commit', 'submit', 'transmit', 'omit', 'equip', 'unwrap', 'confer', 'deter', 'abhor', 'incur', 'recur']);

const IRREGULAR_PARTICIPLES: Record<string, string> = {
  fall: 'fallen', break: 'broken', forget: 'forgotten', freeze: 'frozen', steal: 'stolen', rise: 'risen',
  forsake: 'forsaken', bite: 'bitten', swear: 'sworn', tear: 'torn', wear: 'worn', shake: 'shaken',
  write: 'written', hide: 'hidden', ride: 'ridden', drive: 'driven', sing: 'sung', ring: 'rung', sink: 'sunk',
  bind: 'bound', grind: 'ground', strike: 'struck', weave: 'woven', speak: 'spoken', wake: 'woken',
  choose: 'chosen', lose: 'lost', build: 'built', send: 'sent', bleed: 'bled', feed: 'fed', lead: 'led',
  seek: 'sought', catch: 'caught', teach: 'taught', bring: 'brought', buy: 'bought', fight: 'fought',
  think: 'thought', make: 'made', hold: 'held', sell: 'sold', tell: 'told', find: 'found', wind: 'wound',
  hang: 'hung', spin: 'spun', swing: 'swung', cut: 'cut', burst: 'burst', cast: 'cast', shed: 'shed',
  set: 'set', shut: 'shut', split: 'split', spread: 'spread', come: 'come', become: 'become', run: 'run',
  go: 'gone', do: 'done', see: 'seen', be: 'been', give: 'given', take: 'taken', know: 'known', grow: 'grown',
  throw: 'thrown', blow: 'blown', fly: 'flown', draw: 'drawn', show: 'shown', eat: 'eaten', beat: 'beaten',
  forgive: 'forgiven', begin: 'begun', drink: 'drunk', swim: 'swum', sleep: 'slept', weep: 'wept',
  keep: 'kept', sweep: 'swept', creep: 'crept', feel: 'felt', kneel: 'knelt', deal: 'dealt', mean: 'meant',
  leave: 'left', lay: 'laid', pay: 'paid', say: 'said', stand: 'stood', sit: 'sat', win: 'won', dig: 'dug',
  stick: 'stuck', sting: 'stung', hear: 'heard', shine: 'shone', shoot: 'shot', slide: 'slid', light: 'lit',
  meet: 'met', read: 'read', sew: 'sewn', sow: 'sown', swell: 'swollen', undo: 'undone', awake: 'awoken',
};

/** One vowel group, ending consonant-vowel-consonant ('run', 'drum'), or a stressed last syllable. */
function doublesFinal(verb: string): boolean {
  if (!/[^aeiou][aeiou][^aeiouwxy]$/.test(verb)) return false;
  if (STRESSED_LAST.has(verb)) return true;
  return (verb.match(/[aeiouy]+/g)?.length ?? 0) === 1;
}

/** 'burn' -> 'burning', 'forge' -> 'forging', 'run' -> 'running', 'die' -> 'dying', 'panic' -> 'panicking'. */
export function ingForm(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ie')) return v.slice(0, -2) + 'ying';
  if (/(?:ee|oe|ye)$/.test(v) || v === 'be') return v + 'ing';
  if (/[^aeiou]e$/.test(v) || v.endsWith('ue')) return v.slice(0, -1) + 'ing';
  if (v.endsWith('ic')) return v + 'king';
  if (doublesFinal(v)) return v + v.charAt(v.length - 1) + 'ing';
  return v + 'ing';
}

/** The past participle: 'burn' -> 'burned', 'bury' -> 'buried', 'stop' -> 'stopped', 'fall' -> 'fallen'. */
export function edForm(verb: string): string {
  const v = verb.toLowerCase();
  const irregular = ownEntry(IRREGULAR_PARTICIPLES, v);
  if (irregular) return irregular;
  if (v.endsWith('e')) return v + 'd';
  if (/[^aeiou]y$/.test(v)) return v.slice(0, -1) + 'ied';
  if (v.endsWith('ic')) return v + 'ked';
  if (doublesFinal(v)) return v + v.charAt(v.length - 1) + 'ed';
  return v + 'ed';
}
