// What each of the 16 bio genres sounds like, as phrases a press writer would use. These describe the
// genre's sound and what a listener or a room can expect from it; they never state a fact about the
// band's history (no shows, releases, reviews or numbers), so every bio may use them.
import type { BIO_GENRES } from '@shared/catalog/bio-options';

export type BioGenre = (typeof BIO_GENRES)[number];

export interface GenreSound {
  /** The genre inside a sentence, as an adjective: 'rock', 'hip-hop', 'electronic'. */
  prose: string;
  /** The genre as a noun: 'rock', 'electronic music', 'the blues'. */
  noun: string;
  /** What a group in this genre is called when its size is not known: 'band', 'group', 'ensemble'. */
  act: string;
  /** Noun phrases for the sound as a whole. */
  sound: readonly [string, string];
  /** Instruments and production, as a noun phrase. */
  texture: string;
  /** The rhythmic feel, as a noun phrase. */
  pulse: string;
  /** What a room gets live, as a noun phrase. */
  live: string;
  /** What a listener gets, as a noun phrase. */
  listener: string;
  /** The tradition it belongs to, as a noun phrase. */
  lineage: string;
  /** Tone-flavoured phrases: edgy, poetic, technical and dramatic noun phrases, and a humorous sentence. */
  edge: string;
  image: string;
  tech: string;
  drama: string;
  joke: string;
  /** Short phrases (at most four words) for taglines. */
  hooks: readonly string[];
}

