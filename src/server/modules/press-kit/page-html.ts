// The public press kit page as one server-rendered HTML document: no script at all (the JSON-LD
// block is data), the critical CSS inline, the cover as the only picture. Everything the owner
// typed is escaped here, in one place: text never becomes markup, links are http(s) only and
// carry rel="noopener nofollow ugc", and the JSON-LD cannot close its script element.
import { PRESS_KIT_LINK_LABELS, PRESS_KIT_LINKS, STAGE_PLOT_COLUMNS, STAGE_PLOT_ROWS, type PressKitContent, type PressKitShow } from '@shared/contracts/press-kit';
import { SITE_NAME } from '@shared/catalog/routes';
import { PLAYER_SERVICE_NAMES, type PlayerEmbed } from '@shared/contracts/press-kit-players';
import { escapeHtml } from '@server/lib/html';
import { bioBlocks } from './bio-blocks';

export interface CoverInfo {
  /** Absolute addresses: the page's WebP and the PNG link previews prefer. */
  webp: string;
  png: string;
  width: number;
  height: number;
}

/** One of the band's own pictures on the page: its display copy's address and size. */
export interface GalleryPicture {
  src: string;
  width: number;
  height: number;
  credit: string;
}

export interface PageInput {
  content: PressKitContent;
  /** The page's absolute address. */
  url: string;
  publicUrl: string;
  indexable: boolean;
  cover: CoverInfo | null;
  /** The band's press photos in order, its logo, and the ZIP of them (null without pictures). */
  photos?: GalleryPicture[];
  logo?: GalleryPicture | null;
  photosZip?: string | null;
  /** The players' embeds in order, and where a click on one is counted (ping) for player n. */
  players?: PlayerEmbed[];
  playPing?: (n: number) => string;
  /** The uploaded stage plot's display copy, when there is one (else the drawn plan is shown). */
  plotImage?: GalleryPicture | null;
  /** Added to the page's download links, so they count for the tracked link the visitor came by. */
  via?: string;
  /** Today by the app's clock (YYYY-MM-DD): shows before it are past and left out. */
  today: string;
}

/** JSON inside <script type="application/ld+json">: '<' and '>' as escapes, so '</script>' or
 * '<!--' in a band's text cannot end or change the element; the line separators JSON allows but
 * old parsers refuse, too. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Only http(s) addresses are links (the contract already refuses others; this keeps the page safe
 * whatever the stored row holds). */
export function safeWebLink(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function upcomingShows(shows: readonly PressKitShow[], today: string): PressKitShow[] {
  return shows.filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date) || a.venue.localeCompare(b.venue));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '2026-04-02' → 'Thu 2 Apr 2026', the same in every locale and time zone. */
export function showDate(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** A bio's headings and paragraphs (bio-blocks.ts); inline '**bold**' stays bold, escaped first. */
function bioHtml(bio: string): string {
  const inline = (text: string) => escapeHtml(text).replace(/\*\*([^*\n]+)\*\*/g, '<strong>$1</strong>');
  return bioBlocks(bio)
    .map((b) => (b.kind === 'heading' ? `<h3>${escapeHtml(b.text)}</h3>` : `<p>${b.text.split('\n').map(inline).join('<br>')}</p>`))
    .join('\n');
}

const REL = 'noopener nofollow ugc';

function linkList(content: PressKitContent): string {
  const items = PRESS_KIT_LINKS.flatMap((key) => {
    const href = content.links[key] ? safeWebLink(content.links[key]) : null;
    return href ? [`<li><a href="${escapeHtml(href)}" rel="${REL}">${PRESS_KIT_LINK_LABELS[key]}</a></li>`] : [];
  });
  return items.length ? `<ul class="links">${items.join('')}</ul>` : '';
}

function description(content: PressKitContent): string {
  const facts = [content.genre, content.location].filter(Boolean).join(' from ');
  const lead = content.tagline || (facts ? `${content.bandName}: ${facts}.` : `${content.bandName}'s press kit.`);
  const bio = (content.bioShort || content.bioLong).replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  const text = bio && lead.length < 150 ? `${lead} ${bio}` : lead;
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text;
}

function jsonLd(input: PageInput, shows: readonly PressKitShow[]): string {
  const { content } = input;
  const sameAs = PRESS_KIT_LINKS.map((k) => (content.links[k] ? safeWebLink(content.links[k]) : null)).filter((u): u is string => u !== null);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: content.bandName,
    url: input.url,
    ...(content.genre && { genre: content.genre }),
    ...(content.location && { foundingLocation: { '@type': 'Place', name: content.location } }),
    ...(input.cover && { image: input.cover.png }),
    ...((content.bioShort || content.bioLong) && { description: description(content) }),
    ...(content.members.length && {
      member: content.members.map((m) => ({ '@type': 'OrganizationRole', member: { '@type': 'Person', name: m.name }, ...(m.role && { roleName: m.role }) })),
    }),
    ...(sameAs.length && { sameAs }),
    ...(content.links.bookingEmail && { email: content.links.bookingEmail }),
    ...(shows.length && {
      event: shows.map((s) => ({
        '@type': 'MusicEvent',
        name: `${content.bandName} at ${s.venue}`,
        startDate: s.date,
        location: { '@type': 'Place', name: s.venue, address: s.city },
        performer: { '@type': 'MusicGroup', name: content.bandName },
        ...(s.ticketUrl && safeWebLink(s.ticketUrl) && { offers: { '@type': 'Offer', url: safeWebLink(s.ticketUrl) } }),
      })),
    }),
  };
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}

