// Purposes that ask for a deal: a booking, a collaboration, representation, a sponsorship.
// Each reads right for every recipient type: a producer's booking is studio time, a venue's
// collaboration is a night put on together, a blogger asked about representation is asked for advice.
import type { EmailContext, Tone } from './email-context';
import { onDate } from './email-context';
import { aboutBand, askingOpener, bookingEventLines, budgetLine, feeLine, linkLines, type BodyPlan } from './body-plan';
import { prose } from './email-text';
import { sponsorOffer } from './sponsor-offer';
import { formalOr, say } from './phrasebook';
import { genreInSentence, possessive } from './text-tools';
import { cap, identity, linksIntro, selfOf } from './voice';

export function bookingInquiry(c: EmailContext): BodyPlan {
  const on = onDate(c);
  const r = c.request.recipientType;
  const about: Record<typeof r, string> = {
    'venue-booker': `a show at ${c.outlet}${on}`,
    'festival-promoter': `a slot at ${c.outlet}${on}`,
    'radio-dj': `a live session on ${c.outlet}${on}`,
    'music-blogger': `a live session for ${c.outlet}${on}`,
    'record-label': `a showcase slot with ${c.outlet}${on}`,
    'manager-agent': `a show booked through ${c.org || 'you'}${on}`,
    producer: `studio time at ${c.outlet}${on}`,
    sponsor: `a performance at one of ${c.org ? possessive(c.org) : 'your'} events${on}`,
  };
  const bold = r === 'venue-booker' || r === 'festival-promoter' ? `we want to play ${c.outlet}${on}` : undefined;
  // No promise the form did not make (a full-energy set, promoting the show, a flexible format):
  // a booker reads those as filler, and the band may not be able to keep them.
  const question = c.date
    ? say(c, {
        'professional-formal': `Would you have availability for us on ${c.date}?`,
        'friendly-professional': `Would ${c.date} work for you?`,
        'confident-bold': `Can we lock in ${c.date}?`,
        'humble-respectful': `Would you consider us for ${c.date}?`,
        'creative-casual': `Any chance ${c.date} is free?`,
      })
    : say(c, {
        'professional-formal': 'Would you have availability for us in the coming months?',
        'friendly-professional': 'Would you have a date that could work in the coming months?',
        'confident-bold': 'Which dates do you have coming up?',
        'humble-respectful': 'Might there be a date that could work in the coming months?',
        'creative-casual': 'Got any dates coming up that could work?',
      });
  // The fallback names the night and the room, so two acts asking for nights do not share it word for word.
  const day = c.date.replace(/ \d{4}$/, '');
  const room = c.org ? ` at ${c.org}` : '';
  const otherDates = c.date
    ? say(c, {
        'professional-formal': `Should ${day} be unavailable${room}, we would welcome any alternative you could offer.`,
        'friendly-professional': `If ${day} is taken${room}, we'd be glad to hear about other dates.`,
        'confident-bold': `If ${day} is gone${room}, we'll take the next good one.`,
        'humble-respectful': `If ${day} isn't possible${room}, we'd be grateful for any other date that suits.`,
        'creative-casual': `If ${day}'s taken${room}, we're flexible on dates.`,
      })
    : '';
  const money = r === 'producer' ? budgetLine(c, 'spending') : feeLine(c);
  return {
    opener: [...askingOpener(c, about[r], bold), ...bookingEventLines(c)],
    about: aboutBand(c),
    ask: [question, otherDates, money],
  };
}

