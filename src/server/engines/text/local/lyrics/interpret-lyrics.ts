// Reads lyrics the way an art director would before drawing them: the concrete things that can be
// shown, the colours and light named, where and when it happens, and the mood, each with the line
// it comes from, quoted as written. Nothing is invented: what the lyrics do not say is not claimed,
// and lyrics that name nothing drawable get an image of their mood and genre, said so plainly.
import { genreGroupOf, genreLabel } from '@shared/catalog/genres';
import type { InterpretLyricsRequest, LyricsAnalysis } from '@shared/contracts/studio';
import { ownEntry } from '@shared/lookup';
import { colourWordsIn, HUES, type HueName } from '@server/engines/art/local/colour-words';
import { withArticle } from '../english';
import { readThemes } from './lyrics-themes';
import { COMPOUND_THINGS } from './lyrics-things';
import { DEFIANT_PHRASE, FEELING_NAMED, FIGURATIVE_COLOURS, GENRE_MOODS, JOY_PHRASE, LONELY_PHRASE, MENACE_PHRASE, IMAGERY, SERENE_PHRASE, LIGHT_PHRASE, MOOD_WORDS, TEMPERATURE_HUE, TIME_WORDS, WEATHER_WORDS, type ImageryEntry } from './lyrics-lexicon';

/** Whom a 'hold' or an 'embrace' is tender towards. */
const HELD_PEOPLE = new Set(['me', 'you', 'her', 'him', 'them', 'us', 'each', 'your', 'my', 'his', 'hands', 'hand', 'tight', 'close', 'on']);

/** Enough for any song; longer input is read up to here, so hostile input costs nothing more. */
const MAX_CHARS = 20_000;
const QUOTE_MAX = 140;

interface Found<T> { value: T; quote: string; line: number }

/** The line as written, trimmed; a very long line is cut to a window of whole words around the match. */
function quoteOf(line: string, at: number, length: number): string {
  const trimmed = line.trim();
  if (trimmed.length <= QUOTE_MAX) return trimmed;
  const offset = line.indexOf(trimmed);
  const pos = Math.max(0, at - offset);
  let start = Math.max(0, pos - Math.floor((QUOTE_MAX - length) / 2));
  let end = Math.min(trimmed.length, start + QUOTE_MAX);
  start = Math.max(0, end - QUOTE_MAX);
  // Whole words only: move the cut to the nearest space inside the window.
  if (start > 0) { const s = trimmed.indexOf(' ', start); if (s >= 0 && s < pos) start = s + 1; }
  if (end < trimmed.length) { const s = trimmed.lastIndexOf(' ', end); if (s > pos + length) end = s; }
  return trimmed.slice(start, end).trim();
}

/** What 'gone' turns a thing into ('the lake gone still'): a change of state, not a loss. */
export const GONE_STATES = new Set(['still', 'quiet', 'cold', 'dark', 'white', 'grey', 'gray', 'silent', 'soft', 'numb', 'dry', 'pale', 'calm', 'green', 'gold', 'wild']);
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'nor', 'none', "isn't", "aren't", "wasn't", "ain't", "don't", "doesn't", "didn't", "there's no"]);
/** Words before 'fall' that make it a verb ('we fall', 'don't fall', 'will fall'). */
const FALL_SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', "don't", "won't", "can't", 'cannot', 'will', 'to', 'can', 'never', 'might', 'may', 'would', 'could', 'should', 'let', "we'll", "i'll", "you'll", 'not', 'must', 'and']);

function wordsOf(line: string): { word: string; index: number }[] {
  return [...line.toLowerCase().matchAll(/[a-z][a-z'-]*/g)].map((m) => ({ word: m[0].replace(/'s$/, ''), index: m.index }));
}

