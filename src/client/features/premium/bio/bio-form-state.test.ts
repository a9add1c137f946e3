import { describe, expect, it } from 'vitest';
import { BIO_LIMITS } from '@shared/contracts/writing';
import {
  addChip,
  canAddChip,
  addMember,
  bandNameOf,
  bioFormFromRequest,
  initialBioForm,
  parseFormationYear,
  removeChip,
  removeMember,
  toBioRequest,
  toggleFocusArea,
  toggleSection,
  toggleTrait,
  updateMember,
  withGenre,
} from './bio-form-state';

const YEAR = 2026;

describe('the bio form state', () => {
  it('starts with the spec defaults and one empty member', () => {
    const form = initialBioForm(YEAR);
    expect(form).toMatchObject({ genre: 'Rock', formationYear: '2026', currentStatus: 'Active', tone: 'Professional', length: 'Medium', writingStyle: 'Professional Press Release', targetAudience: 'General Music Fans' });
    expect(form.members).toHaveLength(1);
  });

  it('clears the sub-genres when the genre changes', () => {
    const form = { ...initialBioForm(YEAR), subGenres: ['Garage'] };
    expect(withGenre(form, 'Metal').subGenres).toEqual([]);
    expect(withGenre(form, 'Rock').subGenres).toEqual(['Garage']);
  });

  it('reads the formation year, falling back to this year and keeping it in range', () => {
    expect(parseFormationYear('1994', YEAR)).toBe(1994);
    expect(parseFormationYear('', YEAR)).toBe(YEAR);
    expect(parseFormationYear('soon', YEAR)).toBe(YEAR);
    expect(parseFormationYear('1900', YEAR)).toBe(BIO_LIMITS.formationYearMin);
    expect(parseFormationYear('3000', YEAR)).toBe(YEAR);
  });

  it('adds free-text chips trimmed, ignoring blanks and repeats', () => {
    expect(addChip([], '  Radiohead ')).toEqual(['Radiohead']);
    expect(addChip(['Radiohead'], '   ')).toEqual(['Radiohead']);
    expect(addChip(['Radiohead'], 'radiohead')).toEqual(['Radiohead']);
    expect(removeChip(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('refuses a chip past the contract maximum', () => {
    let chips: string[] = [];
    for (let i = 0; i < BIO_LIMITS.chipsMax + 5; i++) chips = addChip(chips, `Influence ${i}`);
    expect(chips).toHaveLength(BIO_LIMITS.chipsMax);
    expect(canAddChip(chips)).toBe(false);
    expect(canAddChip(removeChip(chips, 0))).toBe(true);
  });

  it('keeps at least one member and at most the contract maximum', () => {
    let members = initialBioForm(YEAR).members;
    expect(removeMember(members, members[0]!.key)).toHaveLength(1);
    members = addMember(members);
    expect(members).toHaveLength(2);
    expect(new Set(members.map((m) => m.key)).size).toBe(2);
    members = updateMember(members, members[1]!.key, { name: 'Ana' });
    expect(members[1]?.name).toBe('Ana');
    expect(removeMember(members, members[0]!.key).map((m) => m.name)).toEqual(['Ana']);
    for (let i = 0; i < 40; i++) members = addMember(members);
    expect(members).toHaveLength(BIO_LIMITS.membersMax);
  });

  it('keeps traits and sections in catalogue order', () => {
    expect(toggleTrait(['Romantic'], 'Rebellious')).toEqual(['Rebellious', 'Romantic']);
    expect(toggleSection(['Future Plans', 'Formation Story'], 'Musical Influences')).toEqual(['Formation Story', 'Musical Influences', 'Future Plans']);
    expect(toggleSection(['Future Plans'], 'Future Plans')).toEqual([]);
  });

  it('drops a focus area details with the area', () => {
    let form = toggleFocusArea(initialBioForm(YEAR), 'Creative Process');
    form = { ...form, focusAreaDetails: { 'Creative Process': 'We write in the van' } };
    expect(form.focusAreas).toEqual(['Creative Process']);
    form = toggleFocusArea(form, 'Creative Process');
    expect(form.focusAreas).toEqual([]);
    expect(form.focusAreaDetails).toEqual({});
  });

  it('needs a band name that is not blank', () => {
    expect(bandNameOf({ ...initialBioForm(YEAR), bandName: '   ' })).toBeNull();
    expect(bandNameOf({ ...initialBioForm(YEAR), bandName: ' Foxes ' })).toBe('Foxes');
  });

  it('builds the request: trimmed, empty rows and details left out', () => {
    const form = {
      ...initialBioForm(YEAR),
      bandName: '  The Foxes ',
      formationYear: 'abc',
      location: ' Leeds ',
      members: [
        { key: 1, name: ' Ana ', instrument: 'drums', role: ' ' },
        { key: 2, name: '', instrument: ' ', role: 'manager' },
        { key: 3, name: 'Ben', instrument: 'bass', role: 'vocals' },
      ],
      focusAreas: ['Creative Process' as const, 'Fan Community' as const],
      focusAreaDetails: { 'Creative Process': ' Jams ', 'Fan Community': '  ' },
    };
    const request = toBioRequest(form, YEAR);
    expect(request).toMatchObject({ bandName: 'The Foxes', formationYear: YEAR, location: 'Leeds', focusAreaDetails: { 'Creative Process': 'Jams' } });
    expect(request.members).toEqual([{ name: 'Ana', instrument: 'drums' }, { name: 'Ben', instrument: 'bass', role: 'vocals' }]);
  });

  it('reopens a saved request, and a request that no longer reads as a fresh form', () => {
    const saved = toBioRequest({ ...initialBioForm(YEAR), bandName: 'Foxes', genre: 'Metal', subGenres: ['Doom'], formationYear: '2001', influences: ['Sabbath'] }, YEAR);
    const form = bioFormFromRequest(saved, 'Foxes', YEAR);
    expect(form).toMatchObject({ bandName: 'Foxes', genre: 'Metal', subGenres: ['Doom'], formationYear: '2001', influences: ['Sabbath'] });
    expect(form.members).toHaveLength(1);
    const broken = bioFormFromRequest({ bandName: 'Foxes', genre: 'Polka' }, 'Foxes', YEAR);
    expect(broken).toMatchObject({ bandName: 'Foxes', genre: 'Rock' });
    expect(bioFormFromRequest(null, 'Foxes', YEAR).bandName).toBe('Foxes');
  });
});
