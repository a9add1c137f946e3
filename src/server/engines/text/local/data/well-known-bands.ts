// Famous real bands and artist groups, across genres and eras. No generated name may match one
// (after normalise-name.ts: lower case, punctuation removed, a leading 'the ' removed).
// Written from general knowledge; it is shipped with the product and read at start-up.
const RAW = `
The Beatles
The Rolling Stones
Led Zeppelin
Pink Floyd
Queen
The Who
The Doors
The Kinks
The Beach Boys
The Byrds
The Animals
The Yardbirds
Cream
Jimi Hendrix Experience
The Jimi Hendrix Experience
Creedence Clearwater Revival
The Grateful Dead
Jefferson Airplane
Jefferson Starship
Big Brother and the Holding Company
Buffalo Springfield
Crosby, Stills & Nash
Crosby, Stills, Nash & Young
The Mamas & the Papas
The Monkees
The Zombies
The Hollies
The Searchers
Herman's Hermits
Gerry and the Pacemakers
The Dave Clark Five
Small Faces
Faces
The Moody Blues
Procol Harum
Traffic
Blind Faith
Deep Purple
Black Sabbath
Uriah Heep
Jethro Tull
Yes
Genesis
King Crimson
Emerson, Lake & Palmer
Gentle Giant
Van der Graaf Generator
Camel
Caravan
Soft Machine
Gong
Hawkwind
Can
Neu!
Kraftwerk
Tangerine Dream
Faust
Amon Düül II
Popol Vuh
Cluster
Harmonia
Eagles
The Eagles
Fleetwood Mac
Steely Dan
Lynyrd Skynyrd
The Allman Brothers Band
ZZ Top
Aerosmith
Kiss
Boston
Journey
Foreigner
Styx
Kansas
REO Speedwagon
Toto
Chicago
Heart
Bad Company
Free
Thin Lizzy
Status Quo
Slade
Sweet
The Sweet
T. Rex
Roxy Music
Mott the Hoople
Sparks
Wishbone Ash
Rainbow
Whitesnake
Scorpions
Def Leppard
Judas Priest
Iron Maiden
Motörhead
Saxon
Dio
UFO
Rush
Triumph
April Wine
Loverboy
The Guess Who
Bachman-Turner Overdrive
Grand Funk Railroad
Three Dog Night
Steppenwolf
Blue Öyster Cult
The Velvet Underground
The Stooges
MC5
New York Dolls
The Modern Lovers
Television
Talking Heads
Blondie
Ramones
The Ramones
Patti Smith Group
Suicide
Dead Boys
The Heartbreakers
Tom Petty and the Heartbreakers
Sex Pistols
The Clash
The Damned
Buzzcocks
The Jam
Wire
The Stranglers
Siouxsie and the Banshees
X-Ray Spex
The Slits
Stiff Little Fingers
The Undertones
Sham 69
Cockney Rejects
The Adicts
UK Subs
Crass
Discharge
The Exploited
GBH
Black Flag
Dead Kennedys
Bad Brains
Minor Threat
Circle Jerks
Fear
Germs
The Germs
X
Descendents
Misfits
The Misfits
Hüsker Dü
The Replacements
Minutemen
Fugazi
Social Distortion
Bad Religion
NOFX
Rancid
Green Day
The Offspring
Pennywise
Sublime
No Doubt
Blink-182
Sum 41
Good Charlotte
Simple Plan
New Found Glory
Yellowcard
Jimmy Eat World
Fall Out Boy
Panic! at the Disco
My Chemical Romance
Paramore
Thursday
Taking Back Sunday
Brand New
The Used
Alkaline Trio
Dashboard Confessional
Saves the Day
Sunny Day Real Estate
American Football
The Get Up Kids
Against Me!
Dropkick Murphys
Flogging Molly
The Pogues
Joy Division
New Order
The Cure
Bauhaus
The Sisters of Mercy
Echo & the Bunnymen
The Psychedelic Furs
Gang of Four
Public Image Ltd
The Fall
Magazine
Killing Joke
The Teardrop Explodes
Simple Minds
U2
The Smiths
Morrissey
The Chameleons
Cocteau Twins
Dead Can Dance
This Mortal Coil
The Jesus and Mary Chain
My Bloody Valentine
Slowdive
Ride
Lush
Swervedriver
Chapterhouse
Catherine Wheel
Pale Saints
Spacemen 3
Spiritualized
The Stone Roses
Happy Mondays
Inspiral Carpets
The Charlatans
James
The La's
Primal Scream
Teenage Fanclub
Blur
Oasis
Pulp
Suede
Elastica
Supergrass
Ocean Colour Scene
The Verve
Radiohead
Manic Street Preachers
Kula Shaker
Placebo
Travis
Coldplay
Muse
Keane
Snow Patrol
Franz Ferdinand
Kaiser Chiefs
Bloc Party
The Libertines
Arctic Monkeys
The Kooks
Razorlight
Editors
Elbow
Doves
The Coral
The Zutons
The Cribs
Maxïmo Park
Foals
Klaxons
The Horrors
Florence + the Machine
Florence and the Machine
Mumford & Sons
Alt-J
The 1975
Wolf Alice
Royal Blood
Bastille
Biffy Clyro
Idlewild
Mogwai
Belle and Sebastian
The Vaselines
Camera Obscura
Frightened Rabbit
Glasvegas
The Proclaimers
Deacon Blue
Texas
Del Amitri
The Waterboys
Big Country
Runrig
The Cranberries
Thin Lizzy
The Undertones
Bell X1
The Script
Two Door Cinema Club
Snow Patrol
Fontaines D.C.
Sonic Youth
Pixies
Dinosaur Jr.
R.E.M.
The B-52's
Pavement
Sebadoh
Guided by Voices
Built to Spill
Modest Mouse
Neutral Milk Hotel
The Shins
Death Cab for Cutie
The Postal Service
Bright Eyes
Spoon
Interpol
The Strokes
Yeah Yeah Yeahs
TV on the Radio
The White Stripes
The Black Keys
The Raconteurs
The Dead Weather
Kings of Leon
The Killers
Vampire Weekend
Arcade Fire
The National
Grizzly Bear
Animal Collective
Fleet Foxes
Bon Iver
Beach House
MGMT
Passion Pit
Phoenix
Foster the People
Cage the Elephant
Portugal. The Man
Arcade Fire
LCD Soundsystem
The Rapture
!!!
Hot Chip
Cut Copy
Tame Impala
Pond
King Gizzard & the Lizard Wizard
The War on Drugs
Real Estate
Wilco
Uncle Tupelo
Son Volt
Whiskeytown
Drive-By Truckers
My Morning Jacket
Band of Horses
The Decemberists
Okkervil River
Iron & Wine
Cake
Weezer
Nirvana
Pearl Jam
Soundgarden
Alice in Chains
Stone Temple Pilots
Mudhoney
Screaming Trees
Melvins
Green River
Mother Love Bone
Temple of the Dog
Hole
L7
Babes in Toyland
Bikini Kill
Sleater-Kinney
Le Tigre
Veruca Salt
The Breeders
Belly
Throwing Muses
Smashing Pumpkins
The Smashing Pumpkins
Jane's Addiction
Red Hot Chili Peppers
Faith No More
Primus
Rage Against the Machine
Audioslave
Foo Fighters
Queens of the Stone Age
Kyuss
Fu Manchu
Sleep
Electric Wizard
Cathedral
Candlemass
Saint Vitus
Pentagram
Trouble
The Obsessed
Om
High on Fire
Boris
Sunn O)))
Earth
Neurosis
Isis
Cult of Luna
Pelican
Russian Circles
Baroness
Mastodon
Kylesa
Red Fang
Windhand
Pallbearer
Yob
Bell Witch
Thou
Conan
Monolord
Uncle Acid & the Deadbeats
Graveyard
Witchcraft
Blood Ceremony
Orchid
Ghost
Khemmis
Paradise Lost
My Dying Bride
Anathema
Katatonia
Type O Negative
Swans
Godflesh
Jesu
Ministry
Nine Inch Nails
Skinny Puppy
Front 242
Nitzer Ebb
KMFDM
Rammstein
Marilyn Manson
Rob Zombie
White Zombie
Static-X
Fear Factory
Metallica
Megadeth
Slayer
Anthrax
Exodus
Testament
Overkill
Kreator
Sodom
Destruction
Sepultura
Pantera
Lamb of God
Machine Head
Slipknot
Korn
Limp Bizkit
Deftones
System of a Down
Linkin Park
Papa Roach
Disturbed
Godsmack
Staind
Creed
Nickelback
Three Days Grace
Breaking Benjamin
Seether
Shinedown
Evanescence
Avenged Sevenfold
Bullet for My Valentine
Trivium
Killswitch Engage
As I Lay Dying
Parkway Drive
Architects
Bring Me the Horizon
While She Sleeps
Asking Alexandria
Of Mice & Men
Underoath
Converge
Botch
The Dillinger Escape Plan
Norma Jean
Every Time I Die
Poison the Well
Hatebreed
Agnostic Front
Cro-Mags
Sick of It All
Madball
Gorilla Biscuits
Youth of Today
Turnstile
Code Orange
Knocked Loose
Gojira
Opeth
Tool
A Perfect Circle
Dream Theater
Symphony X
Queensrÿche
Fates Warning
Meshuggah
Periphery
Animals as Leaders
Tesseract
Between the Buried and Me
Haken
Leprous
Devin Townsend Project
Strapping Young Lad
Cynic
Atheist
Death
Morbid Angel
Deicide
Obituary
Cannibal Corpse
Suffocation
Immolation
Incantation
Autopsy
Possessed
Entombed
Dismember
Grave
Carcass
Napalm Death
Bolt Thrower
Benediction
Vader
Behemoth
Nile
Cryptopsy
Gorguts
Decapitated
Aborted
Dying Fetus
Six Feet Under
Bloodbath
At the Gates
In Flames
Dark Tranquillity
Arch Enemy
Children of Bodom
Amon Amarth
Insomnium
Soilwork
Mayhem
Burzum
Darkthrone
Emperor
Immortal
Gorgoroth
Satyricon
Dimmu Borgir
Enslaved
Bathory
Venom
Celtic Frost
Hellhammer
Marduk
Dissection
Watain
Mgła
Deafheaven
Wolves in the Throne Room
Agalloch
Alcest
Ulver
Summoning
Cradle of Filth
Moonspell
Tiamat
Therion
Nightwish
Within Temptation
Epica
Sonata Arctica
Stratovarius
Helloween
Gamma Ray
Blind Guardian
Rhapsody
Manowar
Hammerfall
Sabaton
Powerwolf
Accept
Running Wild
Warlock
Doro
Mercyful Fate
King Diamond
Venom
Diamond Head
Angel Witch
Tygers of Pan Tang
Raven
Tank
Motley Crue
Mötley Crüe
Ratt
Poison
Warrant
Cinderella
Skid Row
Twisted Sister
Quiet Riot
W.A.S.P.
Dokken
Great White
Winger
Europe
Bon Jovi
Van Halen
Guns N' Roses
L.A. Guns
Faster Pussycat
Tesla
Extreme
Mr. Big
Night Ranger
Survivor
Asia
Bad English
Damn Yankees
The Cult
The Mission
Fields of the Nephilim
Christian Death
Alien Sex Fiend
The Damned
The Birthday Party
Nick Cave and the Bad Seeds
The Gun Club
The Cramps
The Sonics
The Trashmen
The Seeds
The 13th Floor Elevators
Thirteenth Floor Elevators
The Standells
The Kingsmen
Question Mark & the Mysterians
The Shadows of Knight
The Chocolate Watchband
The Electric Prunes
Love
Iron Butterfly
Vanilla Fudge
Blue Cheer
Canned Heat
Country Joe and the Fish
Quicksilver Messenger Service
Moby Grape
The Stooges
The Ventures
Dick Dale and His Del-Tones
The Shadows
The Surfaris
The Chantays
Jan and Dean
The Hives
The Vines
The Datsuns
Jet
Wolfmother
Airbourne
AC/DC
The Easybeats
Midnight Oil
INXS
Men at Work
Crowded House
Split Enz
Hunters & Collectors
Cold Chisel
The Go-Betweens
The Triffids
The Church
Silverchair
Powderfinger
You Am I
The Living End
Gang of Youths
Tame Impala
Empire of the Sun
The Avalanches
Pnau
Rüfüs Du Sol
Sticky Fingers
The Temper Trap
Architecture in Helsinki
Cut Copy
The Presets
Midnight Juggernauts
Chet Faker
Hilltop Hoods
Bliss n Eso
Hiatus Kaiyote
The Black Crowes
The Black Angels
The Brian Jonestown Massacre
The Dandy Warhols
Black Rebel Motorcycle Club
The Kills
The Jesus Lizard
Big Black
Shellac
Slint
Tortoise
June of 44
Rodan
Godspeed You! Black Emperor
Explosions in the Sky
Sigur Rós
Mono
This Will Destroy You
God Is an Astronaut
And So I Watch You from Afar
65daysofstatic
Caspian
Hammock
If These Trees Could Talk
Maybeshewill
Do Make Say Think
Don Caballero
Battles
Hella
Lightning Bolt
Deerhoof
Xiu Xiu
Liars
Deerhunter
Atlas Sound
Panda Bear
No Age
Wavves
Best Coast
Beach Fossils
Diiv
DIIV
Wild Nothing
Craft Spells
Cigarettes After Sex
Mazzy Star
Galaxie 500
Luna
Low
Red House Painters
Codeine
Duster
Have a Nice Life
Title Fight
Turnover
Citizen
Basement
Superheaven
Nothing
Whirr
Alvvays
Japanese Breakfast
Snail Mail
Soccer Mommy
Big Thief
Boygenius
Phoebe Bridgers
Car Seat Headrest
Parquet Courts
Courtney Barnett
IDLES
Shame
Black Midi
Black Country, New Road
Squid
Dry Cleaning
Yard Act
Sports Team
The Murder Capital
Viagra Boys
Iceage
Preoccupations
Protomartyr
Ought
Savages
Girl Band
Gilla Band
Interpol
Editors
She Wants Revenge
The Soft Moon
Drab Majesty
Boy Harsher
Molchat Doma
Lebanon Hanover
Cold Cave
Crystal Castles
The xx
Daughter
London Grammar
Chvrches
Purity Ring
Grimes
Lorde
Haim
Warpaint
Metric
Stars
Broken Social Scene
Arcade Fire
Wolf Parade
Tegan and Sara
The New Pornographers
Destroyer
Sloan
The Tragically Hip
Barenaked Ladies
Our Lady Peace
Moist
Matthew Good Band
Sum 41
Billy Talent
Alexisonfire
Death from Above 1979
Japandroids
Metz
Fucked Up
Crash Test Dummies
Cowboy Junkies
Blue Rodeo
Great Big Sea
The Band
Band of Skulls
Kasabian
Stereophonics
Feeder
Ash
Therapy?
Skunk Anansie
Garbage
Republica
Shed Seven
Dodgy
Cast
Menswear
Sleeper
Echobelly
Gene
The Bluetones
Embrace
Starsailor
Athlete
Hard-Fi
The Fratellis
The Enemy
The Twang
The View
Glasvegas
White Lies
The Maccabees
Mystery Jets
Los Campesinos!
Johnny Flynn
Noah and the Whale
Laura Marling
Bombay Bicycle Club
Friendly Fires
Everything Everything
Django Django
Alt-J
Glass Animals
Metronomy
Hot Chip
Joe Goddard
Django Django
Wet Leg
The Last Shadow Puppets
The Vaccines
Palma Violets
Slaves
Sleaford Mods
The Prodigy
The Chemical Brothers
Underworld
Orbital
Leftfield
The Orb
Faithless
Basement Jaxx
Groove Armada
Daft Punk
Justice
Air
Cassius
Phoenix
Modjo
Stardust
Röyksopp
The Knife
Fever Ray
Kraftwerk
Depeche Mode
Erasure
Yazoo
Pet Shop Boys
Soft Cell
The Human League
Heaven 17
Orchestral Manoeuvres in the Dark
OMD
Ultravox
Visage
Tears for Fears
Duran Duran
Spandau Ballet
Culture Club
Wham!
Eurythmics
A-ha
a-ha
Simple Minds
Talk Talk
Japan
ABC
Frankie Goes to Hollywood
Bronski Beat
The Communards
Yello
Alphaville
Camouflage
Real Life
Naked Eyes
Thompson Twins
Kajagoogoo
Level 42
Prefab Sprout
Aztec Camera
Orange Juice
The Blue Nile
China Crisis
The Associates
Dead or Alive
Bananarama
The Bangles
The Go-Go's
The Motels
Missing Persons
Men Without Hats
Devo
The Cars
The Police
The Pretenders
The Psychedelic Furs
The Outfield
Simple Minds
INXS
Roxette
ABBA
Ace of Base
Aqua
Boney M.
Army of Lovers
The Cardigans
Kent
The Hives
Refused
Millencolin
Europe
Sugababes
Spice Girls
All Saints
Girls Aloud
Little Mix
Atomic Kitten
Steps
S Club 7
Take That
Westlife
Boyzone
Blue
East 17
Five
Busted
McFly
One Direction
The Wanted
JLS
Backstreet Boys
NSYNC
'N Sync
98 Degrees
New Kids on the Block
Boyz II Men
Hanson
Jonas Brothers
Destiny's Child
TLC
En Vogue
SWV
Salt-N-Pepa
The Pussycat Dolls
Fifth Harmony
BTS
Blackpink
Twice
EXO
Big Bang
Girls' Generation
Super Junior
Red Velvet
Stray Kids
Seventeen
NewJeans
Aespa
Itzy
Mamamoo
Shinee
SHINee
2NE1
Monsta X
Ateez
TXT
Le Sserafim
Maroon 5
OneRepublic
Imagine Dragons
The Script
Train
Matchbox Twenty
Goo Goo Dolls
Third Eye Blind
Counting Crows
Hootie & the Blowfish
Gin Blossoms
Toad the Wet Sprocket
Semisonic
Fastball
Marcy Playground
Eve 6
Everclear
Lit
Sugar Ray
Smash Mouth
Barenaked Ladies
Collective Soul
Live
Bush
Candlebox
Silverchair
Hoobastank
Lifehouse
The Fray
Snow Patrol
The Killers
Neon Trees
Walk the Moon
Fun.
Twenty One Pilots
Panic! at the Disco
AJR
The Lumineers
Of Monsters and Men
The Head and the Heart
Edward Sharpe and the Magnetic Zeros
Lord Huron
The Avett Brothers
Old Crow Medicine Show
Trampled by Turtles
Punch Brothers
Nickel Creek
Alison Krauss & Union Station
Union Station
The Del McCoury Band
Flatt & Scruggs
Bill Monroe and the Blue Grass Boys
The Stanley Brothers
The Louvin Brothers
The Carter Family
The Everly Brothers
The Osborne Brothers
The Seldom Scene
The Country Gentlemen
New Grass Revival
Hot Rize
Mountain Heart
Infamous Stringdusters
The Infamous Stringdusters
Yonder Mountain String Band
Greensky Bluegrass
Billy Strings
Leftover Salmon
The Steeldrivers
Old & In the Way
Carolina Chocolate Drops
Hackensaw Boys
Split Lip Rayfield
Railroad Earth
Steep Canyon Rangers
Della Mae
The Wailin' Jennys
The Be Good Tanyas
Crooked Still
Mandolin Orange
The Milk Carton Kids
The Civil Wars
The Secret Sisters
The Staves
First Aid Kit
The Lone Bellow
Shovels & Rope
The Oh Hellos
The Tallest Man on Earth
Gregory Alan Isakov
The Felice Brothers
Deer Tick
Dawes
Futurebirds
Blitzen Trapper
Fruit Bats
Calexico
Giant Sand
The Jayhawks
Old 97's
The Bottle Rockets
Lucero
The Gaslight Anthem
Chuck Ragan
Hot Water Music
The Menzingers
The Flatliners
Against Me!
Lumineers
The Highwomen
The Chicks
Dixie Chicks
Lady A
Lady Antebellum
Rascal Flatts
Alabama
The Oak Ridge Boys
The Statler Brothers
Diamond Rio
Brooks & Dunn
Sawyer Brown
Little Big Town
Zac Brown Band
Florida Georgia Line
Old Dominion
Dan + Shay
The Band Perry
Sugarland
Lonestar
Restless Heart
Shenandoah
Highway 101
Asleep at the Wheel
The Marshall Tucker Band
The Outlaws
Charlie Daniels Band
The Charlie Daniels Band
The Nitty Gritty Dirt Band
Nitty Gritty Dirt Band
The Flying Burrito Brothers
Poco
Pure Prairie League
Firefall
Little Feat
The Band
Los Lobos
The Blasters
X
The Long Ryders
Green on Red
The Mavericks
BR5-49
Wilco
The Jayhawks
Cowboy Junkies
Whiskeytown
Mumford & Sons
The Staves
The Unthanks
Fairport Convention
Steeleye Span
Pentangle
The Incredible String Band
Lindisfarne
The Dubliners
The Chieftains
Planxty
Clannad
The Clancy Brothers
Horslips
Altan
Lúnasa
Bothy Band
The Bothy Band
Capercaillie
Wolfe Tones
The Corries
Battlefield Band
The High Kings
Flook
Bellowhead
Show of Hands
Skinner's Rag
Peter, Paul and Mary
The Kingston Trio
The Weavers
The New Christy Minstrels
The Seekers
Simon & Garfunkel
The Limeliters
The Carter Family
Sweet Honey in the Rock
Fleet Foxes
Fleetwood Mac
Allman Brothers Band
Gov't Mule
Widespread Panic
Phish
Dave Matthews Band
Blues Traveler
Spin Doctors
The Black Crowes
Tedeschi Trucks Band
Derek Trucks Band
Los Lonely Boys
The Fabulous Thunderbirds
Stevie Ray Vaughan and Double Trouble
Double Trouble
Canned Heat
The Paul Butterfield Blues Band
Butterfield Blues Band
John Mayall & the Bluesbreakers
Bluesbreakers
Ten Years After
Savoy Brown
Chicken Shack
Humble Pie
Foghat
The Groundhogs
Rory Gallagher
Taste
The Jeff Beck Group
Mountain
Cactus
The James Gang
James Gang
Grand Funk
Rare Earth
Sly and the Family Stone
Sly & the Family Stone
Parliament
Funkadelic
Parliament-Funkadelic
Bootsy's Rubber Band
The Meters
Earth, Wind & Fire
Kool & the Gang
The Ohio Players
Ohio Players
Tower of Power
War
Mandrill
Cameo
Con Funk Shun
Slave
Zapp
The Gap Band
Chic
Lakeside
The Brothers Johnson
Rufus
Heatwave
Brass Construction
B.T. Express
Average White Band
Wild Cherry
The Bar-Kays
Bar-Kays
The J.B.'s
James Brown and the Famous Flames
The Famous Flames
Booker T. & the M.G.'s
Booker T. and the MG's
The Mar-Keys
The Dap-Kings
Sharon Jones & the Dap-Kings
Vulfpeck
Snarky Puppy
Lettuce
Galactic
The Budos Band
Antibalas
Menahan Street Band
The Greyboy Allstars
Soulive
Medeski Martin & Wood
Khruangbin
The Temptations
The Four Tops
The Supremes
Diana Ross & the Supremes
Martha and the Vandellas
The Marvelettes
Smokey Robinson & the Miracles
The Miracles
The Jackson 5
The Jacksons
The Isley Brothers
The Spinners
The O'Jays
The Stylistics
The Delfonics
The Chi-Lites
The Dramatics
The Manhattans
The Main Ingredient
Harold Melvin & the Blue Notes
The Three Degrees
The Pointer Sisters
Sister Sledge
The Emotions
Labelle
The Staple Singers
The Impressions
The Drifters
The Coasters
The Platters
The Shirelles
The Ronettes
The Crystals
The Chiffons
The Shangri-Las
The Dells
The Moonglows
The Flamingos
The Penguins
The Ink Spots
The Mills Brothers
The Five Satins
The Del-Vikings
Frankie Lymon & the Teenagers
The Righteous Brothers
Sam & Dave
Ike & Tina Turner
The Commodores
Commodores
Boyz II Men
New Edition
Bell Biv DeVoe
Jodeci
Dru Hill
112
Blackstreet
Shai
Color Me Badd
Guy
Tony! Toni! Toné!
Mint Condition
Az Yet
K-Ci & JoJo
Xscape
Total
702
Brownstone
Zhané
Floetry
Jagged Edge
B2K
Mindless Behavior
Earth Wind and Fire
Hall & Oates
Daryl Hall & John Oates
The Doobie Brothers
Doobie Brothers
America
Bread
The Carpenters
Carpenters
Seals and Crofts
Loggins and Messina
Air Supply
Ambrosia
Player
Orleans
Little River Band
Looking Glass
Dr. Hook
Steely Dan
10cc
Electric Light Orchestra
ELO
The Alan Parsons Project
Supertramp
Wings
Badfinger
The Move
The Tremeloes
The Troggs
Manfred Mann
Manfred Mann's Earth Band
The Spencer Davis Group
The Pretty Things
The Small Faces
The Action
The Creation
Them
Thunderclap Newman
The Bee Gees
Bee Gees
The Walker Brothers
The Honeycombs
The Rascals
The Young Rascals
The Turtles
The Association
The Lovin' Spoonful
Spanky and Our Gang
The Left Banke
The Box Tops
Tommy James and the Shondells
The Grass Roots
Paul Revere & the Raiders
Sam the Sham and the Pharaohs
The Four Seasons
Frankie Valli and the Four Seasons
The Happenings
The Cowsills
The Partridge Family
The Archies
The Osmonds
The 5th Dimension
Sly & the Family Stone
Santana
Malo
El Chicano
Buena Vista Social Club
Gipsy Kings
Los Tigres del Norte
Los Fabulosos Cadillacs
Café Tacvba
Maná
Soda Stereo
Héroes del Silencio
Los Prisioneros
Aterciopelados
Calle 13
Bomba Estéreo
Los Amigos Invisibles
Molotov
Zoé
Caifanes
Jaguares
Mecano
La Oreja de Van Gogh
Los Bunkers
Fito & Fitipaldis
Jarabe de Palo
Ojos de Brujo
Amadou & Mariam
Tinariwen
Tamikrest
Bombino
Songhoy Blues
Ladysmith Black Mambazo
Osibisa
Fela Kuti & Africa 70
Orchestra Baobab
Orchestre Poly-Rythmo
Toure Kunda
Konono Nº1
Staff Benda Bilili
Mahotella Queens
Black Umfolosi
BLK JKS
Freshlyground
Mafikizolo
Die Antwoord
Goldfish
Sauti Sol
Tinariwen
Yat-Kha
Huun-Huur-Tu
The Hu
Hanggai
Värttinä
Hedningarna
Wardruna
Heilung
Faun
Corvus Corax
In Extremo
Subway to Sally
Saltatio Mortis
Eluveitie
Korpiklaani
Finntroll
Ensiferum
Turisas
Gogol Bordello
Beirut
DakhaBrakha
Balkan Beat Box
Boban Marković Orkestar
Fanfare Ciocărlia
Taraf de Haïdouks
Mariza
Madredeus
Dead Can Dance
Loreena McKennitt
Enya
Clannad
Afro Celt Sound System
Transglobal Underground
Asian Dub Foundation
Fun-Da-Mental
Cornershop
Thievery Corporation
Bob Marley and the Wailers
Bob Marley & the Wailers
The Wailers
Toots and the Maytals
The Maytals
Third World
Steel Pulse
Aswad
UB40
Black Uhuru
Burning Spear
Culture
The Abyssinians
The Congos
The Heptones
The Paragons
The Techniques
The Skatalites
The Specials
Madness
The Selecter
The Beat
The English Beat
Bad Manners
The Bodysnatchers
The Mighty Mighty Bosstones
Reel Big Fish
Less Than Jake
Streetlight Manifesto
Operation Ivy
Sublime with Rome
Slightly Stoopid
Rebelution
Stick Figure
Iration
SOJA
Dirty Heads
The Expendables
Pepper
311
Inner Circle
Israel Vibration
The Mighty Diamonds
Mighty Diamonds
The Gladiators
Misty in Roots
Matumbi
Alpha Blondy
Morgan Heritage
Chronixx
Groundation
Easy Star All-Stars
The Upsetters
Sly & Robbie
Roots Manuva
Massive Attack
Portishead
Tricky
Morcheeba
Lamb
Sneaker Pimps
Hooverphonic
Zero 7
Moloko
Mono
Archive
Bonobo
Thievery Corporation
Kruder & Dorfmeister
DJ Shadow
UNKLE
Unkle
The Cinematic Orchestra
Nightmares on Wax
Boards of Canada
Aphex Twin
Autechre
Squarepusher
Plaid
Four Tet
Burial
Jamie xx
Caribou
Bicep
Moderat
Modeselektor
Apparat
Booka Shade
Paul Kalkbrenner
Digitalism
Boys Noize
Crystal Castles
Justice
Daft Punk
Chromeo
Chvrches
Disclosure
Rudimental
Chase & Status
Pendulum
Sub Focus
Noisia
Netsky
Camo & Krooked
Goldie
Roni Size
Reprazent
LTJ Bukem
Photek
Skream
Benga
Digital Mystikz
Mala
Coki
Magnetic Man
Nero
Rusko
Flux Pavilion
Doctor P
Skrillex
Excision
Zomboy
Borgore
Datsik
Bassnectar
Knife Party
Zeds Dead
Virtual Riot
Subtronics
Svdden Death
Modestep
Deadmau5
Kaskade
Avicii
Swedish House Mafia
Axwell & Ingrosso
Tiësto
Armin van Buuren
Above & Beyond
Ferry Corsten
Paul van Dyk
ATB
Chicane
Sash!
Darude
Alice Deejay
Vengaboys
Eiffel 65
Scooter
Cascada
Basshunter
Da Hool
Robert Miles
Faithless
The Shapeshifters
Calvin Harris
David Guetta
Martin Garrix
Hardwell
Afrojack
Alesso
Zedd
Marshmello
The Chainsmokers
Major Lazer
DJ Snake
Diplo
Galantis
Cheat Codes
Clean Bandit
Disclosure
Gorgon City
Duke Dumont
MK
Purple Disco Machine
Fisher
Chris Lake
Jax Jones
Sigala
Kygo
Odesza
ODESZA
Porter Robinson
Madeon
Flume
Rufus Du Sol
Lane 8
Yotto
Ben Böhmer
Tycho
Bonobo
Emancipator
Pretty Lights
GRiZ
Big Gigantic
STS9
Sound Tribe Sector 9
The Disco Biscuits
Lotus
Infected Mushroom
Shpongle
Ott
Hallucinogen
Astral Projection
Juno Reactor
Eat Static
System 7
Orbital
Spiral Tribe
The KLF
KLF
The Shamen
808 State
A Guy Called Gerald
Utah Saints
Altern-8
N-Joi
Bizarre Inc
Shut Up and Dance
SL2
Prodigy
The Future Sound of London
Future Sound of London
Global Communication
Biosphere
Brian Eno
Harold Budd
Stars of the Lid
A Winged Victory for the Sullen
Hammock
Eluvium
Grouper
William Basinski
Tim Hecker
The Caretaker
Loscil
Gas
Wolfgang Voigt
Basic Channel
Maurizio
Rhythm & Sound
Underground Resistance
Drexciya
Model 500
Cybotron
Inner City
Derrick May
Juan Atkins
Kevin Saunderson
Jeff Mills
Robert Hood
Plastikman
Richie Hawtin
Surgeon
Regis
Sandwell District
Adam Beyer
Amelie Lens
Charlotte de Witte
Ben Klock
Marcel Dettmann
Len Faki
Blawan
Paula Temple
Perc
Ancient Methods
Dax J
I Hate Models
Kobosil
Rødhåd
Recondite
Tale of Us
Stephan Bodzin
Kiasmos
Moderat
Frankie Knuckles
Larry Heard
Mr. Fingers
Marshall Jefferson
Ron Hardy
Farley Jackmaster Funk
Masters at Work
Kerri Chandler
Todd Terry
Louie Vega
Armand van Helden
Roger Sanchez
Stardust
Cassius
Bob Sinclar
Dimitri from Paris
Kaytranada
Floating Points
Moodymann
Theo Parrish
Maceo Plex
Solomun
Black Coffee
Peggy Gou
Honey Dijon
Carl Cox
Sasha
John Digweed
Paul Oakenfold
Pete Tong
Fatboy Slim
The Crystal Method
The Propellerheads
Propellerheads
Lemon Jelly
Röyksopp
Air
M83
Kavinsky
College
Electric Youth
The Midnight
Gunship
FM-84
Timecop1983
Perturbator
Carpenter Brut
Lazerhawk
Mitch Murder
Power Glove
Dance with the Dead
Com Truise
Miami Nights 1984
Waveshaper
Trevor Something
Le Matos
Kalax
Sunglasses Kid
Dynatron
Michael Oakley
Robert Parker
Oscillian
Nightcrawler
Magic Sword
Vincenzo Salvia
Tokyo Rose
Sellorekt/LA Dreams
Ollie Wride
Chromatics
Desire
Glass Candy
Johnny Jewel
Italians Do It Better
Survive
S U R V I V E
Daniel Avery
Gesaffelstein
Zombie Nation
Röyksopp
Ladytron
Goldfrapp
Client
Fischerspooner
Miss Kittin
The Hacker
Felix da Housecat
Vitalic
Justice
Simian Mobile Disco
Hot Chip
Metronomy
Friendly Fires
Junior Boys
The Postal Service
Owl City
Passion Pit
MGMT
Empire of the Sun
Miike Snow
Years & Years
Years and Years
Clean Bandit
Chvrches
Purity Ring
Phantogram
Beach House
Wild Nothing
Washed Out
Toro y Moi
Neon Indian
Small Black
Memory Tapes
Teen Daze
Tennis
Men I Trust
Still Woozy
Cocteau Twins
The Sundays
The Cranberries
Lush
Mazzy Star
Slowdive
Galaxie 500
Julee Cruise
Beach House
Alvvays
Wild Beasts
Yeasayer
Grizzly Bear
Animal Collective
Department of Eagles
Au Revoir Simone
The Radio Dept.
The Radio Dept
Peter Bjorn and John
The Concretes
Club 8
Acid House Kings
Camera Obscura
Belle and Sebastian
The Pastels
The Field Mice
Heavenly
Talulah Gosh
Beat Happening
Tullycraft
The Magnetic Fields
Of Montreal
The Apples in Stereo
The Olivia Tremor Control
Elf Power
The Flaming Lips
Mercury Rev
Grandaddy
Sparklehorse
Eels
Wilco
The Moldy Peaches
Architecture in Helsinki
Los Campesinos
The Go! Team
The Go Team
Tilly and the Wall
Rilo Kiley
The Format
Fun
Cults
Best Coast
Real Estate
Frankie Cosmos
Girlpool
Hop Along
Mitski
Beabadoobee
Wallows
Dayglow
Boy Pablo
Rex Orange County
Clairo
Cuco
Men I Trust
Hippo Campus
Peach Pit
Hovvdy
Beach Bunny
The Marías
Tame Impala
Glass Animals
Milky Chance
Alt-J
Two Door Cinema Club
The Wombats
Vampire Weekend
Local Natives
Foster the People
Grouplove
Young the Giant
Portugal the Man
Walk the Moon
Bleachers
The Neighbourhood
The 1975
LANY
Lany
COIN
Coin
Joywave
Misterwives
Chromeo
Haim
Lake Street Dive
St. Lucia
Capital Cities
Atlas Genius
Smallpools
Magic!
Echosmith
X Ambassadors
Imagine Dragons
Twenty One Pilots
Fall Out Boy
Paramore
The Strokes
Franz Ferdinand
Queen
Run-DMC
Run DMC
Beastie Boys
Public Enemy
N.W.A
NWA
De La Soul
A Tribe Called Quest
Jungle Brothers
The Pharcyde
Black Sheep
Leaders of the New School
Gang Starr
Eric B. & Rakim
EPMD
Boogie Down Productions
Brand Nubian
Poor Righteous Teachers
X Clan
Digital Underground
Geto Boys
2 Live Crew
Naughty by Nature
Kris Kross
Arrested Development
Cypress Hill
House of Pain
Wu-Tang Clan
Mobb Deep
Onyx
M.O.P.
Das EFX
Black Moon
Smif-N-Wessun
Heltah Skeltah
Boot Camp Clik
The Roots
Fugees
The Fugees
Goodie Mob
OutKast
Outkast
UGK
Three 6 Mafia
Bone Thugs-n-Harmony
Souls of Mischief
Hieroglyphics
Del the Funky Homosapien
Jurassic 5
Dilated Peoples
Black Star
Blackstar
Reflection Eternal
Company Flow
Cannibal Ox
Run the Jewels
Clipse
Dipset
The Diplomats
G-Unit
D12
Slaughterhouse
Mobb Deep
Big Pun
Terror Squad
Ruff Ryders
The LOX
Lox
Camp Lo
Little Brother
Dead Prez
Atmosphere
Brother Ali
Hieroglyphics
Living Legends
Blackalicious
Quannum
Deltron 3030
Gorillaz
Handsome Boy Modeling School
Madvillain
Czarface
Griselda
Odd Future
Brockhampton
Pro Era
A$AP Mob
ASAP Mob
Migos
Rae Sremmurd
City Girls
Young Money
Cash Money
Ying Yang Twins
Lil Jon & the East Side Boyz
Crime Mob
Hot Boys
Big Tymers
Travis Scott
Lil Wayne
Lil Uzi Vert
Lil Baby
Lil Yachty
Lil Nas X
Young Thug
Gucci Mane
Future
Drake
Kanye West
Jay-Z
Nas
Eminem
Tupac
2Pac
The Notorious B.I.G.
Notorious B.I.G.
Snoop Dogg
Dr. Dre
Ice Cube
Ice-T
LL Cool J
Kendrick Lamar
J. Cole
$uicideboy$
Suicideboys
Flatbush Zombies
Pouya
Ghostemane
Metro Boomin
21 Savage
Playboi Carti
Lil Peep
XXXTentacion
Juice WRLD
Nujabes
J Dilla
Madlib
MF DOOM
Knxwledge
Tomppabeats
Idealism
Jinsang
Kupla
Philanthrope
Aso
Sleepy Fish
Kudasaibeats
Potsu
Elijah Who
In Love with a Ghost
Saib
Lofi Girl
ChilledCow
Chillhop Music
The Jazz Messengers
Art Blakey and the Jazz Messengers
Miles Davis Quintet
Modern Jazz Quartet
The Modern Jazz Quartet
Dave Brubeck Quartet
The Dave Brubeck Quartet
John Coltrane Quartet
Weather Report
Return to Forever
Mahavishnu Orchestra
Headhunters
The Headhunters
Yellowjackets
Spyro Gyra
The Crusaders
Jazz Crusaders
Steps Ahead
Pat Metheny Group
Oregon
Shakti
The Bad Plus
E.S.T.
Esbjörn Svensson Trio
GoGo Penguin
BadBadNotGood
Kamasi Washington
The Comet Is Coming
Sons of Kemet
Ezra Collective
Go Go Penguin
Portico Quartet
Snarky Puppy
Hiatus Kaiyote
Thundercat
Robert Glasper Experiment
Count Basie Orchestra
Duke Ellington Orchestra
Glenn Miller Orchestra
Benny Goodman Orchestra
Tommy Dorsey Orchestra
Artie Shaw
Cab Calloway
Woody Herman
Stan Kenton
Louis Armstrong and His Hot Five
Hot Five
Original Dixieland Jass Band
Original Dixieland Jazz Band
King Oliver's Creole Jazz Band
Preservation Hall Jazz Band
Dirty Dozen Brass Band
Rebirth Brass Band
Hot 8 Brass Band
Trombone Shorty & Orleans Avenue
Squirrel Nut Zippers
Cherry Poppin' Daddies
Big Bad Voodoo Daddy
Brian Setzer Orchestra
Royal Crown Revue
The Andrews Sisters
The Boswell Sisters
The Ink Spots
Manhattan Transfer
The Manhattan Transfer
Lambert, Hendricks & Ross
Take 6
Pentatonix
Rockapella
Straight No Chaser
The King's Singers
Chanticleer
The Tallis Scholars
The Sixteen
Anonymous 4
Kronos Quartet
Emerson String Quartet
Juilliard String Quartet
Amadeus Quartet
Borodin Quartet
Alban Berg Quartet
Takács Quartet
Brodsky Quartet
Arditti Quartet
Tokyo String Quartet
Guarneri Quartet
Quartetto Italiano
Beaux Arts Trio
Berliner Philharmoniker
Berlin Philharmonic
Vienna Philharmonic
Wiener Philharmoniker
London Symphony Orchestra
London Philharmonic Orchestra
Royal Philharmonic Orchestra
Philharmonia Orchestra
BBC Symphony Orchestra
Chicago Symphony Orchestra
Boston Symphony Orchestra
New York Philharmonic
Philadelphia Orchestra
The Philadelphia Orchestra
Cleveland Orchestra
The Cleveland Orchestra
Los Angeles Philharmonic
San Francisco Symphony
Concertgebouw Orchestra
Royal Concertgebouw Orchestra
Staatskapelle Dresden
Gewandhausorchester
Leipzig Gewandhaus Orchestra
Bavarian Radio Symphony Orchestra
Orchestre de Paris
Academy of St Martin in the Fields
English Chamber Orchestra
Orpheus Chamber Orchestra
Il Giardino Armonico
Les Arts Florissants
Concerto Köln
Freiburg Baroque Orchestra
Orchestra of the Age of Enlightenment
The English Concert
Academy of Ancient Music
The King's Consort
Le Concert des Nations
Hespèrion XXI
Europa Galante
Musica Antiqua Köln
Tafelmusik
Bach Collegium Japan
Monteverdi Choir
English Baroque Soloists
Apollo's Fire
I Musici
I Solisti Veneti
Vienna Boys' Choir
Vienna Boys Choir
Mormon Tabernacle Choir
Choir of King's College
Trans-Siberian Orchestra
Apocalyptica
2Cellos
The Piano Guys
Bond
Il Divo
Il Volo
The Three Tenors
Rondo Veneziano
Penguin Cafe Orchestra
Penguin Cafe
Balanescu Quartet
Bang on a Can All-Stars
Alarm Will Sound
eighth blackbird
yMusic
Brooklyn Rider
Mahler Chamber Orchestra
Budapest Festival Orchestra
Simón Bolívar Symphony Orchestra
Throbbing Gristle
Cabaret Voltaire
Einstürzende Neubauten
Coil
Current 93
Nurse with Wound
Psychic TV
SPK
Test Dept
Whitehouse
Merzbow
Wolf Eyes
Black Dice
Excepter
Animal Collective
The Residents
Residents
Captain Beefheart and His Magic Band
The Mothers of Invention
Henry Cow
Art Bears
This Heat
Pere Ubu
The Pop Group
The Raincoats
Young Marble Giants
Swell Maps
Faust
Cluster
Harmonia
Neu
Ash Ra Tempel
Agitation Free
Guru Guru
Embryo
Xhol Caravan
Magma
Art Zoyd
Univers Zero
Present
Thinking Plague
Cardiacs
Sleepytime Gorilla Museum
Mr. Bungle
Fantômas
Tomahawk
Naked City
Painkiller
Boredoms
Ruins
Melt-Banana
Acid Mothers Temple
Ghost
Kikagaku Moyo
Boris
Mono
Envy
Toe
Lite
Tricot
Number Girl
Zazen Boys
Shonen Knife
The Pillows
Buck-Tick
X Japan
Luna Sea
L'Arc-en-Ciel
Dir En Grey
Glay
Mr. Children
Spitz
Southern All Stars
Yellow Magic Orchestra
YMO
Perfume
Babymetal
Band-Maid
One Ok Rock
ONE OK ROCK
Radwimps
RADWIMPS
Sakanaction
Asian Kung-Fu Generation
Bump of Chicken
King Gnu
Yoasobi
YOASOBI
Kinoko Teikoku
Sheena Ringo
Tokyo Jihen
Pizzicato Five
Cornelius
Flipper's Guitar
Fishmans
Happy End
Les Rallizes Dénudés
Flower Travellin' Band
The Spiders
The Tigers
Tame Impala
Khruangbin
Altin Gün
Goat
Dungen
The Flower Kings
Änglagård
Anekdoten
Wobbler
Porcupine Tree
Marillion
IQ
Pendragon
Arena
Riverside
Pain of Salvation
Spock's Beard
Transatlantic
Big Big Train
Steven Wilson
Anathema
The Pineapple Thief
Karnivool
Dead Letter Circus
Closure in Moscow
The Mars Volta
At the Drive-In
Coheed and Cambria
Thrice
Circa Survive
Dance Gavin Dance
Chon
Polyphia
Covet
Intervals
Plini
Sleep Token
Spiritbox
Jinjer
Loathe
Employed to Serve
Svalbard
Conjurer
Pijn
Sylosis
Bloodywood
Nervosa
Crypta
Arch Enemy
Lacuna Coil
Delain
Amaranthe
Battle Beast
Beast in Black
Nightwish
Dragonforce
DragonForce
Alestorm
Gloryhammer
Wintersun
Kalmah
Omnium Gatherum
Be'lakor
Swallow the Sun
Draconian
Saturnus
Shape of Despair
Skepticism
Thergothon
Esoteric
Evoken
Mournful Congregation
Funeral
Ahab
Warning
Solitude Aeturnus
Reverend Bizarre
Count Raven
Witchfinder General
Pagan Altar
Angel Witch
Lucifer
Jex Thoth
Castle
Spirit Adrift
Crypt Sermon
Khemmis
Inter Arma
Bongripper
Dopethrone
Weedeater
Eyehategod
Crowbar
Down
Corrosion of Conformity
Clutch
Orange Goblin
Elder
All Them Witches
Earthless
Monster Magnet
Nebula
Truckfighters
Colour Haze
Causa Sui
My Sleeping Karma
Samsara Blues Experiment
Greenleaf
Dozer
Spiritual Beggars
Witchcraft
Kadavar
Blues Pills
Rival Sons
Greta Van Fleet
The Struts
The Darkness
Airbourne
Volbeat
Ghost
Avatar
In This Moment
Halestorm
The Pretty Reckless
Alter Bridge
Mammoth WVH
Foo Fighters
Royal Blood
The Pretty Things
The Sword
Valient Thorr
Torche
Floor
Big Business
Harvey Milk
Unsane
Helmet
Quicksand
Failure
Hum
Shiner
Jawbox
Jawbreaker
Samiam
Texas Is the Reason
Mineral
Braid
Cap'n Jazz
Joan of Arc
Owls
The Promise Ring
Rites of Spring
Embrace
Moss Icon
Orchid
Pg.99
Saetia
City of Caterpillar
Envy
La Dispute
Touché Amoré
Pianos Become the Teeth
Defeater
Modern Baseball
The Hotelier
Into It. Over It.
Tigers Jaw
Balance and Composure
Citizen
Movements
Microwave
Joyce Manor
The Front Bottoms
Pup
PUP
Mannequin Pussy
Remo Drive
Origami Angel
Knuckle Puck
State Champs
The Story So Far
Neck Deep
Real Friends
Four Year Strong
A Day to Remember
The Wonder Years
Man Overboard
Set Your Goals
All Time Low
Mayday Parade
We the Kings
Cute Is What We Aim For
Boys Like Girls
The Maine
Hey Monday
The Academy Is...
The Starting Line
Motion City Soundtrack
Say Anything
The Early November
Hellogoodbye
Forever the Sickest Kids
Metro Station
3OH!3
Breathe Carolina
Cobra Starship
Gym Class Heroes
The Cab
Never Shout Never
The Summer Set
Sleeping with Sirens
Pierce the Veil
Falling in Reverse
Escape the Fate
Black Veil Brides
Motionless in White
Ice Nine Kills
Crown the Empire
Memphis May Fire
Of Mice & Men
Attila
Issues
Beartooth
Crossfaith
Enter Shikari
Bring Me the Horizon
Architects
The Devil Wears Prada
August Burns Red
Wage War
Erra
Northlane
In Hearts Wake
Polaris
Thy Art Is Murder
Whitechapel
Suicide Silence
Chelsea Grin
Carnifex
Despised Icon
Job for a Cowboy
The Black Dahlia Murder
Fit for an Autopsy
Lorna Shore
Shadow of Intent
Ingested
Signs of the Swarm
Cattle Decapitation
Origin
Psycroptic
Decrepit Birth
Brain Drill
Beneath the Massacre
Spawn of Possession
Obscura
Necrophagist
Beyond Creation
Archspire
Rivers of Nihil
Fallujah
Revocation
Black Crown Initiate
Allegaeon
Gorod
Blood Incantation
Tomb Mold
Undergang
Chthe'ilist
Spectral Voice
Bolt Thrower
Asphyx
Pestilence
Gorefest
Sinister
Hail of Bullets
Memoriam
Vallenfyre
Dead Congregation
Teitanblood
Portal
Antediluvian
Mitochondrion
Impetuous Ritual
Ulcerate
Gorguts
Deathspell Omega
Blut Aus Nord
Leviathan
Xasthur
Krallice
Liturgy
Panopticon
Drudkh
Nokturnal Mortum
Negură Bunget
Batushka
Behexen
Horna
Sargeist
Satanic Warmaster
Beherit
Archgoat
Impaled Nazarene
Rotting Christ
Septicflesh
Necromantia
Varathron
Sodom
Tormentor
Master's Hammer
Root
Mortuary Drape
Bathory
Windir
Borknagar
Arcturus
Solefald
Ihsahn
Kvelertak
Vreid
1349
Taake
Tsjuder
Carpathian Forest
Keep of Kalessin
Dark Funeral
Naglfar
Necrophobic
Unanimated
Setherial
Shining
Lifelover
Nargaroth
Absu
Judas Iscariot
Weakling
Ash Borer
Bosse-de-Nage
Wolves in the Throne Room
Ghost Bath
Harakiri for the Sky
Der Weg einer Freiheit
Heretoir
Lantlôs
Amesoeurs
Les Discrets
Austere
Woods of Desolation
Saor
Winterfylleth
Fen
Wodensthrone
Primordial
Darkened Nocturn Slaughtercult
Midnight
Inquisition
Mystifier
Sarcófago
Vulcano
Holocausto
Sepultura
Angra
Krisiun
Ratos de Porão
Soulfly
Cavalera Conspiracy
Titãs
Os Mutantes
Legião Urbana
Paralamas do Sucesso
Barão Vermelho
Skank
Jota Quest
Charlie Brown Jr.
Raimundos
Capital Inicial
Engenheiros do Hawaii
Nação Zumbi
Chico Science & Nação Zumbi
Tribalistas
Novos Baianos
Secos & Molhados
Mutantes
Boogarins
Metá Metá
Scorpions
Accept
Helloween
Kreator
Tokio Hotel
Die Toten Hosen
Die Ärzte
Element of Crime
Wir sind Helden
Silbermond
Juli
Revolverheld
Sportfreunde Stiller
Kraftklub
AnnenMayKantereit
Deichkind
Fettes Brot
Die Fantastischen Vier
Beginner
Seeed
Culcha Candela
Peter Fox
Modeselektor
Boy
Milky Chance
Moderat
Kadavar
Brainstorm
Eisbrecher
Oomph!
Unheilig
Megaherz
Lindemann
Emigrate
Within Temptation
Golden Earring
Shocking Blue
Focus
Bettie Serveert
Krezip
BLØF
Kensington
De Staat
Anouk
Doe Maar
Normaal
Triggerfinger
dEUS
Deus
Soulwax
2manydjs
Hooverphonic
K's Choice
Zornik
Girls in Hawaii
Balthazar
Oscar and the Wolf
Goose
Vive la Fête
Front 242
The Neon Judgement
Indochine
Noir Désir
Téléphone
Trust
Les Négresses Vertes
Mano Negra
Manu Chao
Louise Attaque
Superbus
Phoenix
Air
Justice
M83
Daft Punk
Gojira
Alcest
Christine and the Queens
La Femme
Feu! Chatterton
Måneskin
Lacuna Coil
Litfiba
Afterhours
Subsonica
Verdena
Marlene Kuntz
Negramaro
Modà
Pooh
Premiata Forneria Marconi
PFM
Banco del Mutuo Soccorso
Goblin
Le Orme
Area
Matia Bazar
Righeira
Heroes del Silencio
Los Planetas
Vetusta Morla
Love of Lesbian
Izal
Dorian
Los Secretos
Radio Futura
Nacha Pop
Hombres G
El Último de la Fila
Extremoduro
Barón Rojo
Mägo de Oz
Tierra Santa
Los Suaves
Kortatu
Fermin Muguruza
Ska-P
La Polla Records
Eskorbuto
Obús
Leño
Siniestro Total
Los Enemigos
Sepultura
Motorpsycho
Kaizers Orchestra
Madrugada
Turbonegro
a-ha
Röyksopp
Kings of Convenience
Serena-Maneesh
Jaga Jazzist
Susanne Sundfør
Sigrid
Of Monsters and Men
Múm
Sigur Rós
Kaleo
The Sugarcubes
Sugarcubes
GusGus
Amiina
Hatari
Sólstafir
Ham
HAM
Kent
Roxette
Europe
The Hellacopters
Backyard Babies
Refused
The (International) Noise Conspiracy
Millencolin
Mando Diao
The Hives
Peter Bjorn and John
Shout Out Louds
Miike Snow
Little Dragon
First Aid Kit
The Knife
Fever Ray
Dungen
Ghost
Opeth
Meshuggah
Katatonia
In Flames
Dark Tranquillity
At the Gates
Hammerfall
Sabaton
Amon Amarth
Soilwork
Evergrey
Pain
Hypocrisy
Entombed
Dismember
Nihilist
Grave
Unleashed
Therion
Bathory
Marduk
Dark Funeral
Watain
Nightwish
HIM
The Rasmus
Sunrise Avenue
Poets of the Fall
Children of Bodom
Apocalyptica
Stratovarius
Sonata Arctica
Amorphis
Insomnium
Ensiferum
Korpiklaani
Finntroll
Moonsorrow
Swallow the Sun
Lordi
Hanoi Rocks
Eppu Normaali
Leningrad
Mumiy Troll
Kino
Aquarium
Akvarium
DDT
Aria
Nautilus Pompilius
Splean
Bi-2
Zemfira
Tatu
t.A.T.u.
Molchat Doma
Shortparis
IC3PEAK
Little Big
Pussy Riot
Okean Elzy
Boombox
DakhaBrakha
Go_A
Kalush Orchestra
Haydamaky
Vopli Vidopliassova
Kino
Behemoth
Vader
Decapitated
Riverside
Myslovitz
Perfect
Lady Pank
Republika
Kult
Dżem
Budka Suflera
Hey
Coma
Happysad
Kazik
T.Love
Brygada Kryzys
Laibach
Siddharta
Leb i Sol
Bijelo Dugme
Azra
Idoli
Električni Orgazam
Riblja Čorba
Partibrejkers
Ekatarina Velika
Haustor
Film
Prljavo Kazalište
Parni Valjak
Plavi Orkestar
Zabranjeno Pušenje
Dubioza Kolektiv
Omega
Locomotiv GT
Illés
Neoton Família
Tankcsapda
Quimby
Kispál és a Borz
Bikini
Edda Művek
Plastic People of the Universe
Olympic
Lucie
Kabát
Chinaski
Mňága a Žďorp
Už Jsme Doma
Vltava
Mashrou' Leila
Tinariwen
Kasabian
The Hu
Alice Cooper
Blue Cheer
The Amboy Dukes
The Frost
Bob Seger & the Silver Bullet Band
The Silver Bullet Band
The E Street Band
Bruce Springsteen and the E Street Band
Southside Johnny and the Asbury Jukes
John Cougar Mellencamp
The Georgia Satellites
The Smithereens
The dB's
Let's Active
The Feelies
The Bongos
Dream Syndicate
The Dream Syndicate
Rain Parade
The Three O'Clock
The Bangles
Game Theory
Camper Van Beethoven
Cracker
Violent Femmes
The Violent Femmes
The Mekons
The Housemartins
The Beautiful South
Lloyd Cole and the Commotions
The Woodentops
The Wedding Present
Cud
The Wonder Stuff
Pop Will Eat Itself
Ned's Atomic Dustbin
Carter the Unstoppable Sex Machine
Jesus Jones
EMF
The Farm
Northside
Flowered Up
The Soup Dragons
The Shamen
Chumbawamba
New Model Army
The Levellers
Levellers
The Men They Couldn't Hang
The Oyster Band
Oysterband
The Proclaimers
The Icicle Works
The Lotus Eaters
It's Immaterial
The Lightning Seeds
Lightning Seeds
The Boo Radleys
Boo Radleys
Mansun
Gomez
Embrace
Longpigs
Geneva
Tiger
Kenickie
Bis
Urusei Yatsura
Arab Strap
Delgados
The Delgados
Mogwai
Aereogramme
Biffy Clyro
Twin Atlantic
Frightened Rabbit
We Were Promised Jetpacks
The Twilight Sad
Admiral Fallow
Chvrches
Young Fathers
Django Django
Franz Ferdinand
Belle and Sebastian
Travis
Snow Patrol
Ash
The Divine Comedy
The Frank and Walters
The Sultans of Ping
Stiff Little Fingers
Therapy?
Kerbdog
And So I Watch You from Afar
Two Door Cinema Club
Fight Like Apes
The Coronas
Kodaline
Hozier
Bell X1
Villagers
The Frames
Fontaines DC
The Murder Capital
Inhaler
The Cranberries
The Corrs
Westlife
Boyzone
B*Witched
My Bloody Valentine
Whipping Boy
Something Happens
Aslan
Hothouse Flowers
In Tua Nua
The Pogues
The Saw Doctors
Thin Lizzy
Horslips
Skid Row
Taste
Van Morrison
Them
The Undertones
Dubliners
Chieftains
Boney M
Sweet People
Nazareth
Bay City Rollers
Average White Band
The Sensational Alex Harvey Band
Simple Minds
Orange Juice
Josef K
The Fire Engines
Altered Images
The Associates
Cocteau Twins
Del Amitri
Hue and Cry
Wet Wet Wet
Texas
The Blue Nile
Teenage Fanclub
Primal Scream
The Jesus and Mary Chain
Soup Dragons
Idlewild
The Vaselines
BMX Bandits
Eugenius
The Pastels
Arab Strap
Travis
Mogwai
Boards of Canada
Biffy Clyro
Frightened Rabbit
Nazareth
Budgie
Manic Street Preachers
Super Furry Animals
Gorky's Zygotic Mynci
Catatonia
Stereophonics
Feeder
Lostprophets
Funeral for a Friend
Bullet for My Valentine
Skindred
Kids in Glass Houses
The Joy Formidable
Los Campesinos!
Future of the Left
Mclusky
Young Marble Giants
The Alarm
Man
Badfinger
Budgie
Sevendust
Glassjaw
Thunderstone
Gallhammer
Wormrot
Nasum
The Fuzztones
The Rooftop Singers
Gravestone
Westworld
Seawind
Four Owls
Gridlink
Iceburn
Stormwitch
Steelheart
Firehouse
FireHouse
Thunder
Ironside
Blackfoot
Molly Hatchet
Sugarloaf
Mudvayne
Hed PE
Puddle of Mudd
Saliva
Drowning Pool
Trapt
Chevelle
Sevendust
Taproot
Flyleaf
Skillet
Thousand Foot Krutch
Red
Fuel
Tonic
Vertical Horizon
Nine Days
Dispatch
Guster
O.A.R.
Wheatus
The Calling
Default
Theory of a Deadman
Finger Eleven
Three Doors Down
3 Doors Down
Hinder
Buckcherry
Saving Abel
Halestorm
Starset
Bad Omens
Polyphia
Ghost Bath
Sleepytime Gorilla Museum
`;

/** The names as written (for the tests and the collision bench). */
export const WELL_KNOWN_BANDS: readonly string[] = RAW.split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
