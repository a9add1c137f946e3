// Things a request names that the library has no drawing of ('a giraffe and a saxophone'): the
// picture shows the rest, and the alt text says the thing was asked for but not drawn, rather than
// dropping it silently. Only plain names of things people ask to see: a word that is also a colour
// ('cherry red', 'lemon'), a style ('swing') or an everyday word ('well', 'table') is left out, so
// the alt text never calls something missing that was not asked for.
import { motifFromText, pictureWords } from './motifs';

const ASKED_FOR = [
  'giraffe', 'elephant', 'lion', 'tiger', 'zebra', 'monkey', 'gorilla', 'penguin', 'rabbit', 'bunny', 'cow', 'pig', 'sheep', 'goat', 'chicken', 'rooster', 'frog', 'bee',
  'dinosaur', 'dragon', 'unicorn', 'kangaroo', 'camel', 'squirrel', 'turtle', 'tortoise', 'crab', 'lobster', 'dolphin', 'parrot', 'flamingo', 'peacock', 'crocodile',
  'alligator', 'hippo', 'rhino', 'panda', 'koala', 'sofa', 'couch', 'axe', 'helicopter', 'tractor', 'tank', 'skateboard', 'surfboard', 'harp', 'accordion', 'computer',
  'laptop', 'mug', 'teapot', 'hat', 'shoe', 'boot', 'sneaker', 'doll', 'teddy', 'cake', 'pizza', 'burger', 'apple', 'banana', 'pineapple', 'fountain', 'mirror', 'globe',
  'flag', 'trophy', 'necklace', 'coin', 'gun', 'pistol', 'rifle', 'arrow', 'shield', 'helmet', 'snowman', 'scarecrow', 'carousel',
] as const;

/** The names, with their plurals, that no motif draws (a subject added to the library later drops out by itself). */
let undrawn: ReadonlyMap<string, string> | undefined;
/** Built on first use: the motif reader it asks also asks this module (for its genre's fallback). */
function undrawnNames(): ReadonlyMap<string, string> {
  undrawn ??= new Map(
    ASKED_FOR.filter((w) => !motifFromText(`a ${w}`)).flatMap((w) => [[w, w], [`${w}s`, w], [`${w}es`, w]] as [string, string][]).concat([['mice', 'mouse'], ['geese', 'goose']]),
  );
  return undrawn;
}

/** What the words ask to see that the picture cannot show, each once, in the order named ('giraffe'). */
export function undrawnThings(concept: string): string[] {
  const words = pictureWords(concept).match(/[a-z][a-z'-]*/g) ?? [];
  const out: string[] = [];
  words.forEach((w, i) => {
    const thing = undrawnNames().get(w);
    // 'no dinosaurs', 'without a hat' ask for none.
    if (!thing || out.includes(thing) || /^(no|without|not|never)$/.test(words[i - 1] ?? '') || /^(no|without|not)$/.test(words[i - 2] ?? '')) return;
    // The first word of a name the library draws ('a mirror ball') is that thing, drawn.
    const next = words[i + 1];
    if (next && motifFromText(`a ${w} ${next}`) !== motifFromText(`a ${next}`)) return;
    out.push(thing);
  });
  return out;
}
