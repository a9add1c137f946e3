// At most one practical remark about a name, and only one that is true of it: one word, a number,
// matching first sounds, a long or a short name. Null when none is true. What a name's form means
// in one scene ('King' in reggae, 'Quartet' in jazz) is that scene's habit (naming-habits.ts), never
// told here, where it would be said of every genre alike.
import type { Rng } from '@server/lib/random';

const NUMBER = /\b\d+\b/;

export function practicalRemark(name: string, rng: Rng): string | null {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = name.replace(/[^\p{L}]/gu, '').length;
  const facts: (() => string)[] = [];
  const num = NUMBER.exec(name)?.[0];
  if (num) {
    facts.push(() => rng.pick([
      `The ${num} gives fans something to chant and a shirt something to print.`,
      `A number like ${num} makes it easy to remember and easy to search for.`,
      `The ${num} can do the work of a logo on its own.`,
    ]));
  }
  if (words.length === 1 && letters >= 3 && !num) {
    facts.push(() => rng.pick([
      `At ${letters} letters and one word, it fits a sticker, an avatar and the top of a poster.`,
      `One word of ${letters} letters: quick to say over a PA.`,
      'As a single word it reads at a glance from the back of a field.',
      'Being one word, the logo can be nothing more than the name in the right typeface.',
      `With ${letters} letters and no spaces, it is easy to type, tag and search for.`,
      'One word and no spaces: the hashtag and the handle are already written.',
      `One word of ${letters} letters fits on a badge or a cassette spine.`,
    ]));
  }
  const content = words.filter((w) => !/^(The|Of|And|&|A|An|In|On|At|To)$/i.test(w) && /^\p{L}/u.test(w));
  const initials = content.map((w) => w.charAt(0).toUpperCase());
  const repeated = initials.find((c, i) => initials.indexOf(c) !== i && /[BCDFGHJKLMNPQRSTVWXZ]/.test(c));
  if (repeated) {
    facts.push(() => rng.pick([
      `The matching ${repeated} sounds make it bounce when said aloud.`,
      `Those two ${repeated} sounds make it easy to say twice in a row.`,
      `The repeated ${repeated} gives it a hook before a note is played.`,
      `Say it aloud and the ${repeated}s do the rhythm for you.`,
    ]));
  }
  if (words.length >= 4 || name.length >= 24) {
    facts.push(() => rng.pick([
      `At ${words.length} words it is a mouthful, so fans will shorten it; make sure the short form works too.`,
      'It is long, so a logo that stacks the words will serve it best.',
      'Long names get shortened by fans, so decide early which part of it you want them to keep.',
    ]));
  } else if (words.length === 2 && letters <= 10 && !num) {
    facts.push(() => rng.pick([
      'Two short words: easy to shout across a venue.',
      'At two short words it fits even the smallest line of a festival bill.',
      `Only ${letters} letters in all, so it can be printed big.`,
    ]));
  }
  return facts.length > 0 ? rng.pick(facts)() : null;
}
