// What a word becomes and keeps company with, for the Magic Mixer: its adjective ('smoke' ->
// 'smoky'), the people it makes ('smoke' -> 'smokers', 'highway' -> 'highwaymen') and the words
// English already pairs it with ('smoke' -> 'signal', 'stack', 'ring'). A mix built from these is a
// new name made of the picked words ('Smoke Signal Quartet', 'The Velvet Smokers'), not the same
// words in another order. One entry a line: word, adjective, people, companions; '-' for none.

const KIN = `
smoke smoky smokers signal,stack,ring,screen,house
ice icy - box,pick,storm,cold
frost frosty - bite,line,fall
snow snowy - blind,drift,line,field
winter wintry - light,coat,field,king
wolf - wolves pack,moon,howl,hound
forest - foresters floor,fire,line,king
river - rivermen bend,mouth,stone,bank,rat
lantern - - light,keeper,bearer
velvet velvety - rope,glove,curtain,room
midnight - midnighters hour,train,sun,mass
moon moonlit - beam,shine,walk,child,dust
sun sunny - beam,down,dial,burst
star starry - light,dust,fall,gazer,child
gold golden - rush,mine,leaf,coast,tooth
silver silvery - screen,line,back,tongue
honey honeyed - moon,comb,bee,jar
glass glassy - house,jaw,eye,works
dust dusty - bowl,devil,jacket,storm,cloud
highway - highwaymen star,ghost,hymn,lines
whiskey - - river,sour,town,jar
ghost ghostly - town,light,note,ship,story
crown crowned - jewel,heights,prince
ember - - glow,fall,light,song
thunder - thunderers clap,bird,head,road
storm stormy - chaser,front,cloud,watch
rain rainy - maker,coat,fall,water,dance
fire fiery - fly,side,light,walk,starter
night nightly - hawk,shift,bird,owl,shade,train
shadow shadowy - boxer,play,land,line
iron - - horse,lung,clad,work,side
steel - - town,wool,string,yard
stone stony - wall,henge,fly,cold
salt salty - water,marsh,lick,flat
sea - - wall,glass,bird,horse,side
tide tidal - water,line,pool,turner
ocean oceanic - floor,drive,liner
harbor - - light,master,wall,town
neon - - light,sign,city,heart
nomad - - heart,road
echo - - chamber,park,valley,room
dream dreamy dreamers boat,land,catcher,house,state
sleep sleepy sleepers walker,over,talk
cloud cloudy - burst,land,nine,cover
rose rosy - water,garden,bud,wood
bloom - bloomers field,house
petal - - pusher,fall,drift
diamond - - dust,back,mine,ring
chrome - - heart,kid,dome
cash - - flow,money,box,rules
money - - bags,talk,trees,moves
drip - - god,kid,sauce
sauce - - god,boss,walker
slime - - ball,king,season
vinyl - - junkie,kid,rider
crate - - digger,diggers
cipher - - sound,seven,kings
verse - - rider,kings,one
mic - - check,controller,kings
block - - party,rockers,heads
street - - sweepers,preachers,lights,wise
soul - soulful survivor,kitchen,searchers,food
bass - - line,face,heads,drum
dub - - plate,wise,station,roots
roots - - radics,rock,reggae
zion - - gate,train,hill,lion
lion lionheart - heart,roar,gate
jah - - warriors,shaka,light
rhythm - - section,kings,doctors,makers
sound - - system,clash,boy,check
pulse - - width,code,wave
signal - - fire,box,path,tower
circuit - - board,breaker,rider
machine - machinists heart,room,gun,drum
factory - - floor,line,light
tunnel - - vision,rat,light
concrete - - jungle,angel,garden
orbit - orbital - 
grave - - yard,digger,stone,wind
crypt - - keeper,lord,walker
frostbite - - 
raven - - wing,claw,moon,hollow
throne - - room,keeper
altar - - boy,smoke,stone
serpent - - tongue,king,coil
abyss - abyssal walker,gazer
blood bloody - moon,line,stone,hound
black - - heart,moon,water,thorn,bird
bone bony - yard,fire,dry,saw
ash ashen - fall,grove,wood,tray
wheat - - field,stone
barley - - corn,wine
meadow - - lark,sweet,brook
orchard - - keeper,road,wind
hollow - - bone,tree,hill,moon
porch - - light,swing,song
holler - - back,hill
creek - - bed,side,bank
banjo - - string,jack,pickers
fiddle - fiddlers head,back,stick
bourbon - - street,jar,creek
jukebox - - heroes,saints,queen
rodeo - - queen,clown,kings
cactus - - flower,jack,blossom
desert - - rose,rats,sky,storm
canyon - - road,echo,rider
blue bluesy - bird,bell,grass,moon
bluebird - - 
swing - swingers time,shift,set
brass brassy - band,monkey,tacks,section
cellar - - door,door,light
saxophone - - 
trumpet - - vine,call
piano - - bar,roll,man
cadence - - 
cool - - hand,water,heads
mood moody - swings,indigo,ring
groove groovy - rider,merchant,box
funk funky - machine,brothers,soul
disco - - inferno,ball,kids
laser - - beam,tag,disc
arcade - - fire,kids,light
cassette - - deck,kids,tape
sunset - - strip,drive,riders
palm - - springs,reader,tree
tape - - deck,worm,loop
heart - - break,beat,land,strings
bird - - song,cage,watchers,house
sparrow - - hawk,song
crow - - bar,foot,kings
moth - - light,wing,eaten,ball
cathedral - - bells,ghost,stone
basalt - - 
garden - gardeners party,gate,wall,state
mirror - - ball,land,image,lake
halo - - light,effect
angel angelic - dust,fire,wings,falls
saint saintly - street,jude,vitus
chapel - - hill,bell,door
pearl pearly - diver,harbor,jam,gate
swan - - song,lake,dive
tropic tropical - thunder,heat
jungle - - gym,drum,fever
thorn thorny - bush,bird,crown
witch - - craft,hazel,hunt,house
coven - - 
`;

export interface Kin {
  readonly adj: string | null;
  readonly people: string | null;
  readonly companions: readonly string[];
}

export const WORD_KIN: ReadonlyMap<string, Kin> = new Map(
  KIN.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 1 && parts[0] !== '')
    .map(([word, adj, people, companions]) => [
      word!,
      {
        adj: adj && adj !== '-' ? adj : null,
        people: people && people !== '-' ? people : null,
        companions: companions && companions !== '-' ? [...new Set(companions.split(','))] : [],
      },
    ]),
);
