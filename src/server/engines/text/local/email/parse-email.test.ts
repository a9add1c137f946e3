import { describe, expect, it } from 'vitest';
import { createRng } from '@server/lib/random';
import { dateInText, findDates } from './dates';
import { parseEdits, splitInstructions } from './edit-requests';
import { renderEmail } from './email-text';
import { parseEmail } from './parse-email';
import { variedEmailRequest } from './test-requests';
import { writeEmail } from './write-email';

describe('parseEmail', () => {
  it('finds the subject, greeting, paragraphs, link lines and sign-off', () => {
    const draft = parseEmail('Subject: Hello there\n\nHi Sam,\n\nFirst line. Second line?\n\nListen:\nhttps://a.bandcamp.com\n\nThanks for reading.\n\nBest wishes,\nAlex\nThe Night Owls');
    expect(draft.subject).toBe('Hello there');
    expect(draft.greeting).toBe('Hi Sam,');
    expect(draft.blocks).toEqual([
      { kind: 'prose', sentences: ['First line.', 'Second line?'], raw: ['First line. Second line?'] },
      { kind: 'lines', lines: ['Listen:', 'https://a.bandcamp.com'] },
      { kind: 'prose', sentences: ['Thanks for reading.'], raw: ['Thanks for reading.'] },
    ]);
    expect(draft.closing).toBe('Best wishes,');
    expect(draft.signature).toEqual(['Alex', 'The Night Owls']);
  });

  it('reads a markdown subject and a greeting glued to its paragraph', () => {
    const draft = parseEmail('**Subject:** Booking\nDear Sam,\nWe would love to play.\n\nKind regards,\nAlex');
    expect(draft.subject).toBe('Booking');
    expect(draft.greeting).toBe('Dear Sam,');
    expect(draft.blocks).toHaveLength(1);
    expect(draft.closing).toBe('Kind regards,');
  });

  it('gives back every generated e-mail exactly', () => {
    const rng = createRng('round-trip');
    for (let i = 0; i < 200; i++) {
      const email = writeEmail(variedEmailRequest(rng), createRng(i));
      expect(renderEmail(parseEmail(email))).toBe(email);
    }
  });
});

describe('dates in text', () => {
  it('finds written dates in several styles', () => {
    const found = findDates('On Friday 12 March 2027, then March 14th, 2027, then 2027-04-02 and 3 May.');
    expect(found.map((f) => [f.day, f.month, f.year, f.hasWeekday])).toEqual([
      [12, 3, 2027, true],
      [14, 3, 2027, false],
      [2, 4, 2027, false],
      [3, 5, null, false],
    ]);
  });

  it('reads the date of an instruction', () => {
    expect(dateInText('change the date to 2027-04-02', null)).toBe('2027-04-02');
    expect(dateInText('move it to April 2nd', 2027)).toBe('2027-04-02');
    expect(dateInText('move it to 31 February 2027', null)).toBeNull();
  });
});

describe('change requests', () => {
  it('splits a request into instructions', () => {
    expect(splitInstructions("Make it shorter and more formal, add our Instagram @x. Also mention our new single 'Glass'")).toEqual([
      'Make it shorter',
      'more formal',
      'add our Instagram @x',
      "mention our new single 'Glass'",
    ]);
  });

  it('understands the common requests', () => {
    expect(parseEdits('make it shorter', null)).toEqual([{ kind: 'shorter' }]);
    expect(parseEdits('more formal', null)).toEqual([{ kind: 'tone', tone: 'professional-formal' }]);
    expect(parseEdits('less formal', null)).toEqual([{ kind: 'tone', tone: 'creative-casual' }]);
    expect(parseEdits('more casual/friendly', null)).toEqual([{ kind: 'tone', tone: 'creative-casual' }]);
    expect(parseEdits('more confident', null)).toEqual([{ kind: 'tone', tone: 'confident-bold' }]);
    expect(parseEdits('mention our EP', null)).toEqual([{ kind: 'mention', what: 'our EP' }]);
    expect(parseEdits('add our Instagram @nightowls', null)).toEqual([{ kind: 'add-link', label: 'Instagram', link: '@nightowls' }]);
    expect(parseEdits('add our Instagram https://instagram.com/x', null)).toEqual([{ kind: 'add-link', label: 'Instagram', link: 'https://instagram.com/x' }]);
    expect(parseEdits('change the date to 2027-04-02', null)).toEqual([{ kind: 'date', iso: '2027-04-02' }]);
    expect(parseEdits('remove the budget', null)).toEqual([{ kind: 'remove', what: 'the budget' }]);
    expect(parseEdits('blah blah', null)).toEqual([]);
  });
});
