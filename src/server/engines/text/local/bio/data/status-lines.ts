// What the band's current status lets a bio say about now and next. Only the status itself is a
// fact ({_given} marks the lines that state it); nothing here promises a release, a date or a show.
import type { Template } from '../writer';

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

/** Lines about what comes next, for the closing block or the Future Plans section. */
export const STATUS_NEXT: Readonly<Record<Status, readonly Template[]>> = {
  // 'Active' is every band's default: it says nothing worth a sentence.
  Active: [],
  'On Hiatus': [
    'While {they} take a break, the songs are still here for anyone finding them now.',
    'Any news of what comes next will come from the band first.',
    'The pause is a chance to step back, and the songs are none the worse for it.',
    { t: 'A pause can be its own kind of statement.', tones: ['Poetic', 'Dramatic'] },
  ],
  Recording: [
    'The new songs are taking shape now, building on everything described here.',
    'When the new material is ready, it will be the clearest picture yet of where {band} {is} heading.',
    'Recording is where the ideas get tested, kept or thrown out, and only the best of them survive.',
    { t: 'The recording is where the ideas get pinned down, and {they} {are} taking the time to get it right.', tones: ['Technical', 'Professional'] },
  ],
  Touring: [
    'The road is where these songs get tested, night after night.',
    'Catch {them} while {they} {are} out there.',
    'Touring is where a band finds out what its songs can really do.',
    { t: 'Every night on the road sharpens the set a little more.', tones: ['Professional', 'Dramatic', 'Technical'] },
  ],
  Reformed: [
    'Coming back together is a statement of its own, and the songs carry that energy.',
    'The reunion is about what comes next as much as what came before.',
    'Time away has a way of sharpening what matters, and it shows.',
    { t: 'Second chances sound better turned up.', tones: ['Edgy', 'Casual', 'Humorous'] },
  ],
  'Side Project': [
    'Being a side project gives it a kind of freedom: the songs get made because someone wants to make them.',
    'It runs on curiosity rather than obligation, and that shows in the music.',
    'Free of the usual pressures, the songs go wherever they need to.',
  ],
};

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
