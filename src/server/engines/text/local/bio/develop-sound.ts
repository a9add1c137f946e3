// The sound developed from what the form holds, not from what the genre usually has: how the
// instruments the members listed sit together (and what is not there: a line-up with no one on a kit
// keeps time some other way), and what the named influences stand for. Each sentence is made of this
// band's instruments and names, so two bands share one only when their line-ups and references do.
import type { Composer } from './composer';
import { influenceNote } from './data/influence-notes';
import type { Template } from './writer';
import { joinList } from './text-tools';

/** What an instrument brings to a sound, as verb phrases for 'the banjo …'; first match wins. */
const PARTS: readonly [RegExp, readonly string[]][] = [
  [/vocal|voice|sing|\bmc\b|rap/i, []],
  [/drum machine|beat ?box|\b808\b|sequencer/i, ['mark the pulse', 'keep the pulse ticking', 'hold the grid in place']],
  [/modular|synth/i, ['shape the sound from scratch', 'turn slow changes into movement', 'supply the colour and the movement']],
  [/turntable|decks|\bdj\b/i, ['cut between the parts', 'stitch the pieces together']],
  [/sampl|produc|programm|laptop|electronics|beats/i, ['build the frame', 'build the frame everything hangs on']],
  [/drum|percussion|cajon|djembe|tabla|kit\b/i, ['keep the pace', 'push from behind', 'keep everything moving']],
  [/upright bass|double bass|contrabass/i, ['walk underneath', 'hold the floor', 'keep the bottom end warm and steady']],
  [/bass(?!oon)/i, ['hold the floor', 'keep the low end steady', 'tie everything together from below']],
  [/banjo/i, ['keep the tunes rolling forward', 'lend a bright, quick pace']],
  [/mandolin/i, ['add the bright chop', 'add sparkle on top']],
  [/acoustic guitar|nylon|classical guitar/i, ['lay down the shape of each song', 'carry the chords the rest hangs on']],
  [/pedal steel|lap steel|slide/i, ['add the long, crying lines', 'bend the notes into ache']],
  [/guitar/i, ['drive the songs', 'lay down the shape of each song', 'supply the grit']],
  [/fiddle|violin/i, ['carry the tune between the sung lines', 'add the lift', 'answer the voice']],
  [/viola/i, ['fill the middle', 'add a darker warmth']],
  [/cello/i, ['add the low, singing line', 'give the music its weight']],
  [/harp\b/i, ['add shimmer', 'scatter light across the top']],
  [/piano|rhodes|wurlitzer|keys|keyboard|organ/i, ['fill in the colour', 'carry the chords', 'hold the centre']],
  [/accordion|concertina|harmonium/i, ['breathe under the tune']],
  [/harmonica/i, ['wail between the lines']],
  [/trumpet|cornet|flugelhorn/i, ['take the lead lines', 'cut through with the melody']],
  [/sax/i, ['take the long solos', 'add warmth and bite']],
  [/trombone/i, ['add the low brass punch', 'slide in underneath']],
  [/tuba|sousaphone/i, ['carry the bottom end']],
  [/clarinet/i, ['weave around the melody']],
  [/flute|whistle/i, ['float above everything']],
  [/pipes|bagpipe/i, ['drone and soar']],
  [/sitar|oud|bouzouki|kora|lute/i, ['add its own ringing colour']],
];

export function partPhrases(part: string): readonly string[] | null {
  for (const [pattern, phrases] of PARTS) if (pattern.test(part)) return phrases;
  return null;
}

/** No one on a kit: the line-up keeps time otherwise ('time is kept by the banjo and the upright bass'). */
const NO_KIT: readonly Template[] = [
  "Nobody in {band's} line-up sits behind a kit, so time is kept by the {a} and the {b}.",
  { t: "There is no kit in {name}; the {a} and the {b} keep the time between them.", tones: ['Poetic', 'Dramatic', 'Professional'] },
  { t: 'No kit, no click: in {name}, the {a} and the {b} keep the time.', tones: ['Edgy', 'Casual', 'Humorous', 'Technical'] },
];