export const GENRE_SOUNDS: Record<BioGenre, GenreSound> = {
  Rock: {
    prose: 'rock', noun: 'rock', act: 'band',
    sound: ['guitar-driven songs with a rhythm section pushing hard from behind', 'big riffs and bigger choruses, with no wasted bars'],
    texture: 'guitars, bass and drums locked together and turned up',
    pulse: 'a backbeat that keeps everything moving forward',
    live: 'a set that builds in volume and intent and rarely lets the room settle',
    listener: 'songs that land on the first listen and keep giving long after',
    lineage: 'a guitar-band tradition that has always prized volume and melody in equal measure',
    edge: 'rock with the safety catch off',
    image: 'an amplifier humming in the dark before the first chord',
    tech: 'riff-led arrangements in which the guitars carry the hooks and the drums set the temperature',
    drama: 'songs that sound like something is at stake',
    joke: 'Rock has been declared dead about once a decade, and the news never seems to reach the people still playing it.',
    hooks: ['loud guitars', 'riffs and nerve', 'rock, turned up', 'big riffs'],
  },
  Pop: {
    prose: 'pop', noun: 'pop', act: 'act',
    sound: ['melody-first songs with hooks that stay with you', 'bright, carefully built songs in which every chorus earns its place'],
    texture: 'clean production, layered vocals and arrangements that leave room for the tune',
    pulse: 'a light-footed groove that keeps things moving',
    live: 'a set made of singalong moments, built to get a room on its feet',
    listener: 'choruses that stick after one play and details that reward repeat listens',
    lineage: 'a pop tradition in which the song is king and craft is everything',
    edge: 'pop with teeth',
    image: 'a chorus drifting out of an open window on a summer evening',
    tech: 'tight song structures, vocal-led mixes and hooks placed exactly where the ear expects them, and sometimes where it does not',
    drama: 'songs with their hearts turned all the way up',
    joke: 'Pop is the genre everyone claims not to like and somehow knows every word of.',
    hooks: ['hooks for days', 'pop with teeth', 'bright, bold pop', 'choruses that stick'],
  },
  'Hip-Hop': {
    prose: 'hip-hop', noun: 'hip-hop', act: 'group',
    sound: ['beats with weight and verses with something to say', 'rhythm-first tracks built around the voice and the word'],
    texture: 'heavy drums, textured beats and space for every line to land',
    pulse: 'drums that hit first and ask questions later',
    live: 'a set driven by breath control, call-and-response and sheer presence',
    listener: 'bars worth rewinding and beats that move the head before the brain catches up',
    lineage: 'a hip-hop tradition in which the word carries as much weight as the beat',
    edge: 'hip-hop that refuses to play it safe',
    image: 'a city at night, told one verse at a time',
    tech: 'drum programming and layered textures that keep the vocal clear at the front of the mix',
    drama: 'verses delivered as if everything depends on the next line',
    joke: 'Hip-hop has been the sound of the next thing for fifty years, which takes some doing.',
    hooks: ['heavy beats, sharp bars', 'bars worth rewinding', 'beats with weight', 'every word counts'],
  },
  Electronic: {
    prose: 'electronic', noun: 'electronic music', act: 'act',
    sound: ['electronic music built on pulse, texture and patience', 'synth-driven tracks that move between the head and the dancefloor'],
    texture: 'synthesisers, drum machines and sound design that rewards good speakers',
    pulse: 'a steady, hypnotic pulse that lets the details shift around it',
    live: 'a set that flows without gaps and keeps a room moving',
    listener: 'tracks that work on headphones at midnight and on a big system at full volume',
    lineage: 'an electronic lineage that treats sound itself as the instrument',
    edge: 'electronic music with the edges left sharp',
    image: 'streetlights blurring past a night-bus window',
    tech: 'layered synthesis, programmed rhythm and arrangements that evolve through build and drop',
    drama: 'tracks that build and break like weather',
    joke: 'Electronic music is the only kind where pressing a button counts as a performance, and the people who say so have rarely tried it.',
    hooks: ['pulse and texture', 'synths after dark', 'built for big speakers', 'machines with feeling'],
  },
  Folk: {
    prose: 'folk', noun: 'folk', act: 'group',
    sound: ['songs that put the story first and the voice right at the front', 'acoustic-led songs with roots that run deep'],
    texture: 'acoustic instruments, close harmonies and room for the words to breathe',
    pulse: 'an unhurried rhythm that lets each verse land',
    live: 'a set that can hush a room and then have it singing along',
    listener: 'stories worth hearing twice and melodies that feel older than they are',
    lineage: 'a folk tradition of songs handed on, reworked and made new',
    edge: 'folk music with dirt under its fingernails',
    image: 'a kitchen table, a late hour and a song everyone somehow knows',
    tech: 'acoustic arrangements with close harmonies, fingerpicked patterns and dynamics shaped by the players rather than the mix',
    drama: 'songs that carry the weight of the stories they tell',
    joke: 'Folk music is the genre where a song being three hundred years old is a recommendation.',
    hooks: ['songs with roots', 'stories worth singing', 'old roots, new songs', 'songs for the long walk home'],
  },
  Country: {
    prose: 'country', noun: 'country music', act: 'band',
    sound: ['songs with a story in every verse and a hook in every chorus', 'country music built on honest lyrics and a steady, road-ready groove'],
    texture: 'twang, warmth and a rhythm section that knows when to sit back',
    pulse: 'a steady, rolling rhythm made for long roads',
    live: 'a set of singalong choruses and stories told straight to the room',
    listener: 'songs about real life that do not pretend it is simpler than it is',
    lineage: 'a country tradition in which the lyric is the star and the truth is the point',
    edge: 'country with the polish scuffed off',
    image: 'headlights on an empty road and the windows down',
    tech: 'arrangements built around the vocal, with a tight rhythm section and lead lines that answer the melody',
    // Not 'songs of leaving and staying': what the songs are about is the musician's to say.
    drama: 'songs that tell it straight and let the last line land',
    joke: 'Country music is three chords and the truth, and the truth is the hard part.',
    hooks: ['stories told straight', 'twang and truth', 'songs for long roads', 'honest country'],
  },
  Jazz: {
    prose: 'jazz', noun: 'jazz', act: 'group',
    sound: ['jazz that listens as hard as it plays', 'music built on interplay, space and the thrill of the unplanned'],
    texture: 'harmonic colour, responsive rhythm and room for every voice to step forward',
    pulse: 'a swing that breathes, stretches and comes back around',
    live: 'a set in which no night goes quite the same way',
    listener: 'music that rewards close listening and still knows how to move',
    lineage: 'a jazz tradition in which improvisation is the conversation and the tune is only where it starts',
    edge: 'jazz with the rough edges left in',
    image: 'late light, low voices and a melody that finds its own way home',
    tech: 'extended harmony, improvised passages and arrangements that leave deliberate space for interplay',
    drama: 'music that takes risks in real time, with nowhere to hide',
    joke: 'Jazz is the genre where nobody agrees on where a song ends, and that is rather the point.',
    hooks: ['jazz that listens', 'swing and surprise', 'the unplanned, played well', 'room to breathe'],
  },
  Blues: {
    prose: 'blues', noun: 'the blues', act: 'band',
    sound: ['blues with grit in the voice and feeling in every bent note', 'songs built on the oldest feeling in the book and played like it is new'],
    texture: 'raw tone, call-and-response phrasing and a groove that never hurries',
    pulse: 'a slow-burning shuffle that makes the waiting part of the pleasure',
    live: 'a set that smoulders before it catches',
    listener: 'music that tells the truth about hard times and still makes you move',
    lineage: 'the blues, the root so much later music grew from',
    edge: 'blues played with the volume and nerve of a younger music',
    image: 'smoke, low light and a voice that has seen a few things',
    tech: 'classic blues forms, expressive phrasing and a rhythm section that swings rather than pushes',
    drama: 'songs that carry real weight and know just when to set it down',
    joke: 'The blues has been about feeling bad for over a century, and it has never once been boring.',
    hooks: ['grit and feeling', 'the blues, played true', 'slow-burning blues', 'hard times, good grooves'],
  },
  Metal: {
    prose: 'metal', noun: 'metal', act: 'band',
    sound: ['heavy, precise and relentless metal', 'riffs built like architecture and played like demolition'],
    texture: 'heavy guitars, thunderous drums and a wall of sound that takes no prisoners',
    pulse: 'drumming that goes from crushing to breakneck without warning',
    live: 'a set of sheer physical force, built for the pit',
    listener: 'weight, speed and detail in equal measure',
    lineage: 'a metal tradition that has always turned intensity into craft',
    edge: 'metal with nothing held back',
    image: 'a storm front rolling in over black water',
    tech: 'tight riff-work, sudden shifts in tempo and arrangements that trade brute force for precision and back again',
    drama: 'music that sounds like the end of the world and the start of something else',
    joke: 'Metal is the genre that gets called a phase by people who have since changed their minds about everything else.',
    hooks: ['heavy and relentless', 'built for the pit', 'riffs like demolition', 'nothing held back'],
  },
  Punk: {
    prose: 'punk', noun: 'punk', act: 'band',
    sound: ['fast, loud and honest punk', 'short, sharp songs that say what they mean'],
    texture: 'buzzsaw guitars, shouted hooks and a rhythm section in a hurry',
    pulse: 'tempos that dare you to keep up',
    live: 'a set with no gaps, no pretence and no safe distance between the stage and the room',
    listener: 'songs that get in, make the point and get out',
    lineage: 'a punk tradition that has always cared more about conviction than polish',
    edge: 'punk that still means it',
    image: 'a photocopied flyer, a stairwell and a door that will not stay shut',
    tech: 'stripped-down arrangements, fast tempos and hooks delivered with as few chords as each song needs',
    drama: 'songs that sound like a door being kicked open',
    joke: 'Punk was supposed to be over by 1978, and nobody told the people who kept it going.',
    hooks: ['honest to a fault', 'punk that means it', 'no gaps, no pretence', 'punk with its eyes open'],
  },
  Indie: {
    prose: 'indie', noun: 'indie', act: 'band',
    sound: ['indie music with a strong melodic core and a restless streak', 'guitar-and-melody songs that go their own way'],
    texture: 'jangling guitars, off-kilter hooks and lyrics with character',
    pulse: 'a nervy, propulsive rhythm that keeps the songs alive',
    live: 'a set that feels personal from the first song',
    listener: 'songs with personality, made on their own terms',
    lineage: 'an independent tradition that values character over gloss',
    edge: 'indie with its sharp edges left intact',
    image: 'a wall of posters and a window open onto the city',
    tech: 'guitar-led arrangements with inventive voicings and a mix that keeps the rough edges audible',
    drama: 'songs that treat small moments like turning points',
    joke: 'Indie stopped meaning a kind of record label years ago and started meaning a kind of haircut, and the music survived both.',
    hooks: ['indie on its own terms', 'melody with a restless streak', 'jangle and nerve', 'songs with character'],
  },
  Alternative: {
    prose: 'alternative', noun: 'alternative music', act: 'band',
    sound: ['alternative music that takes familiar shapes and bends them', 'songs that sit between the heavy and the melodic and refuse to pick a side'],
    texture: 'textured guitars, shifting dynamics and hooks that arrive from unexpected angles',
    pulse: 'rhythms that lurch, settle and lurch again',
    live: 'a set that swings from hushed to huge',
    listener: 'songs that feel familiar for a moment and then go somewhere new',
    lineage: 'an alternative tradition that has always defined itself by what it will not do',
    edge: 'alternative music with its fists clenched',
    image: 'a tuning dial drifting between stations late at night',
    tech: 'quiet-loud dynamics, unconventional song structures and a guitar sound that sits between clean and broken',
    drama: 'songs that build tension and know exactly when to let it snap',
    joke: 'Alternative music is, by its own name, an alternative to whatever you were listening to before.',
    hooks: ['familiar shapes, bent', 'hushed to huge', 'heavy and melodic', 'the other way round'],
  },
  'R&B': {
    prose: 'R&B', noun: 'R&B', act: 'act',
    sound: ['smooth, soulful R&B with a groove that sits deep in the pocket', 'vocal-led songs in which feeling comes first'],
    texture: 'warm keys, rich vocal harmonies and a low end you feel as much as hear',
    pulse: 'a groove that sways rather than stomps',
    live: 'a set that is intimate one minute and irresistible the next',
    listener: 'songs for late nights, slow dances and the drive home',
    lineage: 'an R&B tradition built on voice, feel and the space between the notes',
    edge: 'R&B with a raw nerve running through it',
    image: 'candlelight, city rain and a voice that takes its time',
    tech: 'layered vocal arrangements, extended chords and a rhythm section that plays just behind the beat',
    drama: 'songs that turn a feeling into something you can move to',
    joke: 'R&B has soundtracked more slow dances than any genre alive, and it is not sorry about any of them.',
    hooks: ['soul in the pocket', 'late-night R&B', 'feeling comes first', 'smooth and soulful'],
  },
  Reggae: {
    prose: 'reggae', noun: 'reggae', act: 'band',
    sound: ['reggae built on a deep, rolling groove and a message worth hearing', 'off-beat rhythms and heavy bass lines with a lot of heart'],
    texture: 'skanking guitar, deep bass and space in the mix for the rhythm to breathe',
    pulse: 'the off-beat pulse that makes standing still impossible',
    live: 'a set that gets a whole room moving as one',
    listener: 'music that is easy on the body and serious in its message',
    lineage: 'a reggae tradition of rhythm, resistance and community',
    edge: 'reggae with fire in the lyrics',
    image: 'sunlight on warm concrete and a bass line rolling up the street',
    tech: 'one-drop and steppers rhythms, dub-informed production and bass lines that carry the melody',
    drama: 'songs that carry celebration and struggle in the same rhythm',
    joke: 'Reggae is the genre where the bass player finally gets the respect the rest of music forgot to give.',
    hooks: ['deep roots, heavy bass', 'rhythm and message', 'off-beat and on point', 'bass lines with heart'],
  },
  Classical: {
    prose: 'classical', noun: 'classical music', act: 'ensemble',
    sound: ['classical music performed with precision and real feeling', 'music that bridges the concert hall and the present day'],
    texture: 'acoustic colour, careful dynamics and the detail of players listening closely to each other',
    pulse: 'phrasing that breathes and pacing that never feels rushed',
    live: 'a performance that holds a room in close attention',
    listener: 'music that asks for attention and repays it',
    lineage: 'a classical tradition that is as much about interpretation as it is about notes on the page',
    edge: 'classical music without the velvet rope',
    image: 'a held breath before the bow touches the string',
    tech: 'close attention to dynamics, articulation and balance across the ensemble',
    drama: 'music that rises and falls with real emotional stakes',
    joke: 'Classical music has spent centuries arguing about when the audience may clap, which is its own kind of tradition.',
    hooks: ['precision and feeling', 'without the velvet rope', 'the concert hall, now', 'music that repays attention'],
  },
  Experimental: {
    prose: 'experimental', noun: 'experimental music', act: 'project',
    sound: ['experimental music that treats every rule as optional', 'sound-first music that follows curiosity wherever it leads'],
    texture: 'unexpected textures and structures invented fresh for each piece',
    pulse: 'rhythms that appear, dissolve and come back changed',
    live: 'a performance that is different every time and never quite predictable',
    listener: 'music that asks you to listen differently and rewards you for it',
    lineage: 'an experimental tradition that values discovery over comfort',
    edge: 'experimental music with no interest in being polite',
    image: 'a door left open onto a room you have not seen before',
    tech: 'extended techniques, unconventional structures and sound design that blurs the line between instrument and noise',
    drama: 'music that dares you to follow it off the map',
    joke: 'Experimental music is the genre where asking whether a sound was meant to happen is the beginning of the conversation.',
    hooks: ['every rule optional', 'listen differently', 'curiosity, amplified', 'off the map'],
  },
};

