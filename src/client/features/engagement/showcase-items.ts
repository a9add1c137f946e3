// The featured showcase (free-area.md section 2): seven static names with a description and a
// cover made by the site's own local art engine. scripts/make-showcase.ts renders the images
// from genre, vibe and style below into src/client/public/showcase/ (run it after changing them).
export interface ShowcaseItem {
  slug: string;
  bandName: string;
  description: string;
  imageUrl: string;
  genre: string;
  vibe: string;
  /** An art style slug of src/shared/catalog/art-styles.ts. */
  style: string;
  /** Seed of the cover render: the same seed gives the same image. */
  seed: number;
}

const item = (slug: string, rest: Omit<ShowcaseItem, 'slug' | 'imageUrl'>): ShowcaseItem => ({ slug, imageUrl: `/showcase/${slug}.webp`, ...rest });

export const SHOWCASE_ITEMS: readonly ShowcaseItem[] = [
  item('mirrorforth', {
    bandName: 'Mirrorforth',
    description: 'Post-rock that reflects and moves on at once: long crescendos, glassy guitars and a name that sounds like a place you cannot quite reach.',
    genre: 'post-rock',
    vibe: 'glassy reflections at dawn',
    style: 'digital-art',
    seed: 1101,
  }),
  item('the-retro-chase', {
    bandName: 'The Retro Chase',
    description: 'Garage rock with a rear-view mirror: fuzz pedals, handclaps and hooks that chase the seventies down a neon highway.',
    genre: 'garage-rock',
    vibe: 'car chase through a seventies city',
    style: 'vintage-poster',
    seed: 2202,
  }),
  item('groove-thesis', {
    bandName: 'Groove Thesis',
    description: 'A funk collective that argues its case with slap bass and a horn section. The thesis: nobody stands still.',
    genre: 'funk',
    vibe: 'sweaty basement party',
    style: 'pop-art',
    seed: 3303,
  }),
  item('sideways-glance', {
    bandName: 'Sideways Glance',
    description: 'Indie pop about the moments in between: shy looks across a room, jangly guitars and choruses you hum for a week.',
    genre: 'indie-pop',
    vibe: 'shy glances and summer crushes',
    style: 'watercolor',
    seed: 4404,
  }),
  item('high-spirits', {
    bandName: 'High Spirits',
    description: 'Bluegrass with a grin: fast banjo runs, four-part harmonies and a campfire that never quite goes out.',
    genre: 'bluegrass',
    vibe: 'campfire singalong under the stars',
    style: 'linocut',
    seed: 5505,
  }),
  item('disco-circuit', {
    bandName: 'Disco Circuit',
    description: 'House music wired like a motherboard: four-on-the-floor kicks, mirror-ball strings and a bassline that completes the circuit.',
    genre: 'house',
    vibe: 'mirror ball over a circuit board',
    style: 'screen-print',
    seed: 6608,
  }),
  item('vampsilk', {
    bandName: 'VAMPSILK',
    description: 'Synthwave for the hours after midnight: icy arpeggios, velvet vocals and a name that looks good in chrome capitals.',
    genre: 'synthwave',
    vibe: 'cold neon',
    style: 'digital-art',
    seed: 7707,
  }),
];
