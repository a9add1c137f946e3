import { describe, expect, it } from 'vitest';
import { contentOf, draftErrors, emptyDraft, fieldIdOf, isPastShow, memberRow, serverFieldErrors, showRow, todayIso, upcomingShows } from './press-kit-draft';

describe('draftErrors', () => {
  it('marks each field the contract refuses with the contract own message, under the row it belongs to', () => {
    const draft = { ...emptyDraft(''), members: [memberRow({ name: 'Ada', role: '' }), memberRow({ name: ' ', role: 'drums' })] };
    draft.links = { ...draft.links, spotify: 'javascript:alert(1)', bookingEmail: 'not-an-address' };
    const errors = draftErrors(draft);
    expect(errors).toEqual({
      'pk-bandName': 'Band name is required',
      [`pk-members-${draft.members[1]!.key}-name`]: 'Each member needs a name',
      'pk-links-spotify': 'The Spotify link must be a web address starting with http:// or https://',
      'pk-links-bookingEmail': 'The booking e-mail must be an e-mail address',
    });
  });

  it('is empty for a kit the server would take, and the content sent has no row keys', () => {
    const draft = { ...emptyDraft('Glass Harbour'), shows: [showRow({ date: '2027-03-12', venue: 'Brudenell', city: 'Leeds', ticketUrl: '' })] };
    expect(draftErrors(draft)).toEqual({});
    expect(contentOf(draft).shows).toEqual([{ date: '2027-03-12', venue: 'Brudenell', city: 'Leeds', ticketUrl: '' }]);
  });
});

describe('serverFieldErrors', () => {
  it("puts a 400's details under the fields they name", () => {
    const draft = { ...emptyDraft('Glass Harbour'), shows: [showRow(), showRow()] };
    const errors = serverFieldErrors(draft, [
      { path: 'content.shows.1.date', message: 'A show date must be a real day' },
      { path: 'content.links.website', message: 'The website link must be a web address starting with http:// or https://' },
    ]);
    expect(errors).toEqual({
      [fieldIdOf(draft, ['shows', 1, 'date'])]: 'A show date must be a real day',
      'pk-links-website': 'The website link must be a web address starting with http:// or https://',
    });
    expect(fieldIdOf(draft, ['shows', 1, 'date'])).toBe(`pk-shows-${draft.shows[1]!.key}-date`);
  });
});

describe('shows', () => {
  it('flags days before today as past and lists the rest soonest first', () => {
    const today = todayIso(new Date(2026, 10, 25, 23, 30));
    expect(today).toBe('2026-11-25');
    expect(isPastShow('2026-11-24', today)).toBe(true);
    expect(isPastShow('2026-11-25', today)).toBe(false);
    const shows = [
      { date: '2027-01-02', venue: 'B', city: 'X', ticketUrl: '' },
      { date: '2026-11-01', venue: 'Past', city: 'X', ticketUrl: '' },
      { date: '2026-11-25', venue: 'A', city: 'X', ticketUrl: '' },
      { date: '', venue: 'No date', city: 'X', ticketUrl: '' },
    ];
    expect(upcomingShows(shows, today).map((s) => s.venue)).toEqual(['A', 'B']);
  });
});
