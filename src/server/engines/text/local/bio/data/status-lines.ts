// What the band's current status lets a bio say about now and next. Only the status itself is a
// fact ({_given} marks the lines that state it); nothing here promises a release, a date or a show.
import type { Template, Writer } from '../writer';

type Status = 'Active' | 'On Hiatus' | 'Recording' | 'Touring' | 'Reformed' | 'Side Project';

/** One line for the opening, about now. */
export const STATUS_NOW: Readonly<Record<Status, readonly Template[]>> = {
  Active: [],
  'On Hiatus': ['{Band} {is} currently on hiatus.{_given}', 'For now, {band} {is} on hiatus.{_given}'],
  Recording: ['{Band} {is} currently recording new material.{_given}', 'Right now {band} {is} recording new material.{_given}'],
  Touring: ['{Band} {is} currently touring.{_given}', 'Right now {band} {is} out on the road.{_given}'],
  Reformed: ['{Band} {has} recently reformed.{_given}', '{Band} {is} back together, recently reformed.{_given}'],
  'Side Project': ['{Name} {nameIs} a side project, made alongside {their} other work.{_given}', '{Name} {nameIs} run as a side project.{_given}'],
};

/**
 * Lines about what comes next, for the closing block or the Future Plans section. Each holds one of
 * the band's facts ({release}: the last release the form names, with its title; {instruments},
 * {trait1}, {infl1}, {year}), so it is this band's line; none promises a date, a title or a show.
 */
export const STATUS_NEXT: Readonly<Record<Status, readonly Template[]>> = {
  // 'Active' is every band's default: it says nothing worth a sentence.
  // An active act's plans are its own to announce: the latest release is what the form says, and nothing more.
  Active: [
    'What comes after {release} is for {them} to announce.',
    'For now, {release} is the latest word, and whatever follows is {their} news to share.',
  ],
  'On Hiatus': [
    'While {they} take a break, {release} is still there for anyone just finding {genreNoun} this {trait1}.',
    'Until {they} return, {release} says where {their} {trait1} {genreNoun} left off.',
    'For now, {release} is the last word, and its {trait1} streak holds up.',
    'The break leaves {instruments} waiting, and {release} there for anyone finding {them} now.',
    { t: 'A pause can be its own kind of statement, and {release}, {trait1} to the end, makes a fitting last word for now.', tones: ['Poetic', 'Dramatic'] },
  ],
  Recording: [
    'The songs that follow {release} are being made now, on {instruments}.',
    'The new material is taking shape on {instruments}, as {trait1} as ever.',
    'When the new material is ready, it will show where the {trait1} {genreNoun} of {release} goes next.',
    { t: 'In the studio now: {instruments}, and songs that will have to earn their place next to {release}.', tones: ['Technical', 'Professional', 'Casual'] },
    { t: 'Somewhere between {release} and whatever comes next, {their} {trait1} {genreNoun} is being pushed a little further.', tones: ['Poetic', 'Dramatic', 'Humorous'] },
  ],
  Touring: [
    'Out on the road, the songs of {release} get tested on {instruments}.',
    'Catch {them} while {they} {are} out there: {instruments}, all of it live.',
    'On tour, the {trait1} side of {their} {genreNoun} is there to be heard in the room.',
    { t: 'Every stop on the road sharpens the {genre} songs a little more, {release} included.', tones: ['Professional', 'Dramatic', 'Technical'] },
  ],
  Reformed: [
    'For a band formed in {year}, coming back together is a statement of its own, and {their} {genreNoun} is the better for it.',
    'The reunion is about the {genreNoun} to come as much as about {release}.',
    'Time away has a way of sharpening what matters, and the {trait1} side of {their} {genreNoun} is still there.',
    { t: 'Second chances sound better turned up, {instruments} included.', tones: ['Edgy', 'Casual', 'Humorous'] },
  ],
  'Side Project': [
    'Being a side project gives it a kind of freedom: the {trait1} {genreNoun} gets made because someone wants to make it.',
    'It runs on curiosity rather than obligation, and you can hear it in every {trait1} turn of {release}.',
    'Free of the usual pressures, {their} {genreNoun} goes wherever the {trait1} streak takes it.',
  ],
};

/** The year a release line names ('Album 'Tide Tables' (2022)'), or 0. */
function yearOf(text: string): number {
  return Number(/\b(19|20)\d{2}\b/.exec(text)?.[0] ?? 0);
}

/** The {release} a status line may name: the newest release the form lists with a quoted title (by
 * its year; the form may list the album before the EP it followed), else the last listed, or null. */
function releaseExtra(achievements: readonly { text: string; kind: string }[]): { release: string | null } {
  const newestLast = achievements.map((a, i) => ({ a, i })).sort((x, y) => yearOf(x.a.text) - yearOf(y.a.text) || x.i - y.i).map((x) => x.a);
  for (const a of newestLast.reverse()) {
    if (a.kind !== 'release') continue;
    const title = /['‘"“]([^'’"”]{2,60})['’"”]/.exec(a.text)?.[1];
    const what = /\b(album|EP|LP|single|mixtape|demo)\b/i.exec(a.text)?.[1];
    if (title) return { release: what ? `the ${/^(?:ep|lp)$/i.test(what) ? what.toUpperCase() : what.toLowerCase()} '${title}'` : `'${title}'` };
  }
  return { release: null };
}

/** Headline endings for the press-release style. */
export const STATUS_HEADLINE: Readonly<Record<Status, readonly string[]>> = {
  Active: [],
  'On Hiatus': ['on hiatus'],
  Recording: ['recording new material', 'at work on new material'],
  Touring: ['on the road', 'out on tour'],
  Reformed: ['back together', 'recently reformed'],
  'Side Project': [],
};

export const STATUS_LABEL: Readonly<Record<Status, string>> = {
  Active: 'Active',
  'On Hiatus': 'On hiatus',
  Recording: 'Recording new material',
  Touring: 'Currently touring',
  Reformed: 'Recently reformed',
  'Side Project': 'Side project',
};

export function statusOf(value: string): Status {
  return (['Active', 'On Hiatus', 'Recording', 'Touring', 'Reformed', 'Side Project'] as const).find((s) => s === value) ?? 'Active';
}

/** A line about what comes next from the pool, naming the latest release, and the instruments, in one such line at most. */
export function pickNext(w: Writer, achievements: readonly { text: string; kind: string }[], pool: readonly Template[]): string | null {
  // One instrument is no line-up to name ('get tested, on vocals' of a solo singer).
  const fewParts = w.facts.instruments.length < 2;
  const extra = { ...(w.isSpent('next:release') ? { release: null } : releaseExtra(achievements)), ...(w.isSpent('next:instruments') || fewParts ? { instruments: null } : {}) };
  const line = w.pick(pool, extra);
  if (line && extra.release && line.includes(extra.release)) w.spend('next:release');
  if (line && w.facts.instruments.length > 0 && w.facts.instruments.every((part) => line.includes(part))) w.spend('next:instruments');
  return line;
}
