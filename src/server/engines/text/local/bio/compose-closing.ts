// The end of the bio: what comes next (from the status), the angle for the chosen reader, and the
// style's last line; before the sections, the reader's paragraph and any focus area that has no
// section of its own.
import type { Block } from './bio-blocks';
import { bookerLine } from './compose-opening';
import { addFocus } from './compose-sound';
import { newBlock, type Composer } from './composer';
import { AUDIENCE_MORE } from './data/audience-lines';
import { FOCUS_QUESTION } from './data/section-lines';
import { STATUS_LABEL, STATUS_NEXT, STATUS_NOW, statusOf } from './data/status-lines';
import { CLOSER } from './data/style-lines';
import type { BlockBuilder } from './bio-blocks';
import { joinList } from './text-tools';
import { genreBlend } from './writer';

/** The {x} an audience line talks about: the booker's practical line, a trait, or the sub-genres. */
function audienceValues(c: Composer): Record<string, string | null> {
  const { f, plan, w } = c;
  const audience = f.request.targetAudience;
  const trait = f.traits[0];
  let x: string | null = null;
  if (audience === 'Booking Agents') x = trait && w.spend(`traitLive:${trait.adjective}`) ? trait.live : null;
  else if (audience === 'Academic/Scholarly') x = trait?.noun ?? f.subs[0]?.prose ?? null;
  else if (audience === 'Music Press') x = trait?.noun ?? f.subs[0]?.prose ?? null;
  const values: Record<string, string | null> = { desc: plan.desc, status: STATUS_LABEL[statusOf(f.request.currentStatus)].toLowerCase() };
  // The Musical Influences section names the influences; the reader's paragraph does not repeat them.
  if (plan.has('Musical Influences')) Object.assign(values, { infl: null, infl1: null, inflAll: null });
  if (f.unique[0]) values.unique1 = f.unique[0];
  if (x) values.x = x;
  return values;
}

function addAudience(b: BlockBuilder, c: Composer, rank: number): void {
  const { f, w } = c;
  const pool = AUDIENCE_MORE[f.request.targetAudience];
  const values = audienceValues(c);
  b.para();
  if (f.request.targetAudience === 'Booking Agents') {
    const booker = bookerLine(c);
    if (booker && !f.sizeWord) b.add(w.fill('The practical picture: {x}.', { x: booker }), rank);
  }
  b.add(w.pick(pool, values), rank);
  b.add(w.pick(pool, values), rank + 1.6);
  b.add(w.pick(pool, values), rank + 2.6);
  b.add(w.pick(pool, values), rank + 3.4);
}

/** A one-line recap for the skimming reader ('In short: ...'), for the longest bios. */
export function summaryLine(c: Composer): string | null {
  const { f, w } = c;
  const parts: string[] = [];
  const traits = f.traits.slice(0, 2).map((t) => t.adjective);
  parts.push(`${traits.length > 0 ? `${joinList(traits)} ` : ''}${genreBlend(f)}${f.place ? ` from ${f.place}` : ''}`);
  if (f.instruments.length >= 2) parts.push(`built on ${joinList(f.instruments)}`);
  if (f.influences.length > 0 && !c.plan.has('Musical Influences')) parts.push(`for fans of ${joinList(f.influences.slice(0, 2))}`);
  if (parts.length < 2) return null;
  return w.fill(w.rng.pick(['In short: {x}.', 'The summary: {x}.', 'At a glance: {x}.']), { x: parts.join(', ') });
}

/** The default set's last block: now, next, the reader's angle and the style's sign-off. */
export function composeNext(c: Composer, heading: string | null): Block {
  const { f, w, plan } = c;
  const b = newBlock(c, 'next', heading);
  const status = statusOf(f.request.currentStatus);
  b.para();
  if (w.spend('statusNow')) b.add(w.pick(STATUS_NOW[status]), 0.5, { locked: true });
  b.add(w.pick(STATUS_NEXT[status]), 1, { locked: b.isEmpty });
  b.add(w.pick(STATUS_NEXT[status]), 3.4);
  addFocus(b, c, plan.focus.get('next') ?? [], 1.6);
  addAudience(b, c, 2);
  b.add(summaryLine(c), 5.5, { free: true });
  const closer = w.pick(CLOSER[w.style] ?? []);
  if (closer) {
    b.para();
    b.add(closer, 2.4, { free: true });
  }
  return b.block;
}

/** Before the chosen sections: the reader's paragraph, and what comes next when no section says it. */
export function composeAudience(c: Composer): Block[] {
  const { w, f, plan } = c;
  const b = newBlock(c, 'audience');
  addAudience(b, c, 2.2);
  b.add(summaryLine(c), 5.5, { free: true });
  if (plan.has('Future Plans')) return [b.block];
  // No Future Plans section to say what comes next: a line or two of their own, from the status.
  const next = newBlock(c, 'next');
  const pool = STATUS_NEXT[statusOf(f.request.currentStatus)];
  next.para();
  next.add(w.pick(pool), 2.8);
  next.add(w.pick(pool), 4.5);
  return [b.block, next.block];
}

/** Focus areas with no chosen section to live in: a paragraph each, before the sections. */
export function composeExtraFocus(c: Composer): Block[] {
  return (c.plan.focus.get('extra') ?? []).map((fact) => {
    const b = newBlock(c, 'focus', null, FOCUS_QUESTION[fact.area]);
    addFocus(b, c, [fact], 1.5);
    return b.block;
  });
}