/** Instrument parts the members listed, main ones first, each once (vocals left out). */
function playedParts(c: Composer): string[] {
  const out: string[] = [];
  for (const m of c.f.members) {
    for (const raw of m.parts) {
      const part = raw.toLowerCase().replace(/^(lead|rhythm|backing)\s+/, '').trim();
      if (!part || partPhrases(part)?.length === 0 || out.includes(part)) continue;
      if (partPhrases(part)) out.push(part);
    }
  }
  return out;
}

/**
 * How the listed instruments sit together, in the bio's tone, or null when fewer than two are
 * listed. Only instruments the form names appear; what each adds is the instrument's nature.
 */
export function instrumentsTogether(c: Composer): string[] {
  const { f, w } = c;
  if (f.solo || f.members.length < 2) return [];
  const parts = playedParts(c).slice(0, 4);
  if (parts.length < 2) return [];
  // What each instrument 'does' ('the tenor saxophone takes the long solos', 'the guitar lays down…') read
  // as a guess and as one pattern across bands: only what the line-up itself shows is told.
  const out: string[] = [];
  // Every member listed with an instrument, none of them on a kit or a machine: who keeps the time.
  const allListed = f.members.every((m) => m.parts.length > 0);
  const timekeepers = /drum|percussion|cajon|djembe|tabla|kit\b|machine|808|sequencer|beat|sampl|produc|programm|laptop|turntable|decks|\bdj\b/i;
  if (allListed && !f.members.some((m) => m.parts.some((p) => timekeepers.test(p)))) {
    const low = parts.find((p) => /bass(?!oon)|tuba|cello/.test(p));
    const drive = parts.find((p) => /guitar|banjo|mandolin|piano|keys|ukulele/.test(p));
    if (low && drive) {
      const line = w.pick(NO_KIT, { a: drive, b: low });
      if (line) out.push(line);
    }
  }
  return out;
}

/** 'Gillian Welch, for spare, patient songwriting, and The Punch Brothers, for …': the names with what each stands for. */
const NOTED: Readonly<Record<string, readonly string[]>> = {
  Professional: ['The reference points are {x}.', 'The names {they} cite are {x}.'],
  Casual: ['The records that got {them} here: {x}.', 'Ask about influences and you get {x}.'],
  Edgy: ['The names on the wall: {x}.', 'The names {they} will own up to: {x}.'],
  Poetic: ['Somewhere behind the songs stand {x}.', 'The lamps {they} steer by are {x}.'],
  Technical: ['The stated reference points are {x}.', 'Reference points, as {they} list them: {x}.'],
  Humorous: ['The people to blame, as {they} tell it: {x}.', 'Influences, in order of blame: {x}.'],
  Dramatic: ['The shadows {they} stand in are long ones: {x}.', 'Behind the music stand {x}.'],
};

/**
 * The influences named with what each is known for, or null when none of them is a name the notes
 * know. Those without a note are named plainly in the same list.
 */
export function notedInfluences(c: Composer, names: readonly string[]): string | null {
  const { w } = c;
  const seed = Math.floor(w.rng.next() * 1000);
  const notes = names.map((n, i) => influenceNote(n, seed + i));
  if (notes.every((n) => n === null)) return null;
  const frames = NOTED[w.tone] ?? NOTED.Professional ?? [];
  const frame = frames[seed % frames.length] ?? '{x}.';
  // Several noted names: each note in brackets, since notes carry commas of their own and semicolons
  // between them were broken into sentences ('Sade. Erykah Badu, for cool, spiritual soul. Frank …').
  // One noted name among several takes brackets too: 'The Doors; Tame Impala, for woozy, …; and Hawkwind' read as a broken list.
  const several = names.length > 1;
  const items = names.map((n, i) => (notes[i] ? (several ? `${n} (${notes[i]})` : `${n}, for ${notes[i]}`) : n));
  return w.fill(frame, { x: joinList(items) });
}
