// Jazz & Blues family: smoke, brass and late nights; soul and funk bring their own revues.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const JAZZ_FAMILY: FamilyLexicon = {
  id: 'jazz',
  adj: `bluesy breezy moody dreamy dusky starlit moonlit candlelit lamplit rainy misty foggy hushed whispered crooning swaying lilting gliding strolling wandering tipsy sleepy drowsy easy loose warm classic vintage antique gilded silver golden bronze copper amber indigo cobalt smoky cool swinging late muted brassy sultry syncopated nocturnal uptown smooth urbane
    modal dapper mellow elegant lazy slinky suave`,
  noun: `piano clarinet cornet flugelhorn vibraphone organ cymbal snare brush mouthpiece songbook ledger matchbook cigarette ashtray coaster barstool jukebox gramophone radio streetcar cab tram ferry steamboat railcar dining_car hotel lobby elevator bellhop doorman night_owl sparrow nightingale crow rooftop fire_escape balcony doorway window streetlight neon_sign horn reed cat key bar step tone valve mute stool cane hat glove cuff mink pearl cigar saxophone trumpet trombone lounge speakeasy martini fedora cufflink cadence nocturne
    ballroom boulevard cabaret tuxedo trolley sidewalk taxi riverboat rhapsody serenade alley
    avenue skyline stairwell`,
  mass: `brass swing smoke moonlight velvet satin gin bourbon`,
  gerund: `swinging strutting stomping`,
  verb: `swing strut`,
  place: `street quarter lounge alley avenue`,
  head: `alto bop cafe cat club groove hat jive keys lounge mellow neon piano porter satin scat slick soft solo tenor tuxedo whisky ivory ebony onyx amber opal jade topaz cobalt indigo plum wine port rye malt dusk lamp gas candle dime nickel penny chime brush snare drum bass slide bow uptown cafe lilac tulip velvet silk satin silver cool late night mink cigar rum swing bop horn reed key brass moon smoke gin blue`,
  tail: `alley bop cafe cool corner groove hat keys lounge moon note park piano quarter rhythm riff scat set sky smoke snare spot stage stride suite velvet walk glow lamp spot chime brush tap swing sway strut walk talk song tune groove stride glide drift haze rain mist dusk hour time way step hall tone bar step room club side row beat key horn reed cat lane note line street light`,
  first: `theo otis cleo ella duke nina lester sonny etta hattie luther minnie wendell june ruth ada vera walter ray cal milo ira nat rosa esme hugo leon`,
  last: `marlowe delacroix bellamy holloway whitaker fontaine laroche mercer devereaux ashby kessler moreau ventura okafor lindqvist castellano hargrove pennington sorensen abernathy calloway dufresne lacroix weller ferrante haddon`,
  ensemble: `orchestra ensemble big_band players syncopators revue serenaders stompers messengers`,
  prep: `after under beyond`,
  scenes: [
    'a basement club with one spotlight and a double bass',
    'a late set in a smoky lounge',
    'a trumpet echoing down a rain-wet avenue',
  ],
  templates: [
    ['{F} {L} {E}', 1.5], ['The {A} {N} {E}', 7], ['{A} {N}', 8], ['{N} {E}', 5], ['The {L} {E}', 2],
    ['{X} {N}', 4], ['{A} {X}', 4], ['{N} & {N}', 2], ['{C}', 4], ['{I}', 0.5],
    ['The {L} {K}', 1], ['{A} {X} {E}', 5], ['{F} and the {A} {Ns}', 4],
    ['{X} {N} {E}', 3],
  ],
  syllables: {
    onset: 'b d l m n r s v c f g j t',
    vowel: 'a e i o u',
    coda: 'l n r s',
    ending: 'elle eau ino ette o ella ier ard ane',
  },
};

