// The chosen tone in every sentence the writer wrote, not only in its hook line: how it is said
// (contractions or none, the word for the same thing) and how it moves (short blunt sentences for
// Edgy, long joined ones for Poetic, a dash for Dramatic). A reader heard only the Poetic tone; the
// facts were said the same way in all seven. The musician's own sentences are left as typed.
import type { Block, Piece } from './bio-blocks';
import { withArticle } from '../english';
import { countWords } from './text-tools';
import type { Tone } from './writer';

/** Long forms and their spoken contractions; only before a word, so 'what it is.' stays whole. */
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\b([Tt])hey are(?= [a-z])/g, "$1hey're"],
  [/\b([Ww])e are(?= [a-z])/g, "$1e're"],
  [/\bI am(?= [a-z])/g, "I'm"],
  // 'None of it is worship' keeps its verb: 'of it's' reads as a possessive.
  [/(?<!\bof )\b([Ii])t is(?= [a-z])/g, "$1t's"],
  [/\b([Tt])hat is(?= [a-z])/g, "$1hat's"],
  [/\b([Tt])here is(?= [a-z])/g, "$1here's"],
  [/\b([Dd])o not\b/g, "$1on't"],
  [/\b([Dd])oes not\b/g, "$1oesn't"],
  [/\b([Dd])id not\b/g, "$1idn't"],
  [/\b([Ii])s not\b/g, "$1sn't"],
  [/\b([Aa])re not\b/g, "$1ren't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Ww])ill not\b/g, "$1on't"],
  [/\b([Hh])as not\b/g, "$1asn't"],
  [/\b([Hh])ave not\b/g, "$1aven't"],
];

