// The members: everyone named with what they play and their role, then a line each on what they
// bring (from the instrument's job in the band, never an invented biography).
import type { Block } from './bio-blocks';
import type { MemberFact } from './bio-facts';
import { addFocus } from './compose-sound';
import { newBlock, type Composer } from './composer';
import { lineupProse } from './develop';
import { DEPTH_RANK, memberDepth } from './develop-depth';
import { joinList } from './text-tools';


/** 'Amy Reed (vocals and guitar)', 'Amy Reed', or 'drums' for a row with no name. */
function listed(m: MemberFact): string {
  // The role joins the instrument in one place, so no later sentence has to say either again.
  const what = [m.instrument, m.role && !/^(the|a|an)\s/i.test(m.role) && !/^\p{Lu}{2}/u.test(m.role) ? m.role.toLowerCase().replace(/\b(dj|mc)\b/g, (w) => w.toUpperCase()) : m.role].filter(Boolean).join(', ');
  if (m.name && what) return `${m.name} (${what})`;
  return m.name || what;
}

function lineupList(members: readonly MemberFact[]): string {
  const named = members.filter((m) => m.name);
  const unnamed = members.filter((m) => !m.name && m.instrument);
  const list = joinList(named.map(listed));
  if (unnamed.length === 0) return list;
  const extra = joinList(unnamed.map((m) => m.instrument));
  return list ? `${list}, with ${extra} completing the line-up` : `a line-up of ${extra}`;
}

export function composeLineup(c: Composer, heading: string | null): Block | null {
  const { f, w, plan } = c;
  if (f.members.length === 0 && (plan.focus.get('lineup') ?? []).length === 0) return null;
  const b = newBlock(c, 'lineup', heading);
  if (f.members.length > 0) {
    b.para();
    const list = lineupList(f.members);
    const named = f.members.filter((m) => m.name);
    let head: string;
    if (f.solo && named[0]) {
      head = soloLine(c, named[0]);
    } else if (named.length === 0) {
      head = w.fill('The line-up brings together {x}.', { x: joinList(f.members.map((m) => m.instrument)) });
    } else if (f.person !== 'they') {
      head = w.pick([f.sizeWord ? 'There are {size} of us: {x}.' : 'The line-up: {x}.', 'The line-up: {x}.'], { x: list }) ?? `The line-up: ${list}.`;
    } else {
      head =
        w.pick(
          [
            'The line-up: {x}.',
            f.sizeWord ? '{Name} {nameIs} {size} people: {x}.' : '{Name} {nameIs} {x}.',
            'Right now, {name} {nameIs} {x}.',
          ],
          { x: list },
        ) ?? `The line-up: ${list}.`;
    }
    // From Medium up the line-up reads as people doing things, not a bracketed list.
    const prose = f.request.length === 'Short' || f.person !== 'they' ? [] : lineupProse(f);
    const [firstProse, ...moreProse] = prose;
    const told = firstProse ? b.add(firstProse, 0.2, { essential: true }) : null;
    if (told) moreProse.forEach((text, i) => b.add(text, 0.25 + i * 0.01, { chain: true, essential: true }));
    else b.add(head, 0.2, { essential: true });
    // No line on what an instrument 'does' in the band: that is the writer's guess, not the
    // musician's fact (a modular-synth duo has no keys to 'fill the space'), and the list said it all.
  }
  // A longer bio says what each member's part does in this genre's sound.
  const depth = f.person === 'they' && f.request.length !== 'Short' ? memberDepth(c) : [];
  if (depth.length > 0) {
    b.para();
    depth.forEach((text, i) => b.add(text, DEPTH_RANK + 0.2 + i * 0.01, { free: true }));
  }
  addFocus(b, c, plan.focus.get('lineup') ?? [], 1.5);
  return b.isEmpty ? null : b.block;
}

/** A rapper's or MC's vocals are rapping: 'Dominik Hruska sings.' was false for a rapper (blind reading, issue #36). */
export const RAPS = /\b(rapper|mc|emcee|rap|raps|rapping)\b/i;

/** A solo artist's line: 'Rosie Finch sings and plays acoustic guitar' ('I sing and play...'); a stage name
 * is tied to the person behind it ('Kid Ostrava is Dominik Hruska, who raps.'). */
function soloLine(c: Composer, m: MemberFact): string {
  const I = c.f.person === 'I';
  const rapper = RAPS.test(m.role ?? '') || m.parts.some((p) => RAPS.test(p));
  const voice = m.parts.filter((p) => /vocal|voice|sing/i.test(p) || RAPS.test(p));
  const plays = m.parts.filter((p) => !voice.includes(p));
  const verb = (base: string, third: string) => (I ? base : third);
  const doing = [voice.length > 0 || rapper ? (rapper ? verb('rap', 'raps') : verb('sing', 'sings')) : '', plays.length > 0 ? `${verb('play', 'plays')} ${joinList(plays)}` : ''].filter(Boolean);
  const stageName = !I && m.name.trim().toLowerCase() !== c.f.name.trim().toLowerCase();
  if (doing.length === 0) return stageName ? `${c.f.name} is ${m.name}, the artist behind every song.` : `${I ? 'I' : m.name} ${I ? 'am' : 'is'} the artist behind every song.`;
  if (stageName) return `${c.f.name} is ${m.name}, who ${joinList(doing)}.`;
  // A voice and nothing else: 'Mara Okafor sings.' stood alone as if a line were missing.
  if (plays.length === 0 && voice.length > 0 && !rapper) return I ? 'I sing, and the songs are built around the voice.' : `${m.name} sings, and the songs are built around that voice.`;
  return `${I ? 'I' : m.name} ${joinList(doing)}.`;
}