export const JAZZ_GENRES: Record<string, GenreLexicon> = {
  // Jazz bills name a leader and a line-up ('The Marlowe Quartet', 'Nat Mercer Trio'), read like a
  // standard's title ('Waltz for Debby', 'Streetcar Blues'), or like a room or a label of the music
  // ('The Matchbook Room', 'Birdland'): word pairs ('Brassy Reed') read as any genre's, so few are left.
  jazz: {
    ensemble: `trio quartet quintet sextet orchestra ensemble`,
    first: `ahmad marla dexter horace cecil elvin roland freddie carmen abbey dinah lionel earl rufus odell
      bernice lorraine hazel clifford harold`,
    last: `reyes quist ambrose colter haddix pruitt oduya santangelo marchetti lindgren beaumont ashworth tolliver
      garrity whitfield okonkwo pemberton dorsey vantreece hollister`,
    themes: [
      // Moods a brief asks for: a funeral march, a stakeout, an argument on the bandstand, a parade.
      { mood: true, adj: `mourning slow`, noun: `dirge requiem wreath elegy widow veil procession`, mass: `mourning` },
      { mood: true, adj: `sleepless shadowed nervous`, noun: `trenchcoat informant alibi wiretap stakeout hallway`, mass: `insomnia` },
      { mood: true, adj: `contrary dissonant`, noun: `argument quarrel duel standoff rival`, mass: `friction dissonance counterpoint` },
      { mood: true, adj: `jubilant bright`, noun: `parade procession confetti`, mass: `jubilee` },
      { adj: `midnight moonlit late starlit nocturnal`, noun: `nocturne serenade lullaby hour moon lamplight nightcap insomniac`, mass: `moonlight midnight` },
      { adj: `smoky dim hushed low-lit`, noun: `lounge speakeasy cellar cabaret club backroom matchbook ashtray bartender`, mass: `smoke gin bourbon vermouth` },
      { adj: `rainy uptown quiet crosstown`, noun: `avenue streetcar taxi streetlight sidewalk fire_escape brownstone subway overcoat`, mass: `rain` },
      { adj: `brassy muted bright`, noun: `trumpet cornet trombone horn saxophone reed mouthpiece valve`, mass: `brass` },
      { adj: `modal modern cool angular`, noun: `standard cadence interval chord progression changes tritone`, mass: `bebop swing counterpoint` },
      { adj: `velvet gilded elegant`, noun: `tuxedo pearl cufflink ballroom chandelier`, mass: `velvet satin` },
      { adj: `indigo cobalt blue ultramarine`, noun: `note mood hour`, mass: `indigo cobalt` },
      { adj: `spiritual cosmic astral karmic`, noun: `mantra pilgrim temple journey prayer sun`, mass: `karma devotion` },
      { adj: `restless nervous kinetic electric`, noun: `messenger prophet drummer engine pulse`, mass: `weather voltage momentum` },
      { adj: `slow tender autumn`, noun: `leaf waltz ballad porch letter`, mass: `autumn tenderness` },
      { adj: `green golden sunken`, noun: `penguin heron egret crane flamingo`, mass: `evergreen` },
    ],
    scenes: ['a bebop solo that takes the long way home', 'a brushed snare in a candlelit club', 'a basement club with one spotlight and a double bass', 'a standard played slower than anyone expected', 'a late set where the pianist stretches out', 'a blue-tinted record sleeve with a trumpet on it', 'a horn section trading fours'],
    templates: [
      // A leader and the line-up.
      ['{F} {L} {E}', 2.2], ['The {F} {L} {E}', 1.2], ['The {L} {E}', 1.6], ['{F} {L}', 1.2], ['{L} & {L}', 0.4],
      ['{F} {L} Big Band', 0.3], ['The {A} {N} {E}', 0.6], ['The {X} {E}', 0.4],
      // A standard's title.
      ['{N} Blues', 0.5], ['Blues for {F}', 0.3], ['Waltz for {F}', 0.3], ['Ballad for {F}', 0.2], ['Song for {F}', 0.2],
      ['{X} at Midnight', 0.3], ['{N} After Hours', 0.2],
      // A room or a label.
      ['The {N} Room', 0.5], ['{C}', 0.7], ['Club {N}', 0.2],
      // A few pictures as they are.
      ['{A} {N}', 0.5], ['{X} {N}', 0.4], ['{X} Collective', 0.3],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'ensemble', 'templates'],
  },
  blues: {
    adj: `lowdown muddy smokestack howlin weary lonesome sweet rambling raw tired broke backwater
      slow dusty hard_luck midnight bittersweet gutbucket greasy rusty`,
    noun: `crossroads delta mojo juke_joint levee boxcar hellhound rooster bottleneck harmonica
      shack porch mule train whistle catfish bayou river ferry graveyard tombstone dime nickel
      tin_roof honeybee`,
    mass: `moonshine gravel rain whiskey`,
    head: `mud rail tin`,
    tail: `water road`,
    ensemble: `shakers stompers hounds ramblers rollers`,
    first: `willie mamie otis bessie sonny cleo delbert etta hattie luther`,
    scenes: ['a slide guitar on a porch in the delta', 'a juke joint at the end of a gravel road', 'a train whistle crying across the levee'],
    templates: [['{A} {F}', 4], ['{F} and the {Ns}', 3], ['The {A} {N} {E}', 3]],
  },
  // Soul acts are a singer and a backing band ('Sharon Jones & the Dap-Kings', 'Durand Jones & the
  // Indications'), a vocal group of smooth plurals ('The Dramatics', 'The Delfonics'), a family of
  // singers, a duo of first names ('Sam & Dave'), or a picture from church, the street corner or a
  // romance ('Black Pumas', 'Sweet Inspirations'): never the swing era's orchestras and speakeasies.
  soul: {
    first: `curtis mavis bettye candi irma clarence solomon percy wilson arthur johnnie syl darrell eddie
      sharon durand ruby bobby willie lavern odessa inez earline della booker dee otis ernestine
      luther marvin teddy shirley ollie reggie winston loretta roberta vernon cornelius
      hattie earl lonnie maxine darlene alvin rosetta mattie sylvester junior lucille bernard jackie cleveland
      odell millie russell clara tyrone vera harold minnie floyd nadine ray essie lorraine dorothy sammy`,
    last: `holloway whitfield beasley tolliver mabry dupree hightower lockett gaines pruitt  fairley
      starks lyles spivey barksdale coleman cutler embry fontenot jeffries batiste 
      sutton everett pettiford harlan clemons wakefield
      carrington mayfair brookins dorsett hargrove lattimore pryor rucker sledge tillman upshaw vinson
      wooten yancey albright boykin crenshaw dandridge ealey gatewood hairston jenkins kimble marbury`,
    // The backing bands a singer fronts: plural, smooth, never an orchestra.
    ensemble: `indications revelators inspirations expressions soul_stirrers heartbeats testifiers
      intentions invitations deacons confessions sentiments devotees extraordinaires`,
    themes: [
      // Moods a brief asks for: heartbreak, a wake, a fight.
      { mood: true, adj: `weeping lonesome brokenhearted`, noun: `teardrop heartache lament goodbye`, mass: `sorrow`, word: `heartache teardrops goodbye` },
      { mood: true, adj: `mourning`, noun: `wreath vigil eulogy mourner`, mass: `grief`, word: `vigil eulogy mourners` },
      { mood: true, adj: `restless defiant`, noun: `protester marcher picket`, mass: `freedom`, word: `freedom marchers` },
      { adj: `sanctified righteous blessed heavenly hallowed gospel`, noun: `deacon hymn steeple tambourine testimony sermon revival psalm amen hallelujah pew`,
        mass: `glory grace`, word: `testimony hallelujah revival sanctified psalms deacons` },
      { adj: `tender sweet faithful true devoted lovesick`, noun: `sweetheart heartbeat promise vow lover darling embrace serenade locket`,
        mass: `tenderness devotion`, word: `devotion tenderness sweethearts promises lovelight`, head: `love sweet`, tail: `light heart song` },
      { adj: `uptown crosstown midnight downtown`, noun: `streetlight corner stoop jukebox cadillac doorway boulevard`,
        word: `streetlights jukebox uptown corners` },
      { adj: `golden amber brown honeyed warm`, noun: `sunbeam sparrow honeybee sunflower peach`, mass: `honey sugar molasses sunshine`,
        word: `sunshine honeybees sparrows molasses`, head: `honey sugar sun`, tail: `bird light` },
      { adj: `black wild prowling sleek`, noun: `puma panther leopard jaguar lynx bobcat`, word: `panthers jaguars bobcats` },
      { adj: `smooth silky velvet satin`, noun: `intention invitation indication sentiment inclination confession`, mass: `velvet satin`,
        word: `intentions invitations indications confessions`, head: `silk satin`, tail: `glow sheen` },
    ],
    // One-word soul names are real words and warm compounds ('Kindred', 'Brownstone', 'Lovelight').
    head: `honey sugar sweet love sun gold silk satin velvet moon brown ruby cherry jewel peach cotton church june`,
    tail: `light heart song bird glow shine town dove day fire hymn bloom wing kiss bell`,
    word: `kindred brownstone lovelight sweetwater tenderness devotion testimony hallelujah sanctified jukebox
      sunshine homecoming undertow heartbeat`,
    scenes: ['a Sunday choir turned loose on a Saturday night', 'a horn section and a voice that could crack glass', 'a slow dance under a single red bulb', 'a 45 spinning on a porch in July', 'a gospel shout carried into a nightclub', 'four singers sharing one microphone'],
    templates: [
      // A singer and the band behind them.
      ['{F} {L} & the {E}', 2.4], ['{F} {L} & the {A} {Ns}', 1.6], ['{F} & the {Ns}', 1.2], ['Little {F} & the {E}', 0.6],
      ['{F} {L}', 0.6], ['{F} & {F}', 0.5],
      // Vocal groups and families.
      ['The {A} {Ns}', 2], ['The {L} Singers', 0.4], ['The {L} Sisters', 0.3], ['The {L} Brothers', 0.3],
      // A picture as a name, or one word.
      ['{A} {Ns}', 1.2], ['{C}', 0.4], ['The {N} Revue', 0.4],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail', 'word'],
  },
  funk: {
    adj: `funky greasy slick cosmic sticky bumping popping strutting tight loose fly hot shiny mighty
      super dynamic galactic sizzling groovy slippery bouncing rubber`,
    noun: `boot jam pan gear groove slap boogie jive strut platform mothership thunderbird clavinet horn popcorn
      rocket spaceship lowrider sunglasses`,
    mass: `butter gravy grease boogie`,
    ensemble: `express revue orchestra explosion allstars connection corporation brigade factory
      commission`,
    head: `groove star space funk`,
    tail: `jam beat box bump strut ship train town`,
    scenes: ['a slap bass line you can feel in your teeth', 'a horn section in matching gold jackets', 'a mothership landing on the dancefloor'],
    templates: [['The {A} {N} {E}', 5], ['{N} {E}', 4], ['{F} and the {A} {Ns}', 3]],
  },
};
