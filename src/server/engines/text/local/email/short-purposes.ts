// The short ones: a follow-up that asks for a reply (about what the form names, never an invented earlier message), and a
// thank-you for the specific event. Both stay well under the pitch length.
import type { EmailContext } from './email-context';
import { onDate, releaseName, releaseRef } from './email-context';
import { eventLines, linkLines, type BodyPlan } from './body-plan';
import { formalOr, say } from './phrasebook';
import type { Block } from './email-text';
import { splitSentences } from './text-tools';
import { cap, identity, linkSites, selfOf } from './voice';

/**
 * What the follow-up is about, from the form only: the event and its date when given. The form
 * says nothing of an earlier e-mail or its subject, so the follow-up never names one ('our earlier
 * e-mail about representation' was a guess presented as fact).
 */
export function followUpTopic(c: EmailContext): string {
  if (c.event.phrase) return `${c.event.phrase}${onDate(c)}`;
  // Else what the details say it follows ("Festival application made through the online form on
  // February 12"): a noun fragment is the topic itself; a sentence is placed whole (see followUp).
  const first = c.details[0] ?? '';
  if (!first || /^(we|we're|we’re|i|i'm|i’m|it|this|there|they|he|she|you)\b/i.test(first)) return '';
  // 'Our album Tide Tables came out in 2022' is a sentence, not a topic ('following up on our album … came out'):
  // the release it names is the topic.
  if (/\b(is|are|was|were|came|comes|has|have|had|passed|played|draws?|got|won|reached|opened|sold)\b/i.test(first)) return c.release ? releaseName(c.release) : '';
  const phrase = first.replace(/[.!?]+$/, '');
  const lower = `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
  return /^(the|a|an|our|my|your)\b/i.test(lower) ? lower : `${c.I === 'I' ? 'my' : 'our'} ${lower}`;
}

/** The details' own sentences the follow-up carries: all of them but the one the topic came from. */
function followUpDetails(c: EmailContext, topic: string): string[] {
  return !c.event.phrase && topic ? c.details.slice(1) : c.details;
}

export function followUp(c: EmailContext): BodyPlan {
  const s = selfOf(c);
  const topic = followUpTopic(c);
  const about = topic ? (c.event.phrase ? ` about ${topic}` : ` on ${topic}`) : '';
  const opener = say(c, {
    'professional-formal': `${cap(s.iam)} following up${about}, and ${s.i} will keep this brief.`,
    'friendly-professional': `${cap(s.im)} just following up${about}, so here's the short version.`,
    'confident-bold': `Following up${about}: we're still keen and ready to go.`,
    'humble-respectful': `${cap(s.i)} hope you're well, and wanted to gently follow up${about}.`,
    'creative-casual': `Just following up${about}, in case it slipped down your inbox!`,
  });
  // The act's name above its links, not one 'In case it's handy:' in every follow-up.
  const intro = say(c, {
    'professional-formal': `For convenience, ${c.band} is here:`,
    'friendly-professional': `${c.band}, in case it's handy:`,
    'confident-bold': `${c.band}:`,
    'humble-respectful': `In case it is helpful, ${c.band} is here:`,
    'creative-casual': `Quick links to ${c.band}:`,
  });
  // The ask names what it is about ('either way on 'Tide Tables''): 'Could you let us know either way?' was every act's.
  const on = ` on ${c.release ? releaseRef(c.release) : c.event.phrase || c.band}`;
  const ask = say(c, {
    'professional-formal': `Would you be able to let ${s.me} know either way${on}, even if the answer is no?`,
    'friendly-professional': `Could you let ${s.me} know either way${on}, even if it's a quick no?`,
    'confident-bold': `Can you give ${s.me} a yes or a no${on}?`,
    'humble-respectful': `Whenever you have a moment, would you be able to let ${s.me} know either way${on}? ${cap(s.id)} completely understand if ${c.soloSelf ? 'it' : c.band} isn't the right fit.`,
    'creative-casual': `Could you drop ${s.me} a line either way${on}, even if it's a no?`,
  });
  const middle: Block[] = c.links.length > 0 ? [linkLines(intro, c.links)] : [];
  return {
    opener: [opener, `${identity(c)}.`, ...(topic.includes(c.date) ? [] : eventLines(c)), ...followUpDetails(c, topic)],
    about: [],
    middle,
    ask: [ask],
    close: [],
  };
}