function firstPerKey<T>(items: Found<T>[], key: (v: T) => string): Found<T>[] {
  const seen = new Set<string>();
  return items.filter((f) => (seen.has(key(f.value)) ? false : (seen.add(key(f.value)), true)));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface LocalInterpretation {
  interpretation: string;
  analysis: LyricsAnalysis;
}

export function interpretLyricsLocally(request: Pick<InterpretLyricsRequest, 'lyrics' | 'genre'> & { bandName?: string }): LocalInterpretation {
  const lines = request.lyrics.slice(0, MAX_CHARS).split(/\r?\n/).filter((l) => l.trim().length > 0);
  const imagery: Found<ImageryEntry>[] = [];
  const colours: Found<{ hue: HueName; word: string }>[] = [];
  const times: Found<string>[] = [];
  const weather: Found<string>[] = [];
  const moods: Found<string>[] = [];
  let light: Found<string> | undefined;

  lines.forEach((line, n) => {
    const words = wordsOf(line);
    words.forEach(({ word, index }, i) => {
      const quote = () => quoteOf(line, index, word.length);
      const before = words.slice(Math.max(0, i - 2), i).map((w) => w.word);
      // 'bus stop', 'tip jar': the pair is the thing, and its first word is no thing of its own.
      const pair = ownEntry(COMPOUND_THINGS, `${words[i - 1]?.word ?? ''} ${word}`);
      const startsPair = Boolean(ownEntry(COMPOUND_THINGS, `${word} ${words[i + 1]?.word ?? ''}`));
      const img = pair ?? (startsPair ? undefined : ownEntry(IMAGERY, word));
      // 'No lighthouse burns': a thing the lyrics deny is not the picture.
      const denied = before.some((w) => NEGATIONS.has(w));
      // 'Dumbarton Road' stays the named road, not 'an open road'.
      const proper = img && img.kind === 'place' && i > 0 ? /^((?:\p{Lu}[\p{L}'-]*\s+){1,3})$/u.exec(line.slice(0, index).split(/[,.;:!?]/).pop()?.replace(/^.*?\b(?=(?:\p{Lu}[\p{L}'-]*\s+){1,3}$)/u, '') ?? '') : null;
      const named = img && proper && proper[1] && !/^(I|The|A|An|And|But|On|In|At|To|Down|Up|Along)\s+$/.test(proper[1]) && words[0]?.index !== words[i - 1]?.index
        ? { ...img, subject: `${proper[1].trim()} ${line.slice(index, index + word.length)}`, place: `on ${proper[1].trim()} ${line.slice(index, index + word.length)}` }
        : null;
      if (img && !denied) imagery.push({ value: named ?? img, quote: quote(), line: n });
      // 'we don't fall' is a verb, not autumn.
      const fallVerb = word === 'fall' && before.some((w) => FALL_SUBJECTS.has(w));
      const time = fallVerb ? undefined : ownEntry(TIME_WORDS, word);
      if (time) times.push({ value: time, quote: quote(), line: n });
      const w = ownEntry(WEATHER_WORDS, word);
      if (w) weather.push({ value: w, quote: quote(), line: n });
      // 'The lake gone still' is a stillness, not a loss; 'not afraid' is no fear.
      const stateChange = word === 'gone' && GONE_STATES.has(words[i + 1]?.word ?? '');
      // Only a word the line denies outright ('not afraid', 'not like death'); 'never said goodbye' still says goodbye.
      const negatedMood = NEGATIONS.has(words[i - 1]?.word ?? '') || (NEGATIONS.has(words[i - 2]?.word ?? '') && ['like', 'a', 'the'].includes(words[i - 1]?.word ?? ''));
      // 'hold me', 'hold your hand' is tenderness; 'I hold the rail' is only a grip.
      const heldThing = (word === 'hold' || word === 'embrace') && !HELD_PEOPLE.has(words[i + 1]?.word ?? '');
      const mood = negatedMood || stateChange || heldThing ? undefined : ownEntry(MOOD_WORDS, word);
      if (mood) {
        const found = { value: mood, quote: quote(), line: n };
        moods.push(found);
        if (FEELING_NAMED.has(word)) moods.push(found);
      }
    });
    for (const m of line.matchAll(DEFIANT_PHRASE)) {
      const found = { value: 'defiant', quote: quoteOf(line, m.index, m[0].length), line: n };
      moods.push(found, found);
    }
    for (const [pattern, value] of [[MENACE_PHRASE, 'menacing'], [JOY_PHRASE, 'euphoric'], [SERENE_PHRASE, 'serene']] as const) {
      for (const m of line.matchAll(pattern)) {
        const found = { value, quote: quoteOf(line, m.index, m[0].length), line: n };
        moods.push(found, found);
      }
    }
    for (const m of line.matchAll(LONELY_PHRASE)) moods.push({ value: 'lonely', quote: quoteOf(line, m.index, m[0].length), line: n });
    // 'green with envy', 'feeling blue': a feeling, counted as one, and no colour for the picture.
    const figurative: [number, number][] = [];
    for (const { pattern, mood, weight } of FIGURATIVE_COLOURS) {
      for (const m of line.matchAll(pattern)) {
        figurative.push([m.index, m.index + m[0].length]);
        const found = { value: mood ?? '', quote: quoteOf(line, m.index, m[0].length), line: n };
        if (mood) for (let k = 0; k < weight; k++) moods.push(found);
      }
    }
    const inFigure = (at: number) => figurative.some(([from, to]) => at >= from && at < to);
    for (const c of colourWordsIn(line)) if (!inFigure(c.index)) colours.push({ value: { hue: c.hue, word: c.word }, quote: quoteOf(line, c.index, c.word.length), line: n });
    const lit = LIGHT_PHRASE.exec(line);
    if (lit && !light) {
      light = { value: lit[0].toLowerCase(), quote: quoteOf(line, lit.index, lit[0].length), line: n };
      // 'cold light' with no hue of its own still reads as a colour.
      const temp = ownEntry(TEMPERATURE_HUE, lit[0].toLowerCase().split(/\s+/)[0] ?? '');
      if (temp && !colourWordsIn(lit[0]).length) colours.push({ value: { hue: temp, word: lit[0].toLowerCase() }, quote: light.quote, line: n });
    }
  });

  // The subject: the weightiest thing named, earliest first; the rest support it.
  const things = firstPerKey(imagery, (v) => v.subject);
  // Weather is the scene's sky, not its subject, while anything else is named: 'Rain on the windshield…
  // radio low' is a radio in the rain, never 'Rain in the rain'.
  const isWeather = (f: Found<ImageryEntry>) => (f.value.kind === 'weather' ? 1 : 0);
  const ranked = [...things].sort((a, b) => isWeather(a) - isWeather(b) || b.value.weight - a.value.weight || a.line - b.line);
  const main = ranked[0];
  const supporting = ranked.slice(1, 4).filter((f) => f.value.kind !== 'weather');
  const palette = firstPerKey(colours, (v) => v.hue).slice(0, 4);
  // The mood most words carry; ties go to the first named.
  const counts = new Map<string, number>();
  for (const m of moods) counts.set(m.value, (counts.get(m.value) ?? 0) + 1);
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  // Punk's joy is often defiant too ('no money, no future, and we're having the time of our lives'):
  // when both carry the song about equally, the reading says both.
  const bothDefiantAndJoyful = first && second && second[1] * 2 >= first[1] && [first[0], second[0]].sort().join() === 'defiant,euphoric';
  const topMood = bothDefiantAndJoyful ? 'defiant and joyful' : first?.[0];
  const moodFound = moods.find((m) => m.value === (bothDefiantAndJoyful ? first[0] : topMood));
  const family = genreGroupOf(request.genre) ?? 'Other';
  const themes = readThemes(lines);
  // A song of loss is mourned, whatever single word ('free', 'stand') the count put first.
  const grieving = themes[0]?.theme === 'loss and grief' && !['melancholic', 'wistful', 'lonely', 'haunted'].includes(topMood ?? '');
  // No feeling word: what the lines are about sets the mood ('two cups out in the morning' is longing),
  // before the genre's default (a reader found a lyric of memory read as the genre's 'defiant').
  const themeMood = topMood ? undefined : themes[0] ? THEME_MOODS[themes[0].theme] : undefined;
  const mood = grieving ? 'mournful' : (topMood ?? themeMood ?? GENRE_MOODS[family] ?? 'dreamlike');
  const place = ranked.find((f) => f.value.place)?.value.place;
  const time = times[0]?.value;
  const sky = weather[0]?.value;
  const setting = [place, sky, time].filter(Boolean).join(', ') || `unspecified: the lyrics name no place or time, so the ${genreLabel(request.genre).toLowerCase()} genre sets the scene`;

  const colourText = palette.length
    ? `${light && palette.some((c) => light?.value.includes(c.value.word) || c.value.word === light?.value) ? light.value : listText(palette.map((c) => c.value.word))}`
    : '';
  let prompt: string;
  if (main) {
    const others = supporting.filter((f) => f.value.subject !== main.value.subject).map((f) => f.value.subject);
    // The colour leads the prompt: the renderer steers its palette by the first colour it reads.
    const lead = colourText ? `In ${colourText}: ` : '';
    const where = [main.value.place && main.value.kind === 'landmark' ? main.value.place : undefined, main.value.kind === 'weather' ? undefined : sky, time].filter(Boolean).join(' ');
    prompt = `${lead}${main.value.subject}${where ? ` ${where}` : ''}${others.length ? `, with ${listText(others)}` : ''}. ${capitalise(mood)} mood.`;
  } else {
    const lead = colourText ? `In ${colourText}: ` : '';
    prompt = `${lead}an evocative scene for ${withArticle(genreLabel(request.genre).toLowerCase())} song${sky || time ? `, ${[sky, time].filter(Boolean).join(' ')}` : ''}, ${mood} in mood.`;
  }
  prompt = capitalise(prompt.replace(/\s+/g, ' ').trim());

  const analysis: LyricsAnalysis = {
    imagery: [main, ...supporting, ...things.filter((f) => f.value.kind === 'weather')].filter((f): f is Found<ImageryEntry> => Boolean(f))
      .filter((f, i, all) => all.findIndex((g) => g.value.subject === f.value.subject) === i)
      .slice(0, 6)
      .map((f) => ({ subject: f.value.subject, quote: f.quote })),
    colours: palette.map((c) => ({ name: c.value.hue === 'black-and-white' ? 'black and white' : c.value.hue, hex: HUES[c.value.hue].hex, quote: c.quote })),
    setting,
    mood,
    themes,
    prompt,
  };
  const moodSource = grieving || (!moodFound && themeMood) ? themes[0] && { value: mood, quote: themes[0].quote, line: 0 } : moodFound;
  return { interpretation: writeInterpretation(analysis, { main, light, moodFound: moodSource, times, weather, family: genreLabel(request.genre) }), analysis };
}

