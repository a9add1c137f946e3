// Reads a variation request written in plain words ('make it red', 'at night', 'add a moon and
// some stars', 'bigger title') into the adjustments the renderer applies to an unchanged scene.
// A thing of the scene taken out ('remove the car', 'no people') or swapped for another ('swap the
// car for a bicycle') redraws the subject without it (local/subject-edits.ts). What it cannot do
// (a thing it has no drawing of) is returned as unapplied, in words the gallery shows, rather
// than dropped silently.
import { ownEntry } from '@shared/lookup';
import type { ImageAdjustments } from './art-engine';
import { colourWordsIn } from './local/colour-words';
import { ADDABLE_ELEMENTS, ELEMENT_WORDS, type AddableElement } from './local/adjust';
import { motifsNamed } from './local/subject-edits';

export interface VariationPlan {
  adjust: ImageAdjustments;
  /** What will change, in plain words ('red colour', 'a moon'). */
  applied: string[];
  /** What cannot be changed, in plain words ('removing things ("remove the guitar")'). */
  unapplied: string[];
}

const ELEMENT_LABEL: Record<AddableElement, string> = {
  moon: 'a moon', sun: 'a sun', stars: 'stars', birds: 'birds', rain: 'rain', snow: 'snow', fog: 'fog', haze: 'haze', lightning: 'lightning', clouds: 'clouds',
};

const TIME_WORDS: Record<string, NonNullable<ImageAdjustments['time']>> = {
  night: 'night', 'night-time': 'night', nighttime: 'night', midnight: 'night', nocturnal: 'night',
  day: 'day', daytime: 'day', daylight: 'day', noon: 'day', midday: 'day',
  dusk: 'dusk', sunset: 'dusk', evening: 'dusk', twilight: 'dusk',
  dawn: 'dawn', sunrise: 'dawn', morning: 'dawn', daybreak: 'dawn',
};

/** A season asked of a variation is its weather: 'make it winter' is the snow of a winter picture. */
const SEASON_WEATHER: Record<string, readonly AddableElement[]> = { winter: ['snow'], wintry: ['snow'], wintery: ['snow'], wintertime: ['snow'], wintertide: ['snow'] };

const DARKER = /\b(dark|darker|darken|darkest|gloomier|moodier|dimmer|shadowy|grimmer|night-?like)\b/;
const BRIGHTER = /\b(bright|brighter|brighten|lighter|lighten|sunnier|lit up|more light|cheerier|vivid)\b/;
const TITLE_WORD = /\b(title|name|band name|text|lettering|letters|logo|font|type|words?)\b/;
const BIGGER = /\b(bigger|larger|huge|bold(?:er)?|enlarge|increase|big|large|more prominent)\b/;
const SMALLER = /\b(smaller|tiny|little|shrink|reduce|less prominent|small|subtler)\b/;
/** Words that ask for no weather at all ('a calm clear night'). */
const CALM = /\b(calm|calmer|clear|clearer|cloudless|dry|fair weather|still|peaceful|no weather)\b/;
/** Weather the renderer lays, all of which a calm sky takes away. */
const WEATHER: readonly AddableElement[] = ['clouds', 'fog', 'haze', 'rain', 'snow', 'lightning'];
/** Falling weather: one replaces the other ('add snow' to a rainy picture turns the rain to snow). */
const FALLING: readonly AddableElement[] = ['rain', 'snow'];
const WARMER = /\b(warm|warmer|warmth|hotter)\b/;
const COOLER = /\b(cool|cooler|cold|colder|chilly|icier)\b/;
/** Words that take something away, as people say it of weather too ('rain stopped', 'the fog has
 * lifted', 'no snow'): weather named in such a clause is cleared, never added. */
const REMOVING = /\b(remove|removing|delete|erase|get rid of|take (?:out|away)|without|no more|no|none|drop|stop|stops|stopped|stopping|ended|ends|gone|cleared|lifted|let up|dried up|is over|has passed|no longer)\b/;
const MOVING = /\b(move|shift|put .* (?:left|right|top|bottom)|rotate|flip|mirror|center|centre)\b/;
/** Words that carry no request on their own ('please make it', 'can you'). */
const FILLER = /\b(please|thanks|thank you|can you|could you|would you|i want|i'd like|make|it|the|a|an|some|more|bit|little|lot|much|very|really|add|with|in|at|and|to|of|too|also|just|so|be|is|look|looks|feel|turn|change|into|whole|picture|image|cover|artwork|colou?rs?|sky|background|scene|overall|have|give|let|lets|let's|there|some)\b/g;

