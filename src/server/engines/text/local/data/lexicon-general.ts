// The general lexicon, for a genre string that matches nothing we know: imagery that suits any band.
import type { FamilyLexicon } from '../lexicon-types';

export const GENERAL_FAMILY: FamilyLexicon = {
  id: 'general',
  adj: `restless bright distant hidden quiet wandering patient borrowed secret open burning gentle
    vivid strange faithful stubborn curious amber hollow paper`,
  noun: `fox wren owl bell kite key lamp boat reed pine lantern compass harbour bridge river signal echo horizon orchard mirror satellite lighthouse
    tower window garden highway ferry sparrow fox comet engine atlas postcard letter`,
  mass: `weather daylight thunder salt paper smoke`,
  gerund: `wandering turning rising falling`,
  verb: `wake follow carry chase`,
  place: `crossing harbour avenue hollow`,
  head: `ash birch cedar copper echo flint glass honey ivory jade lark linen maple north pearl quill raven river silver slate stone thorn velvet willow oak moon fox wren ember amber pine moss frost dusk dawn ash stone glass sun salt iron paper`,
  tail: `brook ridge hollow gate light lane ford field crest haven mark song well wind yard song wind way bell wood gate side mark grove field line light fall ford`,
  first: `ruby otis iris felix june leon nora`,
  last: `hale mercer lindgren`,
  ensemble: `company parade assembly`,
  prep: `under over beyond after across`,
  scenes: [
    'a small stage with a big sound',
    'a van full of gear heading for the next town',
    'a rehearsal room where the good ideas happen',
  ],
  templates: [
    ['{A} {N}', 10], ['The {A} {Ns}', 6], ['{N} of {X}', 4], ['{C}', 6], ['{I}', 4], ['{X} {Ns}', 4],
    ['{F} and the {Ns}', 3], ['{G} {Ns}', 3], ['{N} {P}', 2],
    ['The {A} {X} {Ns}', 5], ['{F} and the {A} {Ns}', 4], ['{A} {N} {E}', 3],
  ],
  syllables: { onset: 'b d k l m n r s t v', vowel: 'a e i o u', coda: 'l n r s', ending: 'a o er en ia' },
};
