// The text of the bonus special report: a practical gig strategy guide for new and growing bands.
// Kept apart from the layout code (bonus-report.ts) so it reads and edits like a document.

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'box'; title: string; lines: string[] }
  | { kind: 'tip'; text: string };

export interface Chapter {
  title: string;
  summary: string;
  blocks: Block[];
}

export const REPORT_TITLE = 'The Gig Strategy Playbook';
export const REPORT_SUBTITLE = 'How to book your first shows, build a crowd that comes back, and turn every gig into the next one';

export const REPORT_INTRO: Block[] = [
  {
    kind: 'p',
    text: 'Most bands do not fail because the songs are bad. They stall because nobody outside the rehearsal room hears them often enough to care. Live shows are still the fastest way to change that: every gig is a chance to win strangers, sell a shirt, collect an e-mail address and earn the next booking.',
  },
  {
    kind: 'p',
    text: 'This playbook is the system we wish every new band had on day one. It is written for acts playing rooms of 30 to 300 people: the open mics, local nights, support slots and first headline shows where careers are actually built. Read it once end to end, then keep it open while you plan your next month of shows.',
  },
  {
    kind: 'tip',
    text: 'The one idea behind everything here: bookers do not book music, they book people in the room. Your job is to make it easy to say yes, and to prove you bring a crowd.',
  },
];

