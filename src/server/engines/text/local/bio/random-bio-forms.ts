// Random but valid bio forms for the tests and the bench (not used by the product): every option
// list, sparse and full forms, first- and third-person stories, and achievements that make claims
// (festivals, charts, streams), so the tests can check that a claim appears only when given.
import type { Rng } from '@server/lib/random';
import {
  BIO_GENRES, BIO_LENGTHS, BIO_SECTIONS, BIO_SUB_GENRES, CURRENT_STATUSES, FOCUS_AREAS, PERSONALITY_TRAITS,
  TARGET_AUDIENCES, TONES, WRITING_STYLES,
} from '@shared/catalog/bio-options';
import { bioRequestSchema, type BioRequest, type BioRequestInput } from '@shared/contracts/writing';
import { ownEntry } from '@shared/lookup';

const BAND_NAMES = [
  'Glass Harbour', 'The Velvet Static', 'Night Owls', 'Copper Lanterns', 'Salt & Ember', 'Moth Radio', 'Kestrel',
  'The Understudies', 'Paper Tigers Club', 'Hollow Crown', 'Blue Meridian', 'Saint Fever', 'Dana Holt', 'Low Orbit',
  'The Quiet Riot Act', 'Feral Choir', 'Winter Lakes', 'Neon Parish', 'Rust & Ribbon', 'Odd Socks Collective',
];
const PLACES = [
  'Leeds', 'Leeds, UK', 'Glasgow', 'Austin, Texas', 'Lagos', 'Melbourne', 'Montreal, Canada', 'the north of England',
  'Bristol', 'New Orleans', 'Berlin', 'Cork, Ireland', 'São Paulo', 'Manchester', 'Nashville, Tennessee',
];
const FIRST = ['Amy', 'Tom', 'Jo', 'Sam', 'Priya', 'Marcus', 'Elena', 'Kofi', 'Ruth', 'Dev', 'Niamh', 'Luis', 'Hana', 'Owen'];
const LAST = ['Reed', 'Hale', 'Park', 'Lee', 'Shah', 'Okafor', 'Novak', 'Byrne', 'Silva', 'Mensah', 'Ito', 'Walsh'];
const INSTRUMENTS = [
  'Vocals', 'Lead Vocals/Guitar', 'Guitar', 'Bass', 'Drums', 'Keys', 'Synth', 'Drums & Backing Vocals', 'Violin',
  'Saxophone', 'Turntables', 'Production', 'Banjo', 'Cello', 'Trumpet', 'Rhythm Guitar', 'Double Bass', 'Piano', '',
];
const ROLES = ['Founder', 'Songwriter', 'Producer', 'Lead singer', 'Co-founder', 'Lyricist', '', '', '', '', ''];
const INFLUENCES = [
  'Joy Division', 'The Cure', 'Slowdive', 'Pixies', 'Radiohead', 'Nina Simone', 'Black Sabbath', 'Kraftwerk',
  'Dolly Parton', 'Miles Davis', 'Bob Marley', 'Björk', 'A Tribe Called Quest', 'Fleetwood Mac', 'Aphex Twin',
  'Joni Mitchell', 'Metallica', 'The Clash', 'Erykah Badu', 'Talking Heads',
];
/** Achievements as musicians type them; several make claims only the musician may make. */
const ACHIEVEMENTS = [
  'Won the Leeds Battle of the Bands 2022', 'BBC Introducing airplay', 'Played Glastonbury Festival 2023',
  'Sold out the Brudenell Social Club', 'Debut EP "Low Tide" reached No. 1 on the Bandcamp folk chart',
  'Supported The Cribs on their UK tour', 'Featured on a Spotify editorial playlist', 'Released our first album in 2021',
  '2 million streams on Spotify', 'Nominated for a Scottish Alternative Music Award', 'Three sold-out hometown shows',
  'Signed to Heavenly Recordings in 2024', 'Our single "Salt Lines" was Track of the Week in The Skinny',
];
const BACKSTORY = [
  'We met at a house party in Headingley in 2018.', 'Amy had a notebook of songs and Tom had a van.',
  'Our first gig was at the Brudenell Social Club in 2019, and we have been writing ever since.',
  'The band started as a lockdown project, trading demos by email.', 'They grew up on the same street and formed the band at school.',
  'I started writing these songs after moving to a new city on my own.', 'In 2021 we recorded everything live in a church hall.',
  'The name comes from a shipping forecast we heard on a night drive.', 'After two line-up changes, the current four have played together since 2022.',
  'We practise in a converted dairy barn outside town.', 'Every song starts as a voice memo.',
  'Sam joined on drums after answering a note pinned up in a record shop.', 'The first songs were about leaving home, and most of them still are.',
  'We spent the winter of 2020 rewriting everything we had.', 'Dev taught himself to play bass from library books.',
  'They played their first show to eleven people and a dog.', 'The current line-up settled when Priya joined on keys.',
  'Our rehearsal room used to be a butcher\'s shop, and on hot days you can still tell.',
  'We still write every lyric together around one kitchen table.',
  'None of us had been in a band before, which meant we made every mistake in the book and learned from all of them.',
  'The early rehearsals were loud, chaotic and mostly spent arguing about tempo.',
  'Our parents still come to every hometown show and still ask us to turn it down.',
  'We write about the town we grew up in, the people who stayed and the ones who left.',
  'For a while we had no drummer and played along to a metronome on a phone.',
  'The songs got better when we stopped trying to sound like anyone else.',
  'Most of our equipment came second-hand from a music shop that closed down.',
  'We share a van, a practice room and a group chat that never sleeps.',
  'The hardest part was learning to leave space for each other.',
  'We booked our own shows for the first years, sending emails to every venue we could find.',
];
const FOCUS_DETAILS: Partial<Record<(typeof FOCUS_AREAS)[number], readonly string[]>> = {
  'Live Performances': ['We play every show like it is our last.', 'Our sets run straight through with no breaks between songs.', 'We always finish in the middle of the room, unplugged.'],
  'Creative Process': ['Songs start with Amy on an acoustic guitar and get built up in the rehearsal room.', 'Nothing makes the set until all of us can play it half asleep.'],
  'Touring Adventures': ['In 2023 we toured Germany in a borrowed van and played 14 shows in 16 days.', 'The van broke down twice and we still made every show.'],
  'Recording Stories': ['We recorded our EP "Low Tide" in three days at Greenmount Studios.', 'The vocals for the title track were sung in a stairwell for the echo.'],
  'Social Causes': ['We raise money for Shelter at every hometown show.', 'Mental health is something we talk about from the stage and in the songs.'],
  'Fan Community': ['Our Discord has grown into a real community that swaps setlists and art.', 'Fans make the merch designs, and we print them ourselves.'],
  'Personal Struggles': ['Our drummer lost his hearing in one ear in 2020 and had to relearn how to play.', 'Keeping the band going through that year is the thing we are proudest of.'],
  'Musical Evolution': ['We started as a folk duo and got louder every year.', 'The newer songs are slower, heavier and more patient.'],
  Collaborations: ['We wrote two songs with the poet Hollie McNish.', 'A local choir sang on our last recording.'],
  'Technical Innovation': ['All our synths run through pedals we build ourselves.', 'Our live rig fits in one suitcase.'],
  'Industry Journey': ['We turned down a deal in 2021 to keep our masters.', 'Everything since has been self-managed.'],
  'Cultural Impact': ['Our song about the steelworks closing became an anthem for the town.', 'Local schools have used it in history lessons.'],
};
const UNIQUE = ['A theremin on every song', 'Songs sung in Welsh and English', 'We use a typewriter as percussion', 'Matching boiler suits on stage', 'Every set ends with a singalong'];