/** The contractions written out, for the tones that do not talk. */
const EXPANSIONS: readonly [RegExp, string][] = [
  [/\b([Tt])hey're\b/g, '$1hey are'],
  [/\b([Ww])e're\b/g, '$1e are'],
  [/\bI'm\b/g, 'I am'],
  [/\b([Ii])t's\b/g, '$1t is'],
  [/\b([Tt])hat's\b/g, '$1hat is'],
  [/\b([Tt])here's\b/g, '$1here is'],
  [/\b([Dd])on't\b/g, '$1o not'],
  [/\b([Dd])oesn't\b/g, '$1oes not'],
  [/\b([Dd])idn't\b/g, '$1id not'],
  [/\b([Ii])sn't\b/g, '$1s not'],
  [/\b([Aa])ren't\b/g, '$1re not'],
  [/\b([Cc])an't\b/g, '$1annot'],
  [/\b([Ww])on't\b/g, '$1ill not'],
];

/** Each tone's word for the same thing (the talkers say 'right now', the press says 'currently'). */
const WORDS: Readonly<Partial<Record<Tone, readonly [RegExp, string][]>>> = {
  // 'are currently touring' becomes 'are touring right now', never 'are right now touring'.
  Casual: [[/\b(is|are) currently (\w+ing)(?=[.,;!?])/g, '$1 $2 right now'], [/^Currently\b/g, 'Right now'], [/\bHowever, /g, 'Still, '], [/\btherefore\b/g, 'so'], [/\bperform(s|ed|ing)?\b/g, 'play$1'], [/\bmusicians\b/g, 'players']],
  Humorous: [[/\b(is|are) currently (\w+ing)(?=[.,;!?])/g, '$1 $2 these days'], [/\bHowever, /g, 'Then again, '], [/\bperform(s|ed|ing)?\b/g, 'play$1']],
  Edgy: [[/\b(is|are) currently (\w+ing)(?=[.,;!?])/g, '$1 $2 now'], [/\b(?:a little|quite|rather|somewhat|perhaps|really|basically) /g, ''], [/\bHowever, /g, 'But ']],
  Professional: [[/\bbasically,? /g, ''], [/\bright now\b/g, 'currently'], [/\bRight now\b/g, 'Currently'], [/\bplenty of\b/g, 'a wealth of']],
  Technical: [[/\bbasically,? /g, ''], [/\bright now\b/g, 'at present'], [/\bRight now\b/g, 'At present'], [/\btheir sound\b/g, 'their sound palette']],
  Dramatic: [[/\bright now\b/g, 'at this moment'], [/\bRight now\b/g, 'At this moment'], [/\bbasically,? /g, '']],
  Poetic: [[/\bbasically,? /g, ''], [/\bright now\b/g, 'for now'], [/\bRight now\b/g, 'For now']],
};

/** How a dated sentence opens ('In 2019, ...') in each tone. */
const YEAR_OPENING: Readonly<Partial<Record<Tone, string>>> = {
  Casual: 'Back in $1, ',
  Edgy: '$1: ',
  Dramatic: 'Then, in $1, ',
};

const NAME = String.raw`(\p{Lu}[\p{L}'’.&-]*(?: (?:&|and|of|the|\p{Lu}[\p{L}'’.&-]*))*)`;

/**
 * The sentences that state the plain facts (who and where, who plays what, whom they cite), said
 * each tone's way: the facts were word for word the same in all seven tones.
 */
const FACT_SHAPES: readonly { pattern: RegExp; tones: Readonly<Partial<Record<Tone, string | readonly string[]>>> }[] = [
  {
    // 'Copper Wolves are a country four-piece from Lubbock, Texas, formed in 2016.'
    pattern: /^(.+?) (?:are|is) (an? [^,.]+?) from ([^.]+?), formed in ((?:19|20)\d\d)\.$/u,
    tones: {
      Casual: 'Meet $1: $2 from $3, together since $4.',
      Edgy: '$1. $C2 from $3. Formed $4.',
      Dramatic: 'Out of $3, in $4, came $1: $2.',
      Poetic: 'In $3, in $4, $1 began: $2.',
      Technical: '$1: $2 based in $3, formed $4.',
      Humorous: 'Say hello to $1: $2 from $3, formed in $4.',
    },
  },
  {
    // 'Gravel Hymnal is a country four-piece from Bakersfield.', '… from Houston, active since 2021.'
    pattern: /^(.+?) (are|is) (an? [^,.]+?) from ([^.,]+(?:, [A-Z][^.,]*)?)(, active since (?:19|20)\d\d)?\.$/u,
    tones: {
      Casual: 'Meet $1: $3 from $4$5.',
      Edgy: '$1. $C3. $4$5.',
      Dramatic: 'Out of $4 came $1: $3$5.',
      Poetic: 'From $4 comes $1, $3$5.',
      Technical: '$1: $3, based in $4$5.',
      Humorous: '$1 $2 $3 from $4$5, for anyone keeping score.',
    },
  },
  {
    // 'Gravel Hymnal is a Bakersfield-based country four-piece.'
    pattern: /^(.+?) (are|is) an? ([A-Z][^.,]*?)-based ([^.,]+?)(, (?:active since|formed in) (?:19|20)\d\d)?\.$/u,
    tones: {
      Casual: 'Meet $1: $A4 from $3$5.',
      Edgy: '$1. $C4. $3$5.',
      Dramatic: 'Out of $3 came $1: $A4$5.',
      Poetic: 'From $3 comes $1, $A4$5.',
      Technical: '$1: $4, based in $3$5.',
      Humorous: '$1 $2 $A4 from $3$5, for anyone keeping score.',
    },
  },
  {
    // 'In 2021, Gravel Hymnal put out the EP 'Oil Town Sundays'.' (and '… two years later, they put out …'):
    // $R2 keeps the time against the formation or the last release, after a comma, when there is one.
    pattern: /^In ((?:19|20)\d\d), (?:([a-z]+ years? (?:later|after forming)), )?(.+?) put out the ((?:[a-z]+ )?(?:EP|LP|album|single|mixtape|demo|double A-side)) ('[^']+')([^.]*)\.$/u,
    tones: {
      Poetic: ['$1 brought the $4 $5$6$R2.', 'Then the $4 $5$6 arrived, in $1$R2.', 'And $1 brought the $4 $5$6$R2.'],
      Dramatic: ['Then $1 came$R2, and with it the $4 $5$6.', 'And in $1$R2, the $4 $5$6 landed.', '$1$R2: the $4 $5$6.'],
      Technical: ['Release: $4 $5 ($1$R2)$6.', 'Next release: $4 $5 ($1$R2)$6.', 'Then: $4 $5 ($1$R2)$6.'],
      Humorous: ['Exhibit A: the $4 $5$6, out in $1$R2.', 'Exhibit B: the $4 $5$6, out in $1$R2.', 'Exhibit C: the $4 $5$6, out in $1$R2.'],
    },
  },
  {
    // 'Since 2022, they have held a residency at Trout's every Friday.'
    pattern: /^Since ((?:19|20)\d\d), (.+?) (?:has|have) held an? ((?:[A-Za-z]+ )?)residency at (.+?)( every [A-Z]\w+| on [A-Z]\w+s)?\.$/u,
    tones: {
      Dramatic: 'Since $1, $4 has belonged to them$5: a $3residency.',
      Poetic: 'Since $1, $4 has kept a place for them$5, a $3residency.',
      Technical: 'Residency: $4$5, since $1.',
      Humorous: 'Since $1, $4 has been stuck with them$5, a $3residency.',
      Edgy: 'A $3residency at $4$5. Since $1.',
    },
  },
  {
    // 'Lou Banks plays drums.'
    pattern: new RegExp(`^${NAME} plays ([a-z][a-z &-]+)\\.$`, 'u'),
    tones: { Casual: '$1 is on $2.', Edgy: '$1: $2.', Technical: '$1 covers $2.', Poetic: '$1 tends the $2.', Dramatic: 'And on $2, $1.', Humorous: '$1 handles $2.' },
  },
  {
    // 'The reference points are Waylon Jennings, Lucinda Williams and Drive-By Truckers.'
    pattern: /^The reference points are ([^.]+)\.$/u,
    tones: { Casual: 'Ask about influences and you will hear $1.', Edgy: 'Influences: $1.', Technical: 'Cited influences: $1.', Poetic: '$C1: the lights they steer by.', Dramatic: '$C1 — those are the names that lit the fuse.', Humorous: 'Blame $1, mostly.' },
  },
];

/** 'Ewan Bell plays guitar, with Iona Shaw on bass and Rab Kerr on drums.' read into who plays what. */
function lineupOf(text: string): { who: string; part: string }[] | null {
  const m = /^(.+?) plays ([a-z][a-z ,&-]*?), with (.+ on [a-z][a-z &-]*)\.$/u.exec(text);
  // Only a bare name plays: 'Vera leads the band and plays trumpet' says more than an instrument and stays as written.
  if (!m?.[1] || !m[2] || !m[3] || /,/.test(m[2]) || !/^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)*$/u.test(m[1])) return null;
  const rest = m[3].split(/, | and (?=\p{Lu})/u).map((x) => /^(.+?) on (.+)$/.exec(x));
  if (rest.some((x) => !x)) return null;
  return [{ who: m[1], part: m[2] }, ...rest.map((x) => ({ who: x?.[1] ?? '', part: x?.[2] ?? '' }))];
}

const LINEUP_SAID: Readonly<Partial<Record<Tone, (l: readonly { who: string; part: string }[]) => string>>> = {
  Technical: (l) => `Instrumentation: ${l.map((x) => `${x.part} (${x.who})`).join(', ')}.`,
  Edgy: (l) => l.map((x) => `${x.who} on ${x.part}.`).join(' '),
  Casual: (l) => `That's ${l.slice(0, -1).map((x) => `${x.who} on ${x.part}`).join(', ')} and ${l[l.length - 1]?.who} on ${l[l.length - 1]?.part}.`,
  Poetic: (l) => `${l.map((x, i) => (i === 0 ? `${x.part.charAt(0).toUpperCase()}${x.part.slice(1)} in ${x.who}'s hands` : `${x.part} in ${x.who}'s`)).join(', ')}.`,
  Dramatic: (l) => `${l[0]?.who} takes ${l[0]?.part}; ${l.slice(1).map((x) => `${x.who}, ${x.part}`).join('; ')}.`,
  Humorous: (l) => `Roll call: ${l.map((x) => `${x.who} on ${x.part}`).join(', ')}.`,
};

/** How many sentences of each shape a bio has said so far, so a second release is not framed like the first. */
export type ShapeCounts = Map<RegExp, number>;

function reshape(text: string, tone: Tone, counts: ShapeCounts): string {
  const lineup = LINEUP_SAID[tone];
  const players = lineup ? lineupOf(text) : null;
  if (lineup && players) return lineup(players);
  for (const { pattern, tones } of FACT_SHAPES) {
    const frames = tones[tone];
    const m = pattern.exec(text);
    if (!frames || !m) continue;
    const seen = counts.get(pattern) ?? 0;
    counts.set(pattern, seen + 1);
    const frame = typeof frames === 'string' ? frames : (frames[seen % frames.length] ?? '');
    return frame.replace(/\$([CRA]?)(\d)/g, (_, how: string, n: string) => {
      const part = m[Number(n)] ?? '';
      if (how === 'R') return part ? `, ${part}` : '';
      if (how === 'A') return withArticle(part);
      return how === 'C' ? part.charAt(0).toUpperCase() + part.slice(1) : part;
    });
  }
  return text;
}

const TALKING_TONES: readonly Tone[] = ['Casual', 'Humorous', 'Edgy'];

function replaceAll(text: string, rules: readonly [RegExp, string][]): string {
  return rules.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Edgy: one thing a sentence. '…crying lines; Jonah's bass holds the floor; and Lou's drums push' becomes three. */
function shortSentences(text: string): string {
  return text
    .replace(/; (?:and |but )?([^;]{12,}?)(?=;|[.!?]$)/g, (_, rest: string) => `. ${capital(rest)}`)
    .replace(/, (and|but|so) ([A-Za-z][^,.;:!?]{18,})(?=[.!?]$)/g, (all: string, joiner: string, rest: string) => (/\bbetween them\b/.test(rest) ? all : `. ${capital(joiner)} ${rest}`));
}

/** Poetic: two short sentences in a row read as one breath, joined by a dash (only kept ones, so no dash is left hanging). */
function longBreaths(pieces: readonly Piece[]): void {
  for (let i = 1; i < pieces.length; i++) {
    const a = pieces[i - 1];
    const b = pieces[i];
    if (!a || !b || a.own || b.own) continue;
    if (!/^[^.!?]+\.$/.test(a.text) || !/^(?:It|They|She|He|That|This|There)\b[^.!?]+\.$/.test(b.text)) continue;
    // Two facts (a dated release, then a session) are not one breath: the dash read as if one followed from the other.
    if (/\b(?:19|20)\d\d\b|['‘][^']+['’]/.test(a.text) || /\b(?:19|20)\d\d\b|\b(?:have|has) (?:recorded|played|supported|put out|released|won)\b/.test(b.text)) continue;
    if (countWords(a.text) > 14 || countWords(b.text) > 14) continue;
    a.text = `${a.text.slice(0, -1)} —`;
    b.text = b.text.charAt(0).toLowerCase() + b.text.slice(1);
    i++;
  }
}

/** One sentence of the writer's in the tone's voice. */
export function inTone(text: string, tone: Tone, counts: ShapeCounts = new Map()): string {
  if (/^\*\*/.test(text) || /^\*[^*]+:\*/.test(text)) return text;
  let t = reshape(text, tone, counts);
  t = replaceAll(t, TALKING_TONES.includes(tone) ? CONTRACTIONS : EXPANSIONS);
  t = replaceAll(t, WORDS[tone] ?? []);
  const year = YEAR_OPENING[tone];
  if (year) t = t.replace(/^In ((?:19|20)\d\d), /, (_, y: string) => year.replace('$1', y));
  if (tone === 'Edgy') t = shortSentences(t);
  if (tone === 'Dramatic') t = t.replace(/^([^:]{12,}?): (?=[a-z])/, '$1 — ');
  return t;
}

/** Every writer's sentence of the bio in the tone; word counts kept true for the length fitter. */
export function applyTone(blocks: readonly Block[], tone: Tone): void {
  const counts: ShapeCounts = new Map();
  for (const block of blocks) {
    for (const para of block.paras) {
      for (const piece of para.pieces) {
        if (piece.own) continue;
        piece.text = inTone(piece.text, tone, counts);
        piece.words = countWords(piece.text);
      }
    }
  }
}

/** The tone's rhythm across sentences, once the length fitter has chosen which stay. */
export function applyRhythm(blocks: readonly Block[], selected: ReadonlySet<number>, tone: Tone): void {
  if (tone !== 'Poetic') return;
  for (const block of blocks) for (const para of block.paras) if (!para.lines) longBreaths(para.pieces.filter((p) => selected.has(p.id)));
}
