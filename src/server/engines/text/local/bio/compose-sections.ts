// The chosen sections, each under its heading. A section tells the facts the plan gave it; with
// none, it opens with an honest line (nothing to report yet, or what the band is working towards)
// and then says only what the form supports.
import type { Block, BlockBuilder } from './bio-blocks';
import { addFocus, addInfluences } from './compose-sound';
import { addAchievements, storyBuilder } from './compose-story';
import { addOwnText } from './own-text';
import { newBlock, withPhrase, type Composer } from './composer';
import { SECTION_REFLECTION, type Section } from './data/section-lines';
import { LINEAGE } from './data/sound-frames';
import { pickNext, STATUS_NEXT, STATUS_NOW, statusOf } from './data/status-lines';



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
  addAchievements(b, c, achievements, 0.4, true);
  addFocus(b, c, detailed, 1, achievements.length === 0);
  addFocus(b, c, bare, 1.5);
  if (hasOwnFacts(c, section)) b.add(c.w.pick(SECTION_REFLECTION[section]), 4.2, { free: true });
}

/**
 * Whether the form holds anything for this section. A section with nothing to tell is left out
 * (and the note says so) rather than filled with 'No shows are listed here yet' or the genre's
 * idea of a live show: where the form is silent, the bio is silent.
 */
export function sectionHasFacts(c: Composer, section: Section): boolean {
  const { f } = c;
  const status = statusOf(f.request.currentStatus);
  const focus = (c.plan.focus.get(section) ?? []).length > 0;
  if (hasOwnFacts(c, section) || focus) return true;
  switch (section) {
    case 'Formation Story': return f.year !== null || Boolean(f.place) || f.backstory.length > 0;
    case 'Musical Influences': return f.influences.length > 0;
    case 'Discography Highlights': return status === 'Recording';
    case 'Live Performance History': return status === 'Touring' || f.liveStory.length > 0;
    // An active act with a titled release can say what it is building on, without inventing plans.
    case 'Future Plans': return status !== 'Active' || f.achievements.some((a) => a.kind === 'release' && /['‘"“]/.test(a.text));
    case 'Side Projects': return status === 'Side Project';
    default: return false;
  }
}

/** A chosen section: its first line is essential, so the section is never dropped for length. */
export function composeSection(c: Composer, section: Section): Block | null {
  if (!sectionHasFacts(c, section)) return null;
  const b = sectionBuilder(c, section);
  return b && !b.isEmpty ? b.essentialise().block : null;
}

function sectionBuilder(c: Composer, section: Section): BlockBuilder | null {
  if (section === 'Formation Story') return storyBuilder(c, section);
  const { f, w } = c;
  const b = newBlock(c, section, section);
  switch (section) {
    case 'Musical Influences': {
      addInfluences(b, c, 0.4, true);
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
      if (f.liveStory.length > 0) {
        b.para();
        addOwnText(b, w, f.liveStory, 0.45, 0.3, { lockFirst: (c.plan.achievements.get(section) ?? []).length === 0 });
      }
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
      // What a critic would say is the critics' to say: the section holds the musician's notices only.
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
      b.add(pickNext(w, f.achievements, next), 0.6, { locked: b.isEmpty });
      b.add(pickNext(w, f.achievements, next), 2);
      addFocus(b, c, c.plan.focus.get(section) ?? [], 1);
      b.add(w.pick(SECTION_REFLECTION[section]), 4.2, { free: true });
      break;
    }
    case 'Side Projects': {
      if (!hasOwnFacts(c, section) && statusOf(f.request.currentStatus) === 'Side Project') {
        b.para();
        b.add(w.fill("{Name} {nameIs} itself a side project: {blend} made alongside the members' other work."), 0.3, { locked: true });
        addFocus(b, c, c.plan.focus.get(section) ?? [], 1.5);
      } else addSectionFacts(b, c, section);
      break;
    }
    case 'Production Credits': {
      // Members' production roles are in the line-up already; the section holds the musician's credits.
      addSectionFacts(b, c, section);
      break;
    }
    case 'Cultural Impact': {
      addSectionFacts(b, c, section);
      break;
    }
  }
  return b;
}
