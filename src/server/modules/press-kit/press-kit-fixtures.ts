// Press kits the tests compose: an ordinary one, and the longest the contract allows in every
// field (the one-sheet must still fit it on one page). Tests only.
import { PRESS_KIT_LIMITS as L, type PressKitContentInput } from '@shared/contracts/press-kit';

export const BIO_LONG = [
  'Glass Harbour is a four-piece post-rock band from Bristol, UK, formed in 2019 by guitarist Ada Quill and drummer Ben Marsh.',
  'Their songs build slowly from a single guitar figure into walls of sound, then fall back to a whisper.',
  '',
  'The band recorded their first EP, "Tidewater", in a disused chapel over one winter weekend.',
  'They have played every small room in the south-west and learned to fill a big one.',
].join('\n');

export const ORDINARY_KIT: PressKitContentInput = {
  bandName: 'Glass Harbour',
  tagline: 'Tidal post-rock from the harbour wall',
  genre: 'Post-rock',
  location: 'Bristol, UK',
  imageUrl: null,
  bioLong: BIO_LONG,
  bioShort: '',
  members: [
    { name: 'Ada Quill', role: 'guitar' },
    { name: 'Ben Marsh', role: 'drums' },
  ],
  links: {
    bandcamp: 'https://glassharbour.bandcamp.com',
    spotify: '',
    youtube: 'https://www.youtube.com/@glassharbour',
    instagram: 'https://instagram.com/glassharbour',
    website: '',
    bookingEmail: 'booking@glassharbour.example',
  },
  shows: [
    { date: '2026-03-01', venue: 'The Old Pier', city: 'Weston', ticketUrl: '' },
    { date: '2026-04-02', venue: 'Lantern Hall', city: 'Leeds', ticketUrl: 'https://tickets.example/lantern' },
    { date: '2026-03-20', venue: 'The Louisiana', city: 'Bristol', ticketUrl: '' },
  ],
  quotes: [{ text: 'A tide of sound that never stops rising.', source: 'Harbour Weekly' }],
};

/** Text of exactly `length` characters made of real sentences, so a cut has sentences to keep. */
export function sentences(length: number, seed = 'band'): string {
  const pool = [
    `The ${seed} plays loud and slow music for rooms of every size.`,
    'Every show ends with a long crescendo that the crowd sings along to.',
    'Their second record was made in a week, live to tape, with no overdubs at all.',
    'Critics in four countries have called the sound patient, heavy and kind.',
    'They tour in a van that has seen more of the motorway than any of them.',
  ];
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${out ? ' ' : ''}${pool[i % pool.length]}`;
  return out.slice(0, length).replace(/\s+\S*$/, '').replace(/[^.]*$/, '') || out.slice(0, length);
}

const chars = (n: number, word: string) => `${word} `.repeat(Math.ceil(n / (word.length + 1))).slice(0, n).trim().padEnd(n, 'x');
const url = (n: number, host: string) => `https://${host}/${'a'.repeat(n - host.length - 9)}`;

/** Every field at its longest, every list full. */
export const LONGEST_KIT: PressKitContentInput = {
  bandName: chars(L.bandNameMax, 'Wavelength'),
  tagline: chars(L.taglineMax, 'tagline'),
  genre: chars(L.genreMax, 'genre'),
  location: chars(L.locationMax, 'location'),
  imageUrl: null,
  bioLong: sentences(L.bioLongMax, 'long band'),
  bioShort: sentences(L.bioShortMax, 'short band'),
  members: Array.from({ length: L.membersMax }, (_, i) => ({ name: chars(L.memberFieldMax, `Member${i}`), role: chars(L.memberFieldMax, 'role') })),
  links: {
    website: url(L.urlMax, 'website.example'),
    bandcamp: url(L.urlMax, 'wavelength.bandcamp.com'),
    spotify: url(L.urlMax, 'open.spotify.com'),
    appleMusic: url(L.urlMax, 'music.apple.com'),
    soundcloud: url(L.urlMax, 'soundcloud.com'),
    youtube: url(L.urlMax, 'www.youtube.com'),
    instagram: url(L.urlMax, 'www.instagram.com'),
    tiktok: url(L.urlMax, 'www.tiktok.com'),
    facebook: url(L.urlMax, 'www.facebook.com'),
    x: url(L.urlMax, 'x.com'),
    // A Mastodon profile's name is at most 30 characters.
    mastodon: `https://${'m'.repeat(L.urlMax - 48)}.example/@${'w'.repeat(30)}`,
    bookingEmail: `${'b'.repeat(60)}@${'bookings-'.repeat(10)}example.com`,
  },
  shows: Array.from({ length: L.showsMax }, (_, i) => ({
    date: `2026-0${4 + Math.floor(i / 3)}-1${i % 3}`,
    venue: chars(L.venueMax, `Venue${i}`),
    city: chars(L.cityMax, 'City'),
    ticketUrl: url(L.urlMax, 'tickets.example'),
  })),
  quotes: Array.from({ length: L.quotesMax }, (_, i) => ({ text: sentences(L.quoteMax, `quoted band ${i}`), source: chars(L.quoteSourceMax, 'Source') })),
};

/** A long bio (about 430 words) in four paragraphs, for the Short bio to condense. */
export function longBio(): string {
  const paragraphs = [
    'Glass Harbour is a post-rock band from Bristol, formed in 2019 by four friends who met at a harbour-side open mic.',
    'The first year was spent in a rehearsal room under a railway arch, learning to play quietly enough to hear each other.',
    'Their songs start from a single guitar figure and grow for ten minutes into something that fills the room.',
    'In 2021 they recorded the EP "Tidewater" in a disused chapel, live, over one winter weekend.',
    'The EP was played on local radio and led to a first tour of the south-west of England.',
    'On stage the band plays without a set list, reading the room and stretching the quiet parts when the crowd leans in.',
    'Ada Quill plays guitar through a chain of pedals she has built herself over the years.',
    'Ben Marsh plays drums with brushes as often as with sticks, and sometimes with his hands.',
    'Cara Doyle plays bass and keys, and writes most of the band’s string parts.',
    'Dev Shah plays the second guitar and runs the loops that hold the long songs together.',
    'The band has shared stages with touring acts from across Europe in small rooms and large halls.',
    'Their second record, "Breakwater", was made in a week with no overdubs and a single microphone on the drums.',
    'Reviewers have called it patient, heavy and kind, a record for long drives and late nights.',
    'The band rehearses twice a week and still writes every song together in the room.',
    'They are booking a spring tour and looking for rooms that like their music loud and slow.',
    'Outside the band, the four members teach music to children in Bristol schools.',
    'They believe every town should have a room where a new band can play its first show.',
    'Their live show uses a light rig they built from old harbour lamps bought at auction.',
    'The next record is half written and will be recorded in the same chapel next winter.',
    'Glass Harbour would love to play your room.',
  ];
  return [paragraphs.slice(0, 5).join(' '), paragraphs.slice(5, 10).join(' '), paragraphs.slice(10, 15).join(' '), paragraphs.slice(15).join(' ')].join('\n\n') +
    '\n\n' +
    paragraphs.map((p) => p.replace('Glass Harbour', 'The band')).slice(2, 12).join(' ');
}
