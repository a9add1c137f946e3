// Pop family: sugar, sparkle and crushes, then the softer indie, synth and dream variants.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const POP_FAMILY: FamilyLexicon = {
  id: 'pop',
  adj: `adorable lovely darling precious cheeky flirty sassy bouncy jolly merry rosy blushing twinkling shimmering dazzling radiant gleaming starlit moonlit sunkissed tropical summery heavenly angelic magical fabulous fantastic marvelous wonderful supersonic sweet shiny bright sunny bubbly glossy pink peachy sparkly dreamy lovesick starry dizzy
    giddy candied glittery fizzy pretty lucky perfect teenage cute pastel sugary breezy`,
  noun: `kitten puppy bunny unicorn rollercoaster carousel trampoline jukebox milkshake doughnut cookie macaron marshmallow gumdrop popcorn soda lemon melon mango pineapple coconut flamingo parrot dolphin starfish sandcastle surfboard sunglasses perfume handbag heartbreaker daydreamer superstar popstar spotlight microphone headline magazine billboard skyline penthouse limousine doll halo cupid pony charm locket ribbon bow sticker heel wink hug beat tune jewel candy glitter sparkle lollipop kiss summer crush diary mirror lipstick polaroid
    rollerskate sundae cherry daisy popsicle balloon valentine cupcake rainbow butterfly
    sweetheart mixtape telephone postcard bubble jellybean peach strawberry sequin tiara
    sunbeam`,
  mass: `candyfloss lipgloss perfume champagne stardust moonlight sunlight sugar honey sunshine starlight bubblegum lemonade confetti glitter`,
  gerund: `dancing spinning sparkling glowing falling shining`,
  verb: `kiss call dance chase catch`,
  place: `avenue boulevard park lane bay`,
  head: `angel bella bliss bubble cloud giggle glam glitter gloss gum jewel joy kiss lucky lush marsh posy puff rosy ruby tinsel twinkle wink rose lilac blush coral glitz star moon pearl silk satin mint lime kiwi mango melon cocoa vanilla toffee caramel jam pie tulip poppy daisy bunny kitty happy sunny cosmo retro roller pixie fairy spark flash cherry peach lemon velvet disco neon dream love baby doll cupid halo pony lolly jelly berry fizz glow sugar honey candy star sun kiss sweet pink day`,
  tail: `bop bounce buzz candy charm cherry dash dream flirt gem glam glitz heart honey jelly joy lash lush mint peach pearl puff rush shine silk sky sugar swirl wish pie cake jam land town world line ride swing skip hop twirl spin sway fizz gloss charm wish flash burst spark bunny pop kiss bomb star crush doll beat wave dust glow party club cake berry shine girl drop pop girl line light heart bloom`,
  first: `lola ruby stella mia coco daisy lulu penny roxy kiki jojo bella milo`,
  last: `monroe valentine sinclair darling`,
  ensemble: `club parade hotline`,
  prep: `after over across beyond`,
  scenes: [
    'a sunlit rooftop party with a pink sky',
    'a glitter-covered dancefloor at a school disco',
    'a chorus you can sing along to on the first listen',
  ],
  templates: [
    ['{I}', 8], ['{A} {N}', 10], ['The {A} {Ns}', 6], ['{N} {N}', 5], ['{F} & the {Ns}', 3],
    ['{K} {Ns}', 2], ['{C}', 6], ['{A} {X}', 4], ['{X} {Ns}', 4], ['{F} {N}', 2],
    ['{F} & the {A} {Ns}', 5], ['{A} {X} {Ns}', 5], ['The {A} {N} {E}', 3],
    ['{A} {N} {Ns}', 3],   ],
  syllables: {
    onset: 'l m s b j k z p n v t d r f',
    vowel: 'i a ee o y u e',
    coda: 'n l s x',
    ending: 'ie ette y a o i ly elle ina ara ix oo',
  },
};

