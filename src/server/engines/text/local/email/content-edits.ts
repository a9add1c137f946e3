// Edits that change what the e-mail says: mention something, add a link, move the date, change or
// drop the budget, remove a line, change who signs or who is greeted. Each makes the smallest
// honest change and reports whether it changed anything.
import { findDates, formatDayMonthYear, formatEventDate, isSameDay, type FoundDate } from './dates';
import { addSentence, aboutIndex, readsFormal, setSentences, type EditState, type ProseBlock } from './edit-state';
import type { Block } from './email-text';
import { isLinkLine } from './parse-email';
import { shiftRegister } from './register';
import { capitalise, endSentence, escapeRegExp, firstName } from './text-tools';

const CLAUSE_START = /^(we|we're|we’re|we've|we’ve|we'll|we’ll|we'd|we’d|i|i'm|i’m|i've|i’ve|i'll|our band|the band|it|it's|it’s|there|they|they're|she|he|everyone|all of us|you|you'll|you’ll|you can)\b/i;
const RELEASE_WORD = /\b(EP|single|album|LP|record|mixtape|track|song|video|demo|release)\b/i;
const PLATFORM_ONLY = /^(?:our|my|the)?\s*(instagram|insta|tiktok|tik tok|facebook|youtube|youtube channel|spotify|bandcamp|soundcloud|apple music|twitter|website|site|linktree)(?:\s+(?:page|account|profile|handle|channel|link))?$/i;

function allProse(state: EditState): string {
  return state.draft.blocks.map((b) => (b.kind === 'prose' ? b.sentences.join(' ') : b.lines.join(' '))).join(' ');
}

function mentionSentence(state: EditState, what: string): string {
  const formal = readsFormal(state);
  const platform = PLATFORM_ONLY.exec(what)?.[1];
  if (platform) {
    const name = platform.replace(/^insta$/i, 'Instagram').replace(/^tik tok$/i, 'TikTok');
    const proper = name.charAt(0).toUpperCase() + name.slice(1);
    return formal ? `We can also be found on ${proper}.` : `You can also find us on ${proper}.`;
  }
  if (CLAUSE_START.test(what)) {
    const sentence = endSentence(capitalise(what));
    return formal ? shiftRegister(sentence, 'professional-formal', [state.request.bandName]) : sentence;
  }
  if (RELEASE_WORD.test(what)) {
    const thing = /^(our|my|the|a|an|this|that)\b/i.test(what) ? what.replace(/^(Our|My|The|This|That)\b/, (w) => w.toLowerCase()) : `our ${what}`;
    switch (state.tone) {
      case 'professional-formal':
        return `We would also like to draw your attention to ${thing}.`;
      case 'confident-bold':
        return `${capitalise(thing)} is well worth a listen too.`;
      case 'humble-respectful':
        return `If you have time, we'd love you to hear ${thing} too.`;
      case 'creative-casual':
        return `Also, check out ${thing}!`;
      case 'friendly-professional':
        return `We'd also love you to hear ${thing}.`;
    }
  }
  const thing = what.replace(/^(Our|My|The)\b/, (w) => w.toLowerCase());
  return formal ? `It is also worth mentioning ${thing}.` : `Also worth mentioning: ${thing}.`;
}

