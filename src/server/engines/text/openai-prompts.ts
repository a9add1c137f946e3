// Prompts of the AI text engine; answers are asked for as JSON objects of a fixed shape.
import { genreLabel } from '@shared/catalog/genres';
import type { InterpretLyricsRequest } from '@shared/contracts/studio';
import { TAGLINE_MAX_WORDS, type BioRequest, type EmailRequest } from '@shared/contracts/writing';
import type { ConceptRequest, NameRequest, ShortBioRequest, TaglineRequest } from './text-engine';

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

/** The fields of a bio request as labelled lines; empty fields are left out so the model is not
 * tempted to fill them in. */
function bioFacts(r: BioRequest): string[] {
  const list = (items: readonly string[]) => items.join('; ');
  const members = r.members.map((m) => [m.name || 'unnamed member', m.instrument, m.role].filter(Boolean).join(', '));
  return [
    `Band name: ${r.bandName}`,
    `Genre: ${r.genre}${r.subGenres.length ? ` (${r.subGenres.join(', ')})` : ''}`,
    r.formationYear ? `Formed: ${r.formationYear}` : '',
    r.location ? `Based in: ${r.location}` : '',
    `Current status: ${r.currentStatus}`,
    members.length ? `Members: ${list(members)}` : '',
    r.influences.length ? `Influences: ${list(r.influences)}` : '',
    r.achievements.length ? `Achievements (the only ones that may be mentioned): ${list(r.achievements)}` : 'Achievements: none given',
    r.personalityTraits.length ? `Personality: ${r.personalityTraits.join(', ')}` : '',
    r.backstory ? `Backstory: ${r.backstory}` : '',
    ...r.focusAreas.map((area) => `Focus on ${area}${r.focusAreaDetails[area] ? `: ${r.focusAreaDetails[area]}` : ''}`),
    r.uniqueElements.length ? `Unique elements: ${list(r.uniqueElements)}` : '',
  ].filter(Boolean);
}

const NO_INVENTION =
  'Use only the facts given. Never invent awards, chart positions, sales or streaming figures, festivals, venues, ' +
  'labels, cities, release titles, press quotes or members; where a fact is missing, say less.';

export const bioPrompt = {
  system:
    'You write band biographies that musicians send to press, venues and labels. ' +
    NO_INVENTION +
    ' Write in the requested tone and writing style. Headings, when used, are **bold** lines of their own. ' +
    'Answer only with JSON: {"bio":"..."} (paragraphs separated by blank lines).',
  user(r: BioRequest, words: { min: number; max: number }): string {
    const sections = r.includeSections.length
      ? `Include exactly these sections, in this order, each under its heading: ${r.includeSections.join(', ')}.`
      : 'Cover an introduction, the sound, the members and what is next.';
    return [
      ...bioFacts(r),
      `Tone: ${r.tone}`,
      `Writing style: ${r.writingStyle}`,
      `Audience: ${r.targetAudience}`,
      `Length: ${words.min} to ${words.max} words; if the facts do not support that length, write less rather than pad.`,
      sections,
    ].join('\n');
  },
};

export const taglinesPrompt = {
  system:
    `You write short band taglines (at most ${TAGLINE_MAX_WORDS} words each, all different) drawn from the band's own details. ` +
    NO_INVENTION +
    ' Answer only with JSON: {"taglines":["...","...","..."]}.',
  user: (r: TaglineRequest) =>
    [
      ...bioFacts(r.config),
      r.bio ? `Bio:\n${r.bio.slice(0, 4000)}` : '',
      r.exclude.length ? `Do not repeat or paraphrase these: ${r.exclude.join(' | ')}` : '',
      `Give ${r.count} taglines.`,
    ]
      .filter(Boolean)
      .join('\n'),
};