export const POP_GENRES: Record<string, GenreLexicon> = {
  pop: {
    adj: `electric cosmic golden`,
    noun: `hit chorus radio spotlight disco`,
    mass: `bubblegum`,
    scenes: ['a chart-topping chorus on every radio', 'a music video shot in a candy-coloured diner'],
  },
  // Indie-pop names are wry, literary and specific, never sugary: two names from a novel ('Belle and
  // Sebastian'), an ordinary thing said with a straight face ('Camera Obscura', 'Standard Fare', 'Snail
  // Mail', 'Beach Fossils'), a club or a department ('The Radio Dept.', 'Slow Club'), a thing in a
  // far city ('Architecture in Helsinki'), a person and a street ('Veronica Falls').
  'indie-pop': {
    first: `harriet agnes rupert ottoline clement eliza beatrix cressida edwin mabel wilfred winifred imogen felix
      marnie percy lionel dorothea ambrose vivian florence hugo ingrid jasper`,
    themes: [
      // Moods a brief asks for: a crush, a break-up, being bored.
      { mood: true, adj: `lovesick awkward earnest`, noun: `crush valentine mixtape slow_dance love_letter`, mass: `heartbreak`, word: `lovesick` },
      { mood: true, adj: `bored idle rainy`, noun: `afternoon weekday waiting_room laundrette`, mass: `drizzle`, word: `weekdays laundrette` },
      { adj: `overdue secondhand borrowed handwritten dog-eared`, noun: `library_card postcard envelope pamphlet typewriter bookmark crossword paperback pen_pal stamp`,
        word: `crosswords pamphlets stationery`, head: `ink pen post`, tail: `card mark mail` },
      { adj: `municipal off-season provincial windswept`, noun: `lido pier deckchair rockpool promenade gull ferry bandstand arcade`,
        word: `promenade bandstand lido` },
      { adj: `amateur junior sensible weekend`, noun: `swimmer cyclist birdwatcher umpire goalkeeper`,
        word: `badminton semaphore`, head: `bike`, tail: `club ball` },
      { adj: `polite electric tiny pocket`, noun: `telescope calculator compass transistor planetarium metronome camera`,
        word: `metronome planetarium`, head: `tin glass`, tail: `craft works` },
      { adj: `shy bashful clumsy small`, noun: `field_mouse hedgehog snail hare sparrow heron tortoise`, word: `tortoises` },
      { adj: `suburban cul-de-sac quiet`, noun: `hedge sprinkler carport bungalow conservatory garden_gnome`, word: `bungalows conservatory` },
      { mass: `architecture cinema gymnastics geography weather philosophy badminton`,
        place: `lisbon reykjavik tallinn antwerp bergen trieste gdansk ghent bruges turku aarhus`, word: `matinee` },
    ],
    head: `pine tin paper kite lemon tea field post ink pen fox bike glass`,
    tail: `pool grove craft club post field bell card mail shop house yard works`,
    word: `crosswords pamphlets stationery promenade bandstand badminton semaphore matinee tortoises`,
    scenes: ['a picnic blanket and a tambourine in a city park', 'a handmade zine and a cassette single', 'a bicycle bell ringing down a seaside promenade', 'a jangly guitar and a lyric about a library fine', 'a flexi disc given away with a fanzine'],
    templates: [
      ['The {A} {Ns}', 2.4], ['{A} {N}', 1.6], ['{F} and {F}', 1.2],
      ['{X} in {P}', 0.9], ['The {N} Society', 0.5], ['The {N} Club', 0.5], ['{A} Club', 0.4],
      ['{Ns} for {F}', 0.5], ['{A} {Ns}', 0.8], ['{C}', 0.6],
      // A person and a street, as a band takes its name from an address ('Veronica Falls').
      ['{F} Crescent', 0.2], ['{F} Gardens', 0.2], ['{F} Terrace', 0.2], ['{F} Falls', 0.15], ['{F} Heights', 0.15],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail', 'word'],
  },
  'synth-pop': {
    adj: `plastic digital modern chrome synthetic futurist lonely glamorous metallic pulsing romantic
      luminous icy magnetic bionic robotic fluorescent nocturnal`,
    noun: `synth mannequin telex robot radio heartbeat telephone circuit hologram nightclub
      discotheque video cassette keyboard laser satellite television silhouette cyborg mirrorball
      runway`,
    mass: `neon chrome vinyl`,
    head: `neon chrome tele video`,
    tail: `beat pulse wave glow shine gloss chrome tone kiss night lights club line wave`,
    scenes: ['a mannequin in a neon shop window', 'a drum machine and a lonely melody at midnight', 'a music video full of shoulder pads and dry ice'],
  },
  // Dream pop names are soft pictures held still: a place at dusk ('Beach House'), a pale pair
  // ('Pale Saints', 'Wild Nothing'), weather and water ('Slowdive', 'Mazzy Star'), never candy.
  'dream-pop': {
    themes: [
      { adj: `underwater drowned submerged tidal`, noun: `pool swimmer lagoon tide shallow lido undertow mermaid seashell jetty sandbar diver wave current`, mass: `seafoam chlorine brine`, word: `undertow shallows seafoam lagoon swimmers lido riptide sandbar breakwater jetty tidepool`, head: `sea tide pool salt`, tail: `drift dive foam swim` },
      { adj: `pale luminous opaline prismatic glassy`, noun: `prism halo chandelier mirror pearl opal lantern glasshouse window sequin crystal kaleidoscope`, mass: `glass moonlight`, word: `prism halo chandelier opaline glasshouse`, head: `glass moon pearl`, tail: `light glow beam shine` },
      { adj: `hazy overcast misty cloudless drizzly`, noun: `cloud aurora altitude raincoat umbrella skylight monsoon`, mass: `haze mist vapour rain`, word: `vapour altitude aurora overcast drizzle`, head: `cloud haze mist rain`, tail: `fall drift bank` },
      { adj: `sleepy drowsy slumbering half-awake somnambulant`, noun: `lullaby reverie daydream pillow sleepwalker memory nightgown bedroom curtain`, mass: `slumber reverie`, word: `reverie lullaby sleepwalker slumber somnambulist`, head: `sleep dream dusk`, tail: `walk talk state` },
      { adj: `wilted blooming lilac violet`, noun: `petal hyacinth wisteria magnolia peony orchid camellia greenhouse bouquet gardenia jasmine foxglove poppy`, mass: `pollen wisteria`, word: `wisteria hyacinth magnolia camellia greenhouse`, head: `rose lily iris`, tail: `bloom wood` },
      { adj: `suburban vacant empty late`, noun: `motel streetlight sprinkler headlight vacancy porchlight overpass diner swimming_pool`, mass: `neon asphalt`, word: `vacancy motels streetlights`, head: `motel porch`, tail: `light lane` },
      { adj: `pale holy velvet lace`, noun: `saint angel seraph chapel veil cathedral choir rosary candle nun bell`, mass: `lace velvet incense`, word: `seraph chapel vespers`, head: `saint angel`, tail: `song choir` },
      { adj: `starry astral faraway distant`, noun: `star comet constellation satellite planetarium orbit moonbeam galaxy telescope astronaut eclipse`, mass: `starlight stardust`, word: `planetarium constellation satellites starlight`, head: `star sun moon`, tail: `beam fall dust` },
      { adj: `slow tender soft hushed`, noun: `whisper breath sigh murmur echo heartbeat secret letter`, mass: `hush silence`, word: `whisper murmur hush echoes`, head: `slow soft hush`, tail: `dive fade drift` },
    ],
    scenes: ['a swimming pool at dusk with the lights underwater', 'a reverb-drenched guitar drifting like fog', 'a motel sign humming on an empty road', 'curtains moving in a summer-night window'],
    templates: [
      ['{A} {Ns}', 2.4], ['{N} House', 1.2], ['{C}', 2.5], ['The {A} {N}', 1.2], ['{A} {X}', 1.5], ['{N} Twins', 0.5],
      ['{W}', 0.4], ['Still {Ns}', 0.4], ['{A} {N}', 2.5], ['{Ns} After {X}', 0.3],
      // Soft phrases with a season or a nothing in them ('Wild Nothing', 'Chlorine Summer'); two
      // things side by side ('Asphalt Streetlight', 'Slumber Eyelid') say little, so they are rare.
      ['{A} Nothing', 0.5], ['{X} Summer', 0.7], ['{X} {N}', 0.4],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail', 'word'],
    syllables: { onset: 'l m n s v h r', vowel: 'a e i o ai ae', coda: 'l n', ending: 'a ia elle ine ora ae' },
  },
};
