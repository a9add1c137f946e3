// The story the musician told (backstory, and the focus areas that belong with it), as prose or, in
// the timeline style, as dated entries. Dates come only from the form: the formation year and years
// written in the musician's own text.
import type { Block, BlockBuilder } from './bio-blocks';
import type { AchievementFact, OwnSentence } from './bio-facts';
import { addFocus } from './compose-sound';
import { newBlock, type Composer } from './composer';
import { achievementSentence, fitsCarrier } from './achievement-sentences';
import { ACHIEVEMENT_LIST, ACHIEVEMENT_ONE, SECTION_BRIEF, SECTION_EMPTY, SECTION_REFLECTION } from './data/section-lines';
import { pickNext, STATUS_NEXT, STATUS_NOW, statusOf } from './data/status-lines';
import { relateInTime, storyArc } from './develop';
import { addOwnText } from './own-text';
import { asSentence, capitaliseFirst, listChips } from './text-tools';

const FORMED: readonly string[] = [
  '{Band} formed{_inPlaceYear}.',
  'It started{_inPlaceYear}, when {name} first came together.',
  '{Band} came together{_inPlaceYear}.',
];

/** A solo artist starts out; only a band forms. */
const FORMED_SOLO: readonly string[] = ['{Band} started out{_inPlaceYear}.', 'It started{_inPlaceYear}, when {name} first set out under this name.'];

/** A timeline entry's text in the bio's voice ('we' moved to 'they', an 'I' sentence quoted), without its year. */
function entryText(c: Composer, s: OwnSentence): string {
  let text = asSentence(s.text);
  if (c.f.person === 'they' && s.firstPerson) text = s.thirdPerson ? asSentence(s.thirdPerson) : `“${text}”`;
  if (s.year === null) return text;
  // The entry's label already says the year: 'In 2018, they met' -> 'They met'.
  const y = String(s.year);
  const stripped = text
    .replace(new RegExp(`^(["“]?)(?:In|By|Since|Back in|During) (?:early |late |the summer of |the spring of |the autumn of |the winter of )?${y},?\\s+`), '$1')
    .replace(new RegExp(`,?\\s+(?:in|by|during) (?:early |late )?${y}(?=[,.;!?”"]|\\s+and\\b)`), '');
  return stripped === text ? text : capitaliseFirst(stripped);
}

function addTimeline(b: BlockBuilder, c: Composer, formationLine: boolean): boolean {
  const { f, w } = c;
  const entries: { year: number | null; label: string; texts: string[] }[] = [];
  if (formationLine && f.year !== null && !f.backstory.some((s) => s.year === f.year)) {
    entries.push({ year: f.year, label: String(f.year), texts: [w.fill('{Name} come{nameS} together{_inPlace}.', w.isSpent('place:said') ? { _inPlace: '' } : {})] });
    w.spend('formed');
  }
  let current: (typeof entries)[number] | null = null;
  for (const s of f.backstory) {
    if (s.year !== null) {
      current = entries.find((e) => e.year === s.year) ?? null;
      if (!current) {
        current = { year: s.year, label: String(s.year), texts: [] };
        entries.push(current);
      }
    } else if (!current) {
      current = { year: null, label: 'The start', texts: [] };
      entries.push(current);
    }
    current.texts.push(entryText(c, s));
  }
  // Only the opening entry can be undated (later undated sentences join the entry before them).
  const ordered = [...entries.filter((e) => e.year === null), ...entries.filter((e) => e.year !== null).sort((x, y) => (x.year ?? 0) - (y.year ?? 0))];
  const status = statusOf(f.request.currentStatus);
  if (w.spend('statusNow')) ordered.push({ year: null, label: 'Now', texts: [w.pick(STATUS_NOW[status]) ?? ''] });
  if (!c.plan.has('Future Plans')) ordered.push({ year: null, label: 'Next', texts: [pickNext(w, f.achievements, STATUS_NEXT[status]) ?? ''] });
  if (ordered.length === 0) return false;
  b.para(true);
  ordered.forEach((entry, i) => {
    const text = entry.texts.filter(Boolean).join(' ');
    const dated = entry.label !== 'Now' && entry.label !== 'Next';
    if (text) b.add(`**${entry.label}** — ${text}`, 0.8 + i * 0.45, { chain: i > 0 && dated, free: !dated, own: dated });
  });
  return true;
}

