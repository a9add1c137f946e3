// Where each fact goes: the chosen sections in catalogue order take the facts that belong to them
// (an award to Awards & Recognition, tour stories to Live Performance History); everything else is
// told before the first heading, or in the default set when no section was chosen.
import { BIO_LENGTHS, BIO_SECTIONS } from '@shared/catalog/bio-options';
import type { AchievementFact, AchievementKind, BioFacts, FocusFact } from './bio-facts';
import type { FocusArea, Section } from './data/section-lines';

/** Homes outside the chosen sections. */
export type OpenHome = 'opening' | 'story' | 'sound' | 'lineup' | 'next' | 'extra';

export interface BioPlan {
  /** The chosen sections, in catalogue order. */
  sections: Section[];
  /** No section chosen: introduction, The Sound, The Line-Up, What's Next. */
  defaultSet: boolean;
  /** Whether the default set shows its headings (not in a Short bio). */
  defaultHeadings: boolean;
  achievements: Map<Section | OpenHome, AchievementFact[]>;
  focus: Map<Section | OpenHome, FocusFact[]>;
  has: (section: Section) => boolean;
  /** The band's description ('Leeds-based rock four-piece'), set by the opening. */
  desc: string;
  /** Many sections for few words: each section opens with its shortest honest line. */
  brief: boolean;
}

const KIND_SECTION: Readonly<Record<AchievementKind, Section>> = {
  release: 'Discography Highlights',
  live: 'Live Performance History',
  press: 'Critical Reception',
  award: 'Awards & Recognition',
  other: 'Awards & Recognition',
};

const FOCUS_SECTIONS: Readonly<Record<FocusArea, readonly Section[]>> = {
  'Musical Evolution': ['Musical Influences'],
  'Personal Struggles': ['Formation Story'],
  'Creative Process': ['Production Credits'],
  'Industry Journey': ['Formation Story', 'Future Plans'],
  'Cultural Impact': ['Cultural Impact'],
  'Live Performances': ['Live Performance History'],
  Collaborations: ['Side Projects', 'Production Credits'],
  'Social Causes': ['Charity Work'],
  'Technical Innovation': ['Production Credits'],
  'Fan Community': ['Fan Base'],
  'Recording Stories': ['Discography Highlights', 'Production Credits'],
  'Touring Adventures': ['Live Performance History'],
};

/** In the default set (and before the sections) a focus area joins the part it belongs with. */
const FOCUS_DEFAULT: Readonly<Record<FocusArea, OpenHome>> = {
  'Musical Evolution': 'sound',
  'Personal Struggles': 'story',
  'Creative Process': 'sound',
  'Industry Journey': 'story',
  'Cultural Impact': 'next',
  'Live Performances': 'sound',
  Collaborations: 'lineup',
  'Social Causes': 'next',
  'Technical Innovation': 'sound',
  'Fan Community': 'next',
  'Recording Stories': 'story',
  'Touring Adventures': 'story',
};

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function planBio(f: BioFacts): BioPlan {
  const chosen = new Set(f.request.includeSections);
  const sections = BIO_SECTIONS.filter((s) => chosen.has(s));
  const has = (s: Section) => chosen.has(s);
  const defaultSet = sections.length === 0;
  const achievements = new Map<Section | OpenHome, AchievementFact[]>();
  for (const a of f.achievements) {
    const preferred = KIND_SECTION[a.kind];
    if (has(preferred)) push(achievements, preferred, a);
    else if (has('Awards & Recognition')) push(achievements, 'Awards & Recognition', a);
    else if (f.request.writingStyle === 'Achievement-Focused') push(achievements, 'opening', a);
    else push(achievements, 'story', a);
  }
  const focus = new Map<Section | OpenHome, FocusFact[]>();
  for (const fact of f.focus) {
    const home = FOCUS_SECTIONS[fact.area].find(has);
    if (home) push(focus, home, fact);
    else {
      const open = FOCUS_DEFAULT[fact.area];
      // Without the default set there is no closing block: such areas get a paragraph of their own.
      push(focus, !defaultSet && open === 'next' ? 'extra' : open, fact);
    }
  }
  const max = BIO_LENGTHS.find((l) => l.value === f.request.length)?.max ?? 500;
  const brief = max / (sections.length + 4) < 30;
  return { sections, defaultSet, defaultHeadings: defaultSet && f.request.length !== 'Short', achievements, focus, has, desc: '', brief };
}