/** Whether the musician's details already say what they propose: then no stock suggestion is added. */
function proposes(details: readonly string[]): boolean {
  return details.some((d) => /\b(would like|'d like|’d like|want to|wanna|propose|proposal|idea|together|collaborat\w*|feature|remix|co-?write|split|duet|record(?:ing)? (?:a|one|two|an)|join)\b/i.test(d));
}

export function collaboration(c: EmailContext): BodyPlan {
  const r = c.request.recipientType;
  const record = proposes(c.details) ? 'a recording' : 'our next recordings';
  const who = c.org || 'you';
  const about: Record<typeof r, string> = {
    producer: `working with ${who} on ${record}`,
    'venue-booker': `putting on a night together at ${c.outlet}`,
    'record-label': `working with ${c.outlet} on a release`,
    'music-blogger': `a collaboration with ${c.outlet}`,
    'radio-dj': `a collaboration with ${c.outlet}`,
    'festival-promoter': `a collaboration with ${c.outlet}`,
    'manager-agent': `a collaboration with one of ${c.org ? possessive(c.org) : 'your'} artists`,
    sponsor: `a creative collaboration with ${c.outlet}`,
  };
  const bold: Partial<Record<typeof r, string>> = {
    producer: `we want to work with ${who} on ${record}`,
    'venue-booker': `we want to put on a night together with you at ${c.outlet}`,
  };
  // The act's own sound, by name and genre: one stock line about 'our sound' read alike for every act.
  const genre = c.genre ? `${genreInSentence(c.genre)} ` : '';
  const sound = c.soloSelf ? `my ${genre}sound` : `${possessive(c.band)} ${genre}sound`;
  const ideas: Record<typeof r, string> = {
    producer: formalOr(c, `We are looking for a producer who can help us get ${sound} on record.`, `We're looking for a producer who can help us get ${sound} on record.`),
    'venue-booker': formalOr(c, 'We would help build the line-up and promote the night alongside you, around whatever suits your calendar.', "We'd help build the line-up and promote it alongside you, around whatever suits your calendar."),
    'record-label': 'That could be a one-off single, a split release or something bigger, whatever suits your plans.',
    'music-blogger': 'That could be an exclusive premiere, a session or a Q&A, whatever works best for your readers.',
    'radio-dj': 'That could be a live session or an exclusive first play, whatever suits the show.',
    'festival-promoter': 'That could be a special one-off set or a collaboration with other artists on the bill.',
    'manager-agent': 'That could be a co-headline show, a split release or a joint project, whatever suits your artists.',
    sponsor: 'That could be content, merch or a live event built around your brand.',
  };
  // The musician's own idea leads; the recipient type's suggestions only fill in when there is none.
  const idea = c.event.phrase
    ? [
        formalOr(c, `What we have in mind is ${c.event.phrase}.`, `What we have in mind: ${c.event.phrase}.`),
        r === 'venue-booker' || r === 'producer' ? ideas[r] : formalOr(c, 'We are open to shaping the details together.', "We're open to shaping the details together."),
      ]
    : proposes(c.details) ? [] : [ideas[r]];
  const when = c.date ? formalOr(c, `We are hoping to begin around ${c.date}.`, `We're hoping to get started around ${c.date}.`) : '';
  // The call is about this act and this partner: one 'quick call to talk it through' closed every collaboration.
  const withWhom = `${c.band} and ${c.org || 'you'}`;
  const question = say(c, {
    'professional-formal': `Would you be open to a short call to discuss what ${withWhom} could do together?`,
    'friendly-professional': `Would you be open to a quick call about what ${withWhom} could make together?`,
    'confident-bold': `Can we set up a call to get ${withWhom} working together?`,
    'humble-respectful': `If it interests you at all, would you be open to a quick call about ${withWhom} working together?`,
    'creative-casual': `Fancy a quick call to throw around ideas for ${withWhom}?`,
  });
  return {
    opener: [...askingOpener(c, about[r], bold[r]), ...idea, ...c.event.sentences],
    about: aboutBand(c),
    ask: [question, when, r === 'producer' ? budgetLine(c, 'spending') : ''],
  };
}

export function representation(c: EmailContext): BodyPlan {
  const r = c.request.recipientType;
  const manager = r === 'manager-agent';
  const label = r === 'record-label';
  const about = manager ? `representation with ${c.org || 'you'}` : `signing with ${c.outlet}`;
  const id = (tone: Tone) => identity(c, tone);
  const s = selfOf(c);
  // Anyone but a manager or a label is asked for advice, not representation.
  const advice = say(c, {
    'professional-formal': `${id('professional-formal')}. ${cap(s.iam)} writing to ask for your advice on finding the right manager or agent.`,
    'friendly-professional': `${id('friendly-professional')}, and ${s.im} getting in touch to ask your advice on finding the right manager or agent.`,
    'confident-bold': `${id('confident-bold')}, and we're looking for the right manager or agent: your advice would go a long way.`,
    'humble-respectful': `${id('humble-respectful')}, and thank you for taking a moment to read this; ${s.id} be so grateful for any advice you could share on finding the right manager or agent.`,
    'creative-casual': `${id('creative-casual')}, and we'd love your advice on finding the right manager or agent!`,
  });
  // Named for the act and its music ('the right team to help Salt Mirrors' Celtic folk grow'): the stock line read
  // alike in every act's request.
  const ours = `${possessive(c.band)} ${c.genre ? `${genreInSentence(c.genre)}` : 'music'}`;
  const ready = say(c, {
    'professional-formal': `We are now looking for the right team to help ${ours} grow, and we are ready to put in the work.`,
    'friendly-professional': `We're now looking for the right team to help ${ours} grow, and we're ready to put the work in.`,
    'confident-bold': `We're ready for a team that can match the drive behind ${ours}, and we'll put the work in.`,
    'humble-respectful': `We know we still have a lot to learn, and we'd love the right team around ${ours} as it grows.`,
    'creative-casual': `We're ready for the right team to help ${ours} level up, and we'll put the graft in.`,
  });
  const showInvite = c.event.phrase && c.date
    ? formalOr(c, `If you would like to see us live, ${c.event.phrase} is on ${c.date}, and we would be glad to put you on the guest list.`, `If you'd like to see us live, ${c.event.phrase} is on ${c.date}, and we'd be glad to put you on the guest list.`)
    : '';
  const question = manager || label
    ? say(c, {
        'professional-formal': `Would you be open to a short call to discuss working with ${c.band}?`,
        'friendly-professional': `Would you be open to a quick call to see if you and ${c.band} could work together?`,
        'confident-bold': `Can we set up a call to talk about you working with ${c.band}?`,
        'humble-respectful': `If you think ${c.band} could be a fit, would you be open to a short call?`,
        'creative-casual': `Up for a quick call to see if you and ${c.band} click?`,
      })
    : say(c, {
        'professional-formal': 'Would you be able to recommend anyone we should approach?',
        'friendly-professional': "Is there anyone you'd recommend we speak to?",
        'confident-bold': 'Who should we be talking to?',
        'humble-respectful': 'If anyone comes to mind, would you be willing to point us in their direction?',
        'creative-casual': "Anyone you'd point us towards?",
      });
  return {
    opener: manager || label ? askingOpener(c, about) : [advice],
    about: aboutBand(c, ready),
    ask: [showInvite, question, ...c.event.sentences],
  };
}

export function sponsorship(c: EmailContext): BodyPlan {
  const on = onDate(c);
  const who = c.org || 'you';
  const what = c.event.phrase ? `${c.event.phrase}${on}` : `our next project${on}`;
  const about = `sponsorship from ${who} for ${what}`;
  const bold = `we want to partner with ${who} on ${what}`;
  // What the sponsor gets is the band's to offer: only what the form's details say (logos, mentions) is offered.
  // The call is about this act and this sponsor: one stock ask closed every proposal.
  const pair = `${c.band} and ${who}`;
  const question = say(c, {
    'professional-formal': `Would you be open to a short call to discuss what ${pair} could do together?`,
    'friendly-professional': `Could we set up a quick call to talk through ${pair} working together?`,
    'confident-bold': `Can we set up a call to make a ${pair} partnership happen?`,
    'humble-respectful': `If it is of interest, would you be open to a short call about ${c.band} working with ${who}?`,
    'creative-casual': `Fancy a quick call to chat through a ${pair} team-up?`,
  });
  const { rest, offer } = sponsorOffer(c, who);
  const links = c.links.length > 0 ? [linkLines(linksIntro(c), c.links)] : [];
  return {
    opener: [...askingOpener(c, about, bold), ...c.event.sentences],
    about: aboutBand({ ...c, details: rest }),
    middle: offer.length > 0 ? [prose(offer), ...links] : links,
    ask: [budgetLine(c, 'seeking'), question],
  };
}
