// Shapes of the hand-written lexicon data. Word lists are space-separated strings (an underscore
// stands for a space inside one entry) so the data files stay dense and easy to edit.

/** [template, weight]. Templates are words and {slots}; see templates.ts for the slot codes. */
export type TemplateWeight = readonly [template: string, weight: number];

export interface WordFields {
  /** Adjectives: 'leaden', 'neon'. */
  adj?: string;
  /** Countable nouns (pluralised by english.ts): 'monolith', 'cassette'. */
  noun?: string;
  /** Mass or abstract nouns that never take a plural: 'basalt', 'static'. */
  mass?: string;
  /** Present participles used as adjectives: 'crawling'. */
  gerund?: string;
  /** Imperative verbs for 'Bury the Sun' names. */
  verb?: string;
  /** Place words: 'holler', 'sector'. */
  place?: string;
  /** First halves of fused compounds: 'ash' in 'Ashgrove'. */
  head?: string;
  /** Second halves of fused compounds: real words such as 'grove'. */
  tail?: string;
  /** First names for 'Ruby and the Lanterns'. */
  first?: string;
  /** Surnames for 'The Marlowe Quintet'. */
  last?: string;
  /** Group words, already plural or collective: 'ramblers', 'string_band'. */
  ensemble?: string;
  /** Real single words that stand alone as an act's name in the genre: 'surgeon', 'mayhem'. */
  word?: string;
}

/** One picture or idea of a genre ('ice and cold', 'the jazz club at night'): the words of one name
 * are drawn from one theme, so they belong together ('Lil Frost', not 'Lit Smoke Boombox'). */
export type ThemeFields = Pick<WordFields, 'adj' | 'noun' | 'mass' | 'place' | 'head' | 'tail' | 'word' | 'gerund'> & {
  /** A mood a brief may ask for (loss, being watched, a feud): drawn mostly when the vibe means it. */
  mood?: true;
};

export interface Syllables {
  onset: string;
  vowel: string;
  coda: string;
  ending: string;
}

export interface GenreLexicon extends WordFields {
  /** Imagery for descriptions: 'a basalt cathedral sinking into the moor'. */
  scenes: readonly string[];
  /** Pictures of the genre; a name draws its words from one of them. */
  themes?: readonly ThemeFields[];
  /** Added to the family's templates (same template twice = weights add up). */
  templates?: readonly TemplateWeight[];
  syllables?: Partial<Syllables>;
  /** Fields (and 'templates') where the family's words are not mixed in: lo-fi is hip-hop in name only. */
  replace?: readonly (keyof WordFields | 'templates')[];
}

export interface FamilyLexicon extends WordFields {
  id: FamilyId;
  scenes: readonly string[];
  templates: readonly TemplateWeight[];
  syllables: Syllables;
  /** Prepositions for 'Ghosts Under Glass'. */
  prep: string;
}

export type FamilyId = 'rock' | 'electronic' | 'metal' | 'pop' | 'hip-hop' | 'folk' | 'jazz' | 'other' | 'general';
