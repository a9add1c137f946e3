// Subject lines a booker can file without opening: the purpose, the band, and the date, genre,
// release or organisation that make it this band's e-mail and no one else's.
import type { EmailContext } from './email-context';
import { onDate } from './email-context';
import { genreInSentence } from './text-tools';

const MAX_SUBJECT = 120;

/** "The Night Owls (indie rock, Leeds)". */
function bandTag(c: EmailContext): string {
  const tag = [c.genre ? genreInSentence(c.genre) : '', c.location].filter(Boolean).join(', ');
  return tag ? `${c.band} (${tag})` : c.band;
}

function titled(c: EmailContext): string {
  return c.release?.title ? `'${c.release.title}' by ${c.band}` : '';
}

function firstFitting(options: readonly string[]): string {
  return options.find((s) => s.length <= MAX_SUBJECT) ?? options[options.length - 1] ?? '';
}

export function subjectLine(c: EmailContext): string {
  const band = bandTag(c);
  const r = c.request.recipientType;
  const date = c.date;
  const phrase = c.event.phrase;
  switch (c.request.emailPurpose) {
    case 'booking-inquiry': {
      const kind = r === 'producer' ? 'Studio booking inquiry' : r === 'radio-dj' || r === 'music-blogger' ? 'Live session inquiry' : 'Booking inquiry';
      const when = date ? ` for ${date}` : c.org ? ` at ${c.org}` : phrase ? ` for ${phrase}` : '';
      return firstFitting([`${kind}: ${band}${when}`, `${kind}: ${c.band}${when}`, `${kind}: ${c.band}`]);
    }
    case 'music-submission': {
      const track = titled(c);
      if (r === 'radio-dj') return firstFitting([track ? `For airplay: ${track}${c.genre ? ` (${genreInSentence(c.genre)})` : ''}` : `For airplay consideration: ${band}`, `For airplay: ${c.band}`]);
      if (r === 'record-label') return firstFitting([`Music submission${c.org ? ` for ${c.org}` : ''}: ${band}${c.release?.title ? ` – '${c.release.title}'` : ''}`, `Music submission: ${c.band}`]);
      if (r === 'music-blogger') return firstFitting([`Music submission${c.org ? ` for ${c.org}` : ''}: ${track || band}`, `Music submission: ${c.band}`]);
      return firstFitting([`Music submission: ${band}${c.org ? ` for ${c.org}` : ''}`, `Music submission: ${c.band}`]);
    }
    case 'playlist-submission': {
      const what = titled(c) || band;
      return firstFitting([`Playlist submission: ${what}${c.org ? ` for ${c.org}` : ''}`, `Playlist submission: ${what}`, `Playlist submission: ${c.band}`]);
    }
    case 'press-release': {
      const verb = c.lineup === 'solo' ? 'announces' : 'announce';
      // A release already out is named, not announced.
      const out = /\b(came out|was released|were released|dropped|released in|out since)\b/i.test(c.request.specificDetails);
      const news = c.release ? `${c.band}${out ? ':' : ` ${verb}`} ${c.release.kind}${c.release.title ? ` '${c.release.title}'` : ''}` : phrase ? `${c.band} ${verb} ${phrase.replace(/^our\b/i, 'their').replace(/^my\b/i, 'their')}` : band;
      const when = c.release || !date ? '' : phrase ? onDate(c) : ` – ${date}`;
      return firstFitting([`Press release: ${news}${when}`, `Press release: ${news}`, `Press release: ${c.band}`]);
    }
    case 'press-kit':
      return firstFitting([`Press kit: ${band}${c.org ? ` for ${c.org}` : ''}`, `Press kit: ${c.band}`]);
    case 'interview-request':
      return firstFitting([`Interview request: ${band}${c.org ? ` for ${c.org}` : ''}`, `Interview request: ${c.band}`]);
    case 'collaboration':
      if (r === 'producer') return firstFitting([`Production inquiry: ${band}`, `Production inquiry: ${c.band}`]);
      return firstFitting([`Collaboration idea: ${band}${c.org ? ` x ${c.org}` : ''}`, `Collaboration idea: ${c.band}${c.org ? ` x ${c.org}` : ''}`, `Collaboration idea: ${c.band}`]);
    case 'representation': {
      const kind = r === 'manager-agent' ? 'Representation inquiry' : r === 'record-label' ? 'Label inquiry' : 'Advice on representation';
      return firstFitting([`${kind}: ${band}`, `${kind}: ${c.band}`]);
    }
    case 'sponsorship': {
      const what = phrase ? ` for ${phrase}` : '';
      return firstFitting([`Sponsorship proposal: ${c.band}${c.org ? ` x ${c.org}` : ''}${what}${date ? ` – ${date}` : ''}`, `Sponsorship proposal: ${c.band}${c.org ? ` x ${c.org}` : ''}${date ? ` – ${date}` : ''}`, `Sponsorship proposal: ${c.band}`]);
    }
    case 'follow-up': {
      // The subject names only what the form gives: the event and its date, else the band.
      const dated = date ? ` – ${date}` : '';
      return firstFitting([...(phrase ? [`Following up: ${c.band} – ${phrase}${dated}`] : []), `Following up: ${c.band}${dated}`, `Following up: ${c.band}`]);
    }
    case 'thank-you': {
      const what = c.org || phrase;
      return firstFitting([`Thank you from ${c.band}${what ? ` – ${what}` : ''}${date ? `${what ? ',' : ' –'} ${date}` : ''}`, `Thank you from ${c.band}${date ? ` – ${date}` : ''}`, `Thank you from ${c.band}`]);
    }
  }
}
