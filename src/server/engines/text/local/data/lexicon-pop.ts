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
  'indie-pop': {
    adj: `shy twee jangly sleepy tiny bashful wistful gentle clumsy lovely tender dappled soft
      gingham freckled cozy hopeful handmade secret`,
    noun: `cardigan bicycle lemon picnic sailboat kite teacup umbrella notebook bookshop sparrow
      meadow seaside ferris_wheel lighthouse orchard sweater daydream raincoat hedgehog fox
      crayon scooter library`,
    mass: `marmalade bunting paper`,
    head: `paper kite lemon tea fox`,
    tail: `bell field park`,
    scenes: ['a picnic blanket and a tambourine in a city park', 'a handmade zine and a cassette single', 'a bicycle bell ringing down a seaside promenade'],
    templates: [['The {A} {Ns}', 4], ['{F} and {F}', 2]],
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
  'dream-pop': {
    adj: `hazy dreamy drowsy soft floating shimmering pale faded blurred gauzy glowing drifting
      weightless lilac opaline luminous underwater washed silken tender liquid ethereal slow`,
    noun: `cocoon lullaby cloud halo ribbon petal feather reverie mirage lagoon swan moth pearl
      bloom seashell chandelier nebula snowglobe aurora slumber`,
    mass: `haze satin gossamer ether fog hush velvet`,
    head: `cloud moth pearl swan snow`,
    tail: `bloom fall light`,
    scenes: ['a swimming pool at dusk with the lights underwater', 'a reverb-drenched guitar drifting like fog', 'a bedroom ceiling covered in glow-in-the-dark stars'],
    templates: [['{X} {N}', 3], ['{N} {N}', 2]],
  },
};