const FORMING = /^((?:\S+\s+){0,3}?)(formed|came together|got together|started out|started the band|started|began)\b(?!\s+(?:in|back in)\s+(?:19|20)\d\d)/;

/** The story with the formation year set into its first sentence when that sentence tells the forming and names no year; else null. */
function withFormationYear(story: readonly OwnSentence[], year: number | null): OwnSentence[] | null {
  const first = story[0];
  if (year === null || !first || first.year !== null || !FORMING.test(first.text)) return null;
  const dated = (text: string | null) => (text === null ? null : text.replace(FORMING, `$1$2 in ${year}`));
  return [{ ...first, text: dated(first.text) ?? first.text, thirdPerson: dated(first.thirdPerson), year }, ...story.slice(1)];
}

/** The backstory and the story's focus areas; in the Formation Story section its first line is kept. */
export function composeStory(c: Composer, heading: string | null): Block | null {
  const b = storyBuilder(c, heading);
  return b.isEmpty ? null : b.block;
}

export function storyBuilder(c: Composer, heading: string | null): BlockBuilder {
  const { f, w, plan } = c;
  const inSection = heading === 'Formation Story';
  const b = newBlock(c, inSection ? 'Formation Story' : 'story', heading);
  let locked = inSection;
  if (w.style === 'Timeline Format') {
    if (addTimeline(b, c, !w.isSpent('formed'))) locked = false;
  } else {
    b.para();
    // The opening may have named the place already: then the year alone is news here.
    const placeSaid = w.isSpent('place:said');
    // A story that opens on the forming ('We formed after a landlord evicted us') takes the year into
    // that sentence rather than following 'We formed in 2022.' with it.
    const story = placeSaid || !f.place ? withFormationYear(f.backstory, f.year) : null;
    if (story) w.spend('formed');
    if (inSection && ((f.place && !placeSaid) || f.year !== null) && !w.isSpent('formed')) {
      const yearOnly = f.year === null ? '' : ` in ${f.year}`;
      // Only a line that was written unlocks the section (a formation line needs a year or a town left to say).
      if (b.add(w.pick(f.solo ? FORMED_SOLO : FORMED, placeSaid ? { _inPlaceYear: yearOnly } : {}), 0.3, { locked: true })) {
        w.spend('formed');
        locked = false;
      }
    }
    if (f.backstory.length > 0) {
      addOwnText(b, w, story ?? f.backstory, 1, 0.3, { lockFirst: locked });
      locked = false;
      b.add(w.pick(SECTION_REFLECTION['Formation Story']), 4.4, { free: true });
    }
  }
  const focus = plan.focus.get('story') ?? [];
  if (focus.length > 0 || (inSection && (plan.focus.get('Formation Story') ?? []).length > 0)) {
    addFocus(b, c, [...(inSection ? (plan.focus.get('Formation Story') ?? []) : []), ...focus], 1.4, locked);
    locked = false;
  }
  // The arc from the first place the story names to the last closes it.
  if (!locked) b.add(storyArc(c), 2.2, { free: true });
  // A chosen Formation Story with only the town to go on (no year, no backstory) still has the town and
  // the first dated record: 'The story starts in Tromsø; by 2016 Frost Chapel had a demo out.'
  const start = locked && inSection ? startingPoint(c) : null;
  if (start) {
    b.para();
    b.add(start, 0.3, { locked: true });
    locked = false;
  }
  if (locked) {
    b.para();
    b.add(plan.brief ? w.fill(SECTION_BRIEF['Formation Story']) : w.pick(SECTION_EMPTY['Formation Story']), 0.3, { locked: true });
  }
  return b;
}

