// The chosen sections, each under its heading. A section tells the facts the plan gave it; with
// none, it opens with an honest line (nothing to report yet, or what the band is working towards)
// and then says only what the form supports.
import type { Block, BlockBuilder } from './bio-blocks';
import { bookerLine } from './compose-opening';
import { addExpectations, addFocus, addInfluences } from './compose-sound';
import { addAchievements, storyBuilder } from './compose-story';
import { genreValues, newBlock, withPhrase, type Composer } from './composer';
import { CRITIC_LINES, SECTION_BRIEF, SECTION_EMPTY, SECTION_REFLECTION, type Section } from './data/section-lines';
import { LINEAGE } from './data/sound-frames';
import { STATUS_NEXT, STATUS_NOW, statusOf } from './data/status-lines';
import { joinList } from './text-tools';

/** The first unused of these genre phrases, or null when all are used (so an idea is never said twice). */
function unusedPhrase(c: Composer, keys: readonly string[]): { key: string; text: string } | null {
  const values = genreValues(c);
  const key = keys.find((k) => !c.w.isSpent(`phrase:${k}`));
  const text = key ? values[key] : undefined;
  return key && text ? { key, text } : null;
}

/** The first unused of these genre phrases, marked used. */
function freshPhrase(c: Composer, keys: readonly string[]): string | null {
  const phrase = unusedPhrase(c, keys);
  if (phrase) c.w.spend(`phrase:${phrase.key}`);
  return phrase?.text ?? null;
}

/** The section's honest opening line when it has no facts of its own. */
function empty(b: BlockBuilder, c: Composer, section: Section): void {
  const listener = unusedPhrase(c, ['listener', 'sound2', 'drama']);
  const lineage = unusedPhrase(c, ['lineage', 'tech', 'sound2']);
  b.para();
  const line = c.plan.brief ? null : c.w.pick(SECTION_EMPTY[section], { listener: listener?.text ?? null, lineage: lineage?.text ?? null });
  // Only the phrase the line used is spent; with every phrase used already, the short line says it.
  for (const phrase of [listener, lineage]) if (phrase && line?.includes(phrase.text)) c.w.spend(`phrase:${phrase.key}`);
  b.add(line ?? c.w.fill(SECTION_BRIEF[section]), 0.3, { locked: true });
}

/** Whether the musician wrote anything this section can tell (an achievement, a focus area's details). */
function hasOwnFacts(c: Composer, section: Section): boolean {
  return (c.plan.achievements.get(section) ?? []).length > 0 || (c.plan.focus.get(section) ?? []).some((x) => x.sentences.length > 0);
}

/**
 * The section's own facts: its achievements, then its focus areas (details first). When it has
 * nothing the musician wrote, it opens with the section's honest line instead.
 */
function addSectionFacts(b: BlockBuilder, c: Composer, section: Section): void {
  const achievements = c.plan.achievements.get(section) ?? [];
  const focus = c.plan.focus.get(section) ?? [];
  const detailed = focus.filter((f) => f.sentences.length > 0);
  const bare = focus.filter((f) => f.sentences.length === 0);
  if (!hasOwnFacts(c, section)) empty(b, c, section);
  addAchievements(b, c, achievements, 0.4, true);
  addFocus(b, c, detailed, 1, achievements.length === 0);
  addFocus(b, c, bare, 1.5);
  if (hasOwnFacts(c, section)) b.add(c.w.pick(SECTION_REFLECTION[section]), 4.2, { free: true });
}

/** A chosen section: its first line is essential, so the section is never dropped for length. */
export function composeSection(c: Composer, section: Section): Block | null {
  const b = sectionBuilder(c, section);
  return b && !b.isEmpty ? b.essentialise().block : null;
}

