// Turns the musician's change request ("make it shorter and mention our EP") into edits the
// refiner can apply. Anything it cannot understand is left out rather than pasted into the e-mail.
import type { Tone } from './email-context';
import { dateInText } from './dates';
import { asPhrase } from './text-tools';

export type Edit =
  | { kind: 'shorter' }
  | { kind: 'longer' }
  | { kind: 'tone'; tone: Tone }
  | { kind: 'mention'; what: string }
  | { kind: 'add-link'; label: string; link: string }
  | { kind: 'date'; iso: string }
  | { kind: 'remove'; what: string }
  | { kind: 'budget'; text: string }
  | { kind: 'sender'; name: string }
  | { kind: 'recipient'; name: string }
  | { kind: 'subject'; text: string };

const VERBS = 'make|add|mention|include|remove|drop|delete|cut|change|update|move|set|use|sign|address|say|put|switch|replace|sound|be|tone|give|shorten|lengthen|trim|tell|insert|plug|reference|note|highlight|shorter|longer|more|less';
const JOINER = new RegExp(`\\s*(?:,\\s*|\\s)(?:and|also|then|plus|and also|and then)\\s+(?=(?:please\\s+)?(?:${VERBS})\\b)|,\\s*(?=(?:please\\s+)?(?:${VERBS})\\b)`, 'gi');

/** The request split into single instructions. */
export function splitInstructions(text: string): string[] {
  return text
    .split(/\n+|;\s*|(?<=[.!?])\s+(?=[A-Za-z])/)
    .flatMap((piece) => piece.split(JOINER))
    .map((piece) => piece
      .trim()
      .replace(/^(?:(?:please|pls|kindly|also|and|then|plus|can you|could you|would you|i want you to|i'd like you to|i would like you to|i want to|i'd like to|i would like to|i want|i'd like|let's|lets|try to|make sure to|make sure you|just)\s+)+/i, '')
      .replace(/[.!?]+$/, '')
      .trim())
    .filter((piece) => piece.length > 0);
}

const PLATFORMS: [RegExp, string][] = [
  [/instagram|insta\b|\big\b/i, 'Instagram'],
  [/tik\s?tok/i, 'TikTok'],
  [/facebook|\bfb\b/i, 'Facebook'],
  [/youtube/i, 'YouTube'],
  [/spotify/i, 'Spotify'],
  [/bandcamp/i, 'Bandcamp'],
  [/soundcloud/i, 'SoundCloud'],
  [/apple music/i, 'Apple Music'],
  [/twitter|\bx\.com\b/i, 'X'],
  [/threads/i, 'Threads'],
  [/linktree|linktr\.ee/i, 'Linktree'],
  [/\bepk\b|press kit/i, 'Press kit'],
  [/website|\bsite\b|homepage/i, 'Website'],
  [/e-?mail/i, 'E-mail'],
];

function platformOf(text: string): string {
  return PLATFORMS.find(([pattern]) => pattern.test(text))?.[1] ?? '';
}

const URL = /https?:\/\/\S+|www\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|fm|co|uk|me|band|music|app|ly|link|to|tv|page|site|ee)(?:\/\S*)?/i;
const HANDLE = /(?:^|\s)(@[A-Za-z0-9_.]*[A-Za-z0-9_])/;

const TONE_WORDS: [RegExp, Tone][] = [
  [/^(formal|professional|businesslike|polished|serious|proper)$/, 'professional-formal'],
  [/^(casual|relaxed|laid-back|informal|chill|fun|playful|chatty|loose|cool)$/, 'creative-casual'],
  [/^(confident|bold|assertive|direct|punchy|punchier|bolder|stronger|persuasive|confidently)$/, 'confident-bold'],
  [/^(humble|polite|respectful|modest|gracious|humbler|politer|courteous|apologetic|timid|shy|soft|softer|gentle|gentler)$/, 'humble-respectful'],
  [/^(friendly|friendlier|warm|warmer|personal|approachable|human|nicer|kind|kinder)$/, 'friendly-professional'],
];
const OPPOSITE: Record<Tone, Tone> = {
  'professional-formal': 'creative-casual',
  'creative-casual': 'professional-formal',
  'confident-bold': 'humble-respectful',
  'humble-respectful': 'confident-bold',
  'friendly-professional': 'professional-formal',
};

