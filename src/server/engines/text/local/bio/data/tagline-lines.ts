// Tagline phrases of each genre's own world: what its music pictures and promises, in words no other
// genre would use. They name no instrument, show, release or number (the claim check would drop such
// a line for a band that did not give it), so any band of the genre may wear them; and since no
// phrase is shared between genres, two bands of different genres never get the same line or frame.
import type { BioGenre } from './genre-sounds';

export const GENRE_TAGLINES: Readonly<Record<BioGenre, readonly string[]>> = {
  Rock: [
    'rock with the safety catch off', 'loud, and glad of it', 'volume with a conscience', 'made for the last bus home',
    'nerve first, polish later', 'rock that leaves a ringing', 'sweat, noise and a melody to hold', 'rock, the way it used to hurt',
    'rock for the bruised and the brave', 'a racket worth remembering',
  ],
  Pop: [
    'pop with teeth', 'bright, bold and built to stay', 'hooks you will hum tomorrow', 'a sugar rush with a heart',
    'pop for the walk home', 'the sound of a good week', 'glitter with a backbone', 'pop you can set your watch by',
  ],
  'Hip-Hop': [
    'every bar with a reason', 'word first, then the world', 'head-nod music with something to say', 'rhymes that mean it',
    'the city, told straight', 'hip-hop that refuses to play it safe', 'flow with a purpose', 'rewind-worthy, line by line',
    'hip-hop with the receipts', 'cypher-sharp and wide awake', 'hip-hop with its eyes open', 'straight talk over a heavy pocket', 'truth, on the one and the three', 'the block, the page, the mic of the mind',
  ],
  Electronic: [
    'electronic music for the small hours', 'circuits with a pulse', 'the machine, dreaming', 'for headphones and hot rooms alike',
    'light through a prism, in sound', 'electronic, and strangely human', 'patterns that pull you under', 'music for moving and thinking',
  ],
  Folk: [
    'songs with soil on their boots', 'old roads, new footsteps', 'folk for the fireside and the long walk', 'stories passed hand to hand',
    'plain words, deep water', 'folk that remembers', 'a kitchen-table kind of honesty', 'the long way round, sung',
  ],
  Country: [
    'country with dust on its heart', 'honest as a back porch', 'songs for the long drive home', 'heartache with a steady hand',
    'country that keeps its word', 'small towns, big feelings', 'straight talk and open skies', 'country, plainly told',
  ],
  Jazz: [
    'jazz in no hurry', 'after hours, all the way through', 'the blue hour, bottled', 'jazz that listens back',
    'conversation in the key of now', 'swing with a secret', 'jazz for the late and the curious', 'tradition, loosened',
  ],
  Blues: [
    'the blues, worn in', 'trouble, turned into song', 'blues with the lights down low', 'hard times, sweet tone',
    'the blues, told true', 'a slow burn you can feel', 'old sorrow, fresh ache', 'the blues that stays with you',
    'midnight blues, honestly earned', 'the devil in the details',
  ],
  Metal: [
    'heavier than it looks', 'metal forged the hard way', 'the weight of the world, amplified', 'darkness with precision',
    'metal without mercy', 'built like a storm front', 'thunder with a plan', 'metal for the unbowed',
  ],
  Punk: [
    'three chords and a grudge', 'punk with its boots laced tight', 'fast, loud and not sorry', 'no permission asked',
    'punk that still means it', 'short songs, long memories', 'a riot in miniature', 'spit, speed and a chorus',
  ],
  Indie: [
    'indie for the overthinkers', 'small hours, big feelings', 'independent in every sense', 'character over gloss',
    'indie with its own compass', 'songs for the back of the bus', 'indie, hand-made', 'quietly, stubbornly itself',
  ],
  Alternative: [
    'alternative, and meaning it', 'left of the dial, right on time', 'outside the lines, on purpose', 'the long way round to a chorus',
    'alternative with a pulse', 'not quite anything else', 'off-centre and proud', 'alternative for restless ears',
  ],
  'R&B': [
    'R&B with the lights turned low', 'smooth, and never shallow', 'velvet with a backbone', 'late-night R&B with feeling',
    'soul in the small hours', 'R&B that takes its time', 'slow-burning and sure', 'heart on the sleeve, groove in the bones',
  ],
  Reggae: [
    'reggae with roots and reason', 'sunshine with something to say', 'a steady skank for troubled times', 'one love, many questions',
    'reggae from the heart outward', 'the riddim of good intent', 'roots music for now', 'easy on the ear, hard on injustice',
    'reggae for the long, warm evening', 'conscious vibes, steady heart',
  ],
  Classical: [
    'classical music, wide awake', 'old forms, new breath', 'the grand tradition, opened up', 'precision with a pulse',
    'music for close listening', 'tradition, played with fresh ears', 'classical, without the dust', 'every note considered',
  ],
  Experimental: [
    'sound without a map', 'the unexpected, on purpose', 'music that asks questions', 'strange in the best way',
    'experimental and unafraid', 'noise with intent', 'the edge of the known, explored', 'curiosity, made audible',
  ],
};