/** A quoted line, its closing stop left off so the sentence around it ends once ('“…take.”.' read as a slip). */
/** The mood a lyric's leading theme carries when it names no feeling of its own. */
const THEME_MOODS: Readonly<Record<string, string>> = {
  'loss and grief': 'mournful',
  'memory and longing': 'wistful',
  love: 'tender',
  heartbreak: 'heartbroken',
  'jealousy and envy': 'jealous',
  'innocence and naivety': 'wistful',
  'home and family': 'warm and nostalgic',
  'leaving and the road': 'restless',
  'defiance and protest': 'defiant',
  'night and the city': 'restless',
  'joy and celebration': 'euphoric',
  faith: 'reverent',
  'hope and renewal': 'hopeful',
  loneliness: 'lonely',
  'menace and the hunt': 'menacing',
  'fear and the uncanny': 'haunted',
  'work and money': 'weary',
  anger: 'angry',
  'time and growing older': 'wistful',
};

/** 'red lights', 'cold light', 'a golden glow': a single glow or flame takes an article, light and fire do not. */
function litBy(phrase: string): string {
  return /\b(?:glow|glare|beam|flame)$/.test(phrase) ? withArticle(phrase) : phrase;
}

function q(text: string): string {
  return `“${text.replace(/[.,;:!?]+$/, '')}”`;
}

