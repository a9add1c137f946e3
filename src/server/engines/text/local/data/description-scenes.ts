// More of each genre's own world for descriptions, beside the genre lexicon's scenes. A genre with
// three scenes ran out of them by the seventh name of a list and fell back on sentences that said
// nothing of the name; these keep a list in the genre's world. Each is a noun phrase, true of that
// genre's scene and of no other's; no drum for a genre often made without one (describe-name.ts
// leaves those out anyway), no place the visitor did not give.

export const DESCRIPTION_SCENES: Readonly<Record<string, readonly string[]>> = {
  rock: ['a tour van with the setlist taped to the dashboard', 'a soundcheck echoing round an empty hall', 'a guitar solo on a sticky club stage'],
  'indie-rock': ['a support slot in a room of two hundred people', 'a seven-inch single in a hand-stamped sleeve', 'a jangly guitar in a student-union bar'],
  'alternative-rock': ['a college radio chart taped to a studio wall', 'a quiet verse that explodes into a loud chorus', 'a thrift-store cardigan under the stage lights'],
  'post-rock': ['a twelve-minute song with no words at all', 'a guitar swelling through a wall of reverb', 'a crowd standing perfectly still before the climax'],
  'classic-rock': ['a gatefold sleeve spread out on a bedroom floor', 'a double live album recorded on a summer tour', 'a guitar hero leaning back at the lip of the stage'],
  'hard-rock': ['a denim jacket covered in patches', 'a power chord rattling the back row', 'a singer with one boot on the monitor'],
  'garage-rock': ['a fuzz guitar through a cheap practice amp', 'a two-minute single cut in one take', 'a basement party with the neighbours banging on the door'],
  'psychedelic-rock': ['a sitar drone under a wah-wah guitar', 'a gatefold sleeve painted in swirling colour', 'a jam that drifts for twenty minutes'],
  'blues-rock': ['a bottleneck slide on an old electric guitar', 'a roadhouse bar with a small stage in the corner', 'a twelve-bar shuffle turned up loud'],
  'punk-rock': ['a three-chord song shouted in a basement', 'a leather jacket held together with safety pins', 'a stage dive in a room with no barrier'],
  'post-punk': ['a bass line carrying the whole song', 'an angular guitar over a cold drum machine', 'a raincoat and a notebook of bleak lyrics'],
  grunge: ['a feedback-soaked chorus in a small club', 'a thrift-store cardigan and a detuned guitar', 'a quiet verse crashing into a loud chorus'],
  edm: ['a build-up that makes the whole field hold its breath', 'a festival wristband worn for a week', 'a headline set with fireworks over the stage'],
  ambient: ['a tape loop turning slowly in a sunlit room', 'a long field recording of wind in the reeds', 'a drone that fills a cathedral to the roof'],
  'trip-hop': ['a crackling sample under a hushed vocal', 'a film-noir string loop on a warm afternoon', 'a turntable scratch over a lazy bass line'],
  synthwave: ['a VHS cover with a chrome logo', 'a sunset grid stretching to the horizon', 'an analogue synth arpeggio on a night drive'],
  dubstep: ['a wobble bass shaking a sound system', 'a late rave under a railway arch', 'a sub-bass you feel in your chest before you hear it'],
  'heavy-metal': ['a battle jacket covered in band patches', 'a double-guitar solo in front of a stack of amplifiers', 'a horns-up salute from the whole arena'],
  'doom-metal': ['a riff played so slowly it turns into weather', 'a candle guttering beside a stack of amplifiers', 'a record that takes forty minutes to say one thing'],
  'death-metal': ['a growled vocal buried in downtuned guitars', 'an album cover painted in gore and shadow', 'a blast beat in a sweaty basement club'],
  'progressive-metal': ['a concept album in three acts', 'an eight-string guitar in an odd time signature', 'a solo that changes key four times'],
  'indie-pop': ['a jangling guitar and a boy-girl harmony', 'a fanzine stapled together in a bedroom', 'a seven-inch single with a hand-drawn cover'],
  'synth-pop': ['a drum machine and a synth melody in a bedroom studio', 'a twelve-inch remix with a cold keyboard hook', 'a dancefloor lit in pastel colours'],
  'dream-pop': ['a vocal half-drowned in reverb', 'a guitar shimmering like light on water', 'a record that sounds like the moment before sleep'],
  rap: ['a verse recorded in one take in a closet booth', 'a cipher in a school car park', 'a freestyle over a beat from a phone speaker'],
  'lo-fi': ['a dusty sample looped under tape hiss', 'a study playlist playing all night', 'a vinyl crackle under a mellow piano'],
  country: ['a steel guitar crying over a slow waltz', 'a county fair stage with hay bales at the front', 'a song about a hometown played on a long drive'],
  americana: ['a harmonica on a back porch at dusk', 'a dobro and an upright bass in a small-town hall', 'a roots festival in a fairground field'],
  bluegrass: ['a banjo roll at a festival campsite', 'a mandolin chop around one microphone', 'a fiddle tune at a county fair'],
  blues: ['a harmonica wailing in a small bar', 'a twelve-bar shuffle on a Saturday night', 'an old resonator guitar played with a slide'],
  soul: ['a horn stab and a gospel-trained voice', 'a slow dance at the end of a wedding reception', 'a seven-inch single on a jukebox in a diner'],
  funk: ['a wah-wah guitar chopping on the one', 'a bass slapped so hard it rattles the glasses', 'a sweaty dancefloor and a horn section in sync'],
  experimental: ['a prepared piano with screws between the strings', 'a performance in a gallery where nobody claps', 'a cassette of found sounds passed between friends'],
  world: ['a festival stage where three languages are sung in one song', 'a market square filling with dancers at sunset', 'a kora and a guitar in conversation'],
  classical: ['a programme note read in the interval', 'a cello tuning in a quiet green room', 'a recital hall where nobody coughs'],
  reggae: ['a melodica over a rolling bass line', 'a rocksteady rhythm on a small-island radio', 'a one-drop rhythm under a conscious lyric'],
};
