// Purposes that ask for a deal: a booking, a collaboration, representation, a sponsorship.
// Each reads right for every recipient type: a producer's booking is studio time, a venue's
// collaboration is a night put on together, a blogger asked about representation is asked for advice.
import type { EmailContext } from './email-context';
import { onDate, releaseName } from './email-context';
import { aboutBand, askingOpener, bookingEventLines, budgetLine, byTone, feeLine, type BodyPlan } from './body-plan';
import { possessive } from './text-tools';
import { selfOf, cap } from './voice';

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
  const stage = r === 'venue-booker' || r === 'festival-promoter';
  const bold = stage ? `we want to play ${c.outlet}${on}` : undefined;
  const s = selfOf(c);
  const fit = stage
    ? byTone(c, {
        'professional-formal': 'We would bring a committed, well-prepared set, and we will promote the date to our own following.',
        'friendly-professional': "We'd bring a full-energy set, and we'll promote the show to our own followers too.",
        'confident-bold': `We'd give ${c.recipient.audience} a night to remember, and we'll push the show hard on our own channels.`,
        'humble-respectful': "We would give it everything we have, and we'd happily help promote the show.",
        'creative-casual': "We'd bring the energy, and we'll shout about the show everywhere we can.",
      })
    : r === 'producer'
      ? byTone(c, {
          'professional-formal': 'We would arrive prepared, with the songs arranged and ready to record.',
          'friendly-professional': "We'd come in prepared, with the songs ready to go.",
          'confident-bold': "We'd come in prepared and ready to make the most of every hour.",
          'humble-respectful': "We'd come in as prepared as we can be, ready to learn from you.",
          'creative-casual': "We'd turn up with the songs ready and the kettle on.",
        })
      : byTone(c, {
          'professional-formal': 'We would be glad to work around whatever format suits you.',
          'friendly-professional': "We're happy to work around whatever format suits you.",
          'confident-bold': "We'll make it work in whatever format suits you.",
          'humble-respectful': "We'd gladly work around whatever format suits you best.",
          'creative-casual': "Whatever format works for you works for us.",
        });
  const question = c.date
    ? byTone(c, {
        'professional-formal': `Would you have availability for us on ${c.date}?`,
        'friendly-professional': `Would ${c.date} work for you?`,
        'confident-bold': `Can we lock in ${c.date}?`,
        'humble-respectful': `Would ${c.date} be at all possible?`,
        'creative-casual': `Any chance ${c.date} is free?`,
      })
    : byTone(c, {
        'professional-formal': 'Would you have availability for us in the coming months?',
        'friendly-professional': 'Would you have a date that could work in the coming months?',
        'confident-bold': 'Which dates do you have coming up?',
        'humble-respectful': 'Might there be a date that could work in the coming months?',
        'creative-casual': 'Got any dates coming up that could work?',
      });
  const money = r === 'producer' ? budgetLine(c, 'spending') : feeLine(c);
  void s;
  return {
    opener: [...askingOpener(c, about[r], bold), ...bookingEventLines(c)],
    about: aboutBand(c, fit),
    ask: [question, money],
  };
}

export function collaboration(c: EmailContext): BodyPlan {
  const r = c.request.recipientType;
  const record = c.release ? releaseName(c.release) : 'our next recordings';
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
    'venue-booker': `we want to put on a night with you at ${c.outlet}`,
  };
  const ideas: Record<typeof r, string> = {
    producer: c.tone === 'professional-formal' ? 'We are looking for a producer who can help us capture our sound on record.' : "We're looking for a producer who can help us capture our sound on record.",
    'venue-booker': c.tone === 'professional-formal' ? 'We would handle the line-up and promotion alongside you, and build the night around your calendar.' : "We'd help build the line-up and promote it alongside you, around whatever suits your calendar.",
    'record-label': 'That could be a one-off single, a split release or something bigger, whatever suits your plans.',
    'music-blogger': 'That could be an exclusive premiere, a session or a Q&A, whatever works best for your readers.',
    'radio-dj': 'That could be a live session or an exclusive first play, whatever suits the show.',
    'festival-promoter': 'That could be a special one-off set or a collaboration with other artists on the bill.',
    'manager-agent': 'That could be a co-headline show, a split release or a joint project, whatever suits your artists.',
    sponsor: 'That could be content, merch or a live event built around your brand.',
  };
  const idea = c.event.phrase
    ? c.tone === 'professional-formal'
      ? `What we have in mind is ${c.event.phrase}.`
      : `What we have in mind: ${c.event.phrase}.`
    : ideas[r];
  const when = c.date ? (c.tone === 'professional-formal' ? `We are hoping to begin around ${c.date}.` : `We're hoping to get started around ${c.date}.`) : '';
  const question = byTone(c, {
    'professional-formal': 'Would you be open to a short call to discuss it?',
    'friendly-professional': 'Would you be open to a quick call to talk it through?',
    'confident-bold': 'Can we set up a call this month to talk it through?',
    'humble-respectful': 'If it interests you at all, would you be open to a quick call?',
    'creative-casual': 'Fancy a quick call to throw some ideas around?',
  });
  return {
    opener: [...askingOpener(c, about[r], bold[r]), idea, ...c.event.sentences],
    about: aboutBand(c),
    ask: [question, when, r === 'producer' ? budgetLine(c, 'spending') : ''],
  };
}

