// Refinement: the e-mail as it stands (hand edits included), changed as the request asks and
// otherwise kept. Tone edits swap the writer's own lines through the phrasebook and shift the
// rest word by word; "shorter" drops the least needed sentences but never the subject, greeting,
// purpose, links, date, ask or sign-off.
import type { EmailRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
import { draftEmail, phrasebookFor } from './compose-email';
import { addLink, changeBudget, changeDate, changeRecipient, changeSender, changeSubject, greetingName, mention, remove } from './content-edits';
import { findDates, isSameDay, yearOf } from './dates';
import { parseEdits, type Edit } from './edit-requests';
import { aboutIndex, readTone, setSentences, type EditState } from './edit-state';
import type { Tone } from './email-context';
import { RECIPIENTS } from './email-context';
import { renderEmail } from './email-text';
import { parseEmail, isLinkLine } from './parse-email';
import type { ToneTable } from './phrasebook';
import { shiftRegister } from './register';
import { countWords, firstName, LINK_PATTERN } from './text-tools';
import { greetingFor, SIGN_OFFS, signOffParts, THANK_YOU_SIGN_OFFS, withPlace } from './voice';

/** Tone first (it rewrites wording), then content, then length (so it can keep what was added). */
const ORDER: Record<Edit['kind'], number> = {
  tone: 0,
  subject: 1,
  sender: 1,
  recipient: 1,
  date: 2,
  budget: 2,
  remove: 3,
  mention: 4,
  'add-link': 4,
  longer: 5,
  shorter: 6,
};

export function refineText(request: EmailRequest, rng: Rng): string {
  const original = request.originalEmail;
  const fallbackYear = yearOf(request.eventDate) ?? findDates(original).find((d) => d.year !== null)?.year ?? null;
  const edits = parseEdits(request.suggestedEdits, fallbackYear).sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  if (edits.length === 0) return original;
  const draft = parseEmail(original);
  const state: EditState = { draft, request, rng, tone: readTone(draft, request.toneStyle), added: new Set() };
  let changed = false;
  for (const edit of edits) changed = applyEdit(state, edit) || changed;
  return changed ? renderEmail(state.draft) : original;
}

function applyEdit(state: EditState, edit: Edit): boolean {
  switch (edit.kind) {
    case 'tone':
      return changeTone(state, edit.tone);
    case 'shorter':
      return shorten(state);
    case 'longer':
      return lengthen(state);
    case 'mention':
      return mention(state, edit.what);
    case 'add-link':
      return addLink(state, edit.label, edit.link);
    case 'date':
      return changeDate(state, edit.iso);
    case 'budget':
      return changeBudget(state, edit.text);
    case 'remove':
      return remove(state, edit.what);
    case 'sender':
      return changeSender(state, edit.name);
    case 'recipient':
      return changeRecipient(state, edit.name);
    case 'subject':
      return changeSubject(state, edit.text);
  }
}

/** Swaps every line the writer would have chosen for this form to its wording in `tone`. Spans
 * already swapped are held aside so a shorter table cannot match inside them. */
function swapPhrases(text: string, tables: readonly ToneTable[], tone: Tone): string {
  const held: string[] = [];
  let out = text;
  for (const table of tables) {
    for (const [from, phrase] of Object.entries(table) as [Tone, string][]) {
      if (from === tone || phrase.length < 8 || !out.includes(phrase)) continue;
      held.push(table[tone]);
      out = out.split(phrase).join(`\uE001${held.length - 1}\uE001`);
    }
  }
  return out.replace(/\uE001(\d+)\uE001/g, (_, i: string) => held[Number(i)] ?? '').replace(/\s{2,}/g, ' ').trim();
}

function changeTone(state: EditState, tone: Tone): boolean {
  const { draft, request } = state;
  const before = renderEmail(draft);
  const tables = phrasebookFor({ ...request, eventDate: dateInEmail(before, request.eventDate) }, state.rng).sort((a, b) => longest(b) - longest(a));
  const keep = [request.bandName, request.recipientName, request.recipientOrganization, request.senderName, ...request.musicLinks].filter((s) => s.trim());
  for (const block of draft.blocks) {
    if (block.kind === 'lines') {
      block.lines = block.lines.map((line) => (isLinkLine(line) ? line : swapPhrases(line, tables, tone)));
      continue;
    }
    const text = block.sentences.join(' ');
    const swapped = swapPhrases(text, tables, tone);
    const shifted = swapped.split(/(?<=[.!?])\s+/).map((s) => shiftRegister(s, tone, keep)).join(' ');
    if (shifted !== text) setSentences(block, splitKeepingOrder(shifted));
  }
  // The greeting and sign-off carry the tone most plainly.
  const { name } = greetingName(draft.greeting);
  const fullName = request.recipientName.trim();
  const useName = name && fullName && (firstName(fullName) === name || fullName === name || fullName.endsWith(name)) ? fullName : name;
  if (draft.greeting || useName) draft.greeting = greetingFor(tone, useName, request.recipientOrganization.trim(), RECIPIENTS[request.recipientType].team);
  const { base, place } = signOffParts(draft.closing);
  const wasThanks = Object.values(THANK_YOU_SIGN_OFFS).some((s) => s.toLowerCase() === base.toLowerCase()) || request.emailPurpose === 'thank-you';
  const index = Math.max(0, ...Object.values(SIGN_OFFS).map((list) => list.findIndex((s) => s.toLowerCase() === base.toLowerCase())));
  if (draft.closing || draft.signature.length > 0) draft.closing = withPlace(wasThanks ? THANK_YOU_SIGN_OFFS[tone] : (SIGN_OFFS[tone][index] ?? SIGN_OFFS[tone][0] ?? ''), place);
  state.tone = tone;
  return renderEmail(draft) !== before;
}

/** The date the e-mail now shows when an earlier refinement moved it, so the phrasebook's lines
 * (which name the date) still match. */
function dateInEmail(text: string, formDate: string): string {
  const dated = findDates(text).filter((d) => d.year !== null);
  if (dated.length === 0 || dated.some((d) => isSameDay(d, formDate))) return formDate;
  const first = dated[0];
  if (!first || first.year === null) return formDate;
  return `${first.year}-${String(first.month).padStart(2, '0')}-${String(first.day).padStart(2, '0')}`;
}

function longest(table: ToneTable): number {
  return Math.max(...Object.values(table).map((s) => s.length));
}

function splitKeepingOrder(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=["'‘“(]?[A-Z0-9@])/).filter(Boolean);
}

// Sentences a shorter e-mail can lose first: pleasantries, offers and reassurances.
const FILLER = [
  /^(i|we) hope (you're|you are|you’re|this|all|that)\b/i,
  /^hope (you|this|all)\b/i,
  /thank you for taking (a|the) (moment|time)/i,
  /^(many )?(thanks|thank you)( so much| again| very much)?( for (reading|your time|taking|giving|considering|your consideration)|[;,]|\.|!)/i,
  /know how (busy|full)/i,
  /^(i|we) (really )?appreciate/i,
  /^no pressure/i,
  /completely understand/i,
  /ready when you are/i,
  /love to make this happen/i,
  /^it (truly )?meant/i,
  /^we (loved every minute|had the best time)/i,
  /(happy|glad) to send|say the word|send (it|the track|our music) over/i,
  /^we('d| would) (bring|give|come in|turn up|arrive)/i,
  /^(we're|we are) happy to (help|work|do it|meet|answer)/i,
  /^whatever format/i,
  /^we can (send|supply|do it)/i,
  /^we('d| would) love to be on your radar/i,
  /^(we're|we are) (looking for|ready|now looking)/i,
  /^(if|that could be)\b/i,
];

interface Candidate {
  block: number;
  index: number;
  sentence: string;
  score: number;
}

function isEssential(state: EditState, sentence: string, isPurpose: boolean, filler: boolean): boolean {
  const budget = state.request.budget.trim();
  return (
    isPurpose ||
    state.added.has(sentence) ||
    sentence.includes('?') ||
    LINK_PATTERN.test(sentence) ||
    // A pleasantry that repeats the date ('fingers crossed for us on Friday 12 March') can go: the
    // purpose and the ask still say it.
    (!filler && findDates(sentence).length > 0) ||
    (budget.length > 0 && sentence.includes(budget))
  );
}

/** Fewer words, same e-mail: drops pleasantries first, then the least specific lines, keeping
 * the purpose, links, date, budget, ask and anything this request added. */
function shorten(state: EditState): boolean {
  const { draft, request } = state;
  const total = countWords(renderEmail(draft));
  const target = Math.floor(total * 0.75);
  const specific = [request.genre, request.location, request.eventDetails, request.recipientOrganization, ...request.specificDetails.split(/[.!?]\s+/)]
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 3);
  const candidates: Candidate[] = [];
  let purposeSeen = false;
  draft.blocks.forEach((block, b) => {
    if (block.kind !== 'prose') return;
    block.sentences.forEach((sentence, index) => {
      const filler = FILLER.some((p) => p.test(sentence));
      const isPurpose = !purposeSeen && !filler;
      if (isPurpose) purposeSeen = true;
      if (isEssential(state, sentence, isPurpose, filler)) return;
      const lower = sentence.toLowerCase();
      const score = filler ? 0 : specific.some((s) => lower.includes(s) || s.includes(lower.replace(/[.!]$/, ''))) ? 2 : 1;
      candidates.push({ block: b, index, sentence, score });
    });
  });
  candidates.sort((a, b) => a.score - b.score || b.block - a.block || b.index - a.index);
  const drop = new Set<string>();
  let words = total;
  for (const candidate of candidates) {
    if (words <= target && drop.size > 0) break;
    drop.add(`${candidate.block}:${candidate.index}`);
    words -= countWords(candidate.sentence);
  }
  let changed = drop.size > 0;
  draft.blocks.forEach((block, b) => {
    if (block.kind !== 'prose') return;
    if (block.sentences.some((_, i) => drop.has(`${b}:${i}`))) setSentences(block, block.sentences.filter((_, i) => !drop.has(`${b}:${i}`)));
  });
  // Wordy phrases can go too, even when every sentence must stay.
  for (const block of draft.blocks) {
    if (block.kind !== 'prose') continue;
    const tightened = block.sentences.map(tighten);
    if (tightened.some((s, i) => s !== block.sentences[i])) {
      setSentences(block, tightened);
      changed = true;
    }
  }
  return changed;
}

const WORDY: [RegExp, string][] = [
  [/, and we are open to discussing terms(?=[.!])/g, ''],
  [/, though we're happy to talk it through(?=[.!])/g, ''],
  [/, but we're flexible(?=[.!])/g, ''],
  [/, but happy to chat(?=[.!])/g, ''],
  [/\bin order to\b/g, 'to'],
  [/\bat this point in time\b/g, 'now'],
  [/\bI am writing to enquire about\b/g, 'I am enquiring about'],
  [/\bwould be so grateful to hear whether\b/g, 'would love to know whether'],
];

function tighten(sentence: string): string {
  return WORDY.reduce((s, [pattern, replacement]) => s.replace(pattern, replacement), sentence);
}

/** Adds the lines the writer would have used for this form that the e-mail lacks (experience,
 * details, a reason to care), at most three, never a second question. */
function lengthen(state: EditState): boolean {
  const { draft, request } = state;
  const model = draftEmail({ ...request, toneStyle: state.tone }, state.rng);
  const present = renderEmail(draft).toLowerCase();
  const extra: string[] = [];
  model.blocks.forEach((block, b) => {
    if (b === 0 || block.kind !== 'prose') return;
    for (const sentence of block.sentences) {
      if (sentence.includes('?') || present.includes(sentence.toLowerCase()) || findDates(sentence).length > 0) continue;
      extra.push(sentence);
    }
  });
  const chosen = extra.slice(0, 3);
  if (chosen.length === 0) return false;
  const at = aboutIndex(draft);
  const block = draft.blocks[at];
  if (block?.kind === 'prose') setSentences(block, [...block.sentences, ...chosen]);
  else draft.blocks.push({ kind: 'prose', sentences: chosen });
  for (const s of chosen) state.added.add(s);
  return true;
}