function toneOfWord(word: string): Tone | null {
  const w = word.toLowerCase().replace(/^laid\s+back$/, 'laid-back');
  return TONE_WORDS.find(([pattern]) => pattern.test(w))?.[1] ?? null;
}

/** "more formal" → formal; "less formal" → casual; "sound warmer" → friendly. */
function toneIn(text: string): Tone | null {
  const less = /\b(?:less|not so|not as|too)\s+(laid[- ]back|[a-z]+)/i.exec(text);
  if (less?.[1]) {
    const tone = toneOfWord(less[1]);
    if (tone) return OPPOSITE[tone];
  }
  for (const word of text.split(/[^A-Za-z-]+/)) {
    const tone = toneOfWord(word);
    if (tone) return tone;
  }
  return null;
}

/** One instruction as an edit, or null when it cannot be understood. */
export function parseInstruction(piece: string, fallbackYear: number | null): Edit | null {
  const text = piece.trim();
  const lower = text.toLowerCase();

  const subject = /\bsubject(?:\s+line)?\s*(?:to|:|=|should be|as)\s*["'“‘]?(.+?)["'”’]?$/i.exec(text);
  if (subject?.[1]) return { kind: 'subject', text: subject[1].trim() };

  const iso = dateInText(text, fallbackYear);
  if (iso && /\b(date|day|move|moved|reschedul\w*|shift|push|bring|change|instead|switch|update|make it|set)\b/i.test(text)) return { kind: 'date', iso };

  const sender = /\b(?:sign(?:ed)?(?:\s+it)?(?:\s+off)?\s+(?:as|from|by|with)|sender(?:\s+name)?\s+(?:to|is|should be)|from\s+me,?|my name is|it'?s from)\s+(.+)$/i.exec(text);
  if (sender?.[1]) return { kind: 'sender', name: asPhrase(sender[1]) };

  const recipient = /\b(?:address(?:\s+it)?\s+to|send(?:\s+it)?\s+to|recipient(?:\s+name)?\s+(?:to|is|should be)|it'?s for|change the name to|greet)\s+(.+)$/i.exec(text);
  if (recipient?.[1] && !URL.test(recipient[1])) return { kind: 'recipient', name: asPhrase(recipient[1]) };

  const budget = /\b(?:budget|fee|rate|price)\b.*?\b(?:to|is|of|at|should be)\s+(.*\d.*)$/i.exec(text);
  if (budget?.[1] && !/^(remove|drop|delete|cut)/i.test(text)) return { kind: 'budget', text: asPhrase(budget[1]) };

  const removal = /^(?:remove|drop|delete|cut|take out|get rid of|lose|leave out|omit|don'?t mention|do not mention|no more|skip|without)\s+(.+)$/i.exec(text);
  if (removal?.[1]) return { kind: 'remove', what: asPhrase(removal[1]) };

  if (/\b(short(?:er|en)?|brief(?:er)?|concise|trim|tighten|condense|cut (?:it )?down|less wordy|fewer words|too long|snappier|more succinct|succinct)\b/i.test(lower)) return { kind: 'shorter' };
  if (/\b(longer|lengthen|more detail(?:ed)?|expand|elaborate|flesh (?:it )?out|too short|more words)\b/i.test(lower)) return { kind: 'longer' };

  const link = URL.exec(text)?.[0] ?? HANDLE.exec(text)?.[1] ?? '';
  if (link && /^(add|include|put|insert|mention|link|plug|list|attach|share|use|give)\b/i.test(text)) {
    return { kind: 'add-link', label: platformOf(text.replace(link, '')) || platformOf(link), link: link.replace(/[.,;]+$/, '') };
  }

  const mention = /^(?:mention|add|include|say|tell (?:them|him|her)|note|talk about|highlight|reference|plug|insert|put in|bring up|point out|let (?:them|him|her) know)\s+(?:(?:a (?:line|sentence|bit|note|mention)|something)\s+(?:about|that|on)\s+|(?:that|the fact that)\s+)?(.+)$/i.exec(text);
  if (mention?.[1]) return { kind: 'mention', what: asPhrase(mention[1]) };

  const tone = toneIn(lower);
  return tone ? { kind: 'tone', tone } : null;
}

/** Every edit the request asks for that can be understood, in the order given. */
export function parseEdits(request: string, fallbackYear: number | null): Edit[] {
  return splitInstructions(request)
    .map((piece) => parseInstruction(piece, fallbackYear))
    .filter((edit): edit is Edit => edit !== null);
}