export const emailPrompt = {
  system:
    'You write outreach e-mails for bands: a specific subject line, a greeting to the named recipient, the purpose in the ' +
    'first two sentences, the band details and links, one clear ask with the dates given, and a sign-off with the sender. ' +
    NO_INVENTION +
    ' Plain text only. The e-mail starts with a line "Subject: ...", then a blank line, then the body. ' +
    'Answer only with JSON: {"email":"..."}.',
  user(r: EmailRequest): string {
    if (r.isRefinement) {
      return [
        'Change this e-mail as requested and keep everything else (recipient, links, dates, sign-off) unless the request says otherwise.',
        `Requested changes: ${r.suggestedEdits}`,
        `E-mail:\n${r.originalEmail}`,
      ].join('\n');
    }
    return [
      `Recipient type: ${r.recipientType}`,
      `Purpose: ${r.emailPurpose}`,
      `Band: ${r.bandName}`,
      r.genre ? `Genre: ${r.genre}` : '',
      r.location ? `Based in: ${r.location}` : '',
      r.experienceLevel ? `Experience: ${r.experienceLevel}` : '',
      r.lineup ? `Line-up: ${r.lineup}${r.lineup === 'solo' ? ' (write as one artist: "I", never "we" or "band")' : ''}` : '',
      `Tone: ${r.toneStyle}`,
      r.recipientName ? `Recipient name: ${r.recipientName}` : '',
      r.recipientOrganization ? `Recipient organisation: ${r.recipientOrganization}` : '',
      r.musicLinks.length ? `Links (quote them exactly): ${r.musicLinks.join(' ')}` : '',
      r.eventDetails ? `Event: ${r.eventDetails}` : '',
      r.eventDate ? `Date: ${r.eventDate}` : '',
      r.budget ? `Budget: ${r.budget}` : '',
      r.trackTitle ? `Track or release: ${r.trackTitle}` : '',
      r.specificDetails ? `Details: ${r.specificDetails}` : '',
      `Sign as: ${r.senderName || r.bandName}, ${r.bandName}`,
    ]
      .filter(Boolean)
      .join('\n');
  },
};

export const lyricsPrompt = {
  system:
    'You are an album art director reading song lyrics to design their cover. Find what the lyrics let an image show: ' +
    'the concrete imagery (things that can be drawn), the colours and light they name, the setting (place, time, weather), ' +
    'the mood and the themes (what the song is about). Every quote is one line copied exactly from the lyrics. Do not invent imagery the lyrics do not carry; ' +
    'when they name nothing drawable, say so and base the image on their mood and the genre. ' +
    'Write "interpretation" as three to five readable sentences quoting the lines, and "prompt" as one image description ' +
    '(a square full-frame album artwork naming the main imagery, setting, colours and mood; no text in the image). ' +
    'Answer only with JSON: {"interpretation":"...","imagery":[{"subject":"...","quote":"..."}],' +
    '"colours":[{"name":"...","hex":"#rrggbb","quote":"... or null"}],"setting":"...","mood":"...","themes":[{"theme":"...","quote":"..."}],"prompt":"..."}.',
  user: (r: InterpretLyricsRequest) =>
    [`Genre: ${genreLabel(r.genre)}`, r.bandName ? `Band: ${r.bandName}` : '', `Lyrics:\n${r.lyrics}`].filter(Boolean).join('\n'),
};

/** The press kit's Short bio: the long bio condensed, nothing added. */
export const shortBioPrompt = {
  system:
    'You condense band biographies for a press kit. Keep the band name, the genre and where the band is from when the bio gives them, ' +
    'and the most telling facts, in the order the bio tells them. Say nothing the bio does not say: ' +
    NO_INVENTION +
    ' Answer only with JSON: {"bio":"..."} (paragraphs separated by blank lines, no headings).',
  user: (r: ShortBioRequest, words: { min: number; max: number }) =>
    [
      r.bandName ? `Band name: ${r.bandName}` : '',
      r.genre ? `Genre: ${r.genre}` : '',
      r.location ? `Based in: ${r.location}` : '',
      `Length: ${words.min} to ${words.max} words, and never longer than the bio itself.`,
      `Bio:\n${r.bio}`,
    ]
      .filter(Boolean)
      .join('\n'),
};
