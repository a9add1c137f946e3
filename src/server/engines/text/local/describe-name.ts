// One or two sentences about a name, written like a person would: they name the genre, say what
// the vibe means when its words are known (never paste it: 'a loud riffs, desert highways record'
// is not English), and point at the name's own imagery. Sentence shapes come from many templates
// so a page of ten names does not read like a form letter.
import type { Rng } from '@server/lib/random';
import type { Candidate } from './compose-name';
import { COMPOUND_EXTRAS, EXTRAS, FAN_EXTRAS, FEEL_ONLY, GENRE_AND_FEEL, GENRE_ONLY, ONE_WORD_EXTRAS } from './data/description-templates';
import type { RequestPlan } from './request-plan';
import { dropDoubledWords, fixArticles, withArticle } from './english';

interface Fill {
  name: string;
  genre: string;
  /** An adjective for what the vibe means, or '' when its words are unknown. */
  feel: string;
  word: string | null;
  scene: string;
  mood: string;
  fans: string;
}

/**
 * Describes one name. `used` collects the sentence templates already used in this response, so a
 * page of ten names never repeats a sentence shape while fresh ones remain.
 */
export function describeName(candidate: Candidate, plan: RequestPlan, rng: Rng, used: Set<string> = new Set()): string {
  const { profile, input } = plan;
  const fill: Fill = {
    name: candidate.name,
    genre: profile.prose,
    feel: input.vibeMoods.length > 0 ? rng.pick(input.vibeMoods) : '',
    word: candidate.nouns.length > 0 ? rng.pick(candidate.nouns) : null,
    scene: pickAvoiding(profile.scenes, input.vibeTokens, rng) ?? 'a packed room on a Friday night',
    mood: pickAvoiding(profile.moods, input.vibeTokens, rng) ?? 'distinctive',
    fans: joinNames(input.influenceLabels),
  };
  const choose = (list: readonly string[]) => chooseTemplate(usableTemplates(list, fill), used, rng);

  const sentences: string[] = [];
  if (fill.feel) {
    const combined = rng.chance(0.6) ? choose(GENRE_AND_FEEL) : null;
    if (combined) {
      sentences.push(combined);
    } else {
      sentences.push(choose(GENRE_ONLY) ?? GENRE_ONLY[0].replace('{word}', 'name'));
      sentences.push(choose(FEEL_ONLY) ?? FEEL_ONLY[0]);
      if (rng.chance(0.5)) sentences.reverse();
    }
  } else {
    sentences.push(choose(GENRE_ONLY) ?? '{name} sounds like {a_genre} band you would follow from the first record.');
  }
  const [first] = sentences;
  if (first !== undefined && sentences.length === 1 && rng.chance(0.7)) {
    const pool = (candidate.shape === 'invented' || candidate.shape === 'word') && rng.chance(0.5) ? ONE_WORD_EXTRAS
      : candidate.shape === 'compound' && rng.chance(0.3) ? COMPOUND_EXTRAS
      : fill.fans && rng.chance(0.3) ? FAN_EXTRAS : EXTRAS;
    // One scene per description: the second sentence must not paint the same picture again.
    const extra = choose(first.includes('{scene}') ? withoutScene(pool) : pool);
    if (extra) sentences.push(extra);
  }
  return sentences.map((s) => capitaliseStart(renderSentence(s, fill))).join(' ');
}

/** Stands for the name while articles are set, so a name's own words are never touched. */
const NAME_MARK = '\u0001';

/** Fills a template and sets every a/an by the sound of the word that follows it. */
function renderSentence(template: string, fill: Fill): string {
  const parts = render(template, { ...fill, name: NAME_MARK }).split(NAME_MARK);
  const nameStart = fill.name.split(' ')[0] ?? fill.name;
  // Each part is fixed with the name's first word after it, so 'a {name}' is judged by the name.
  return parts
    .map((part, i) => {
      // Doubled words are dropped in the template's text only: a name may repeat ('Duran Duran').
      if (i === parts.length - 1) return fixArticles(dropDoubledWords(part));
      const fixed = fixArticles(dropDoubledWords(part) + nameStart);
      return fixed.slice(0, fixed.length - nameStart.length);
    })
    .join(fill.name);
}

/** A template list cut down to what a name can fill (no {word} without nouns, no {fans} without
 * influences), worked out once per list: descriptions are written on every request. */
const usableCache = new WeakMap<readonly string[], (readonly string[])[]>();

function usableTemplates(list: readonly string[], fill: Fill): readonly string[] {
  let variants = usableCache.get(list);
  if (!variants) usableCache.set(list, (variants = []));
  const hasWord = fill.word !== null;
  const hasFans = fill.fans !== '';
  const slot = (hasWord ? 1 : 0) + (hasFans ? 2 : 0);
  return (variants[slot] ??= list.filter((t) => (hasWord || !t.includes('{word}')) && (hasFans || !t.includes('{fans}'))));
}

const withoutSceneCache = new WeakMap<readonly string[], readonly string[]>();

function withoutScene(list: readonly string[]): readonly string[] {
  let cut = withoutSceneCache.get(list);
  if (!cut) withoutSceneCache.set(list, (cut = list.filter((t) => !t.includes('{scene}'))));
  return cut;
}

/** A template this response has not used yet when one is left, else any; null when none fits. */
function chooseTemplate(ok: readonly string[], used: Set<string>, rng: Rng): string | null {
  const fresh = used.size === 0 ? ok : ok.filter((t) => !used.has(t));
  const pick = fresh.length > 0 ? rng.pick(fresh) : ok.length > 0 ? rng.pick(ok) : null;
  if (pick) used.add(pick);
  return pick;
}

function render(template: string, f: Fill): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'name': return f.name;
      case 'genre': return f.genre;
      case 'a_genre': return withArticle(f.genre);
      case 'feel': return f.feel;
      case 'a_feel': return withArticle(f.feel);
      case 'word': return f.word ?? 'name';
      case 'scene': return f.scene;
      case 'mood': return f.mood;
      case 'a_mood': return withArticle(f.mood);
      case 'fans': return f.fans;
      default: return '';
    }
  });
}

function capitaliseStart(s: string): string {
  return s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** One of the list that says none of the vibe's words: a description says what the vibe means,
 * never the vibe back ('cosmic' for a cosmic vibe). Null when the list is empty. */
function pickAvoiding(list: readonly string[], avoid: readonly string[], rng: Rng): string | null {
  if (list.length === 0) return null;
  for (let i = 0; i < 6; i++) {
    const item = rng.pick(list);
    if (!avoid.some((w) => item.toLowerCase().includes(w))) return item;
  }
  return list.find((item) => !avoid.some((w) => item.toLowerCase().includes(w))) ?? null;
}