export function thankYou(c: EmailContext): BodyPlan {
  const s = selfOf(c);
  const r = c.request.recipientType;
  const stage = r === 'venue-booker' || r === 'festival-promoter';
  // 'Saturday headline show' reads 'the Saturday headline show'; its weekday is not said twice.
  const raw = c.event.phrase;
  const phrase = raw && /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|[a-z])/.test(raw) && !/^(the|a|an|our|my|your|this|that|last)\b/i.test(raw) && !/^[a-z]+ing\b/i.test(raw) ? `the ${raw}` : raw;
  const weekday = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/.exec(raw)?.[1];
  const on = weekday && c.date.startsWith(weekday) ? ` on ${c.date.slice(weekday.length).trim()}` : onDate(c);
  // What the band wrote is the heart of a thank-you: every line of it is kept, and a line that thanks
  // ('Thank you for giving us the headline slot') joins the opening thanks instead of thanking twice.
  // A line that pitches (the set's length, the backline, a fee) belongs to a booking, not to thanks.
  const PITCH = /\b(?:set (?:runs|is|lasts)|we bring|backline|available|looking for|minutes long|fee|budget|rider)\b|\brun(?:s)? about \d/i;
  const lines = [...c.event.sentences, ...splitSentences(c.request.specificDetails.trim())].map((l) => l.trim()).filter((l) => l && !PITCH.test(l));
  const THANKS_FOR = /^(?:(?:a |and )?(?:huge |massive |big |many )?thanks|thank you)(?: so much| very much| again| too)?,? (?:also )?for (.+?)[.!]*$/i;
  const alsoFor = lines.map((l) => THANKS_FOR.exec(l)?.[1]).filter((x): x is string => Boolean(x));
  const own = lines.filter((l) => !THANKS_FOR.test(l));
  let forWhat: string;
  if (phrase && /^[a-z]+ing\b/i.test(phrase)) forWhat = `${phrase}${on}`;
  else if (phrase && /^(our|my)\b/i.test(phrase)) forWhat = stage ? `hosting ${phrase}${on}` : `your support with ${phrase}${on}`;
  else if (phrase && stage) forWhat = `having ${c.band} at ${phrase}${on}`;
  else if (phrase && r === 'radio-dj') forWhat = `having ${c.band} on ${phrase}${on}`;
  else if (phrase) forWhat = `${phrase}${on}`;
  else if (stage) forWhat = `having ${c.band} at ${c.outlet}${on}`;
  else if (r === 'radio-dj') forWhat = `having ${c.band} on ${c.outlet}${on}`;
  else if (c.date) forWhat = `your time and support on ${c.date}`;
  else forWhat = `your time and support for ${c.band}`;
  // A track played on the radio is not an appearance: 'thanks for having X on WDET… I had the best time'
  // invented a visit to the studio. The musician's own thanks for the play is the thanks.
  const playedOnly = r === 'radio-dj' && !phrase && alsoFor.some((x) => /^(playing|spinning|adding|featuring)\b/i.test(x));
  if (playedOnly) forWhat = alsoFor.join(', and for ');
  else if (alsoFor.length > 0) forWhat = `${forWhat}, and for ${alsoFor.join(', and for ')}`;
  const thanks = say(c, {
    'professional-formal': `${cap(s.i)} would like to thank you for ${forWhat}.`,
    'friendly-professional': `Thank you so much for ${forWhat}.`,
    'confident-bold': `Huge thanks for ${forWhat}.`,
    'humble-respectful': `${cap(s.im)} so grateful to you for ${forWhat}.`,
    'creative-casual': `Massive thanks for ${forWhat}!`,
  });
  const occasion = !playedOnly && (stage || r === 'radio-dj' || phrase || c.date);
  // Worded with the night and the act ('Friday 14 May meant a lot to everyone in The Hollow Pines'): 'It meant
  // a lot to all of us.' closed every act's thanks alike, and read 'all of me' for a solo artist.
  const day = c.date ? c.date.replace(/ \d{4}$/, '') : '';
  // The thanks has named the date already: the night, not the date again.
  const it = day ? (forWhat.includes(day) ? 'That night' : day) : 'It';
  const who = c.soloSelf ? 'me' : `everyone in ${c.band}`;
  const weHad = c.soloSelf ? 'I had' : 'we had';
  const where = day ? ` on ${day}` : c.org ? ` at ${c.org}` : '';
  const meant = occasion
    ? say(c, {
        'professional-formal': `${it} meant a great deal to ${who}.`,
        'friendly-professional': `${it} meant a lot to ${who}.`,
        'confident-bold': `${cap(c.soloSelf ? 'I' : c.band)} loved every minute of it.`,
        'humble-respectful': `${it} truly meant the world to ${who}.`,
        'creative-casual': `${cap(weHad)} the best time${where}.`,
      })
    : say(c, {
        'professional-formal': `It means a great deal to ${who}.`,
        'friendly-professional': `It means a lot to ${who}.`,
        'confident-bold': `It means a lot to ${who}, and ${c.soloSelf ? 'I' : 'we'} won't forget it.`,
        'humble-respectful': `It truly means the world to ${who}.`,
        'creative-casual': `It means loads to ${who}!`,
      });
  // The place to come back to, and who would come: 'We'd love to come back any time!' ended every act's thanks.
  const back = c.org ? ` to ${c.org}` : '';
  const act = c.soloSelf ? 'I' : c.band;
  const actd = c.soloSelf ? "I'd" : `${c.band} would`;
  const again = stage
    ? say(c, {
        'professional-formal': `${act} would be delighted to return${back} whenever there is a date that suits.`,
        'friendly-professional': `${actd} love to come back${back} whenever there's a date that suits.`,
        'confident-bold': `${actd} jump at the chance to come back${back}.`,
        'humble-respectful': `If you would ever have ${c.soloSelf ? 'me' : c.band} back${back}, it would be an honour.`,
        'creative-casual': `${actd} love to come back${back} any time!`,
      })
    : say(c, {
        'professional-formal': `${act} would be delighted to work with you again.`,
        'friendly-professional': `${actd} love to work with you again.`,
        'confident-bold': `${actd} do it again tomorrow.`,
        'humble-respectful': `${act} would be honoured to work with you again one day.`,
        'creative-casual': `${actd} love to do it again sometime!`,
      });
  // The act and its sites, not one 'here's where to find us' under every act's thanks.
  const sites = linkSites(c.links);
  const intro = formalOr(c, `For reference, ${c.band} can be heard ${sites ? `on ${sites}` : 'here'}:`, `In case it's useful, ${c.band} is ${sites ? `on ${sites}` : 'here'}:`);
  return {
    opener: [thanks, own.length > 0 ? '' : meant],
    // The band's own lines about the night, as a paragraph of their own.
    about: own,
    middle: c.links.length > 0 ? [linkLines(intro, c.links)] : [],
    ask: [again],
    close: [],
  };
}
