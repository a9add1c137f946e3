import { describe, expect, it } from 'vitest';
import { EMAIL_FALLBACK_SUBJECT, EMAIL_PURPOSES, EMAIL_TONES, EXPERIENCE_LEVELS, RECIPIENT_TYPES } from '@shared/catalog/email-options';
import type { EmailRequest, EmailRequestInput } from '@shared/contracts/writing';
import { createRng } from '@server/lib/random';
import { writeEmail } from './write-email';
import { formatEventDate } from './dates';
import { emailRequest, variedEmailRequest } from './test-requests';
import { splitSentences } from './text-tools';

const write = (request: EmailRequest, seed = 1) => writeEmail(request, createRng(seed));

interface Parts {
  subject: string;
  greeting: string;
  body: string;
  paragraphs: string[];
  lines: string[];
}

function parts(email: string): Parts {
  const lines = email.split('\n');
  const paragraphs = email.split('\n\n');
  return {
    subject: (lines[0] ?? '').replace(/^Subject: /, ''),
    greeting: lines[2] ?? '',
    body: paragraphs.slice(2, -1).join('\n\n'),
    paragraphs,
    lines,
  };
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The body's prose (no link lines), for sentence checks. */
function proseOf(body: string): string {
  return body
    .split('\n')
    .filter((l) => !/https?:\/\/|@\w/.test(l) && !/:$/.test(l.trim()))
    .join(' ');
}

const PURPOSE_WORDS: Record<EmailRequest['emailPurpose'], RegExp> = {
  'booking-inquiry': /\b(show|slot|session|studio time|performance|play)\b/i,
  'music-submission': /\b(airplay|review|feature|release|roster|line-up|future show|production project|partnership)\b/i,
  'press-release': /\bnews\b/i,
  'press-kit': /\bpress kit\b/i,
  'interview-request': /\b(interview|feature|meeting)\b/i,
  'playlist-submission': /\b(playlist|your show)\b/i,
  collaboration: /\b(collaboration|working with|night together|work with)\b/i,
  representation: /\b(representation|signing|manager or agent)\b/i,
  sponsorship: /\b(sponsorship|partner)\b/i,
  'follow-up': /\b(following up|follow up|bumping)\b/i,
  'thank-you': /\b(thank|thanks|grateful)\b/i,
};

describe('writeEmail: the shape', () => {
  const email = write(emailRequest());
  const { subject, greeting, lines } = parts(email);

  it('starts with a specific subject line, then a blank line, then the greeting', () => {
    expect(lines[0]).toMatch(/^Subject: /);
    expect(lines[1]).toBe('');
    expect(subject).toBe('Booking inquiry: The Night Owls (indie rock, Leeds) for Friday 12 March 2027');
    expect(subject).not.toBe(EMAIL_FALLBACK_SUBJECT);
    expect(greeting).toBe('Hi Sam,');
  });

  it('signs off with the sender and the band', () => {
    expect(lines.at(-2)).toBe('Alex Carter');
    expect(lines.at(-1)).toBe('The Night Owls');
    // Signed from the band's town ('Best wishes from Leeds,'), so two bands' e-mails do not end alike.
    expect(lines.at(-3)).toMatch(/^[A-Z][a-z ]+ from Leeds,$/);
  });

  it('signs with the band name when no sender is given', () => {
    const unsigned = write(emailRequest({ senderName: '' })).split('\n');
    expect(unsigned.at(-1)).toBe('The Night Owls');
    expect(unsigned.at(-2)).toMatch(/,$/);
    expect(unsigned.join('\n')).not.toContain('Alex');
  });

  it('lists every link verbatim on its own line', () => {
    for (const link of emailRequest().musicLinks) expect(lines).toContain(link);
  });

  it('puts the date, the event and the fee in the booking', () => {
    expect(email).toContain('Friday 12 March 2027');
    expect(email).toContain('your Friday local showcase night');
    expect(email).toContain('£150');
    expect(proseOf(parts(email).body).match(/\?/g)).toHaveLength(1);
  });

  it('weaves in the band details and the experience level in plain words', () => {
    expect(email).toContain('an indie rock band from Leeds');
    expect(email).toContain("We just released our debut EP 'Midnight Static'.");
    expect(email).toContain('we bring our own backline');
    expect(email).toMatch(/emerging band/);
    for (const level of EXPERIENCE_LEVELS) {
      const text = write(emailRequest({ experienceLevel: level.value }));
      expect(text).not.toContain(level.label);
      expect(text).not.toMatch(/\(\d/);
    }
  });

  it('never turns the experience level into a number of years or a time together', () => {
    // The level is a range the band picked, not a fact: 'seven-plus years together' was invented.
    for (const level of EXPERIENCE_LEVELS) {
      for (const tone of EMAIL_TONES) {
        for (const lineup of ['', 'solo', 'duo', 'band'] as const) {
          const text = write(emailRequest({ experienceLevel: level.value, toneStyle: tone.value, lineup, specificDetails: '' }));
          expect(text, `${level.value} ${tone.value} ${lineup}`).not.toMatch(/\byears?\b|\btogether\b|\bseven\b|\bseveral\b|\bcouple of\b|first year/i);
        }
      }
    }
  });

  it('is the same e-mail for the same seed', () => {
    expect(write(emailRequest(), 9)).toBe(write(emailRequest(), 9));
  });
});

describe('writeEmail: subject lines', () => {
  it.each([
    [{ emailPurpose: 'music-submission', recipientType: 'radio-dj', specificDetails: "Our new single 'Glass' is out now." }, "For airplay: 'Glass' by The Night Owls (indie rock)"],
    [{ emailPurpose: 'playlist-submission', recipientType: 'music-blogger', recipientOrganization: 'Fresh Finds playlist', specificDetails: "Our new single 'Glass' is out now." }, "Playlist submission: 'Glass' by The Night Owls for Fresh Finds playlist"],
    [{ emailPurpose: 'interview-request', recipientType: 'music-blogger', recipientOrganization: 'The Line of Best Fit' }, 'Interview request: The Night Owls (indie rock, Leeds) for The Line of Best Fit'],
    [{ emailPurpose: 'sponsorship', recipientType: 'sponsor', recipientOrganization: 'Red Bull', eventDetails: 'our summer tour', eventDate: '2027-06-05' }, 'Sponsorship proposal: The Night Owls x Red Bull for our summer tour – Saturday 5 June 2027'],
    [{ emailPurpose: 'follow-up' }, 'Following up: The Night Owls – your Friday local showcase night – Friday 12 March 2027'],
    [{ emailPurpose: 'follow-up', eventDetails: '', eventDate: '', recipientType: 'manager-agent' }, 'Following up: The Night Owls'],
    [{ emailPurpose: 'booking-inquiry', eventDate: '' }, 'Booking inquiry: The Night Owls (indie rock, Leeds) at The Brudenell Social Club'],
  ] as const)('%o', (overrides, expected) => {
    expect(parts(write(emailRequest(overrides))).subject).toBe(expected);
  });
});

describe('writeEmail: greetings', () => {
  it.each([
    ['professional-formal', 'Sam Jones', 'Dear Sam Jones,'],
    ['friendly-professional', 'Sam Jones', 'Hi Sam,'],
    ['creative-casual', 'Sam Jones', 'Hey Sam,'],
    ['friendly-professional', 'Ms Okafor', 'Hi Ms Okafor,'],
    ['friendly-professional', 'DJ Ross', 'Hi DJ Ross,'],
    ['professional-formal', '', 'Dear Brudenell Social Club team,'],
    ['friendly-professional', '', 'Hi Brudenell Social Club team,'],
  ] as const)('%s to "%s" → %s', (toneStyle, recipientName, expected) => {
    expect(parts(write(emailRequest({ toneStyle, recipientName }))).greeting).toBe(expected);
  });

  it('greets sensibly with neither name nor organisation', () => {
    expect(parts(write(emailRequest({ recipientName: '', recipientOrganization: '' }))).greeting).toBe('Hi there,');
    expect(parts(write(emailRequest({ recipientName: '', recipientOrganization: '', toneStyle: 'professional-formal' }))).greeting).toBe('Dear booking team,');
  });
});

describe('writeEmail: dates', () => {
  it.each([
    ['2027-03-14', 'Sunday 14 March 2027'],
    ['2027-03-12', 'Friday 12 March 2027'],
    ['2024-02-29', 'Thursday 29 February 2024'],
    ['2000-01-01', 'Saturday 1 January 2000'],
    ['2026-12-31', 'Thursday 31 December 2026'],
  ])('%s reads %s', (iso, readable) => {
    expect(formatEventDate(iso)).toBe(readable);
    expect(write(emailRequest({ eventDate: iso }))).toContain(readable);
  });

  it('never prints the raw date', () => {
    expect(write(emailRequest())).not.toContain('2027-03-12');
  });
});

describe('writeEmail: tones', () => {
  const emails = EMAIL_TONES.map((t) => write(emailRequest({ toneStyle: t.value })));

  it('each tone greets and signs off in its own way', () => {
    expect(new Set(emails.map((e) => parts(e).greeting)).size).toBe(EMAIL_TONES.length);
    expect(new Set(emails.map((e) => e.split('\n').at(-3))).size).toBe(EMAIL_TONES.length);
  });

  it('each tone phrases the body differently', () => {
    const sentenceSets = emails.map((e) => new Set(splitSentences(proseOf(parts(e).body))));
    for (let a = 0; a < sentenceSets.length; a++) {
      for (let b = a + 1; b < sentenceSets.length; b++) {
        const setA = sentenceSets[a] ?? new Set<string>();
        const setB = sentenceSets[b] ?? new Set<string>();
        const shared = [...setA].filter((s) => setB.has(s)).length;
        // Only the musician's own sentences may be shared.
        expect(shared, `${EMAIL_TONES[a]?.value} vs ${EMAIL_TONES[b]?.value}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('the formal tone uses no contractions of its own', () => {
    const formal = proseOf(parts(emails[0] ?? '').body).replace("We just released our debut EP 'Midnight Static'.", '');
    expect(formal).not.toMatch(/\b(I'm|we're|we'd|we'll|I'd|it's|don't|can't)\b/i);
  });
});

describe('writeEmail: every recipient type and purpose', () => {
  const FORMS = [
    emailRequest(),
    emailRequest({ genre: '', location: '', experienceLevel: '', specificDetails: '', recipientName: '', recipientOrganization: '', musicLinks: [], eventDetails: '', eventDate: '', budget: '', senderName: '' }),
  ];
  const claims = /\b(award|awards|chart|charts|charting|platinum|gold record|sold[- ]out|sell[- ]out|streams|million|thousands|headlined|headlining|radio play|rotation|as seen|acclaimed|critically)\b/i;

  for (const r of RECIPIENT_TYPES) {
    for (const p of EMAIL_PURPOSES) {
      it(`${r.value} × ${p.value}`, () => {
        for (const base of FORMS) {
          for (const t of EMAIL_TONES) {
            const request: EmailRequest = { ...base, recipientType: r.value, emailPurpose: p.value, toneStyle: t.value };
            const email = write(request);
            const { subject, greeting, body, lines } = parts(email);
            const label = `${t.value}${base.genre ? '' : ' (sparse)'}:\n${email}`;
            expect(subject.length, label).toBeGreaterThan(10);
            expect(subject, label).toContain(request.bandName);
            expect(greeting, label).toMatch(/^(Dear|Hi|Hello|Hey)( .+)?,$/);
            expect(email, label).not.toMatch(/undefined|null|NaN|\[|\]|\{|\}|\s{3,}| ,|\.\.|,\.|\?\.|!\.| {2}/);
            expect(lines.at(-1), label).toBe(request.bandName);
            if (request.senderName) expect(lines.at(-2), label).toBe(request.senderName);
            for (const link of request.musicLinks) expect(lines, label).toContain(link);
            // The purpose is in the first two sentences of the body.
            const firstTwo = splitSentences(proseOf(body)).slice(0, 2).join(' ');
            expect(firstTwo, label).toMatch(PURPOSE_WORDS[p.value]);
            // One clear ask (a thank-you asks nothing).
            const questions = (proseOf(body).match(/\?/g) ?? []).length;
            expect(questions, label).toBe(p.value === 'thank-you' ? 0 : 1);
            // No invented claims and no numbers the form did not give.
            expect(proseOf(body), label).not.toMatch(claims);
            const given = [request.specificDetails, request.eventDetails, request.budget, formatEventDate(request.eventDate), request.bandName].join(' ');
            for (const n of proseOf(body).match(/\d+/g) ?? []) expect(given, `${label}\nnumber ${n}`).toContain(n);
            if (request.eventDate) expect(email, label).toContain(formatEventDate(request.eventDate));
          }
        }
      });
    }
  }

  it('keeps to 80-250 body words on a full form, the short purposes shorter', () => {
    const full = emailRequest();
    for (const r of RECIPIENT_TYPES) {
      for (const t of EMAIL_TONES) {
        const count = (p: EmailRequest['emailPurpose']) => words(parts(write({ ...full, recipientType: r.value, emailPurpose: p, toneStyle: t.value })).body);
        const booking = count('booking-inquiry');
        for (const p of ['booking-inquiry', 'music-submission', 'press-release', 'press-kit', 'interview-request', 'collaboration', 'representation', 'sponsorship'] as const) {
          // 80, not 100: the promises and offers no form made (a full-energy set, promoting the show) are gone.
          expect(count(p), `${r.value} ${p} ${t.value}`).toBeGreaterThanOrEqual(80);
          expect(count(p), `${r.value} ${p} ${t.value}`).toBeLessThanOrEqual(250);
        }
        expect(count('playlist-submission')).toBeGreaterThanOrEqual(70);
        for (const p of ['follow-up', 'thank-you'] as const) {
          expect(count(p), `${r.value} ${p} ${t.value}`).toBeLessThan(booking);
          expect(count(p), `${r.value} ${p} ${t.value}`).toBeLessThanOrEqual(120);
        }
      }
    }
  });

  it('writes a valid e-mail for 300 random forms', () => {
    const rng = createRng('varied-emails');
    for (let i = 0; i < 300; i++) {
      const request = variedEmailRequest(rng);
      const email = write(request, i);
      expect(email, JSON.stringify(request)).toMatch(/^Subject: .+\n\n(Dear|Hi|Hello|Hey)( .+)?,\n\n/);
      expect(email).not.toMatch(/undefined|null|\[|\]| {2}| ,/);
      for (const link of request.musicLinks) expect(email.split('\n')).toContain(link);
    }
  });
});

describe('writeEmail: each purpose reads right for its recipient', () => {
  it('pitches a radio DJ for airplay, with what radio needs', () => {
    const email = write(emailRequest({ recipientType: 'radio-dj', emailPurpose: 'music-submission', recipientOrganization: 'Night Shift on Leeds Radio' }));
    expect(email).toMatch(/airplay on Night Shift on Leeds Radio/);
    expect(email).toMatch(/broadcast-quality WAV/);
    // A station ident is a promise the musician never made.
    expect(email).not.toMatch(/ident for the show/);
  });

  it('pitches a playlist with one track on its own', () => {
    const email = write(emailRequest({ recipientType: 'music-blogger', emailPurpose: 'playlist-submission', specificDetails: "Our new single 'Glass' is out now." }));
    expect(email).toMatch(/consider our new single 'Glass' for/);
    // The track is named above its link, not 'the track' in every act's pitch.
    const trackBlock = email.split('\n\n').find((p) => p.startsWith("Here's 'Glass':"));
    expect(trackBlock?.split('\n')).toEqual(["Here's 'Glass':", 'https://thenightowls.bandcamp.com/album/midnight-static']);
  });

  it('follows up on an earlier message, briefly', () => {
    const email = write(emailRequest({ emailPurpose: 'follow-up' }));
    expect(email).toMatch(/following up about your Friday local showcase night on Friday 12 March 2027/);
    expect(email).not.toMatch(/earlier|previous|last e-mail|representation/i);
    expect(words(email)).toBeLessThan(words(write(emailRequest())));
  });

  it('never speaks of an earlier e-mail or its subject, which the form does not give, whoever it goes to', () => {
    const rng = createRng('follow-ups');
    for (let i = 0; i < 60; i++) {
      const email = write(variedEmailRequest(rng, { emailPurpose: 'follow-up' }));
      expect(email, email).not.toMatch(/earlier|previous|my last|our last|representation|the music we sent|our track for/i);
      expect(email, email).toMatch(/follow(ing)? up/i);
    }
  });

  it('sends a press release with its parts: headline, dateline, the news in the third person, the quote given, boilerplate, contact', () => {
    const email = write(emailRequest({
      recipientType: 'music-blogger', emailPurpose: 'press-release', senderName: 'Maya Cole', location: 'Asheville, NC',
      specificDetails: 'Our debut album \'Porch Light\' comes out on 14 March 2027. We recorded it in one room. "We wanted it to sound like the porch it was written on," says the band.',
    }));
    const release = email.slice(email.indexOf('FOR IMMEDIATE RELEASE'), email.indexOf('###') + 3);
    const [header, dateline] = release.split('\n\n');
    expect(header?.split('\n')).toEqual(['FOR IMMEDIATE RELEASE', "The Night Owls announce debut album 'Porch Light'"]);
    expect(dateline).toMatch(/^ASHEVILLE, NC – The Night Owls' debut album 'Porch Light' comes out on 14 March 2027\. (They|The Night Owls) recorded it in one room\./);
    expect(release).toContain('"We wanted it to sound like the porch it was written on," says the band.');
    expect(release).toMatch(/About The Night Owls\nThe Night Owls are an indie rock band from Asheville, NC\./);
    expect(release).toMatch(/Media contact: Maya Cole, The Night Owls\nhttps:/);
    expect(release.endsWith('###')).toBe(true);
    // With no news in the form, no empty release is dressed up as one.
    const sparse = write(emailRequest({ emailPurpose: 'press-release', specificDetails: '', eventDetails: '', eventDate: '' }));
    expect(sparse).not.toContain('FOR IMMEDIATE RELEASE');
  });

  it('pitches a playlist with the track, its link and why it fits, naming a playlist as a sentence would', () => {
    const email = write(emailRequest({ recipientType: 'music-blogger', emailPurpose: 'playlist-submission', recipientOrganization: 'Front Porch Picks playlist', specificDetails: "Our new single 'Copper Creek' is out now.", musicLinks: ['https://open.spotify.com/track/abc'] }));
    expect(email).toMatch(/'Copper Creek' for the Front Porch Picks playlist/);
    expect(email).toMatch(/the Front Porch Picks playlist has room for some indie rock/);
    expect(email).toContain('https://open.spotify.com/track/abc');
    expect(email.slice(email.indexOf('\n\n'))).not.toMatch(/for Front Porch Picks playlist\b/);
  });

  it('thanks for the specific event', () => {
    const email = write(emailRequest({ emailPurpose: 'thank-you', eventDetails: 'the Friday local showcase night' }));
    // The weekday the event's name gives is not said again with the date.
    expect(email).toMatch(/Thank you so much for having The Night Owls at the Friday local showcase night on 12 March 2027\./);
    expect(email).not.toContain('£150');
    const own = write(emailRequest({ emailPurpose: 'thank-you', eventDetails: 'our album launch show' }));
    expect(own).toContain('hosting our album launch show');
  });

  it('keeps what the band wrote about the night and thanks once', () => {
    const email = write(emailRequest({
      emailPurpose: 'thank-you', eventDetails: 'Saturday headline show', eventDate: '2027-03-13',
      specificDetails: 'Thank you for giving us the headline slot. Your engineer Cathal made the fiddles sound huge. We sold out of vinyl by the interval. Our live set runs about 45 minutes.',
    }));
    expect(email).toContain('Thank you so much for having The Night Owls at the Saturday headline show on 13 March 2027, and for giving us the headline slot.');
    expect(email).toContain('Your engineer Cathal made the fiddles sound huge. We sold out of vinyl by the interval.');
    expect(email).not.toContain('45 minutes');
    const body = email.split('\n').slice(1, -4).join('\n');
    expect(body.match(/\bthank/gi)?.length).toBe(1);
  });

  it('asks a sponsor for the budget and a producer with the budget to spend', () => {
    expect(write(emailRequest({ recipientType: 'sponsor', emailPurpose: 'sponsorship', budget: '£500' }))).toContain("We're looking for support of £500.");
    expect(write(emailRequest({ recipientType: 'producer', emailPurpose: 'collaboration', budget: '£500' }))).toContain('Our budget for this is £500.');
    expect(write(emailRequest({ recipientType: 'record-label', emailPurpose: 'music-submission' }))).not.toContain('£150');
  });

  it('asks for advice, not representation, from someone who does not represent bands', () => {
    expect(write(emailRequest({ recipientType: 'music-blogger', emailPurpose: 'representation' }))).toMatch(/advice on finding the right manager or agent/);
    expect(write(emailRequest({ recipientType: 'manager-agent', emailPurpose: 'representation' }))).toMatch(/representation with The Brudenell Social Club/);
  });

  it('books studio time with a producer and a show with a venue', () => {
    expect(write(emailRequest({ recipientType: 'producer' }))).toMatch(/studio time at The Brudenell Social Club on Friday 12 March 2027/);
    expect(write(emailRequest())).toMatch(/a show at The Brudenell Social Club on Friday 12 March 2027/);
  });
});

describe('what a band would send (blind reading, issue #36)', () => {
  const OFFER_WORDS = /\b(logo|posters?|merch(andise)?|social channels|socials|from the stage|shout-outs?|on request|promote|full-energy|interview|pre-recorded|down the line|in return)\b/i;

  it('offers a sponsor nothing the form did not offer', () => {
    for (const tone of EMAIL_TONES.map((t) => t.value)) {
      const email = write(emailRequest({ emailPurpose: 'sponsorship', recipientType: 'sponsor', recipientOrganization: 'Caprock Coffee', toneStyle: tone, specificDetails: 'Our spring tour covers nine Texas towns.', eventDetails: 'our spring tour', musicLinks: [] }));
      expect(parts(email).body).not.toMatch(OFFER_WORDS);
    }
  });

  it('promises a booker no set, promotion or format the form did not', () => {
    for (const tone of EMAIL_TONES.map((t) => t.value)) {
      for (const recipientType of ['venue-booker', 'festival-promoter', 'radio-dj'] as const) {
        const body = parts(write(emailRequest({ toneStyle: tone, recipientType, specificDetails: '' }))).body;
        expect(body).not.toMatch(OFFER_WORDS);
      }
      const interview = parts(write(emailRequest({ toneStyle: tone, emailPurpose: 'interview-request', recipientType: 'radio-dj', specificDetails: '' }))).body;
      expect(interview).not.toMatch(/pre-recorded|down the line|by phone/);
    }
  });

  it('says what a follow-up follows up, from the details', () => {
    for (const tone of EMAIL_TONES.map((t) => t.value)) {
      const email = write(emailRequest({ emailPurpose: 'follow-up', recipientType: 'festival-promoter', toneStyle: tone, eventDetails: '', eventDate: '', specificDetails: 'Festival application made through the online form on February 12' }));
      expect(email).toMatch(/festival application made through the online form on February 12/);
    }
  });

  it('writes the press release in the third person and quotes a first-person memory whole', () => {
    const email = write(emailRequest({ emailPurpose: 'press-release', recipientType: 'music-blogger', toneStyle: 'professional-formal', location: 'Lubbock, Texas', bandName: 'Dust Choir', eventDetails: '', eventDate: '', specificDetails: "New single 'Sold Land' out April 2. It is about the day my father sold our family's cotton farm." }));
    expect(email).toContain("LUBBOCK, TEXAS – Dust Choir's new single 'Sold Land' is out April 2.");
    expect(email).toContain("“It is about the day my father sold our family's cotton farm,” says Alex Carter of Dust Choir.");
    expect(email).not.toMatch(/For context|their family/);
  });

  it('makes a release typed as notes into sentences of the news, and says its date once', () => {
    const email = write(emailRequest({ emailPurpose: 'press-release', recipientType: 'music-blogger', toneStyle: 'professional-formal', location: 'Asheville', bandName: 'Hollow Pines', genre: 'indie folk', lineup: 'band', trackTitle: 'Smoke Season', eventDetails: '', eventDate: '2027-04-03', specificDetails: 'New LP Smoke Season out April 3 on our own label. Recorded in a barn.' }));
    expect(email).toContain("ASHEVILLE – Hollow Pines' new LP 'Smoke Season' is out April 3 on their own label. 'Smoke Season' was recorded in a barn.");
    expect(email).not.toMatch(/key date|Recorded in a barn/);
  });

  it('says once in a playlist pitch that the track fits', () => {
    const email = write(emailRequest({ emailPurpose: 'playlist-submission', recipientType: 'music-blogger', toneStyle: 'creative-casual', lineup: 'solo', bandName: 'Lil Mosaic', genre: 'hip-hop', trackTitle: 'Decatur Summers', recipientOrganization: 'Lyrical Lemonade', specificDetails: '', eventDetails: '', eventDate: '' }));
    expect(email.match(/would sit (nicely|well)/g) ?? []).toHaveLength(1);
  });

  it('puts no label before a fragment of the details', () => {
    for (const tone of EMAIL_TONES.map((t) => t.value)) {
      const email = write(emailRequest({ toneStyle: tone, specificDetails: 'Looking for a Friday headline slot.' }));
      expect(email).not.toMatch(/(For context|A bit more about us|What you should know|A little about us|Quick bit about us):/);
      expect(email).toMatch(/We're looking for a Friday headline slot\./);
    }
  });

  it('does not open every formal e-mail with the same introduction', () => {
    const bands = ['Dust Choir', 'Glass Harbour', 'Velvet Static', 'Saltwater Choir', 'Muse Cult', 'Kid Ink', 'Copper Lane', 'Ring Road'];
    const openers = bands.map((bandName) => parts(write(emailRequest({ bandName, toneStyle: 'professional-formal' }))).body.split('\n')[0] ?? '');
    expect(openers.filter((o) => /^My name is/.test(o)).length).toBeLessThan(4);
    expect(openers.filter((o) => /writing to enquire about/.test(o)).length).toBeLessThan(4);
  });
});

describe('the line-up decides the voice (blind reading, issue #36)', () => {
  const solo = { bandName: 'Mira Okonkwo', genre: 'jazz', senderName: '', lineup: 'solo' as const };

  it('a solo artist writes "I" and is never "a band" or "we", in every purpose and tone', () => {
    for (const purpose of EMAIL_PURPOSES.map((p) => p.value).filter((p) => p !== 'press-release')) {
      for (const tone of EMAIL_TONES.map((t) => t.value)) {
        const email = write(emailRequest({ ...solo, emailPurpose: purpose, toneStyle: tone, specificDetails: "My debut album 'Blue Hour' came out in May." }));
        const body = proseOf(parts(email).body);
        expect(body, `${purpose} ${tone}`).not.toMatch(/\b(we|we're|we’re|we'd|we'll|we've|our|us|ourselves|band)\b/i);
      }
    }
  });

  it('reads a solo artist from details written as "I" when the line-up is left blank', () => {
    const email = write(emailRequest({ ...solo, lineup: '', emailPurpose: 'collaboration', recipientType: 'producer', toneStyle: 'friendly-professional', specificDetails: "I loved the strings on your album 'Casa Vazia'. I'd like to record one song together in March." }));
    expect(email).toMatch(/I'm Mira Okonkwo, a jazz artist/);
    expect(email).not.toMatch(/\bwe\b|a jazz band/i);
  });

  it('a solo artist\'s press release is in her third person: "announces", "says", her album', () => {
    const email = write(emailRequest({ ...solo, emailPurpose: 'press-release', recipientType: 'music-blogger', location: 'Lisbon', eventDetails: '', eventDate: '', specificDetails: "My second album 'Casa Cheia' is out on 3 April. I recorded it live in one day with my trio." }));
    expect(email).toContain("Mira Okonkwo announces second album 'Casa Cheia'");
    expect(email).toContain("LISBON – Mira Okonkwo's second album 'Casa Cheia' is out on 3 April.");
    expect(email).toContain('“I recorded it live in one day with my trio,” says Mira Okonkwo.');
    expect(email).toContain('Mira Okonkwo is a jazz artist from Lisbon.');
  });

  it('takes a sender whose name is the act\'s root as the solo artist herself ("who records as")', () => {
    const email = write(emailRequest({ bandName: 'KAYO.EXE', genre: 'hip-hop', location: 'Atlanta', senderName: 'Kayode Adams', lineup: '', specificDetails: '', toneStyle: 'friendly-professional' }));
    expect(email).toMatch(/I'm Kayode Adams, who records as KAYO\.EXE, a hip-hop artist from Atlanta/);
    expect(proseOf(parts(email).body)).not.toMatch(/\b(we|our|us|band)\b/i);
  });

  it('calls a duo a duo', () => {
    const email = write(emailRequest({ bandName: 'Salt Lines', genre: 'electronic', senderName: '', lineup: 'duo', toneStyle: 'friendly-professional' }));
    expect(email).toMatch(/We're Salt Lines, an electronic duo/);
  });
});

describe('the pitches that read weakest (blind reading, issue #36)', () => {
  it('a playlist pitch names the track, gives its link and says why it fits from the sound described', () => {
    const email = write(emailRequest({ emailPurpose: 'playlist-submission', recipientType: 'radio-dj', recipientOrganization: 'Night Drive Ambient', bandName: 'Salt Lines', genre: 'electronic', senderName: '', eventDetails: '', eventDate: '', budget: '', specificDetails: "Our new single 'Low Orbit' is out on 12 March, slow analog synths at 90 bpm.", musicLinks: ['https://open.spotify.com/track/abc123'] }));
    expect(email).toContain("'Low Orbit'");
    expect(email).toContain('https://open.spotify.com/track/abc123');
    expect(email).toMatch(/It is slow analog synths at 90 bpm, which is why we thought of Night Drive Ambient/);
  });

  it('a playlist pitch names the track from the title field when the details do not', () => {
    const email = write(emailRequest({ emailPurpose: 'playlist-submission', recipientType: 'music-blogger', recipientOrganization: 'Synth Sundays playlist', specificDetails: '', eventDetails: '', eventDate: '', budget: '', trackTitle: 'Neon Rain', musicLinks: ['https://open.spotify.com/track/x1'] }));
    expect(email).toContain("our track 'Neon Rain'");
    expect(email).toContain('https://open.spotify.com/track/x1');
  });

  it('a collaboration keeps to what the musician proposes, with no stock idea beside it', () => {
    const email = write(emailRequest({ emailPurpose: 'collaboration', recipientType: 'producer', toneStyle: 'friendly-professional', specificDetails: "We loved the strings on your album 'Casa Vazia'. We'd like to record one song together in March.", eventDetails: '', eventDate: '', budget: '' }));
    expect(email).toContain("We'd like to record one song together in March.");
    expect(email).not.toMatch(/capture our sound|next recordings/);
  });
});

describe('a solo artist is never written as a band (blind reading, issue #36)', () => {
  const bare = { lineup: '' as const, specificDetails: '', eventDetails: '', eventDate: '', budget: '', toneStyle: 'friendly-professional' as const };

  it('a sender who signs with the act\'s own name is the artist herself, never "from <own name>"', () => {
    const email = write(emailRequest({ ...bare, bandName: 'Maren Holt', senderName: 'Maren Holt', genre: 'Folk', location: 'Duluth, Minnesota', emailPurpose: 'playlist-submission', recipientType: 'radio-dj', trackTitle: 'Galley Light' }));
    expect(email).toMatch(/I'm Maren Holt, a folk singer-songwriter from Duluth, Minnesota/);
    expect(email).not.toMatch(/from Maren Holt/);
    expect(proseOf(parts(email).body)).not.toMatch(/\b(we|we'd|our|us|band)\b/i);
  });

  it('a one-performer stage name with no "we" in the form is the sender\'s own act', () => {
    const email = write(emailRequest({ ...bare, bandName: 'Kid Ostrava', senderName: 'Dominik Hruska', genre: 'Hip-Hop', location: 'Cleveland, Ohio', emailPurpose: 'interview-request', recipientType: 'music-blogger' }));
    expect(email).toMatch(/I'm Dominik Hruska, who records as Kid Ostrava, a hip-hop artist/);
    expect(proseOf(parts(email).body)).not.toMatch(/\b(we|we'd|our|us|band)\b/i);
  });

  it('a group name, or details that say "we", stay a band', () => {
    const group = write(emailRequest({ ...bare, bandName: 'Veilmoor', senderName: 'Sindre Vik', genre: 'Metal', emailPurpose: 'press-kit', recipientType: 'festival-promoter' }));
    expect(group).toMatch(/I'm Sindre from Veilmoor, a metal band/);
    const same = write(emailRequest({ ...bare, bandName: 'The Night Owls', senderName: 'The Night Owls', genre: 'Rock', emailPurpose: 'booking-inquiry' }));
    expect(same).not.toMatch(/singer-songwriter|\bartist\b/);
    const kidWe = write(emailRequest({ ...bare, bandName: 'Kid Static', senderName: 'Jo Marsh', genre: 'Rock', specificDetails: 'We are a four-piece from Hull.', emailPurpose: 'booking-inquiry' }));
    expect(kidWe).toMatch(/from Kid Static, a rock four-piece/);
  });
});

describe('closings across a batch (blind reading, issue #36)', () => {
  it('acts of one batch close with different lines, each act always with the same one', () => {
    const bands = ['Maren Holt', 'Glass Harbor', 'The Lowdown Saints', 'Veilmoor', 'Kid Ostrava', 'Sundial Trio', 'Parking Lot Pigeons', 'Dry County Line'];
    const closing = (bandName: string, seed: number) => {
      const lines = parts(write(emailRequest({ bandName, toneStyle: 'friendly-professional' }), seed)).body.trim().split('\n');
      return lines[lines.length - 1] ?? '';
    };
    const lines = bands.map((b) => closing(b, 1));
    expect(new Set(lines).size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...lines.map((l) => lines.filter((x) => x === l).length))).toBeLessThanOrEqual(3);
    expect(closing('Veilmoor', 2)).toBe(closing('Veilmoor', 1));
  });
});

describe('the musician’s notes read as the e-mail (blind reading, issue #36)', () => {
  it('speaks to the recipient the notes name, and says what the band is where the notes give a bare line-up', () => {
    const email = write(emailRequest({ emailPurpose: 'press-kit', recipientType: 'festival-promoter', recipientName: 'Carla Mendez', bandName: 'Dusty Hollow Revue', lineup: 'band', specificDetails: 'Carla asked for our EPK after our set at the Cactus Theater. Four-piece with pedal steel and fiddle.' }));
    expect(email).toContain('You asked for our EPK after our set at the Cactus Theater.');
    expect(email).toContain("We're a four-piece with pedal steel and fiddle.");
    expect(email).not.toMatch(/\bCarla asked\b/);
  });

  it('opens the e-mails of different acts in different shapes', () => {
    const openers = new Set(['Glass Harbour', 'Iron Creed', 'Hollow Pines', 'Static Bloom', 'Moth Radio', 'Kestrel', 'Low Orbit', 'Salt & Ember'].map((bandName) => {
      const body = write(emailRequest({ bandName, senderName: 'Alex Reed', toneStyle: 'friendly-professional' })).split('\n\n')[2] ?? '';
      return body.replace(new RegExp(bandName.replace(/[&]/g, '\\$&'), 'g'), 'X').replace(/,.*?(?=[.,])/g, '').slice(0, 25);
    }));
    expect(openers.size).toBeGreaterThan(1);
  });
});

describe('a thank-you to a radio DJ for a play (blind reading, issue #36)', () => {
  it('thanks for the play the musician named, with no visit to the station', () => {
    const email = write(emailRequest({ emailPurpose: 'thank-you', recipientType: 'radio-dj', recipientName: 'Ash', recipientOrganization: 'WDET', bandName: 'Concrete Hymnal', lineup: 'solo', toneStyle: 'creative-casual', eventDate: '', eventDetails: '', specificDetails: "Thanks for playing 'Grid Failure' on Saturday's late show." }));
    expect(email).toMatch(/thanks for playing 'Grid Failure' on Saturday's late show/i);
    expect(email).not.toMatch(/having Concrete Hymnal on|best time/);
  });
});

describe('a sponsorship e-mail sets out what the sponsor gets, from the form alone', () => {
  const sponsor: Partial<EmailRequestInput> = { emailPurpose: 'sponsorship', recipientType: 'sponsor', recipientOrganization: 'Crescent City Brewing', eventDetails: 'our 12-date Gulf Coast tour', musicLinks: [] };

  it('puts the reach and the placement the details give in a paragraph of their own, after a lead line', () => {
    for (const tone of EMAIL_TONES.map((t) => t.value)) {
      const email = write(emailRequest({ ...sponsor, toneStyle: tone, specificDetails: "Eight-piece brass band. Our shows average 400 people and our Instagram has 12k followers. We'd put your logo on the kick drum and thank you from the stage every night." }));
      const paras = parts(email).body.split('\n\n');
      const offer = paras.find((p) => /400 people/.test(p)) ?? '';
      expect(offer, email).toMatch(/^Here(?:'s| is) who Crescent City Brewing would reach/);
      expect(offer).toMatch(/12k followers[\s\S]*in return[\s\S]*logo on the kick drum/i);
      expect(paras.find((p) => /Eight-piece/i.test(p)), email).toMatch(/We're an eight-piece brass band/);
    }
  });

  it('a solo artist offers as "I", and details with no reach or placement get no offer paragraph', () => {
    const solo = write(emailRequest({ ...sponsor, bandName: 'Lena Ortiz', lineup: 'solo', senderName: '', specificDetails: 'My mailing list has 4,000 people and I would mention you from stage.' }));
    expect(parts(solo).body).toMatch(/Here(?:'s| is) what I can offer/);
    expect(proseOf(parts(solo).body)).not.toMatch(/\b(we|our|us)\b/i);
    const plain = write(emailRequest({ ...sponsor, specificDetails: 'Our spring tour covers nine Texas towns.' }));
    expect(plain).not.toMatch(/can offer|would reach|in return/i);
  });
});

describe('writeEmail: bands of one batch', () => {
  const bands = [['Copper Wolves', 'country', 'Lubbock'], ['Tidal Engines', 'post-rock', 'Glasgow'], ['Marrow Street', 'hip-hop', 'Detroit'], ['Lumen Drift', 'techno', 'Oslo']] as const;
  const batch = (tone: EmailRequest['toneStyle']) => bands.map(([bandName, genre, location]) => ({
    bandName,
    email: write(emailRequest({ bandName, genre, location, toneStyle: tone, experienceLevel: 'emerging', recipientType: 'music-blogger', emailPurpose: 'music-submission', specificDetails: `Our new single 'Glass' is out now.` })),
  }));

  it('do not all say their experience or point at their record in one sentence', () => {
    for (const tone of ['friendly-professional', 'creative-casual'] as const) {
      const lines = batch(tone).map(({ email }) => email.split(/(?<=[.!?])\s+|\n+/).filter((s) => /emerging band|'Glass'/.test(s) && !/out now/.test(s)).join(' | '));
      expect(new Set(lines).size, lines.join('\n')).toBeGreaterThan(1);
    }
  });

  it('promise no photos, Q&A or ident the musician did not offer', () => {
    for (const { email } of batch('friendly-professional')) expect(email).not.toMatch(/photos|Q&A|\bident\b/);
  });
});
