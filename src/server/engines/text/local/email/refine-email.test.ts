import { describe, expect, it } from 'vitest';
import { EMAIL_TONES } from '@shared/catalog/email-options';
import type { EmailRequest, EmailRequestInput } from '@shared/contracts/writing';
import { createRng } from '@server/lib/random';
import { refineEmail, writeEmail } from './write-email';
import { emailRequest, variedEmailRequest } from './test-requests';

const LINKS = ['https://thenightowls.bandcamp.com/album/midnight-static', 'https://www.youtube.com/@thenightowls'];

function refine(original: string, suggestedEdits: string, overrides: Partial<EmailRequestInput> = {}): string {
  return refineEmail(emailRequest({ ...overrides, isRefinement: true, originalEmail: original, suggestedEdits }), createRng(3));
}

function draft(overrides: Partial<EmailRequestInput> = {}): string {
  return writeEmail(emailRequest(overrides), createRng(1));
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lines = (text: string) => text.split('\n');
const subjectOf = (text: string) => lines(text)[0];
const greetingOf = (text: string) => lines(text)[2];

/** Every paragraph of `before` that is still in `after`, word for word. */
function keptParagraphs(before: string, after: string): number {
  const now = new Set(after.split('\n\n'));
  return before.split('\n\n').filter((p) => now.has(p)).length;
}

describe('refineEmail: make it shorter', () => {
  for (const tone of EMAIL_TONES) {
    it(`${tone.value}: fewer words, same subject, recipient, links, date and sign-off`, () => {
      const original = draft({ toneStyle: tone.value });
      const shorter = refine(original, 'make it shorter', { toneStyle: tone.value });
      expect(words(shorter)).toBeLessThan(words(original));
      expect(subjectOf(shorter)).toBe(subjectOf(original));
      expect(greetingOf(shorter)).toBe(greetingOf(original));
      for (const link of LINKS) expect(lines(shorter)).toContain(link);
      expect(shorter).toContain('Friday 12 March 2027');
      expect(lines(shorter).slice(-3)).toEqual(lines(original).slice(-3));
      expect(shorter).toContain('£150');
      // The purpose still opens the body.
      expect(shorter.split('\n\n')[2]).toMatch(/The Brudenell Social Club on Friday 12 March 2027|play The Brudenell/);
      expect(shorter.match(/\?/g)).toHaveLength(1);
    });
  }

  it('works on every purpose, and on "shorter" and "too long, trim it" too', () => {
    for (const purpose of ['music-submission', 'press-kit', 'interview-request', 'sponsorship', 'representation', 'collaboration', 'press-release'] as const) {
      const original = draft({ emailPurpose: purpose });
      for (const ask of ['shorter', 'too long, trim it', 'Please make it more concise.']) {
        const shorter = refine(original, ask, { emailPurpose: purpose });
        expect(words(shorter), `${purpose}: ${ask}`).toBeLessThan(words(original));
        for (const link of LINKS) expect(lines(shorter)).toContain(link);
      }
    }
  });

  it('keeps what the same request adds', () => {
    const result = refine(draft(), 'mention our new single Glass and make it shorter');
    expect(result).toContain("We'd also love you to hear our new single Glass.");
    expect(words(result)).toBeLessThan(words(draft()));
  });
});

describe('refineEmail: tone', () => {
  it('more formal changes the greeting, the sign-off and the wording, and keeps the facts', () => {
    const original = draft();
    const formal = refine(original, 'make it more formal');
    expect(greetingOf(formal)).toBe('Dear Sam Jones,');
    expect(lines(formal).at(-3)).toMatch(/^(Kind|Best) regards from Leeds,$/);
    // The formal opener's wording varies by band (one form letter across bands read as a template).
    expect(formal).toMatch(/I (am writing to enquire about|would like to ask about|am writing regarding) a show at The Brudenell Social Club on Friday 12 March 2027\./);
    expect(formal.split('\n\n').slice(2, -1).join(' ').replace(/'Midnight Static'/, '')).not.toMatch(/\b(I'm|we're|we'd|we'll|I'd|it's|don't|can't)\b/i);
    for (const link of LINKS) expect(lines(formal)).toContain(link);
    expect(formal).toContain('£150');
    expect(lines(formal).slice(-2)).toEqual(['Alex Carter', 'The Night Owls']);
    expect(subjectOf(formal)).toBe(subjectOf(original));
  });

  it('more casual and more friendly go the other way', () => {
    const formal = draft({ toneStyle: 'professional-formal' });
    const casual = refine(formal, 'more casual', { toneStyle: 'professional-formal' });
    expect(greetingOf(casual)).toBe('Hey Sam,');
    expect(lines(casual).at(-3)).toMatch(/^(Cheers|Catch you soon) from Leeds,$/);
    expect(casual).toMatch(/\b(we're|we'd|I'm)\b/i);
    const friendly = refine(formal, 'make it friendlier', { toneStyle: 'professional-formal' });
    expect(greetingOf(friendly)).toBe('Hi Sam,');
    expect(lines(friendly).at(-3)).toMatch(/^(Best wishes|All the best) from Leeds,$/);
    expect(refine(formal, 'less formal please', { toneStyle: 'professional-formal' })).toContain('Hey Sam,');
  });

  it('more confident drops the hedges of a humble e-mail', () => {
    const humble = draft({ toneStyle: 'humble-respectful' });
    const bold = refine(humble, 'sound more confident', { toneStyle: 'humble-respectful' });
    expect(bold).not.toEqual(humble);
    expect(bold).not.toMatch(/I hope you're well|so grateful|completely understand/);
    expect(bold).toContain('Can we lock in Friday 12 March 2027?');
    expect(greetingOf(bold)).toBe('Hello Sam,');
  });

  it('shifts hand-written text it has no phrasebook for', () => {
    const handWritten = "Subject: Gig at yours?\n\nHey Sam!\n\nWe're The Night Owls and we'd love to play your Friday night on 12 March. It's gonna be awesome.\n\nhttps://thenightowls.bandcamp.com/album/midnight-static\n\nCheers,\nAlex";
    const formal = refine(handWritten, 'more professional');
    expect(formal).toContain('Dear Sam Jones,');
    expect(formal).toContain('We are The Night Owls and we would love to play your Friday night on 12 March.');
    expect(formal).toContain('It is gonna be excellent.');
    expect(formal).toContain('https://thenightowls.bandcamp.com/album/midnight-static');
    expect(lines(formal).slice(-2)).toEqual(['Kind regards,', 'Alex']);
  });
});

describe('refineEmail: content', () => {
  it('mention our EP adds one sentence and keeps every other paragraph', () => {
    const original = draft({ specificDetails: 'Our live set runs about 45 minutes.' });
    const result = refine(original, 'mention our EP', { specificDetails: 'Our live set runs about 45 minutes.' });
    expect(result).toContain("We'd also love you to hear our EP.");
    expect(keptParagraphs(original, result)).toBe(original.split('\n\n').length - 1);
  });

  it("mention our new single 'Glass' names it, in the e-mail's own register", () => {
    expect(refine(draft(), "mention our new single 'Glass'")).toContain("We'd also love you to hear our new single 'Glass'.");
    const formal = draft({ toneStyle: 'professional-formal' });
    expect(refine(formal, "mention our new single 'Glass'", { toneStyle: 'professional-formal' })).toContain("We would also like to draw your attention to our new single 'Glass'.");
  });

  it('mention with a clause says it as a sentence, not as an instruction', () => {
    const result = refine(draft(), 'mention that we have our own PA');
    expect(result).toContain('We have our own PA.');
    expect(result).not.toMatch(/mention/i);
  });

  it('does not repeat what the e-mail already says', () => {
    const original = draft();
    expect(refine(original, 'mention our debut EP')).toBe(original);
  });

  it('add our Instagram @handle puts it with the links', () => {
    const original = draft();
    const result = refine(original, 'add our Instagram @nightowls');
    const block = result.split('\n\n').find((p) => p.includes(LINKS[0] ?? ''));
    expect(block?.split('\n')).toEqual(['You can hear The Night Owls on Bandcamp and YouTube:', ...LINKS, 'Instagram: @nightowls']);
    expect(keptParagraphs(original, result)).toBe(original.split('\n\n').length - 1);
  });

  it('add our Instagram with a link, verbatim', () => {
    const result = refine(draft(), 'add our Instagram https://instagram.com/x');
    expect(lines(result)).toContain('Instagram: https://instagram.com/x');
  });

  it('adds a links paragraph when the e-mail had none', () => {
    const original = draft({ musicLinks: [] });
    const result = refine(original, 'add our Instagram @nightowls', { musicLinks: [] });
    expect(result).toContain('You can also find us here:\nInstagram: @nightowls');
  });

  it('change the date moves it everywhere, with the right weekday', () => {
    const original = draft();
    for (const ask of ['change the date to 2027-04-02', 'move it to 2 April 2027', 'Change the date to April 2nd']) {
      const result = refine(original, ask);
      expect(result, ask).not.toContain('12 March');
      expect(subjectOf(result), ask).toBe('Subject: Booking inquiry: The Night Owls (indie rock, Leeds) for Friday 2 April 2027');
      // The subject, the ask, the fallback ('If Friday 2 April is taken at …') and the closing line all carry it.
      expect(result.match(/Friday 2 April 2027/g)?.length, ask).toBe(5);
    }
  });

  it('remove the budget drops the fee and nothing else', () => {
    const original = draft();
    const result = refine(original, 'remove the budget');
    expect(result).not.toContain('£150');
    expect(result).not.toMatch(/\bfee\b/);
    expect(result).toContain('Would Friday 12 March 2027 work for you?');
    expect(keptParagraphs(original, result)).toBe(original.split('\n\n').length - 1);
  });

  it('remove matches whole words, and an instruction of small words removes nothing', () => {
    const original = draft();
    // "us" is inside "music": no sentence about music goes.
    expect(refine(original, 'remove the line about us')).toBe(original);
    expect(refine(original, 'remove the the the')).toBe(original);
    const withoutFee = refine(original, 'remove the line about fee');
    expect(withoutFee).not.toMatch(/\bfee\b/);
    expect(withoutFee).toContain('Would Friday 12 March 2027 work for you?');
  });

  it('changes the fee, the sender, the recipient and the subject', () => {
    expect(refine(draft(), 'change the fee to £250')).toContain('Our fee is £250');
    const signed = refine(draft(), 'sign it as Jo Bloggs');
    expect(lines(signed).slice(-2)).toEqual(['Jo Bloggs', 'The Night Owls']);
    expect(signed).toContain("I'm Jo from The Night Owls");
    expect(greetingOf(refine(draft(), 'address it to Priya'))).toBe('Hi Priya,');
    expect(subjectOf(refine(draft(), 'change the subject to Friday showcase: The Night Owls'))).toBe('Subject: Friday showcase: The Night Owls');
  });

  it('still swaps its own lines after an earlier refinement moved the date', () => {
    const moved = refine(draft(), 'change the date to 2027-04-02');
    const formal = refine(moved, 'more formal');
    expect(formal).toContain('Would you have availability for us on Friday 2 April 2027?');
  });

  it('applies several requests at once', () => {
    const result = refine(draft(), 'Make it more formal, add our Instagram @nightowls and change the date to 2027-04-02.');
    expect(greetingOf(result)).toBe('Dear Sam Jones,');
    expect(result).toContain('Instagram: @nightowls');
    expect(result).toContain('Friday 2 April 2027');
  });
});

describe('refineEmail: what it cannot understand', () => {
  it('returns the e-mail unchanged and never pastes the request in', () => {
    const original = draft();
    for (const ask of ['asdf qwerty', 'make it pop', 'hmm, not sure about this one']) {
      const result = refine(original, ask);
      expect(result, ask).toBe(original);
    }
  });

  it('works on a hand-edited e-mail', () => {
    const edited = draft()
      .replace(/We're an emerging band[^.]*\. /, '')
      .replace('You can hear The Night Owls on Bandcamp and YouTube:', 'Listen:')
      .replace('Best wishes from Leeds,', 'Speak soon!');
    const result = refine(edited, 'mention our EP');
    expect(result).toContain('Listen:');
    expect(result).not.toContain('emerging band');
    expect(result.endsWith('Speak soon!\nAlex Carter\nThe Night Owls')).toBe(true);
    expect(refine(edited, 'make it shorter').length).toBeLessThan(edited.length);
  });

  it('works on an AI-written e-mail with its own layout', () => {
    const ai = [
      '**Subject:** Booking Request – The Night Owls at The Brudenell',
      '',
      'Dear Sam,',
      '',
      'I hope this message finds you well. My name is Alex and I play guitar in The Night Owls, an indie rock band from Leeds.',
      'We would love to perform at The Brudenell on March 12, 2027 as part of your Friday showcase.',
      '',
      'Our music:',
      '- Bandcamp: https://thenightowls.bandcamp.com/album/midnight-static',
      '',
      'We are very flexible and happy to discuss any details. Thank you for considering us, and I look forward to hearing from you.',
      '',
      'Best regards,',
      'Alex',
      'The Night Owls',
    ].join('\n');
    const shorter = refine(ai, 'make it shorter');
    expect(words(shorter)).toBeLessThan(words(ai));
    expect(subjectOf(shorter)).toBe('Subject: Booking Request – The Night Owls at The Brudenell');
    expect(shorter).toContain('- Bandcamp: https://thenightowls.bandcamp.com/album/midnight-static');
    expect(shorter).toContain('March 12, 2027');
    expect(shorter.endsWith('Best regards,\nAlex\nThe Night Owls')).toBe(true);
    const moved = refine(ai, 'change the date to 2027-04-02');
    expect(moved).toContain('Friday 2 April 2027');
    expect(moved).not.toContain('March 12');
  });

  it('refines 200 random e-mails without losing their links, greeting or sign-off', () => {
    const rng = createRng('varied-refinements');
    const asks = ['make it shorter', 'more formal', 'more casual', 'mention our EP', 'add our Instagram @nightowls', 'change the date to 2027-04-02', 'remove the budget', 'more confident'];
    for (let i = 0; i < 200; i++) {
      const request: EmailRequest = variedEmailRequest(rng);
      const original = writeEmail(request, createRng(i));
      const ask = asks[i % asks.length] ?? '';
      const result = refineEmail({ ...request, isRefinement: true, originalEmail: original, suggestedEdits: ask }, createRng(i));
      const label = `${ask}\n${original}\n---\n${result}`;
      expect(result, label).toMatch(/^Subject: .+\n\n(Dear|Hi|Hello|Hey)( .+)?,\n\n/);
      for (const link of request.musicLinks) expect(lines(result), label).toContain(link);
      expect(lines(result).at(-1), label).toBe(request.bandName);
      expect(result, label).not.toMatch(/undefined|null| {2}|\uE000|\uE001/);
      if (ask === 'make it shorter') expect(words(result), label).toBeLessThan(words(original));
    }
  });
});
