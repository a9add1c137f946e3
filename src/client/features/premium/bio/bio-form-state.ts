// The bio form's state and every change the form makes to it, as pure functions (premium-and-admin.md
// sections 3 and 5): sub-genres cleared with the genre, at least one member kept, free-text chips
// trimmed with blanks ignored, a focus area's details dropped with the area, and the request the
// server gets. Option lists and limits come from the shared catalogue and contract only.
import { BIO_DEFAULTS, BIO_SECTIONS, FOCUS_AREAS, PERSONALITY_TRAITS } from '@shared/catalog/bio-options';
import { BIO_LIMITS, bioRequestSchema, type BioRequest, type BioRequestInput } from '@shared/contracts/writing';

export type BioGenre = BioRequest['genre'];
export type BioTrait = BioRequest['personalityTraits'][number];
export type BioFocusArea = BioRequest['focusAreas'][number];
export type BioSection = BioRequest['includeSections'][number];

/** A member row; `key` only keeps React's list stable while rows come and go. */
export interface MemberRow {
  key: number;
  name: string;
  instrument: string;
  role: string;
}

export interface BioFormState {
  bandName: string;
  genre: BioGenre;
  subGenres: string[];
  /** As typed: the number input may hold anything until the request is built. */
  formationYear: string;
  location: string;
  currentStatus: BioRequest['currentStatus'];
  members: MemberRow[];
  influences: string[];
  achievements: string[];
  personalityTraits: BioTrait[];
  backstory: string;
  writingStyle: BioRequest['writingStyle'];
  targetAudience: BioRequest['targetAudience'];
  tone: BioRequest['tone'];
  length: BioRequest['length'];
  focusAreas: BioFocusArea[];
  focusAreaDetails: Partial<Record<BioFocusArea, string>>;
  includeSections: BioSection[];
  uniqueElements: string[];
}

export function initialBioForm(currentYear: number): BioFormState {
  return {
    bandName: '',
    genre: 'Rock',
    subGenres: [],
    formationYear: String(currentYear),
    location: '',
    currentStatus: 'Active',
    members: [{ key: 1, name: '', instrument: '', role: '' }],
    influences: [],
    achievements: [],
    personalityTraits: [],
    backstory: '',
    writingStyle: BIO_DEFAULTS.writingStyle,
    targetAudience: BIO_DEFAULTS.targetAudience,
    tone: BIO_DEFAULTS.tone,
    length: BIO_DEFAULTS.length,
    focusAreas: [],
    focusAreaDetails: {},
    includeSections: [],
    uniqueElements: [],
  };
}

/**
 * The form as a Library bio's saved request left it. A request that no longer reads (an option
 * renamed since) opens a fresh form with the band name, rather than failing to open at all.
 */
export function bioFormFromRequest(request: unknown, bandName: string, currentYear: number): BioFormState {
  const parsed = bioRequestSchema.safeParse(request);
  const fresh = initialBioForm(currentYear);
  if (!parsed.success) return { ...fresh, bandName };
  const r = parsed.data;
  return {
    ...r,
    formationYear: String(r.formationYear ?? currentYear),
    members: r.members.length > 0 ? r.members.map((m, i) => ({ key: i + 1, name: m.name, instrument: m.instrument, role: m.role ?? '' })) : fresh.members,
  };
}

/** The year to send: a non-number falls back to the current year; the rest is kept in 1950..now. */
export function parseFormationYear(text: string, currentYear: number): number {
  const year = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(year)) return currentYear;
  return Math.min(currentYear, Math.max(BIO_LIMITS.formationYearMin, year));
}

/** A new genre starts with no sub-genres: another genre's sub-genres would not apply. */
export function withGenre(state: BioFormState, genre: BioGenre): BioFormState {
  return genre === state.genre ? state : { ...state, genre, subGenres: [] };
}

