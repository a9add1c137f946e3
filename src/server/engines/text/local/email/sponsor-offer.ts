// What a sponsor gets, read from the musician's own details: the sentences that give reach (people at
// shows, followers, listeners, a mailing list) and those that offer placement (a logo, a mention from
// the stage, a post). A sponsorship e-mail that buried them in the band paragraph read as offering
// nothing; set apart after a lead line, they are the proposal. Nothing is offered the form did not.
import type { EmailContext } from './email-context';
import { formalOr } from './phrasebook';

const REACH = /\d[\d,.]*\s*(?:k|m|million|thousand)?\s*(?:people|fans|followers|subscribers|listeners|monthly listeners|streams|plays|views|tickets|attendees|readers|names|contacts|members|shows|dates|gigs|a (?:show|night|gig))\b|\b(?:audience|crowds?|mailing list|newsletter|followers|following|listeners|reach)\b.*\d/i;
const PLACEMENT = /\b(?:logo|banner|posters?|flyers?|merch(?:andise)?|shirts?|shout-?outs?|mention|from (?:the )?stage|on stage|stage name|feature|posts?|stories|content|video|livestream|backdrop|naming|presented by|tickets? for|guest ?list|sampling|stand|booth|product)\b/i;

export interface SponsorOffer {
  /** The details left for the band paragraph. */
  rest: string[];
  /** The reach and placement sentences with their lead line, or [] when the details give neither. */
  offer: string[];
}

export function sponsorOffer(c: EmailContext, who: string): SponsorOffer {
  const reach: string[] = [];
  const placement: string[] = [];
  const rest: string[] = [];
  for (const d of c.details) {
    if (PLACEMENT.test(d)) placement.push(d);
    else if (REACH.test(d)) reach.push(d);
    else rest.push(d);
  }
  if (reach.length === 0 && placement.length === 0) return { rest, offer: [] };
  const they = who;
  const self = c.I === 'I' ? 'I' : 'we';
  const lead = reach.length > 0
    ? formalOr(c, `Here is who ${they} would reach with ${c.I === 'I' ? 'me' : 'us'}:`, `Here's who ${they} would reach:`)
    : formalOr(c, `Here is what ${self} can offer ${they}:`, `Here's what ${self} can offer:`);
  const offerLead = reach.length > 0 && placement.length > 0 ? [formalOr(c, `In return, ${self} would offer the following.`, `And in return:`)] : [];
  // The first sentence follows the lead's colon: 'reach: our shows average 400 people'.
  const items = [...reach, ...offerLead, ...placement];
  const first = (items[0] ?? '').replace(/^(Our|My|We|We're|Every|Each|At|Across|In|On|The)\b/, (w) => w.toLowerCase());
  return { rest, offer: [lead, first, ...items.slice(1)] };
}