/** The town, and the earliest dated release as what the band had to show by then (its title is told
 * where the releases are); null without a town. */
function startingPoint(c: Composer): string | null {
  const { f, w } = c;
  if (!f.place) return null;
  const first = f.achievements.filter((a) => a.kind === 'release' && a.year !== null).sort((a, b) => (a.year ?? 0) - (b.year ?? 0))[0];
  const kind = first ? /\b(demo|EP|LP|album|single|mixtape|cassette|tape)\b/i.exec(first.text)?.[1] : undefined;
  const noun = kind ? (/^(ep|lp)$/i.test(kind) ? kind.toUpperCase() : kind.toLowerCase()) : '';
  const aNoun = `${/^(EP|LP|album)$/i.test(noun) ? 'an' : 'a'} ${noun}`;
  const had = f.person === 'we' ? 'we had' : f.person === 'I' ? 'I had' : `${f.name} had`;
  // The town is said once in a bio: when the opening has said it, the story starts from the record instead.
  const placeSaid = w.isSpent('place:said') || w.isSpent(`said:${f.place}`) || (f.placeShort ? w.isSpent(`said:${f.placeShort}`) : false);
  if (!placeSaid) return first && kind ? `The story starts in ${f.place}; by ${first.year} ${had} ${aNoun} out.` : `The story starts in ${f.place}.`;
  if (!first || !kind) return null;
  const whose = f.person === 'we' ? 'our' : f.person === 'I' ? 'my' : `${f.name}'s`;
  return `On record, ${whose} story starts in ${first.year}, with ${aNoun}.`;
}

function yearIn(text: string): number {
  return Number(/\b(?:19|20)\d\d\b/.exec(text)?.[0] ?? Number.POSITIVE_INFINITY);
}

function chronological(list: readonly AchievementFact[]): AchievementFact[] {
  return list.map((a, i) => ({ a, i })).sort((x, y) => yearIn(x.a.text) - yearIn(y.a.text) || x.i - y.i).map((x) => x.a);
}

/** The achievements not claimed by a chosen section, in the musician's own words. */
export function addAchievements(b: BlockBuilder, c: Composer, list: readonly AchievementFact[], rank: number, locked = false): void {
  if (list.length === 0) return;
  b.para();
  // The shapes bands type (a release with its year, a support slot, a residency) are told as sentences;
  // only what has no known shape is listed.
  // Each dated one set in time against the formation or the one before ('three years later').
  // Told in the order they happened: a form that lists the album before the EP it followed read as 'Then
  // the EP arrived, in 2019' after a 2022 album. Undated ones keep their order after the dated.
  list = chronological(list);
  const told = relateInTime(c.f, list.map((a, i) => achievementSentence(c.f, a.text, i > 0)));
  told.forEach((sentence, i) => {
    if (sentence) b.add(sentence, rank + i * 0.3, { locked: locked && i === 0 });
  });
  if (told.some(Boolean)) locked = false;
  // A clause of no known shape is left out rather than pasted into a carrier line.
  const texts = list.filter((a, i) => !told[i] && fitsCarrier(a.text)).map((a) => a.text);
  if (texts.length === 0) return;
  // A long list is told in two sentences so it reads, and so a short bio can keep the first half.
  const half = texts.length > 4 ? Math.ceil(texts.length / 2) : texts.length;
  const first = texts.slice(0, half);
  b.add(c.w.pick(first.length === 1 ? ACHIEVEMENT_ONE : ACHIEVEMENT_LIST, { x: listChips(first) }), rank, { locked });
  const rest = texts.slice(half);
  if (rest.length > 0) b.add(c.w.fill(rest.length === 1 ? 'And there is more: {x}.' : 'There is more besides: {x}.', { x: listChips(rest) }), rank + 1.2);
}

export function composeAchievements(c: Composer): Block | null {
  const list = c.plan.achievements.get('story') ?? [];
  if (list.length === 0) return null;
  const b = newBlock(c, 'achievements');
  addAchievements(b, c, list, 1);
  return b.block;
}
