// Requests the e-mail writer's tests and bench share: a full booking form and varied forms over
// every recipient type, purpose, tone and level. Test and bench support only; the engine does not use it.
import { emailRequestSchema, type EmailRequest, type EmailRequestInput } from '@shared/contracts/writing';
import { EMAIL_PURPOSES, EMAIL_TONES, EXPERIENCE_LEVELS, RECIPIENT_TYPES } from '@shared/catalog/email-options';
import type { Rng } from '@server/lib/random';

export const BOOKING_FORM: EmailRequestInput = {
  recipientType: 'venue-booker',
  emailPurpose: 'booking-inquiry',
  bandName: 'The Night Owls',
  genre: 'Indie Rock',
  location: 'Leeds',
  experienceLevel: 'emerging',
  toneStyle: 'friendly-professional',
  specificDetails: "We just released our debut EP 'Midnight Static'. Our live set runs about 45 minutes and we bring our own backline.",
  recipientName: 'Sam Jones',
  recipientOrganization: 'The Brudenell Social Club',
  musicLinks: ['https://thenightowls.bandcamp.com/album/midnight-static', 'https://www.youtube.com/@thenightowls'],
  eventDetails: 'your Friday local showcase night',
  eventDate: '2027-03-12',
  budget: '£150',
  senderName: 'Alex Carter',
};

export function emailRequest(overrides: Partial<EmailRequestInput> = {}): EmailRequest {
  return emailRequestSchema.parse({ ...BOOKING_FORM, ...overrides });
}

const BANDS = ['The Night Owls', 'Glass Harbour', 'Velvet Static', 'Kid Ink & The Radiators', 'Muse Cult', 'Saltwater Choir'];
const GENRES = ['Indie Rock', 'hip-hop', 'EDM', 'Americana', 'Drum and Bass', 'R&B', 'Post-Punk', 'folk', ''];
const PLACES = ['Leeds', 'Austin, TX', 'Berlin', 'Glasgow', ''];
const DETAILS = [
  "We just released our new single 'Glass'.",
  'debut EP out in May, four-piece with a cellist',
  'We supported The Lathums last year and our set is 40 minutes.',
  'Our songs are about late trains and small towns. We record everything ourselves.',
  '',
];
const NAMES = ['Sam Jones', 'Priya', 'Ms Okafor', 'DJ Ross', ''];
const ORGS = ['The Brudenell Social Club', 'Rough Trade', 'BBC Radio 6 Music', 'Red Bull', 'Fresh Finds playlist', ''];
const EVENTS = ['our album launch show', 'the Summer Sessions weekender', 'We are looking for a Saturday support slot with a touring band.', ''];
const DATES = ['2027-03-14', '2026-11-02', '2028-02-29', ''];
const BUDGETS = ['£200', 'negotiable', '$500 plus travel', '€350', ''];
const LINKS = [['https://glassharbour.bandcamp.com/album/glass', 'https://open.spotify.com/artist/123'], ['https://soundcloud.com/velvet-static/first-light'], []];

/** A random, valid form: every field may be blank except the required ones. */
export function variedEmailRequest(rng: Rng, overrides: Partial<EmailRequestInput> = {}): EmailRequest {
  return emailRequestSchema.parse({
    recipientType: rng.pick(RECIPIENT_TYPES).value,
    emailPurpose: rng.pick(EMAIL_PURPOSES).value,
    bandName: rng.pick(BANDS),
    genre: rng.pick(GENRES),
    location: rng.pick(PLACES),
    experienceLevel: rng.chance(0.2) ? '' : rng.pick(EXPERIENCE_LEVELS).value,
    toneStyle: rng.pick(EMAIL_TONES).value,
    specificDetails: rng.pick(DETAILS),
    recipientName: rng.pick(NAMES),
    recipientOrganization: rng.pick(ORGS),
    musicLinks: rng.pick(LINKS),
    eventDetails: rng.pick(EVENTS),
    eventDate: rng.pick(DATES),
    budget: rng.pick(BUDGETS),
    senderName: rng.chance(0.5) ? 'Alex Carter' : '',
    ...overrides,
  });
}