function some<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  return rng.shuffle(items).slice(0, rng.int(min, Math.min(max, items.length)));
}

function memberList(rng: Rng, count: number): { name: string; instrument: string; role?: string }[] {
  const firsts = rng.shuffle(FIRST);
  return Array.from({ length: count }, (_, i) => {
    const role = rng.pick(ROLES);
    return { name: `${firsts[i % firsts.length] ?? 'Alex'} ${rng.pick(LAST)}`, instrument: rng.pick(INSTRUMENTS), ...(role ? { role } : {}) };
  });
}

function options(rng: Rng): Pick<BioRequestInput, 'tone' | 'length' | 'writingStyle' | 'targetAudience' | 'currentStatus'> {
  return {
    tone: rng.pick(TONES),
    length: rng.pick(BIO_LENGTHS).value,
    writingStyle: rng.pick(WRITING_STYLES),
    targetAudience: rng.pick(TARGET_AUDIENCES),
    currentStatus: rng.pick(CURRENT_STATUSES).value,
  };
}

/** A random valid form: each field present or not, sparse to full. */
export function randomBioForm(rng: Rng): BioRequest {
  const genre = rng.pick(BIO_GENRES);
  const subs = ownEntry(BIO_SUB_GENRES, genre) ?? [];
  const focusAreas = rng.chance(0.6) ? some(rng, FOCUS_AREAS, 1, 4) : [];
  const focusAreaDetails: Record<string, string> = {};
  for (const area of focusAreas) {
    const details = FOCUS_DETAILS[area];
    if (details && rng.chance(0.7)) focusAreaDetails[area] = rng.pick(details);
  }
  const input: BioRequestInput = {
    bandName: rng.pick(BAND_NAMES),
    genre,
    subGenres: rng.chance(0.6) ? some(rng, subs, 0, 3) : [],
    ...(rng.chance(0.8) ? { formationYear: rng.int(1975, 2024) } : {}),
    location: rng.chance(0.7) ? rng.pick(PLACES) : '',
    members: rng.chance(0.75) ? memberList(rng, rng.int(1, 7)) : [],
    influences: rng.chance(0.6) ? some(rng, INFLUENCES, 1, 6) : [],
    achievements: rng.chance(0.4) ? some(rng, ACHIEVEMENTS, 1, 4) : [],
    personalityTraits: rng.chance(0.7) ? some(rng, PERSONALITY_TRAITS, 1, 4) : [],
    backstory: rng.chance(0.6) ? some(rng, BACKSTORY, 1, 6).join(' ') : '',
    focusAreas,
    focusAreaDetails,
    includeSections: rng.chance(0.6) ? some(rng, BIO_SECTIONS, 1, 6) : [],
    uniqueElements: rng.chance(0.4) ? some(rng, UNIQUE, 1, 3) : [],
    ...options(rng),
  };
  return bioRequestSchema.parse(input);
}