/** Dark ink on a light page (contrast well above AA), one column on a phone, two from 48rem. */
const CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.6;color:#1a1a1a;background:#fafaf7}
a{color:#5b21b6;text-underline-offset:2px}
a:focus-visible{outline:3px solid #5b21b6;outline-offset:2px}
main{max-width:60rem;margin:0 auto;padding:1.25rem 1rem 3rem}
header.hero{display:grid;gap:1.25rem;align-items:center}
.cover{width:100%;max-width:22rem;height:auto;aspect-ratio:1/1;border-radius:.5rem;background:#e7e5e4;display:block}
h1{font-size:clamp(2rem,7vw,3.25rem);line-height:1.1;margin:0 0 .5rem;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:2rem 0 .75rem;border-bottom:2px solid #e7e5e4;padding-bottom:.25rem}
h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
p{margin:0 0 1rem;overflow-wrap:anywhere}
.tagline{font-size:1.2rem;font-style:italic;margin:0 0 .5rem;color:#333}
.facts{margin:0;color:#404040}
.links{list-style:none;padding:0;margin:1rem 0 0;display:flex;flex-wrap:wrap;gap:.5rem}
.links a{display:inline-block;padding:.5rem .9rem;border:1px solid #5b21b6;border-radius:999px;text-decoration:none;font-weight:600;min-height:44px;line-height:1.6}
.booking{margin:1rem 0 0;font-weight:600;overflow-wrap:anywhere}
.members,.shows{list-style:none;padding:0;margin:0}
.members li,.shows li{padding:.5rem 0;border-bottom:1px solid #e7e5e4;overflow-wrap:anywhere}
.role{color:#404040}
.shows time{font-weight:700;display:block}
blockquote{margin:0 0 1.25rem;padding:.25rem 0 .25rem 1rem;border-left:4px solid #5b21b6}
blockquote p{margin:0 0 .25rem;font-size:1.1rem}
cite{font-style:normal;color:#404040}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rider{width:100%;border-collapse:collapse;margin:0 0 1rem}
.rider th,.rider td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #e7e5e4;vertical-align:top;overflow-wrap:anywhere}
.plot{list-style:none;margin:0;padding:.5rem;display:grid;gap:.4rem;border:2px solid #a8a29e;border-radius:.375rem}
.plot li{display:flex;align-items:center;justify-content:center;text-align:center;background:#ede9fe;border:1px solid #5b21b6;border-radius:.375rem;font-weight:600;font-size:.875rem;padding:.25rem;overflow-wrap:anywhere}
.audience{text-align:center;font-weight:700;letter-spacing:.1em;text-transform:uppercase;font-size:.75rem;color:#404040}
.plot-image{width:100%;height:auto;border-radius:.375rem}
.downloads{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
.downloads a{display:inline-block;padding:.5rem .9rem;border:1px solid #5b21b6;border-radius:.375rem;font-weight:600;min-height:44px;line-height:1.6}
.player{display:block;width:100%;border:0;margin:0 0 .75rem;border-radius:8px;background:#f3f0ff}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.75rem}
figure{margin:0}
figure img{width:100%;height:auto;border-radius:.375rem;background:#e7e5e4;display:block}
figcaption{font-size:.875rem;color:#404040;margin-top:.25rem}
.logo{display:block;max-width:14rem;max-height:6rem;width:auto;height:auto;margin:0 0 .75rem}
footer{max-width:60rem;margin:0 auto;padding:1rem;color:#404040;font-size:.875rem}
@media (min-width:48rem){header.hero{grid-template-columns:22rem 1fr}}
`
  .replace(/\n/g, '')
  .trim();

function documentHtml(head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
<style>${CSS}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The players: each frame first holds a small document of our own (srcdoc) with one link, and
 * only a click loads the service's player into it; so the page loads no third party until a
 * visitor asks, without a line of script. The link's ping counts the play. */
function playersHtml(name: string, players: readonly PlayerEmbed[], ping: ((n: number) => string) | undefined): string {
  if (!players.length) return '';
  const frames = players.map((p, i) => {
    const service = PLAYER_SERVICE_NAMES[p.service];
    const facade = `<!doctype html><html lang="en"><meta charset="utf-8"><style>${FACADE_CSS}</style><a href="${escapeHtml(p.src)}" target="_self"${
      ping ? ` ping="${escapeHtml(ping(i + 1))}"` : ''
    }><span aria-hidden="true">▶</span> Play ${escapeHtml(name)} on ${service}</a></html>`;
    const size = p.height ? `height:${p.height}px` : 'aspect-ratio:16/9';
    return `<iframe class="player" title="${service} player: ${escapeHtml(name)}" style="${size}" srcdoc="${escapeHtml(facade)}" allow="autoplay; encrypted-media; fullscreen; clipboard-write" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
  });
  return `<section aria-labelledby="listen"><h2 id="listen">Listen</h2>${frames.join('')}</section>`;
}

const FACADE_CSS =
  'html,body{margin:0;height:100%}a{box-sizing:border-box;display:flex;align-items:center;justify-content:center;gap:.5rem;height:100%;padding:0 1rem;font:600 1rem/1.3 system-ui,sans-serif;color:#3b0764;background:#f3f0ff;border:1px solid #5b21b6;border-radius:8px;text-decoration:none;text-align:center}a:focus-visible{outline:3px solid #5b21b6;outline-offset:-4px}';

function riderHtml(input: PageInput, name: string): string {
  const r = input.content.rider;
  const hasPlot = r.plot.length > 0 || !!input.plotImage;
  if (!r.lineup.length && !r.backlineNeeded && !r.backlineBrought && !r.setLength && !r.hospitality && !hasPlot) return '';
  const text = (t: string) => t.split(/\r?\n/).map(escapeHtml).join('<br>');
  const parts: string[] = [];
  if (r.setLength) parts.push(`<p><strong>Set length:</strong> ${escapeHtml(r.setLength)}</p>`);
  if (r.lineup.length) {
    parts.push(
      `<h3>Line-up and inputs</h3><table class="rider"><thead><tr><th scope="col">Who</th><th scope="col">Plays</th><th scope="col">Inputs</th></tr></thead><tbody>${r.lineup
        .map((m) => `<tr><td>${escapeHtml(m.name)}</td><td>${escapeHtml(m.instrument)}</td><td>${escapeHtml(m.inputs)}</td></tr>`)
        .join('')}</tbody></table>`,
    );
  }
  if (r.backlineNeeded) parts.push(`<h3>Backline needed</h3><p>${text(r.backlineNeeded)}</p>`);
  if (r.backlineBrought) parts.push(`<h3>Backline we bring</h3><p>${text(r.backlineBrought)}</p>`);
  if (input.plotImage) {
    const p = input.plotImage;
    parts.push(`<h3>Stage plot</h3><img class="plot-image" src="${escapeHtml(p.src)}" width="${p.width}" height="${p.height}" alt="${name}: stage plot" loading="lazy" decoding="async">`);
  } else if (r.plot.length) {
    const cells = r.plot
      .map((m) => `<li style="grid-column:${m.column + 1};grid-row:${m.row + 1}">${escapeHtml(m.label)}</li>`)
      .join('');
    parts.push(`<h3>Stage plot</h3><ul class="plot" aria-label="Stage plot, back of the stage at the top" style="grid-template-columns:repeat(${STAGE_PLOT_COLUMNS},1fr);grid-template-rows:repeat(${STAGE_PLOT_ROWS},3rem)">${cells}</ul><p class="audience">Audience</p>`);
  }
  if (r.hospitality) parts.push(`<h3>Hospitality</h3><p>${text(r.hospitality)}</p>`);
  return `<section aria-labelledby="rider"><h2 id="rider">Technical rider</h2>${parts.join('')}</section>`;
}

/** The downloads a booker takes away: the one-sheet in both papers, the rider, the photos. */
function downloadsHtml(input: PageInput): string {
  const page = new URL(input.url).pathname;
  const via = input.via ? `&via=${encodeURIComponent(input.via)}` : '';
  const r = input.content.rider;
  const hasRider = r.lineup.length || r.backlineNeeded || r.backlineBrought || r.setLength || r.hospitality || r.plot.length || input.plotImage;
  const items = [
    `<li><a href="${escapeHtml(`${page}/one-sheet.pdf?paper=a4${via}`)}" download>One-sheet (PDF, A4)</a></li>`,
    `<li><a href="${escapeHtml(`${page}/one-sheet.pdf?paper=letter${via}`)}" download>One-sheet (PDF, Letter)</a></li>`,
    hasRider ? `<li><a href="${escapeHtml(`${page}/rider.pdf?paper=a4${via}`)}" download>Technical rider (PDF)</a></li>` : '',
    input.photosZip ? `<li><a href="${escapeHtml(`${input.photosZip}${input.via ? `?via=${encodeURIComponent(input.via)}` : ''}`)}" download>Download press photos</a></li>` : '',
  ].filter(Boolean);
  return `<section aria-labelledby="downloads"><h2 id="downloads">Downloads</h2><ul class="downloads">${items.join('')}</ul></section>`;
}

/** The press photos: lazily loaded below the hero, each with its credit. */
function galleryHtml(name: string, photos: readonly GalleryPicture[]): string {
  if (!photos.length) return '';
  const items = photos
    .map(
      (p, i) =>
        `<figure><img src="${escapeHtml(p.src)}" width="${p.width}" height="${p.height}" alt="${name}: press photo ${i + 1}" loading="lazy" decoding="async">${
          p.credit ? `<figcaption>Photo: ${escapeHtml(p.credit)}</figcaption>` : ''
        }</figure>`,
    )
    .join('');
  return `<section aria-labelledby="photos"><h2 id="photos">Photos</h2><div class="gallery">${items}</div></section>`;
}

export function renderPressKitPage(input: PageInput): string {
  const { content, cover } = input;
  const name = escapeHtml(content.bandName);
  const shows = upcomingShows(content.shows, input.today);
  const desc = escapeHtml(description(content));
  const url = escapeHtml(input.url);
  const title = `${name} | Press kit`;
  const imageAlt = `${name}: cover image`;
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${desc}">`,
    input.indexable ? '' : '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    '<meta property="og:type" content="music.musician">',
    `<meta property="og:title" content="${name}">`,
    `<meta property="og:description" content="${desc}">`,
    `<meta property="og:url" content="${url}">`,
    cover
      ? [
          `<meta property="og:image" content="${escapeHtml(cover.png)}">`,
          '<meta property="og:image:type" content="image/png">',
          `<meta property="og:image:width" content="${cover.width}">`,
          `<meta property="og:image:height" content="${cover.height}">`,
          `<meta property="og:image:alt" content="${imageAlt}">`,
        ].join('\n')
      : `<meta property="og:image" content="${escapeHtml(input.publicUrl)}/og-image.png">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${name}">`,
    `<meta name="twitter:description" content="${desc}">`,
    cover ? `<meta name="twitter:image" content="${escapeHtml(cover.png)}">\n<meta name="twitter:image:alt" content="${imageAlt}">` : '',
    cover ? `<link rel="preload" as="image" href="${escapeHtml(cover.webp)}" fetchpriority="high">` : '',
    jsonLd(input, shows),
  ]
    .filter(Boolean)
    .join('\n');

  const facts = [content.genre, content.location].filter(Boolean).map(escapeHtml).join(' · ');
  const bio = content.bioLong || content.bioShort;
  const booking = content.links.bookingEmail
    ? `<p class="booking"><a href="mailto:${escapeHtml(content.links.bookingEmail)}">Booking: ${escapeHtml(content.links.bookingEmail)}</a></p>`
    : '';
  const sections = [
    playersHtml(name, input.players ?? [], input.playPing),
    galleryHtml(name, input.photos ?? []),
    bio ? `<section aria-labelledby="about"><h2 id="about">About</h2>\n${bioHtml(bio)}</section>` : '',
    content.members.length
      ? `<section aria-labelledby="members"><h2 id="members">Members</h2><ul class="members">${content.members
          .map((m) => `<li><strong>${escapeHtml(m.name)}</strong>${m.role ? ` <span class="role">· ${escapeHtml(m.role)}</span>` : ''}</li>`)
          .join('')}</ul></section>`
      : '',
    shows.length
      ? `<section aria-labelledby="shows"><h2 id="shows">Upcoming shows</h2><ul class="shows">${shows
          .map((s) => {
            const tickets = s.ticketUrl ? safeWebLink(s.ticketUrl) : null;
            const where = `${escapeHtml(s.venue)}, ${escapeHtml(s.city)}`;
            return `<li><time datetime="${escapeHtml(s.date)}">${showDate(s.date)}</time>${where}${tickets ? ` · <a href="${escapeHtml(tickets)}" rel="${REL}">Tickets<span class="visually-hidden"> for ${where}</span></a>` : ''}</li>`;
          })
          .join('')}</ul></section>`
      : '',
    riderHtml(input, name),
    content.quotes.length
      ? `<section aria-labelledby="press"><h2 id="press">Press</h2>${content.quotes
          .map((q) => `<blockquote><p>“${escapeHtml(q.text)}”</p><cite>${escapeHtml(q.source)}</cite></blockquote>`)
          .join('')}</section>`
      : '',
  ].filter(Boolean);

  const body = `<main>
<header class="hero">
${cover ? `<img class="cover" src="${escapeHtml(cover.webp)}" width="${cover.width}" height="${cover.height}" alt="${imageAlt}" fetchpriority="high" decoding="async">` : ''}
<div>
${input.logo ? `<img class="logo" src="${escapeHtml(input.logo.src)}" width="${input.logo.width}" height="${input.logo.height}" alt="${name} logo" decoding="async">` : ''}
<h1>${name}</h1>
${content.tagline ? `<p class="tagline">${escapeHtml(content.tagline)}</p>` : ''}
${facts ? `<p class="facts">${facts}</p>` : ''}
${linkList(content)}
${booking}
</div>
</header>
${sections.join('\n')}
${downloadsHtml(input)}
</main>
<footer><p>Press kit made with <a href="${escapeHtml(input.publicUrl)}/">${escapeHtml(SITE_NAME)}</a></p></footer>`;
  return documentHtml(head, body);
}

/** The notice visitors see while the owner's plan has ended (sent with 404 and noindex). */
export function renderOfflinePage(bandName: string, publicUrl: string): string {
  const name = escapeHtml(bandName);
  return documentHtml(
    `<title>${name} | Offline for now</title>\n<meta name="robots" content="noindex">`,
    `<main><h1>${name}’s press kit is offline for now</h1>
<p>This page is taking a short break. Please check back soon, or get in touch with the band another way in the meantime.</p>
<p>(Search engines: this page is not available, so it answers “not found” and asks not to be indexed.)</p>
<p><a href="${escapeHtml(publicUrl)}/">Visit ${escapeHtml(SITE_NAME)}</a></p></main>`,
  );
}

export function renderNotFoundPage(publicUrl: string): string {
  return documentHtml(
    `<title>Press kit not found | ${escapeHtml(SITE_NAME)}</title>\n<meta name="robots" content="noindex">`,
    `<main><h1>No press kit here</h1>
<p>There is no published press kit at this address. The band may have moved it or taken it down.</p>
<p><a href="${escapeHtml(publicUrl)}/">Visit ${escapeHtml(SITE_NAME)}</a></p></main>`,
  );
}
