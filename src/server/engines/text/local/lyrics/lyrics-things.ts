// Everyday things lyrics name: a bus stop, a kettle, a tip jar. They weigh less than the landmarks and
// landscapes the renderer draws best, so they lead the picture only when nothing grander is named, but
// a lyric full of them is never read as naming 'nothing concrete'.
import type { ImageryEntry } from './lyrics-lexicon';

const thing = (subject: string, weight = 1): ImageryEntry => ({ subject, kind: 'thing', weight });
const spot = (subject: string, place: string, weight = 2): ImageryEntry => ({ subject, kind: 'place', weight, place });

/** Two-word things, read before their single words ('tip jar' is not a jar on a shelf). */
export const COMPOUND_THINGS: Record<string, ImageryEntry> = {
  'bus stop': spot('a bus stop', 'at a bus stop'), 'tip jar': thing('a tip jar', 2), 'phone box': thing('a phone box', 2),
  'parking lot': spot('a parking lot', 'in a parking lot'), 'car park': spot('a car park', 'in a car park'),
  'kitchen table': thing('a kitchen table'), 'front porch': spot('a front porch', 'on a front porch'),
  'gas station': spot('a gas station', 'at a gas station'), 'petrol station': spot('a petrol station', 'at a petrol station'),
};

/** Word → thing, singular and plural listed. */
export const EVERYDAY_THINGS: Record<string, ImageryEntry> = {
  roof: spot('a rooftop', 'on a rooftop'), bus: thing('a bus', 2), van: thing('a van', 2), bike: thing('a bicycle'), bicycle: thing('a bicycle'),
  speaker: thing('speakers'), speakers: thing('speakers'), amp: thing('an amplifier'), amps: thing('amplifiers'), stage: spot('a stage', 'on a stage'),
  microphone: thing('a microphone'), mic: thing('a microphone'), drum: thing('a drum'), drums: thing('drums'), jukebox: thing('a jukebox', 2),
  bottle: thing('a bottle'), bottles: thing('bottles'), glass: thing('a glass'), cup: thing('a cup'), cups: thing('cups'), kettle: thing('a kettle'),
  stove: thing('a stove'), table: thing('a table'), chair: thing('a chair'), bed: thing('a bed'), door: thing('a door'), doorway: thing('a doorway'),
  coat: thing('a coat'), apron: thing('an apron'), shoes: thing('shoes'), boots: thing('boots'), hat: thing('a hat'), dress: thing('a dress'),
  phone: thing('a phone'), clock: thing('a clock'), photograph: thing('a photograph'), photo: thing('a photograph'), letter: thing('a letter'),
  kitchen: spot('a kitchen', 'in a kitchen'), porch: spot('a porch', 'on a porch'), bar: spot('a bar', 'in a bar'), alley: spot('an alley', 'in an alley'),
  corner: spot('a street corner', 'on a street corner'), station: spot('a station', 'at a station'), platform: spot('a platform', 'at a station'),
  field: spot('a field', 'in a field'), fields: spot('fields', 'in the fields'), hill: spot('a hill', 'on a hill'), hills: spot('hills', 'in the hills'),
  fence: thing('a fence'), gate: thing('a gate'), bench: thing('a bench'), lamp: thing('a lamp'), streetlight: thing('a streetlight'), lantern: thing('a lantern', 2),
  knife: thing('a knife'), gun: thing('a gun'), pistol: thing('a pistol'), coins: thing('coins'), money: thing('money'), ring: thing('a ring'),
  dog: thing('a dog'), horse: thing('a horse', 2), sparrow: thing('a sparrow'), sparrows: thing('sparrows'), gulls: thing('gulls'),
};