export function representation(c: EmailContext): BodyPlan {
  const r = c.request.recipientType;
  const s = selfOf(c);
  const manager = r === 'manager-agent';
  const label = r === 'record-label';
  const about = manager ? `representation with ${c.org || 'you'}` : label ? `signing with ${c.outlet}` : 'advice on finding the right manager or agent';
  const bold = manager || label ? undefined : "we're looking for the right manager or agent, and your advice would go a long way";
  const ready = byTone(c, {
    'professional-formal': 'We are now looking for the right team to help us grow, and we are ready to put in the work.',
    'friendly-professional': "We're now looking for the right team to help us grow, and we're ready to put the work in.",
    'confident-bold': "We're ready for a team that can match our drive, and we'll put the work in.",
    'humble-respectful': "We know we still have a lot to learn, and we'd love the right team around us as we grow.",
    'creative-casual': "We're ready for the right team to help us level up, and we'll put the graft in.",
  });
  const showInvite = c.event.phrase && c.date
    ? c.tone === 'professional-formal'
      ? `If you would like to see us live, ${c.event.phrase} is on ${c.date}, and we would be glad to put you on the guest list.`
      : `If you'd like to see us live, ${c.event.phrase} is on ${c.date}, and we'd be glad to put you on the guest list.`
    : '';
  const question = manager || label
    ? byTone(c, {
        'professional-formal': `Would you be open to a short call to discuss working together?`,
        'friendly-professional': 'Would you be open to a quick call to see if we could work together?',
        'confident-bold': "Can we set up a call to talk about working together?",
        'humble-respectful': 'If you think there could be a fit, would you be open to a short call?',
        'creative-casual': 'Up for a quick call to see if we click?',
      })
    : byTone(c, {
        'professional-formal': 'Would you be able to recommend anyone we should approach?',
        'friendly-professional': "Is there anyone you'd recommend we speak to?",
        'confident-bold': 'Who should we be talking to?',
        'humble-respectful': 'If anyone comes to mind, would you be willing to point us in their direction?',
        'creative-casual': "Anyone you'd point us towards?",
      });
  void s;
  return {
    opener: askingOpener(c, about, bold),
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
  const s = selfOf(c);
  const offer = byTone(c, {
    'professional-formal': 'In return, we can offer visibility with our audience: your logo on our posters and merchandise, and mentions across our social channels and from the stage. We would be glad to shape the package around your goals.',
    'friendly-professional': "In return, we can offer visibility with our audience: your logo on our posters and merch, plus mentions across our socials and from the stage. We're happy to shape the package around what matters to you.",
    'confident-bold': "In return, we'll put your brand in front of our audience: your logo on our posters and merch, and shout-outs across our socials and from the stage. We'll shape the package around what you need.",
    'humble-respectful': "In return, we'd be glad to offer what we can: your logo on our posters and merch, and mentions across our socials and from the stage, shaped around what would help you most.",
    'creative-casual': "In return, your logo goes on our posters and merch, and you get shout-outs across our socials and from the stage. Happy to shape it around what works for you.",
  });
  const question = byTone(c, {
    'professional-formal': 'Would you be open to a short call to discuss the details?',
    'friendly-professional': 'Could we set up a quick call to talk it through?',
    'confident-bold': 'Can we set up a call to make it happen?',
    'humble-respectful': 'If it is of interest, would you be open to a short call?',
    'creative-casual': 'Fancy a quick call to chat it through?',
  });
  void s;
  return {
    opener: [...askingOpener(c, about, bold), ...c.event.sentences],
    about: aboutBand(c, offer),
    ask: [budgetLine(c, 'seeking'), question],
  };
}

export { cap };