/** A form with every field filled well, as a band with a story to tell would fill it. */
export function fullBioForm(rng: Rng, overrides: Partial<BioRequestInput> = {}): BioRequest {
  const genre = overrides.genre ?? rng.pick(BIO_GENRES);
  const subs = ownEntry(BIO_SUB_GENRES, genre) ?? [];
  const focusAreas = some(rng, Object.keys(FOCUS_DETAILS) as (typeof FOCUS_AREAS)[number][], 3, 4);
  const input: BioRequestInput = {
    bandName: rng.pick(BAND_NAMES),
    genre,
    subGenres: some(rng, subs, 1, 2),
    formationYear: rng.int(1990, 2023),
    location: rng.pick(PLACES),
    members: memberList(rng, rng.int(4, 5)),
    influences: some(rng, INFLUENCES, 3, 5),
    achievements: some(rng, ACHIEVEMENTS.slice(0, 4), 2, 3),
    personalityTraits: some(rng, PERSONALITY_TRAITS, 2, 3),
    backstory: rng.shuffle(BACKSTORY).slice(0, rng.int(22, BACKSTORY.length)).join(' '),
    focusAreas,
    focusAreaDetails: Object.fromEntries(focusAreas.map((area) => [area, (FOCUS_DETAILS[area] ?? []).join(' ')])),
    includeSections: rng.chance(0.5) ? some(rng, BIO_SECTIONS, 2, 5) : [],
    uniqueElements: some(rng, UNIQUE, 1, 2),
    ...options(rng),
    ...overrides,
  };
  return bioRequestSchema.parse(input);
}