export const CHAPTERS: Chapter[] = [
  {
    title: 'Get gig-ready before you ask',
    summary: 'A booker will give you one listen and one look. Make both count.',
    blocks: [
      {
        kind: 'p',
        text: 'Before you send a single e-mail, put together the small kit that every booker expects. It takes a weekend, and it doubles the number of replies you get.',
      },
      { kind: 'h', text: 'A set you could play half asleep' },
      {
        kind: 'p',
        text: 'Have a tight 20 to 30 minute set: the length of a typical opening slot. Rehearse it as a show, not as a list of songs: start to finish, with the count-ins, the tuning breaks and the few words you will say between songs. Run it at least three times this way before your first gig. You will find the dead air, the song that drags and the transition that always goes wrong.',
      },
      { kind: 'h', text: 'A one-page press kit (EPK)' },
      {
        kind: 'bullets',
        items: [
          'Your band name, your city and one line on your sound: "Sounds like Band A meets Band B" works better than a list of genres.',
          'Two or three of your best songs, streamable in one click. Lead with your strongest, not your newest.',
          'One live video of a full song with decent sound. A phone on a tripod near the sound desk is enough; bookers trust live footage more than studio recordings.',
          'One good photo, landscape and portrait, that still reads at thumbnail size.',
          'Your draw, honestly: "We brought 45 paying people to our last show at The Lantern."',
          'Contact details: one e-mail address and one phone number that someone actually answers.',
        ],
      },
      { kind: 'h', text: 'A simple tech sheet' },
      {
        kind: 'p',
        text: 'Write an input list (every instrument and microphone that needs a channel), what backline you bring, and what you need from the venue. Half a page is plenty. Sound engineers remember the bands that made their night easy, and they talk to bookers.',
      },
      {
        kind: 'tip',
        text: 'Use the same band name spelling, logo and photo everywhere: streaming profiles, socials, posters and your EPK. A booker who searches for you should land on you on the first try.',
      },
    ],
  },
  {
    title: 'Booking your first gigs',
    summary: 'Start where an audience already exists, and borrow it.',
    blocks: [
      {
        kind: 'p',
        text: 'Your first shows are not about money or prestige. They are about reps on stage, footage for your press kit and your first fifty fans. Go where people already gather to hear new music:',
      },
      {
        kind: 'bullets',
        items: [
          'Open mics and songwriter nights: low pressure, and the hosts often book the local nights too.',
          'Local or "new music" nights at small clubs, usually early in the week.',
          'Support slots for bands that already draw in your genre.',
          'House shows, all-ages spaces, record shops, cafes, community and campus events.',
          'Shared bills you build yourselves with two other bands at your level.',
        ],
      },
      { kind: 'h', text: 'Scout the rooms' },
      {
        kind: 'p',
        text: 'Go to shows at the venues you want to play. Note the capacity, which nights feature local acts, what the crowd looks like, and who actually books the room: a staff booker, an outside promoter who rents the night, or a talent buyer for a bigger group. Introduce yourself to the sound engineer and the bar staff; they are often asked, "Who was good lately?"',
      },
      { kind: 'h', text: 'Keep a booking sheet' },
      {
        kind: 'p',
        text: 'A spreadsheet beats memory. One row per venue: name, city, capacity, booker and contact, the nights they book local bands, the date you last wrote, the outcome and the date of your next follow-up. Sort by that last column every Monday and you will never lose a lead.',
      },
      { kind: 'h', text: 'Know the deal before you say yes' },
      {
        kind: 'bullets',
        items: [
          'Door deal: the bands split the ticket money, often after the venue takes its costs. Ask how the split works and who counts the door.',
          'Guarantee: a fixed fee whatever the turnout. Rare at first; a good sign when offered.',
          'Guarantee versus door: you get whichever is higher. The fairest deal for a growing band.',
          'Pay-to-play and pre-sale quotas, where you must buy or sell a block of tickets up front: be very careful. A room that makes its money from bands rather than audiences rarely builds your career.',
        ],
      },
      {
        kind: 'tip',
        text: 'A packed Tuesday beats an empty Saturday. Take the night you can fill, fill it, and the better nights will be offered to you.',
      },
    ],
  },
  {
    title: 'Building a draw',
    summary: 'Your draw is the number of people who come because of you. It is the currency of booking.',
    blocks: [
      {
        kind: 'p',
        text: 'Think of your audience as three rings. Each needs a different approach, and a healthy band grows all three at once.',
      },
      {
        kind: 'steps',
        items: [
          'Friends, family and colleagues: your first 15 to 25 people. They come for you, not the music, so make it easy: one date, one link, one reminder.',
          'Fans of similar bands: reached through shared bills, support slots and playlists. When you play with a band that draws, their crowd becomes your crowd.',
          'Strangers: reached through posters, event listings, local press, college radio and your socials. Slow at first, but this ring is where real growth lives.',
        ],
      },
      { kind: 'h', text: 'Invite people one by one' },
      {
        kind: 'p',
        text: 'A post to 800 followers brings fewer people than ten personal messages. A week before the show, every band member writes individually to everyone they know in the area; a day before, they send a short reminder to everyone who said yes. It feels old-fashioned. It works.',
      },
      { kind: 'h', text: 'Do not overplay your town' },
      {
        kind: 'p',
        text: 'In the early days, play your home city about once a month. Four shows in four weeks split the same fifty fans into four half-empty rooms; one show a month gives you one full room that bookers notice. Use the other weekends for nearby towns, where you start the three rings again.',
      },
      { kind: 'h', text: 'Capture every fan' },
      {
        kind: 'bullets',
        items: [
          'Put an e-mail sign-up sheet or a QR code on the merch table, and mention it from the stage.',
          'Offer something for signing up: a free download, an unreleased demo, early access to tickets.',
          'Write to your list before every show and after every release. Social reach rises and falls; your list is yours.',
        ],
      },
      { kind: 'h', text: 'Count, and tell the truth' },
      {
        kind: 'p',
        text: 'Ask the door person how many people came for you (many venues ask at the door which band a guest is there for), and write it in your booking sheet. Report real numbers to bookers. They talk to each other, and an honest "we brought 32" is worth more than an inflated 100.',
      },
      {
        kind: 'tip',
        text: 'Make every show an event: a single release, a themed night, a one-off cover, a limited shirt. People come to events; they postpone "just another gig".',
      },
    ],
  },
  {
    title: 'Pitching venues and promoters',
    summary: 'Short, specific and easy to say yes to.',
    blocks: [
      {
        kind: 'p',
        text: 'Bookers read dozens of pitches a week, often on a phone between other jobs. The pitches that get answered are short, show that you know the room, and ask for something specific.',
      },
      { kind: 'h', text: 'The five-part pitch' },
      {
        kind: 'steps',
        items: [
          'Who you are, in one line: name, city, genre.',
          'Why this room: name a night, a series or a band that played there that you fit with.',
          'Proof: your draw at a recent show, a notable support slot, or meaningful local numbers.',
          'The ask: two or three specific dates, or "your local night in March".',
          'One link to your EPK and one link to a live video. No attachments.',
        ],
      },
      {
        kind: 'box',
        title: 'Example pitch',
        lines: [
          'Subject: Northside indie-rock band for your Thursday local night (draw 40 to 60)',
          'Hi Sam,',
          '',
          'We are Glass Harbor, a four-piece indie-rock band from Northside. If you liked Low Tide Radio at your February local night, we sit right next to them.',
          '',
          'We brought 48 paying people to The Lantern last month and have a new single out on April 4. We would love a Thursday in April or May, and we can bring a full bill with two bands we play with regularly.',
          '',
          'Press kit and live video: glassharbor.example/epk. Thanks for your time,',
          'Maya Chen, Glass Harbor, 555-0134',
        ],
      },
      { kind: 'h', text: 'Timing' },
      {
        kind: 'p',
        text: 'Pitch clubs and local nights 6 to 10 weeks ahead, bigger rooms and weekend slots 2 to 4 months ahead, and festivals and showcases 4 to 8 months ahead: many close applications early, so keep a calendar of deadlines.',
      },
      {
        kind: 'tip',
        text: 'Offer a complete bill. A booker who receives a ready-made three-band night with a combined draw has almost no work left to do, and that is the pitch they answer first.',
      },
    ],
  },
  {
    title: 'Setlists that work the room',
    summary: 'A great set is shaped, not just listed.',
    blocks: [
      {
        kind: 'bullets',
        items: [
          'Open with your second-best song. It should be immediate, confident and not too long: strangers decide in the first ninety seconds whether to stay near the stage or go to the bar.',
          'Close with your best song, or play it second to last and end on your biggest singalong.',
          'Shape the energy: build, breathe, build higher. Put a slower or quieter song in the middle third, never twice in a row.',
          'Group songs by tuning and instrument changes so the room never waits in silence.',
          'Plan the talking. Say the band name at the start and again before the last song, mention the merch table and the mailing list once, thank the other bands and the sound engineer. Keep everything else short.',
          'One well-chosen cover, reworked in your own style, gives strangers something to hold on to.',
          'Time the set in rehearsal and finish a minute early. Never run over: it is the next band\'s time, and bookers remember.',
        ],
      },
      {
        kind: 'p',
        text: 'Print the setlist in big, bold letters with the key or tuning beside each song, and tape a copy down for every member. After each show, note which songs held the room and which lost it; rearrange accordingly.',
      },
    ],
  },
  {
    title: 'Merch that sells',
    summary: 'At small shows, the merch table often earns more than the door.',
    blocks: [
      {
        kind: 'bullets',
        items: [
          'Start small: one T-shirt design in three or four sizes, stickers and buttons. Add a download card with a code to your music for people who do not want a shirt.',
          'Design around your band name. It must be readable from across the room; test your logo at three meters and in one colour before you print.',
          'Price in round numbers and offer bundles ("shirt plus sticker: $20"). Take cards with a phone card reader or a payment QR code; many fans carry no cash.',
          'Make the table easy to find: lit, tidy, with prices in large print and a friend behind it so the band can play and then talk to people.',
          'Mention the merch table from the stage twice, and stand near it right after your set. Fans buy from the person they just watched.',
          'Track stock and sales after every show. You will learn which sizes and designs move, and you will never run out of mediums again.',
        ],
      },
      {
        kind: 'tip',
        text: 'Your band name is your brand. If it is hard to spell or to read on a shirt, it will be hard to sell: test it before you print a hundred.',
      },
    ],
  },
  {
    title: 'Following up: turn one gig into the next',
    summary: 'The show ends at midnight. The booking for the next one starts the morning after.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'Within 24 hours, write to the booker or promoter: thank them, give your honest head count and one highlight, and ask for a next date.',
          'Within 48 hours, post photos and a clip, tag the venue and the other bands, and e-mail your list with a thank-you and the next show.',
          'If there is no reply, follow up once after one to two weeks. Keep it to two lines and restate the ask.',
          'After that, check in at most once a month, ideally with news: a release, a strong show elsewhere, a support slot.',
        ],
      },
      {
        kind: 'p',
        text: 'Update your booking sheet after every show: the draw, the deal, what the booker said, and your next follow-up date. After six months this sheet is the most valuable thing your band owns. It tells you which rooms love you, which nights work and which relationships to nurture.',
      },
      {
        kind: 'p',
        text: 'Finally, be the band other bands want to play with: arrive on time, share gear when asked, stay for the other sets, and promote the whole bill. Local scenes largely book themselves, and the bands you help now will be the ones asking you to open for them next year.',
      },
    ],
  },
  {
    title: 'Your 30-day gig plan',
    summary: 'Four weeks from "we should play live" to a booked, promoted show.',
    blocks: [
      {
        kind: 'box',
        title: 'Week 1: get ready',
        lines: [
          '- Lock a 25-minute set and run it three times as a show.',
          '- Film one live song with good sound.',
          '- Build your one-page EPK and a half-page tech sheet.',
          '- Start a booking sheet with ten venues and nights that fit you.',
        ],
      },
      {
        kind: 'box',
        title: 'Week 2: pitch',
        lines: [
          '- Go to two shows at venues on your list; meet the sound engineer.',
          '- Send five short, specific pitches, each naming a night and two dates.',
          '- Ask two bands at your level to build a shared bill.',
        ],
      },
      {
        kind: 'box',
        title: 'Week 3: follow up and promote',
        lines: [
          '- Follow up on every pitch with no answer (one to two weeks after sending).',
          '- Once a date is confirmed: make a poster, list the event, tell your list.',
          '- Order a small run of stickers or shirts and a card reader.',
        ],
      },
      {
        kind: 'box',
        title: 'Week 4: fill the room',
        lines: [
          '- Every member personally invites everyone they know nearby.',
          '- Reminder messages the day before; a post on the day.',
          '- Play, count, collect e-mails, thank the booker within 24 hours and ask for the next date.',
        ],
      },
      {
        kind: 'p',
        text: 'Then do it again. Bands that repeat this loop every month for a year end up with a real audience, a set that kills and a list of rooms that call them first.',
      },
    ],
  },
];

export const REPORT_CLOSING =
  'Your premium tools can do the heavy lifting: write your pitches with the professional e-mail generator, build your press kit bio and taglines with the bio generator, and create artwork for posters and merch in the image studio. See you on stage.';