/** Adds or removes `value`; with a catalogue, the result keeps the catalogue's order. */
export function toggleValue<T extends string>(list: readonly T[], value: T, catalogue?: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return catalogue ? catalogue.filter((v) => next.includes(v)) : next;
}

/** A chip list takes at most the contract's number of entries. */
export function canAddChip(list: readonly string[]): boolean {
  return list.length < BIO_LIMITS.chipsMax;
}

/** Adds a free-text chip: trimmed, blank text ignored, a repeat (any case) not added twice, and nothing past the limit. */
export function addChip(list: readonly string[], text: string): string[] {
  const chip = text.trim();
  if (!chip || !canAddChip(list) || list.some((c) => c.toLowerCase() === chip.toLowerCase())) return [...list];
  return [...list, chip];
}

export function removeChip(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

export function canAddMember(members: readonly MemberRow[]): boolean {
  return members.length < BIO_LIMITS.membersMax;
}

export function addMember(members: readonly MemberRow[]): MemberRow[] {
  if (!canAddMember(members)) return [...members];
  const key = members.reduce((max, m) => Math.max(max, m.key), 0) + 1;
  return [...members, { key, name: '', instrument: '', role: '' }];
}

/** Removes a member, except the last one left: a band has at least one. */
export function removeMember(members: readonly MemberRow[], key: number): MemberRow[] {
  if (members.length <= 1) return [...members];
  return members.filter((m) => m.key !== key);
}

export function updateMember(members: readonly MemberRow[], key: number, patch: Partial<Omit<MemberRow, 'key'>>): MemberRow[] {
  return members.map((m) => (m.key === key ? { ...m, ...patch } : m));
}

/** Chooses or drops a focus area; dropping it also drops its details. */
export function toggleFocusArea(state: BioFormState, area: BioFocusArea): BioFormState {
  const focusAreas = toggleValue(state.focusAreas, area, FOCUS_AREAS);
  if (focusAreas.includes(area)) return { ...state, focusAreas };
  const focusAreaDetails = { ...state.focusAreaDetails };
  delete focusAreaDetails[area];
  return { ...state, focusAreas, focusAreaDetails };
}

export const toggleTrait = (list: readonly BioTrait[], trait: BioTrait) => toggleValue(list, trait, PERSONALITY_TRAITS);
export const toggleSection = (list: readonly BioSection[], section: BioSection) => toggleValue(list, section, BIO_SECTIONS);

/** The band name the form would send, or null when it is blank (the spec's 'Band name required'). */
export function bandNameOf(state: BioFormState): string | null {
  const name = state.bandName.trim();
  return name ? name : null;
}

/** What POST /api/premium/generate-band-bio gets: trimmed text, empty member rows and details left out. */
export function toBioRequest(state: BioFormState, currentYear: number): BioRequestInput {
  const members = state.members
    .map((m) => ({ name: m.name.trim(), instrument: m.instrument.trim(), role: m.role.trim() }))
    .filter((m) => m.name || m.instrument)
    .map((m) => (m.role ? m : { name: m.name, instrument: m.instrument }));
  const focusAreaDetails: Partial<Record<BioFocusArea, string>> = {};
  for (const area of state.focusAreas) {
    const detail = state.focusAreaDetails[area]?.trim();
    if (detail) focusAreaDetails[area] = detail;
  }
  return {
    bandName: state.bandName.trim(),
    genre: state.genre,
    subGenres: state.subGenres,
    formationYear: parseFormationYear(state.formationYear, currentYear),
    location: state.location.trim(),
    members,
    influences: state.influences,
    achievements: state.achievements,
    personalityTraits: state.personalityTraits,
    backstory: state.backstory.trim(),
    currentStatus: state.currentStatus,
    tone: state.tone,
    length: state.length,
    focusAreas: state.focusAreas,
    focusAreaDetails,
    includeSections: state.includeSections,
    writingStyle: state.writingStyle,
    targetAudience: state.targetAudience,
    uniqueElements: state.uniqueElements,
  };
}