/** "mention our EP" → one sentence about it in the band paragraph, unless the e-mail already says it. */
export function mention(state: EditState, what: string): boolean {
  const core = what.replace(/^(?:our|my|the|a|an|that|about)\s+/i, '').replace(/^(?:new|latest|debut|upcoming)\s+/i, '').trim();
  if (!core) return false;
  const quoted = /['‘"“]([^'"’”]+)['’"”]/.exec(what)?.[1];
  const haystack = allProse(state).toLowerCase();
  // Whole words: 'EP' is not said by 'one step at a time'.
  const says = (text: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
  if (says(quoted ?? core) && (!quoted || says(core))) return false;
  addSentence(state, mentionSentence(state, what));
  return true;
}

/** "add our Instagram @nightowls" → a labelled line with the other links (or a new links paragraph). */
export function addLink(state: EditState, label: string, link: string): boolean {
  const { draft } = state;
  if (draft.blocks.some((b) => (b.kind === 'lines' ? b.lines.join('\n') : b.sentences.join(' ')).includes(link))) return false;
  const line = label ? `${label}: ${link}` : link;
  state.added.add(line);
  for (let i = draft.blocks.length - 1; i >= 0; i--) {
    const block = draft.blocks[i];
    if (block?.kind !== 'lines' || !block.lines.some((l) => isLinkLine(l) && !/:\s*$/.test(l))) continue;
    let last = block.lines.length - 1;
    while (last > 0 && !isLinkLine(block.lines[last] ?? '')) last--;
    block.lines.splice(last + 1, 0, line);
    return true;
  }
  const intro = readsFormal(state) ? 'We can also be found here:' : 'You can also find us here:';
  const at = aboutIndex(draft);
  const block: Block = { kind: 'lines', lines: [intro, line] };
  draft.blocks.splice(at >= 0 ? at + 1 : draft.blocks.length, 0, block);
  return true;
}

function replaceInBlocks(state: EditState, replace: (text: string) => string): boolean {
  let changed = false;
  const { draft } = state;
  const subject = replace(draft.subject);
  if (subject !== draft.subject) {
    draft.subject = subject;
    changed = true;
  }
  for (const block of draft.blocks) {
    if (block.kind === 'lines') {
      const lines = block.lines.map((l) => (isLinkLine(l) ? l : replace(l)));
      if (lines.some((l, i) => l !== block.lines[i])) {
        block.lines = lines;
        changed = true;
      }
    } else {
      const sentences = block.sentences.map(replace);
      if (sentences.some((s, i) => s !== block.sentences[i])) {
        setSentences(block, sentences);
        changed = true;
      }
    }
  }
  return changed;
}

/** Moves the e-mail's date (the form's event date where the text shows it, else the first date
 * written) to `iso`, weekday included. */
export function changeDate(state: EditState, iso: string): boolean {
  const full = formatEventDate(iso);
  if (!full) return false;
  const everything = [state.draft.subject, ...state.draft.blocks.map((b) => (b.kind === 'prose' ? b.sentences.join(' ') : b.lines.join('\n')))].join('\n');
  const found = findDates(everything);
  const old = state.request.eventDate;
  let target: (f: FoundDate) => boolean;
  if (old && found.some((f) => isSameDay(f, old))) target = (f) => isSameDay(f, old);
  else if (found[0]) {
    const first = found[0];
    target = (f) => f.day === first.day && f.month === first.month && (f.year === first.year || f.year === null || first.year === null);
  } else {
    addSentence(state, `The date we have in mind is ${full}.`);
    return true;
  }
  const withoutYear = formatDayMonthYear(iso).replace(/\s\d{4}$/, '');
  return replaceInBlocks(state, (text) => {
    const dates = findDates(text).filter(target);
    let out = text;
    for (const f of dates.reverse()) {
      // A date with its year gets the weekday too, so the e-mail never keeps a stale one.
      const replacement = f.year === null && !f.hasWeekday ? withoutYear : full;
      out = out.slice(0, f.index) + replacement + out.slice(f.index + f.text.length);
    }
    return out;
  });
}

const MONEY = /[£$€¥₹]\s?\d[\d,.]*(?:\s?(?:k|m))?|\b\d[\d,.]*\s?(?:k|grand|usd|gbp|eur|pounds|dollars|euros)\b/i;
const MONEY_WORDS = /\b(fee|fees|budget|rate|payment|paid|pay|cost|costs|price|guarantee|in support)\b/i;

function isBudgetSentence(state: EditState, sentence: string): boolean {
  const given = state.request.budget.trim();
  if (given && sentence.includes(given)) return true;
  return MONEY.test(sentence) || (MONEY_WORDS.test(sentence) && !/\?/.test(sentence));
}

/** Sets the budget: replaces the amount where the e-mail states one, else adds a line. */
export function changeBudget(state: EditState, amount: string): boolean {
  const given = state.request.budget.trim();
  let changed = false;
  for (const block of state.draft.blocks) {
    if (block.kind !== 'prose') continue;
    const sentences = block.sentences.map((s) => {
      if (given && s.includes(given)) return s.split(given).join(amount);
      const money = MONEY.exec(s);
      return money && MONEY_WORDS.test(s) ? s.replace(money[0], amount) : s;
    });
    if (sentences.some((s, i) => s !== block.sentences[i])) {
      setSentences(block, sentences);
      changed = true;
    }
  }
  if (changed) return true;
  const ask = state.draft.blocks.find((b): b is ProseBlock => b.kind === 'prose' && b.sentences.some((s) => s.includes('?')));
  const line = readsFormal(state) ? `Our fee would be ${amount}.` : `Our fee is ${amount}.`;
  if (ask) setSentences(ask, [...ask.sentences, line]);
  else addSentence(state, line);
  state.added.add(line);
  return true;
}

function removeSentences(state: EditState, drop: (sentence: string) => boolean): boolean {
  let changed = false;
  for (const block of state.draft.blocks) {
    if (block.kind !== 'prose') continue;
    const kept = block.sentences.filter((s) => !drop(s));
    if (kept.length !== block.sentences.length) {
      setSentences(block, kept);
      changed = true;
    }
  }
  return changed;
}

function removeDate(state: EditState): boolean {
  const strip = (text: string) => {
    let out = text;
    for (const f of findDates(text).reverse()) {
      const before = out.slice(0, f.index);
      const prep = /\s(on|for|around|from|by)\s$/i.exec(before);
      if (prep) out = before.slice(0, before.length - prep[0].length) + out.slice(f.index + f.text.length);
    }
    return out.replace(/\s+([.,?!])/g, '$1');
  };
  const stripped = replaceInBlocks(state, strip);
  const dropped = removeSentences(state, (s) => findDates(s).length > 0);
  return stripped || dropped;
}

const LINK_WORDS = /^(?:the\s+|our\s+|my\s+)?(?:(?<what>[\w .-]+?)\s+)?(?:links?|urls?)$/i;

/** "remove the budget", "remove the date", "remove the YouTube link", "remove the line about X". */
export function remove(state: EditState, what: string): boolean {
  const lower = what.toLowerCase();
  if (/\b(budget|fee|fees|price|money|rate|pay|cost|amount)\b/.test(lower)) {
    const given = state.request.budget.trim();
    if (given && state.draft.subject.includes(given)) state.draft.subject = state.draft.subject.replace(given, '').replace(/\s*[–-]\s*$/, '').trim();
    return removeSentences(state, (s) => isBudgetSentence(state, s));
  }
  if (/^(?:the\s+)?(?:event\s+)?dates?$/.test(lower)) return removeDate(state);
  const linkMatch = LINK_WORDS.exec(what.trim());
  if (linkMatch) {
    const platform = linkMatch.groups?.what?.trim().toLowerCase() ?? '';
    let changed = false;
    state.draft.blocks = state.draft.blocks.flatMap((block): Block[] => {
      if (block.kind !== 'lines') return [block];
      const lines = block.lines.filter((l) => !(isLinkLine(l) && (!platform || l.toLowerCase().includes(platform.replace(/\s+/g, '')) || l.toLowerCase().includes(platform))));
      if (lines.length === block.lines.length) return [block];
      changed = true;
      return lines.some(isLinkLine) ? [{ kind: 'lines', lines }] : [];
    });
    return changed;
  }
  const core = what.replace(/^(?:the|our|my|a|an)\s+/i, '').replace(/^(?:line|sentence|part|bit|paragraph|mention|reference)s?\s+(?:about|on|of|mentioning)\s+/i, '').replace(/^(?:the|our|my|a|an)\s+/i, '').trim();
  // An instruction of small words only ("remove the the") names nothing to remove.
  if (!core.split(/\s+/).some((word) => word.length >= 3 && !SMALL_WORDS.has(word.toLowerCase()))) return false;
  // Whole words: "the line about us" must not remove a sentence about "music".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(core)}(?![\\p{L}\\p{N}])`, 'iu');
  return removeSentences(state, (s) => pattern.test(s));
}

const SMALL_WORDS = new Set(['the', 'and', 'our', 'you', 'your', 'for', 'with', 'that', 'this', 'about', 'from', 'are', 'was', 'not', 'but', 'all', 'any', 'its', 'his', 'her', 'them', 'they', 'there', 'thing', 'things', 'stuff', 'bit', 'part', 'line', 'sentence']);

/** Signs the e-mail with another name, and changes the self-introduction to match. */
export function changeSender(state: EditState, name: string): boolean {
  const { draft, request } = state;
  const band = request.bandName.trim();
  const sig = draft.signature;
  const oldName = sig.length > 1 ? (sig[0] ?? '') : request.senderName.trim();
  if (oldName && oldName.toLowerCase() === name.toLowerCase()) return false;
  if (sig.length > 1) sig[0] = name;
  else if (sig.length === 1 && (sig[0] ?? '').toLowerCase() === band.toLowerCase()) sig.unshift(name);
  else draft.signature = [name, band];
  if (oldName && oldName.toLowerCase() !== band.toLowerCase()) {
    const oldFirst = firstName(oldName);
    replaceInBlocks(state, (text) =>
      text.replace(new RegExp(`\\b${escapeRegExp(oldName)}\\b`, 'g'), name).replace(new RegExp(`\\b(I'm|I am|My name is|name's)\\s+${escapeRegExp(oldFirst)}\\b`, 'g'), `$1 ${firstName(name)}`).replace(new RegExp(`^${escapeRegExp(oldFirst)} here\\b`), `${firstName(name)} here`),
    );
  }
  if (!draft.closing) draft.closing = readsFormal(state) ? 'Kind regards,' : 'Best wishes,';
  return true;
}

const SALUTATION = /^(dear|hi|hiya|hello|hey|heya|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))\b\s*(.*?)\s*[,!:.]*\s*$/i;

/** The name inside a greeting line, '' for "Hi there," or a team. */
export function greetingName(greeting: string): { word: string; name: string } {
  const match = SALUTATION.exec(greeting.trim());
  if (!match) return { word: '', name: '' };
  const name = (match[2] ?? '').trim();
  const nameless = /^(there|all|everyone|team|folks|friends|y'all|sir or madam|sir\/madam)$/i.test(name) || /\bteam$/i.test(name);
  return { word: match[1] ?? '', name: nameless ? '' : name };
}

export function changeRecipient(state: EditState, name: string): boolean {
  const { word } = greetingName(state.draft.greeting);
  const salutation = word ? capitalise(word.toLowerCase()) : readsFormal(state) ? 'Dear' : 'Hi';
  const next = `${salutation} ${/^dear$/i.test(salutation) ? name : firstName(name)},`;
  if (next === state.draft.greeting) return false;
  state.draft.greeting = next;
  return true;
}

export function changeSubject(state: EditState, text: string): boolean {
  if (state.draft.subject === text) return false;
  state.draft.subject = text;
  return true;
}
