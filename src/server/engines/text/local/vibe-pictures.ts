// The pictures a vibe means, by the mood fields (data/mood-fields.ts): "grief" means wreaths, vigils
// and empty chairs; "paranoia" wiretaps and two-way mirrors. The vibe's own words are left out, so
// a name leans toward the mood without repeating the brief.
import { MOOD_FIELDS } from './data/mood-fields';
import { words } from './genre-profile';

const FIELDS = MOOD_FIELDS.map((f) => ({ stems: words(f.stems).filter((s) => !s.includes(' ')), images: words(f.images) }));

function calls(stem: string, token: string): boolean {
  return stem.length >= 4 ? token.startsWith(stem) : token === stem;
}

/** Words picturing the vibe's moods, lower case, singular and plural as written. */
export function vibePictures(cues: readonly string[], vibeTokens: readonly string[] = cues): Set<string> {
  const out = new Set<string>();
  if (vibeTokens.length === 0) return out;
  for (const field of FIELDS) {
    if (!cues.some((t) => field.stems.some((s) => calls(s, t)))) continue;
    for (const image of field.images) for (const w of image.split(' ')) out.add(w);
  }
  // Never the vibe's own words: 'grief' must not bring 'Grief' back.
  for (const t of vibeTokens) {
    out.delete(t);
    out.delete(`${t}s`);
    if (t.endsWith('s')) out.delete(t.slice(0, -1));
  }
  return out;
}

/** The mood fields a word calls, by index: empty when it calls none. */
export function callsMoodField(token: string): number[] {
  const out: number[] = [];
  FIELDS.forEach((field, i) => {
    if (field.stems.some((s) => calls(s, token))) out.push(i);
  });
  return out;
}