/** 'swap the car for a bicycle', 'replace the car with a bike', 'turn the car into a horse'. */
const SWAP = /\b(?:swap|switch|replace|exchange|change|turn|trade)\s+(?:out\s+)?(.+?)\s+(?:for|with|into|to|by)\s+(.+)$/;

/** The thing a clause names, without the words around it ('remove the red car' -> 'red car'). */
function thingIn(clause: string): string {
  return clause.replace(new RegExp(REMOVING.source, 'g'), ' ').replace(FILLER, ' ').replace(/\b(?:any|all|those|these|that|this|please|out|away|from|picture|there|anymore|any more)\b/g, ' ').replace(/\s+/g, ' ').trim();
}

function clauses(text: string): string[] {
  // 'black and white' is one colour: renamed before clauses are split on 'and'.
  const normal = text.toLowerCase().replace(/black\s*(?:and|&|n)\s*white/g, 'monochrome').replace(/night time/g, 'night-time');
  return normal.split(/[.;,!?\n]+|\band\b|\bthen\b|\bbut\b|\balso\b|&/).map((c) => c.trim()).filter(Boolean);
}

function plainQuote(clause: string): string {
  return `"${clause.replace(/\s+/g, ' ').slice(0, 80)}"`;
}

export function planVariation(changes: string): VariationPlan {
  const adjust: ImageAdjustments = {};
  const applied = new Set<string>();
  const unapplied: string[] = [];
  const add = new Set<AddableElement>();
  const clear = new Set<AddableElement>();
  const weatherIn = (text: string) => (text.match(/[a-z][a-z'-]*/g) ?? []).flatMap((w) => ownEntry(ELEMENT_WORDS, w) ?? []);
  // A warmer or cooler picture is a colour when no colour is named; a named one ('warmer, golden') already is.
  const anyColour = colourWordsIn(changes).length > 0;
  for (const whole of clauses(changes)) {
    // '... instead of the storm': what follows 'instead of' is taken away, not added.
    const [clause = '', replaced = ''] = whole.split(/\binstead of\b|\brather than\b/);
    for (const el of weatherIn(replaced)) clear.add(el);
    // A thing put in another's place is drawn instead of it ('swap the car for a bicycle', 'a bike instead of the car').
    const swap = SWAP.exec(clause);
    const [from, to] = swap ? [thingIn(swap[1] ?? ''), thingIn(swap[2] ?? '')] : [thingIn(replaced), thingIn(clause)];
    // 'turn the lights to blue', 'change the road to night' are a colour and a time, not a thing.
    const plainThing = (t: string) => colourWordsIn(t).length === 0 && weatherIn(t).length === 0 && !(t.match(/[a-z]+/g) ?? []).some((w) => ownEntry(TIME_WORDS, w));
    if (from && to && plainThing(from) && plainThing(to) && motifsNamed(from).length > 0 && (swap || motifsNamed(to).length > 0)) {
      if (motifsNamed(to).length === 0) { unapplied.push(`drawing ${plainQuote(to)} (the local artist has no drawing of it)`); continue; }
      (adjust.swap ??= []).push([from, to]);
      applied.add(`${to} instead of ${from}`);
      continue;
    }
    if (REMOVING.test(clause)) {
      // Weather can be taken away (it is laid over the scene); the scene's own things cannot.
      const gone = weatherIn(clause);
      if (gone.length > 0) {
        for (const el of gone) clear.add(el);
        continue;
      }
      // A thing of the scene is taken out by drawing the scene without it.
      const thing = thingIn(clause);
      if (thing && motifsNamed(thing).length > 0) {
        (adjust.remove ??= []).push(thing);
        applied.add(`no ${thing}`);
        continue;
      }
      unapplied.push(`removing things (${plainQuote(clause)})`);
      continue;
    }
    let matched = replaced !== '' && weatherIn(replaced).length > 0;
    if (!TITLE_WORD.test(clause) && CALM.test(clause)) {
      for (const el of WEATHER) clear.add(el);
      matched = true;
    }
    if (!TITLE_WORD.test(clause) && (WARMER.test(clause) || COOLER.test(clause))) {
      if (!anyColour) {
        adjust.colour = WARMER.test(clause) ? 'orange' : 'blue';
        applied.add(WARMER.test(clause) ? 'warmer colours' : 'cooler colours');
      }
      matched = true;
    }
    const words = clause.match(/[a-z][a-z'-]*/g) ?? [];
    const titleClause = TITLE_WORD.test(clause);
    if (titleClause && BIGGER.test(clause)) { adjust.title = 'bigger'; applied.add('bigger title'); matched = true; }
    else if (titleClause && SMALLER.test(clause)) { adjust.title = 'smaller'; applied.add('smaller title'); matched = true; }
    const colour = colourWordsIn(clause)[0];
    if (colour) {
      adjust.colour = colour.hue;
      applied.add(colour.hue === 'black-and-white' ? 'black and white' : `${colour.hue} colour`);
      matched = true;
    }
    for (const w of words) {
      const time = ownEntry(TIME_WORDS, w);
      if (time) { adjust.time = time; applied.add(time === 'night' ? 'night time' : time === 'day' ? 'daytime' : `at ${time}`); matched = true; }
      for (const el of ownEntry(ELEMENT_WORDS, w) ?? ownEntry(SEASON_WEATHER, w) ?? []) { add.add(el); matched = true; }
    }
    // 'darker' inside a colour clause ('darker blue') still darkens; a title clause's 'bold' does not.
    if (!titleClause && DARKER.test(clause)) { adjust.mood = 'darker'; applied.add('darker'); matched = true; }
    else if (!titleClause && BRIGHTER.test(clause)) { adjust.mood = 'brighter'; applied.add('brighter'); matched = true; }
    if (matched) continue;
    if (MOVING.test(clause)) { unapplied.push(`moving things (${plainQuote(clause)})`); continue; }
    if (clause.replace(FILLER, ' ').replace(/[^a-z]+/g, '').length === 0) continue;
    unapplied.push(plainQuote(clause));
  }
  // Snow replaces rain and rain snow, unless both are asked for.
  for (const el of FALLING) if (add.has(el) && !FALLING.every((f) => add.has(f))) for (const other of FALLING) if (other !== el) clear.add(other);
  for (const el of add) clear.delete(el);
  if (add.size > 0) {
    const elements = ADDABLE_ELEMENTS.filter((el) => add.has(el));
    adjust.add = elements;
    for (const el of elements) applied.add(ELEMENT_LABEL[el]);
  }
  if (clear.size > 0) {
    const cleared = ADDABLE_ELEMENTS.filter((el) => clear.has(el));
    adjust.clear = cleared;
    const named = cleared.filter((el) => el !== 'clouds' && !(add.has('snow') && el === 'rain') && !(add.has('rain') && el === 'snow'));
    if (WEATHER.every((el) => clear.has(el))) applied.add('clear weather');
    else if (named.length > 0) applied.add(`no ${named.map((el) => ELEMENT_LABEL[el].replace(/^an? /, '')).join(' or ')}`);
  }
  return { adjust, applied: [...applied], unapplied };
}

/** A variation of a variation: the newer request wins field by field, added elements accumulate, opposite moods or title sizes cancel. */
export function mergeAdjustments(previous: ImageAdjustments | undefined, next: ImageAdjustments): ImageAdjustments {
  const prev = previous ?? {};
  const out: ImageAdjustments = {};
  const colour = next.colour ?? prev.colour;
  if (colour) out.colour = colour;
  const time = next.time ?? prev.time;
  if (time) out.time = time;
  // The newer request wins: what it takes away is gone whatever was added before, and what it adds comes back.
  const add = [...new Set([...(prev.add ?? []).filter((e) => !next.clear?.includes(e)), ...(next.add ?? [])])];
  if (add.length > 0) out.add = add;
  const clear = [...new Set([...(prev.clear ?? []).filter((e) => !next.add?.includes(e)), ...(next.clear ?? [])])];
  if (clear.length > 0) out.clear = clear;
  const mood = next.mood && prev.mood && next.mood !== prev.mood ? undefined : (next.mood ?? prev.mood);
  if (mood) out.mood = mood;
  const title = next.title && prev.title && next.title !== prev.title ? undefined : (next.title ?? prev.title);
  if (title) out.title = title;
  // Things taken out or swapped stay so in a variation of the variation.
  const remove = [...new Set([...(prev.remove ?? []), ...(next.remove ?? [])])];
  if (remove.length > 0) out.remove = remove;
  const swap = [...(prev.swap ?? []), ...(next.swap ?? [])];
  if (swap.length > 0) out.swap = swap;
  return out;
}