export interface SubGenreSound {
  /** The sub-genre inside a sentence: 'garage rock', 'drum & bass', 'Americana'. */
  prose: string;
  /** What it brings, as a noun phrase: 'the raw, ragged energy of garage rock'. */
  brings: string;
}

/** Keyed '<genre>/<sub-genre>' (Progressive exists under Rock and Metal). */
export const SUB_GENRE_SOUNDS: Readonly<Record<string, SubGenreSound>> = {
  'Rock/Classic': { prose: 'classic rock', brings: 'the swagger and big-riff songcraft of classic rock' },
  'Rock/Hard': { prose: 'hard rock', brings: 'the muscle and volume of hard rock' },
  'Rock/Progressive': { prose: 'progressive rock', brings: 'the ambition and shifting structures of progressive rock' },
  'Rock/Psychedelic': { prose: 'psychedelic rock', brings: 'the swirl and colour of psychedelic rock' },
  'Rock/Garage': { prose: 'garage rock', brings: 'the raw, ragged energy of garage rock' },
  'Rock/Surf Rock': { prose: 'surf rock', brings: 'the reverb-soaked twang of surf rock' },
  'Electronic/House': { prose: 'house', brings: 'the steady kick and warmth of house' },
  'Electronic/Techno': { prose: 'techno', brings: 'the hypnotic drive of techno' },
  'Electronic/Ambient': { prose: 'ambient', brings: 'the slow-moving atmosphere of ambient music' },
  'Electronic/Drum & Bass': { prose: 'drum & bass', brings: 'the breakneck breakbeats of drum & bass' },
  'Electronic/Synthwave': { prose: 'synthwave', brings: 'the neon-lit retro glow of synthwave' },
  'Electronic/Dubstep': { prose: 'dubstep', brings: 'the sub-bass and half-time weight of dubstep' },
  'Metal/Heavy': { prose: 'heavy metal', brings: 'the galloping riffs and soaring vocals of heavy metal' },
  'Metal/Thrash': { prose: 'thrash metal', brings: 'the speed and precision of thrash' },
  'Metal/Death': { prose: 'death metal', brings: 'the brutal weight and technicality of death metal' },
  'Metal/Black': { prose: 'black metal', brings: 'the cold, blasting atmosphere of black metal' },
  'Metal/Doom': { prose: 'doom metal', brings: 'the slow, crushing heaviness of doom' },
  'Metal/Progressive': { prose: 'progressive metal', brings: 'the intricate structures of progressive metal' },
  'Hip-Hop/Boom Bap': { prose: 'boom bap', brings: 'the dusty drums and looped grooves of boom bap' },
  'Hip-Hop/Trap': { prose: 'trap', brings: 'the rattling hi-hats and booming low end of trap' },
  'Hip-Hop/Conscious': { prose: 'conscious hip-hop', brings: 'the message-first lyricism of conscious hip-hop' },
  'Hip-Hop/Lo-Fi': { prose: 'lo-fi hip-hop', brings: 'the hazy, mellow textures of lo-fi hip-hop' },
  'Hip-Hop/Drill': { prose: 'drill', brings: 'the dark, sliding bass and urgent flows of drill' },
  'Hip-Hop/Alternative': { prose: 'alternative hip-hop', brings: 'the left-field invention of alternative hip-hop' },
  'Folk/Traditional': { prose: 'traditional folk', brings: 'the handed-down songs and forms of traditional folk' },
  'Folk/Indie Folk': { prose: 'indie folk', brings: 'the intimate, textured sound of indie folk' },
  'Folk/Folk Rock': { prose: 'folk rock', brings: 'the electric drive of folk rock' },
  'Folk/Americana': { prose: 'Americana', brings: 'the roots and road-worn storytelling of Americana' },
  'Folk/Celtic': { prose: 'Celtic folk', brings: 'the lilting melodies and dance tunes of Celtic music' },
  'Folk/Singer-Songwriter': { prose: 'singer-songwriter', brings: 'the close, confessional voice of the singer-songwriter tradition' },
  'Pop/Synth-Pop': { prose: 'synth-pop', brings: 'the bright synth hooks of synth-pop' },
  'Pop/Indie Pop': { prose: 'indie pop', brings: 'the jangle and charm of indie pop' },
  'Pop/Dream Pop': { prose: 'dream pop', brings: 'the haze and shimmer of dream pop' },
  'Pop/Electropop': { prose: 'electropop', brings: 'the glossy electronic punch of electropop' },
  'Pop/Art Pop': { prose: 'art pop', brings: 'the adventurous ideas of art pop' },
  'Pop/Power Pop': { prose: 'power pop', brings: 'the crunchy guitars and big hooks of power pop' },
};
