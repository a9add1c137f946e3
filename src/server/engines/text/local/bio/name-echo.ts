// The band's name said in sentence after sentence reads like a form letter ('Cinder Vale's music is
// raw. Cinder Vale also brings a drive.'): the name said again within two sentences becomes 'the
// trio', 'the rebellious trio', 'she' or 'they'. The first mention of each paragraph keeps the name,
// and the musician's own sentences are left as typed.
import type { BioFacts } from './bio-facts';
import type { Block } from './bio-blocks';
import { capitaliseFirst, possessive } from './text-tools';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type StandIn = { start: [string, string]; mid: [string, string] | null };

/** 'the trio' at a sentence's start and inside it: [subject, possessive]. */
function phrase(words: string): StandIn {
  return { start: [capitaliseFirst(words), capitaliseFirst(possessive(words))], mid: [words, possessive(words)] };
}

/**
 * What stands in for the name: `bare` ('the trio') in a sentence that holds another of the band's
 * facts; in one that holds none, 'the rebellious trio' (a trait neither it nor the sentence before says),
 * so the line still says whose it is; the place is not said twice. Null where nothing reads right.
 */
function standIns(f: BioFacts): { bare: StandIn; placed: (sentence: string) => StandIn | null } | null {
  if (f.solo) {
    // A solo artist's verbs are singular, as 'she' and 'he' take; 'they' would need plural verbs.
    const p = f.soloPronoun;
    if (!p || p.they === 'they') return null;
    return { bare: { start: [capitaliseFirst(p.they), capitaliseFirst(p.their)], mid: null }, placed: () => null };
  }
  const placed = (sentence: string) => {
    const lower = sentence.toLowerCase();
    // A trait that is also the genre's word ('experimental') would name the genre once more.
    const genre = `${f.genre.prose} ${f.subs.map((x) => x.prose).join(' ')}`.toLowerCase();
    const trait = f.traits.map((t) => t.adjective.toLowerCase()).find((a) => !a.includes(' ') && !lower.includes(a) && !genre.includes(a));
    return trait ? phrase(`the ${trait} ${f.act}`) : null;
  };
  // 'The Understudies are…' becomes 'They are…' ('the rebellious four-piece are' reads as British English does).
  if (f.namePlural) return { bare: { start: ['They', 'Their'], mid: null }, placed };
  return { bare: phrase(`the ${f.act}`), placed };
}

/** Rewrites, in place, the kept pieces whose sentence names the band within two sentences of the last that did. */
export function varyNameEchoes(blocks: readonly Block[], selected: ReadonlySet<number>, f: BioFacts): void {
  const subs = standIns(f);
  if (!subs || f.name.length < 2) return;
  const name = escape(f.name);
  // 'Cinder Vale's' and 'Copper Lanterns'' are possessives (group 1); the bare name ends at a word's end.
  const tail = `(?:(['’]s\\b|['’](?!\\w))|(?![\\w'’]))`;
  const atStart = new RegExp(`^${name}${tail}`);
  const inside = new RegExp(`(?<=\\s)${name}${tail}`);
  const mentions = new RegExp(`\\b${name}\\b`);
  // A sentence that names nothing else of this band's keeps a trait with the stand-in: 'The
  // four-piece is currently on hiatus' would read the same in every band's bio.
  const facts = [f.placeShort, ...f.members.map((m) => m.name.split(' ')[0]), ...f.influences, ...f.unique]
    .filter((v): v is string => Boolean(v && v.length > 2))
    .map((v) => v.toLowerCase());
  const ownFact = (text: string) => /\b\d{4}\b/.test(text) || facts.some((v) => text.toLowerCase().includes(v));
  for (const block of blocks) {
    for (const para of block.paras) {
      if (para.lines) continue;
      // Sentences since the name was last said (a large number: not yet in this paragraph).
      let since = 9;
      let previous = '';
      for (const piece of para.pieces) {
        if (!selected.has(piece.id)) continue;
        const sentences = piece.text.split(/(?<=[.!?])\s+/);
        const out = sentences.map((sentence) => {
          const named = mentions.test(sentence);
          let text = sentence;
          const use = ownFact(sentence.replace(mentions, '')) ? subs.bare : subs.placed(`${previous} ${sentence}`);
          if (named && since < 2 && !piece.own && use) {
            const { start, mid } = use;
            if (atStart.test(text)) text = text.replace(atStart, (_, s?: string) => (s ? start[1] : start[0]));
            else if (mid) text = text.replace(inside, (_, s?: string) => (s ? mid[1] : mid[0]));
          }
          since = named && text === sentence ? 0 : since + 1;
          previous = sentence;
          return text;
        });
        piece.text = out.join(' ');
      }
    }
  }
}
