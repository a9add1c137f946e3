// English word forms the name patterns need: plurals, title case and 'a'/'an'.
import { ownEntry } from '@shared/lookup';

const IRREGULAR_PLURALS: Record<string, string> = {
  man: 'men', woman: 'women', child: 'children', mouse: 'mice', goose: 'geese', tooth: 'teeth',
  foot: 'feet', ox: 'oxen', person: 'people', cactus: 'cacti', fungus: 'fungi', oasis: 'oases',
  axis: 'axes', crisis: 'crises', thesis: 'theses', sheep: 'sheep', deer: 'deer', moose: 'moose',
  bison: 'bison', elk: 'elk', fish: 'fish', salmon: 'salmon', aircraft: 'aircraft', species: 'species',
  wolf: 'wolves', knife: 'knives', leaf: 'leaves', thief: 'thieves', elf: 'elves', calf: 'calves',
  half: 'halves', loaf: 'loaves', shelf: 'shelves', wife: 'wives', life: 'lives', self: 'selves',
  sheaf: 'sheaves', hoof: 'hooves', scarf: 'scarves', dwarf: 'dwarves', wharf: 'wharves',
  echo: 'echoes', hero: 'heroes', volcano: 'volcanoes', tornado: 'tornadoes', potato: 'potatoes',
  tomato: 'tomatoes', mosquito: 'mosquitoes', torpedo: 'torpedoes', domino: 'dominoes',
  talisman: 'talismans', shaman: 'shamans', human: 'humans', caiman: 'caimans', walkman: 'walkmans',
  nucleus: 'nuclei', stimulus: 'stimuli', alumnus: 'alumni', radius: 'radii', phenomenon: 'phenomena',
  criterion: 'criteria', sphinx: 'sphinxes', index: 'indices', vertex: 'vertices', matrix: 'matrices',
  vortex: 'vortices', helix: 'helices', codex: 'codices', appendix: 'appendices',
};

const pluralCache = new Map<string, string>();

/** 'monolith' -> 'monoliths', 'ferryman' -> 'ferrymen', 'story' -> 'stories'. Multi-word: last word. */
export function plural(noun: string): string {
  const cached = pluralCache.get(noun);
  if (cached !== undefined) return cached;
  const space = noun.lastIndexOf(' ');
  const result = space >= 0 ? noun.slice(0, space + 1) + plural(noun.slice(space + 1)) : pluralWord(noun);
  pluralCache.set(noun, result);
  return result;
}

function pluralWord(w: string): string {
  const irregular = ownEntry(IRREGULAR_PLURALS, w);
  if (irregular) return irregular;
  if (w.endsWith('man') && w.length > 4) return w.slice(0, -3) + 'men';
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  if (/(s|x|z|ch|sh)$/.test(w)) return w + 'es';
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

/** 'a' or 'an' for the word or phrase that follows. */
export function article(next: string): 'a' | 'an' {
  const w = next.trim().toLowerCase();
  if (/^(eu|uni|use|usu|one|once)/.test(w)) return 'a';
  if (/^(edm|hour|honest|heir|mc\b|fm\b|lp\b|x)/.test(w)) return 'an';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}
