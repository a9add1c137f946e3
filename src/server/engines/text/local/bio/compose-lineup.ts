// The members: everyone named with what they play and their role, then a line each on what they
// bring (from the instrument's job in the band, never an invented biography).
import type { Block } from './bio-blocks';
import type { InstrumentFamily, MemberFact } from './bio-facts';
import { addFocus } from './compose-sound';
import { newBlock, type Composer } from './composer';
import { ENSEMBLE_LINES, FAMILY_ROLE } from './data/voice-lines';
import { joinList } from './text-tools';

const FAMILY_LINES: Readonly<Record<InstrumentFamily, readonly string[]>> = {
  vocals: ['carries the melodies', 'gives the songs their voice', 'is the voice out front'],
  drums: ['sets the pace from behind the kit', 'drives the songs from the drum stool', 'keeps the whole engine running'],
  bass: ['holds down the low end', 'anchors everything on bass', 'lays the foundation the songs stand on'],
  guitar: ['brings the {i} lines', 'shapes the songs on {i}', 'plays {i}'],
  keys: ['adds texture and harmony on {i}', 'fills out the sound on {i}'],
  strings: ['colours the songs with {i}', 'brings {i} into the mix'],
  horns: ['brings {i} into the mix', 'colours the songs with {i}'],
  decks: ['works the {i}', 'handles the {i}'],
  electronics: ['shapes the sound through {i}', 'handles {i}'],
  other: ['brings {i} into the mix', 'adds {i}'],
};

/** 'Amy Reed (vocals and guitar)', 'Amy Reed', or 'drums' for a row with no name. */
function listed(m: MemberFact): string {
  if (m.name && m.instrument) return `${m.name} (${m.instrument})`;
  return m.name || m.instrument;
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
    b.add(head, 0.2, { essential: true });
    if (!f.solo) addMemberLines(c, b);
    const ensemble = ensembleLines(c);
    ensemble.lines.forEach((line, i) => b.add(line, 3 + i * 0.5, { free: true }));
    // What each instrument does in a band (those the lines above did not speak of): colour for the longest bios.
    const families = [...new Set(f.members.map((m) => m.family).filter((x): x is InstrumentFamily => x !== null && !ensemble.families.has(x)))];
    families.slice(0, 2).forEach((family, i) => {
      const line = FAMILY_ROLE[family];
      if (line) b.add(line, 4.6 + i * 0.3, { free: true });
    });
  }
  addFocus(b, c, plan.focus.get('lineup') ?? [], 1.5);
  return b.isEmpty ? null : b.block;
}

/** A solo artist's line: 'Rosie Finch sings and plays acoustic guitar' ('I sing and play...'). */
function soloLine(c: Composer, m: MemberFact): string {
  const I = c.f.person === 'I';
  const who = I ? 'I' : m.name;
  const sings = m.parts.filter((p) => /vocal|voice|sing/i.test(p));
  const plays = m.parts.filter((p) => !/vocal|voice|sing/i.test(p));
  const verb = (base: string, third: string) => (I ? base : third);
  const doing = [sings.length > 0 ? verb('sing', 'sings') : '', plays.length > 0 ? `${verb('play', 'plays')} ${joinList(plays)}` : ''].filter(Boolean);
  if (doing.length === 0) return `${who} ${I ? 'am' : 'is'} the artist behind every song.`;
  return `${who} ${joinList(doing)}.`;
}