function sectionBuilder(c: Composer, section: Section): BlockBuilder | null {
  if (section === 'Formation Story') return storyBuilder(c, section);
  const { f, w } = c;
  const b = newBlock(c, section, section);
  switch (section) {
    case 'Musical Influences': {
      if (!addInfluences(b, c, 0.4, true)) empty(b, c, section);
      addFocus(b, c, c.plan.focus.get(section) ?? [], 1.3);
      b.add(withPhrase(c, 'lineage', (v) => w.pick(LINEAGE, { x: v.lineage ?? '' })), 2.5, { free: true });
      break;
    }
    case 'Discography Highlights': {
      addSectionFacts(b, c, section);
      if (statusOf(f.request.currentStatus) === 'Recording' && w.spend('statusNow')) b.add(w.pick(STATUS_NOW.Recording), 1.2, { free: true });
      break;
    }
    case 'Live Performance History': {
      addSectionFacts(b, c, section);
      const booker = bookerLine(c);
      if (booker && f.sizeWord) b.add(w.fill('On stage, {band} {is} {x}.', { x: booker }), 1.5, { free: true });
      addExpectations(b, c, 1.1);
      if (statusOf(f.request.currentStatus) === 'Touring' && w.spend('statusNow')) b.add(w.pick(STATUS_NOW.Touring), 1.3, { free: true });
      break;
    }
    case 'Awards & Recognition':
    case 'Charity Work': {
      addSectionFacts(b, c, section);
      if (section === 'Charity Work' && f.request.personalityTraits.includes('Political')) {
        b.add('Causes aside, the convictions are already there in the songs.', 2, { free: true });
      }
      break;
    }
    case 'Critical Reception': {
      addSectionFacts(b, c, section);
      b.para();
      const trait = f.traits[0];
      const notices = [
        trait ? `the way the ${trait.adjective} streak sits inside the ${f.genre.prose}` : null,
        f.subs.length > 0 ? `how ${joinList(f.subs.map((s) => s.prose))} ${f.subs.length > 1 ? 'are' : 'is'} folded into something of ${w.token('their') ?? 'their'} own` : null,
        f.unique[0] ? `the detail that sets ${w.token('them') ?? 'them'} apart: ${f.unique[0]}` : null,
        freshPhrase(c, ['listener', 'sound2', 'drama']),
      ].filter((x): x is string => Boolean(x));
      notices.slice(0, 3).forEach((x, i) => b.add(w.pick(CRITIC_LINES, { x }), 1 + i * 0.6, { free: true }));
      break;
    }
    case 'Fan Base': {
      addSectionFacts(b, c, section);
      // The Musical Influences section lists them all; here one name is enough.
      if (f.influences.length > 0) b.add(w.fill(c.plan.has('Musical Influences') ? 'Listeners who love {infl1} will find plenty to hold on to here.' : 'Listeners who love {infl} will find plenty to hold on to here.'), 1.2, { free: true });
      break;
    }
    case 'Future Plans': {
      const status = statusOf(f.request.currentStatus);
      b.para();
      if (w.spend('statusNow')) b.add(w.pick(STATUS_NOW[status]), 0.3, { locked: true });
      const next = STATUS_NEXT[status];
      b.add(w.pick(next), 0.6, { locked: b.isEmpty });
      b.add(w.pick(next), 2);
      addFocus(b, c, c.plan.focus.get(section) ?? [], 1);
      b.add(w.pick(SECTION_REFLECTION[section]), 4.2, { free: true });
      break;
    }
    case 'Side Projects': {
      if (!hasOwnFacts(c, section) && statusOf(f.request.currentStatus) === 'Side Project') {
        b.para();
        b.add(w.fill("{Name} {nameIs} itself a side project, made alongside the members' other work."), 0.3, { locked: true });
        addFocus(b, c, c.plan.focus.get(section) ?? [], 1.5);
      } else addSectionFacts(b, c, section);
      break;
    }
    case 'Production Credits': {
      const producers = f.members.filter((m) => m.name && m.role && /produc|engineer|mix|record|arrang/i.test(m.role));
      if (producers.length > 0 && !hasOwnFacts(c, section)) {
        b.para();
        b.add(w.fill('Within the band, {x} {y} the production side.', { x: joinList(producers.map((m) => m.name)), y: producers.length > 1 ? 'share' : 'handles' }), 0.4, { locked: true });
        addFocus(b, c, c.plan.focus.get(section) ?? [], 1.5);
      } else {
        addSectionFacts(b, c, section);
        if (producers.length > 0) b.add(w.fill('Within the band, {x} {y} the production side.', { x: joinList(producers.map((m) => m.name)), y: producers.length > 1 ? 'share' : 'handles' }), 0.9, { free: true });
      }
      b.add(withPhrase(c, 'tech', (v) => w.fill('The arrangements rely on {x}.', { x: v.tech ?? '' })), 1.4, { free: true });
      if (f.instruments.length > 0) b.add(w.fill('Everything is built from {instruments}.'), 2.2, { free: true });
      break;
    }
    case 'Cultural Impact': {
      addSectionFacts(b, c, section);
      if (f.place) b.add(w.fill('{Band} {is} part of the music coming out of {place}.'), 1.2, { free: true });
      b.add(withPhrase(c, 'lineage', (v) => w.pick(LINEAGE, { x: v.lineage ?? '' })), 2, { free: true });
      break;
    }
  }
  return b;
}
