// Prompts of the AI text engine; answers are asked for as JSON objects of a fixed shape.
import { genreLabel } from '@shared/catalog/genres';
import type { ConceptRequest, NameRequest } from './text-engine';

export const namePrompt = {
  system:
    'You are a music-industry naming expert. You invent original band names that fit a genre and a mood, ' +
    'avoid names of existing well-known bands, and write each a one- or two-sentence description that mentions ' +
    'the genre and the vibe. Answer only with JSON: {"names":[{"name":"...","description":"..."}]}.',
  user(request: NameRequest): string {
    const o = request.options ?? {};
    const rules = [
      o.oneWordNames && 'Each name is exactly one word.',
      o.compoundWords && 'Each name is a fused compound of two words written as one word (like "Mirrorforth").',
      o.noNumbers && 'No digits and no number words.',
      o.avoidCommonWords && 'Avoid overused band-name words such as the, band, boys, kings, dead, black, blood, fire, soul.',
      o.useSeedWord && o.seedWord?.trim() && `Every name contains the word "${o.seedWord.trim()}".`,
    ].filter(Boolean);
    return [
      `Genre: ${genreLabel(request.genre)}`,
      request.influences ? `Influences: ${request.influences}` : '',
      request.vibe ? `Vibe: ${request.vibe}` : '',
      `Give ${request.count} distinct names.`,
      ...rules,
    ]
      .filter(Boolean)
      .join('\n');
  },
};

export const mixPrompt = {
  system: 'You combine chosen words into one memorable band name. Answer only with JSON: {"mixedName":"..."}.',
  user: (words: readonly string[], genre: string) => `Words: ${words.join(', ')}\nGenre: ${genre}\nUse every word, or a recognisable part of it.`,
};

export const conceptPrompt = {
  system:
    'You are an album art director. For a band you write three distinct album cover concepts, one or two sentences each, ' +
    'concrete and visual (subject, composition, colour, mood). Answer only with JSON: {"concepts":["...","...","..."]}.',
  user: (r: ConceptRequest) =>
    [
      `Band: ${r.bandName}`,
      `Genre: ${genreLabel(r.genre)}`,
      r.influences ? `Influences: ${r.influences}` : '',
      r.vibe ? `Vibe: ${r.vibe}` : '',
      r.suggestion ? `Work in this suggestion: ${r.suggestion}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
};