function writeInterpretation(
  a: LyricsAnalysis,
  found: { main?: Found<ImageryEntry>; light?: Found<string>; moodFound?: Found<string>; times: Found<string>[]; weather: Found<string>[]; family: string },
): string {
  const out: string[] = [];
  if (found.main) {
    out.push(`The picture centres on ${found.main.value.subject}, from ${q(found.main.quote)}.`);
    const rest = a.imagery.slice(1);
    if (rest.length) out.push(`Around it: ${listText(rest.map((i) => `${i.subject} (${q(i.quote)})`))}.`);
  } else {
    out.push(`The lyrics name nothing concrete to draw, so the image follows their mood and the ${found.family.toLowerCase()} genre rather than inventing a subject.`);
  }
  if (found.light) out.push(`The scene is lit by ${litBy(found.light.value)}, as in ${q(found.light.quote)}.`);
  if (a.colours.length) out.push(`Colours: ${listText(a.colours.map((c) => `${c.name} (${q(c.quote ?? '')})`))}.`);
  const when = [found.weather[0], found.times[0]].filter((f): f is Found<string> => Boolean(f));
  if (when.length) out.push(`It happens ${listText(when.map((f) => `${f.value} (${q(f.quote)})`))}.`);
  out.push(found.moodFound ? `The mood is ${a.mood}: ${q(found.moodFound.quote)}.` : `No feeling is named outright, so the mood is the genre's: ${a.mood}.`);
  const [theme, ...more] = a.themes;
  if (theme) out.push(`It is a song about ${theme.theme}${more.length ? `, and ${listText(more.map((t) => t.theme))}` : ''}: ${q(theme.quote)}.`);
  return out.join(' ');
}
