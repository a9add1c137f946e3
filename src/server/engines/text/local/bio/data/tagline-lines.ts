// Tagline phrases of each genre's own world: what its music pictures and promises, in words no other
// genre would use. They name no instrument, show, release or number (the claim check would drop such
// a line for a band that did not give it), so any band of the genre may wear them; and since no
// phrase is shared between genres, two bands of different genres never get the same line or frame.
import type { BioGenre } from './genre-sounds';

export const GENRE_TAGLINES: Readonly<Record<BioGenre, readonly string[]>> = {
  Rock: [
    'rock with the safety catch off', 'loud, and glad of it', 'volume with a conscience', 'made for the last bus home',
    'nerve first, polish later', 'rock that leaves a ringing', 'sweat, noise and a melody to hold', 'rock, the way it used to hurt',
    'rock for the bruised and the brave', 'a racket worth remembering', 'the amp warm, the night young', 'no encore needed',
  ],
  Pop: [
    'pop with teeth', 'bright, bold and built to stay', 'hooks you will hum tomorrow', 'a sugar rush with a heart',
    'pop for the walk home', 'the sound of a good week', 'glitter with a backbone', 'pop you can set your watch by', 'the chorus you will be caught singing', 'pop for the kitchen dance', 'neon in the daytime', 'three minutes of sunlight', 'a glitterball in a bedsit',
  ],
  'Hip-Hop': [
    'every bar with a reason', 'word first, then the world', 'head-nod music with something to say', 'rhymes that mean it',
    'the city, told straight', 'hip-hop that refuses to play it safe', 'flow with a purpose', 'rewind-worthy, line by line',
    'hip-hop with the receipts', 'cypher-sharp and wide awake', 'hip-hop with its eyes open', 'straight talk over a heavy pocket', 'truth, on the one and the three', 'the block, the page, the mic of the mind', 'notebook full, city loud',
  ],
  Electronic: [
    'electronic music for the small hours', 'circuits with a pulse', 'the machine, dreaming', 'for headphones and hot rooms alike',
    'light through a prism, in sound', 'electronic, and strangely human', 'patterns that pull you under', 'music for moving and thinking', 'the pulse under the city', 'slow light, low frequencies', 'after midnight, before sunrise', 'the glow of a standby light',
  ],
  Folk: [
    'songs with soil on their boots', 'old roads, new footsteps', 'folk for the fireside and the long walk', 'stories passed hand to hand',
    'plain words, deep water', 'folk that remembers', 'a kitchen-table kind of honesty', 'the long way round, sung', 'a song for every kind of weather', 'the old songs never left', 'a lantern for the long road',
  ],
  Country: [
    'country with dust on its heart', 'honest as a back porch', 'songs for the long drive home', 'heartache with a steady hand',
    'country that keeps its word', 'small towns, big feelings', 'straight talk and open skies', 'country, plainly told', 'gravel roads and true lines', 'the porch light left on', 'a jukebox heart in a pickup truck',
  ],
  Jazz: [
    'jazz in no hurry', 'after hours, all the way through', 'the blue hour, bottled', 'jazz that listens back',
    'conversation in the key of now', 'swing with a secret', 'jazz for the late and the curious', 'tradition, loosened', 'the standards, stretched and bent', 'the last set of the night', 'brushes, smoke and a long-held note',
  ],
  Blues: [
    'the blues, worn in', 'trouble, turned into song', 'blues with the lights down low', 'hard times, sweet tone',
    'the blues, told true', 'a slow burn you can feel', 'old sorrow, fresh ache', 'the blues that stays with you',
    'midnight blues, honestly earned', 'the devil in the details', 'the crossroads, revisited',
  ],
  Metal: [
    'heavier than it looks', 'metal forged the hard way', 'the weight of the world, amplified', 'darkness with precision',
    'metal without mercy', 'built like a storm front', 'thunder with a plan', 'metal for the unbowed', 'the heavy, handled with care', 'iron in the blood', 'the storm, given a voice',
  ],
  Punk: [
    'three chords and a grudge', 'punk with its boots laced tight', 'fast, loud and not sorry', 'no permission asked',
    'punk that still means it', 'short songs, long memories', 'a riot in miniature', 'spit, speed and a chorus', 'the basement, the bus, the barricade', 'loud enough to mean it', 'a fanzine in sound',
  ],
  Indie: [
    'indie for the overthinkers', 'small hours, big feelings', 'independent in every sense', 'character over gloss',
    'indie with its own compass', 'songs for the back of the bus', 'indie, hand-made', 'quietly, stubbornly itself', 'small rooms, big hearts', 'tape hiss and good intentions', 'the band from the flat upstairs',
  ],
  Alternative: [
    'alternative, and meaning it', 'left of the dial, right on time', 'outside the lines, on purpose', 'the long way round to a chorus',
    'alternative with a pulse', 'not quite anything else', 'off-centre and proud', 'alternative for restless ears', 'the chorus nobody expected', 'the odd one out, on purpose',
  ],
  'R&B': [
    'R&B with the lights turned low', 'smooth, and never shallow', 'velvet with a backbone', 'late-night R&B with feeling',
    'soul in the small hours', 'R&B that takes its time', 'slow-burning and sure', 'heart on the sleeve, groove in the bones', 'candlelight with a bassline', 'a slow dance for grown-ups', 'the velvet hour',
  ],
  Reggae: [
    'reggae with roots and reason', 'sunshine with something to say', 'a steady skank for troubled times', 'one love, many questions',
    'reggae from the heart outward', 'the riddim of good intent', 'roots music for now', 'easy on the ear, hard on injustice',
    'reggae for the long, warm evening', 'conscious vibes, steady heart', 'a yard party with a conscience', 'Sunday morning, Babylon-proof', 'sweet like cane, sharp like truth',
  ],
  Classical: [
    'classical music, wide awake', 'old forms, new breath', 'the grand tradition, opened up', 'precision with a pulse',
    'music for close listening', 'tradition, played with fresh ears', 'classical, without the dust', 'every note considered', 'old scores, new light', 'silence, then the first note', 'the hall falls quiet',
  ],
  Experimental: [
    'sound without a map', 'the unexpected, on purpose', 'music that asks questions', 'strange in the best way',
    'experimental and unafraid', 'noise with intent', 'the edge of the known, explored', 'curiosity, made audible', 'the map torn up', 'listening, turned inside out', 'a door left ajar in sound',
  ],
};

/** The band in a few words ({trait}, {blend}, {place}), in a shape of the genre's own. */
export const GENRE_WHO: Readonly<Record<BioGenre, string>> = {
  Rock: '{trait} {blend}, straight out of {place}',
  Pop: '{blend} from {place}, with a {trait} heart',
  'Hip-Hop': '{place} {blend}, {trait} bar for bar',
  Electronic: '{trait} {blend}, wired in {place}',
  Folk: '{trait} {blend}, rooted in {place}',
  Country: '{place} {blend} with a {trait} streak',
  Jazz: '{trait} {blend}, {place} after hours',
  Blues: '{trait} {blend}, {place} to the bone',
  Metal: '{trait} {blend} out of {place}',
  Punk: '{place} {blend}, {trait} and unrepentant',
  Indie: '{trait} {blend} made in {place}',
  Alternative: '{blend} from {place}, {trait} by design',
  'R&B': '{trait} {blend} for late nights in {place}',
  Reggae: '{blend} from {place}, {trait} and rooted',
  Classical: '{blend} from {place}, {trait} in every phrase',
  Experimental: '{place} {blend}, {trait} on purpose',
};