function memberLine(c: Composer, m: MemberFact, used: Set<string>): string | null {
  const { w, f } = c;
  if (!m.name || (!m.instrument && !m.role)) return null;
  const family = m.family;
  let does = '';
  if (family) {
    const pool = FAMILY_LINES[family].filter((line) => !used.has(line));
    const line = pool.length > 0 ? w.rng.pick(pool) : null;
    if (line) {
      used.add(line);
      const ownPart = m.parts.find((p) => familyMatches(family, p)) ?? m.parts[0] ?? m.instrument;
      does = line.replace('{i}', ownPart);
      const rest = m.parts.filter((p) => p !== ownPart);
      if (rest.length > 0) does += `, and adds ${joinList(rest)}`;
    }
  }
  if (m.role) {
    const whose = f.solo ? 'the' : f.person === 'they' ? "the band's" : 'our';
    const role = /^(the|a|an)\s/i.test(m.role) ? m.role : /band/i.test(m.role) ? `the ${m.role}` : `${whose} ${m.role}`;
    return does ? `${m.name}, ${role}, ${does}.` : `${m.name} is ${role}.`;
  }
  return does ? `${m.name} ${does}.` : null;
}

const FAMILY_PROBES: Partial<Record<InstrumentFamily, RegExp>> = {
  vocals: /vocal|voice|sing|vox|mc|rap/i, drums: /drum|percussion|kit/i, bass: /bass/i, guitar: /guitar|banjo|mandolin|ukulele/i, keys: /key|synth|piano|organ/i,
};

/** Whether this part of a member's instruments is the one their family line speaks of. */
function familyMatches(family: InstrumentFamily, part: string): boolean {
  const probe = FAMILY_PROBES[family];
  return probe ? probe.test(part) : true;
}

function addMemberLines(c: Composer, b: ReturnType<typeof newBlock>): void {
  const { f } = c;
  const used = new Set<string>();
  const bass = f.members.find((m) => m.name && m.family === 'bass' && m.parts.length === 1 && !m.role);
  const drums = f.members.find((m) => m.name && m.family === 'drums' && m.parts.length === 1 && !m.role);
  let i = 0;
  for (const m of f.members) {
    if (bass && drums && (m === bass || m === drums)) continue;
    const line = memberLine(c, m, used);
    if (line) b.add(line, 2 + i++ * 0.35);
  }
  if (bass && drums) {
    b.add(c.w.fill('{x} and {y} make up the rhythm section the rest of the songs stand on.', { x: bass.name, y: drums.name }), 2 + i * 0.35);
  }
}

/** What the instruments listed say about the sound (more than one guitar, keys beside guitar...), and the families spoken of. */
function ensembleLines(c: Composer): { lines: string[]; families: Set<InstrumentFamily> } {
  const { f, w } = c;
  const count = (family: InstrumentFamily) => f.members.filter((m) => m.family === family || m.parts.some((p) => FAMILY_PROBES[family]?.test(p))).length;
  const lines: string[] = [];
  const families = new Set<InstrumentFamily>();
  const pick = (key: string, about: readonly InstrumentFamily[], x = '') => {
    const line = w.pick(ENSEMBLE_LINES[key] ?? [], { x });
    if (!line) return;
    lines.push(line);
    about.forEach((family) => families.add(family));
  };
  if (count('guitar') >= 2) pick('guitars', ['guitar']);
  if (count('vocals') >= 2) pick('voices', ['vocals']);
  if (count('keys') >= 1 && count('guitar') >= 1) pick('keysGuitar', ['keys']);
  const strings = f.members.find((m) => m.family === 'strings');
  // Strings are the core of a classical or folk line-up, not an unusual colour.
  if (strings && !['Classical', 'Folk', 'Country'].includes(f.request.genre)) pick('strings', ['strings'], strings.parts[0] ?? strings.instrument);
  const horns = f.members.find((m) => m.family === 'horns');
  if (horns) pick('horns', ['horns'], horns.parts[0] ?? horns.instrument);
  const played = f.members.some((m) => m.family !== null && ['guitar', 'bass', 'drums', 'keys', 'strings', 'horns'].includes(m.family));
  if (played && f.members.some((m) => m.family === 'electronics' || m.family === 'decks')) pick('electronics', ['electronics', 'decks']);
  if (f.members.length === 2 && !f.solo) pick('duo', []);
  if (f.members.length >= 6) pick('big', []);
  return { lines, families };
}
