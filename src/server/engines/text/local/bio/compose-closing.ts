// The end of the bio: what comes next (from the status and the musician's plans) and the style's
// last line; before the sections, any focus area that has no section of its own.
import type { Block } from './bio-blocks';
import { addFocus } from './compose-sound';
import { newBlock, type Composer } from './composer';
import { FOCUS_QUESTION } from './data/section-lines';
import { pickNext, STATUS_NEXT, STATUS_NOW, statusOf } from './data/status-lines';
import { CLOSER } from './data/style-lines';

/** The default set's last block: now, next, the reader's angle and the style's sign-off. */
export function composeNext(c: Composer, heading: string | null): Block | null {
  const { f, w, plan } = c;
  const b = newBlock(c, 'next', heading);
  const status = statusOf(f.request.currentStatus);
  b.para();
  if (w.spend('statusNow')) b.add(w.pick(STATUS_NOW[status]), 0.5, { locked: true });
  b.add(pickNext(w, f.achievements, STATUS_NEXT[status]), 1, { locked: b.isEmpty });
  b.add(pickNext(w, f.achievements, STATUS_NEXT[status]), 3.4);
  addFocus(b, c, plan.focus.get('next') ?? [], 1.6);
  // Nothing said of now or next: no heading over a sign-off alone.
  if (b.isEmpty) return null;
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
  // The reader's paragraph ('Start with X in mind...') would only say again what the bio said.
  if (plan.has('Future Plans')) return [];
  // No Future Plans section to say what comes next: a line or two of their own, from the status.
  const next = newBlock(c, 'next');
  const pool = STATUS_NEXT[statusOf(f.request.currentStatus)];
  next.para();
  next.add(pickNext(w, f.achievements, pool), 2.8);
  next.add(pickNext(w, f.achievements, pool), 4.5);
  return [next.block];
}

/** Focus areas with no chosen section to live in: a paragraph each, before the sections. */
export function composeExtraFocus(c: Composer): Block[] {
  return (c.plan.focus.get('extra') ?? []).map((fact) => {
    const b = newBlock(c, 'focus', null, FOCUS_QUESTION[fact.area]);
    addFocus(b, c, [fact], 1.5);
    return b.block;
  });
}
