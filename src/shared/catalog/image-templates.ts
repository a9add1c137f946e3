// The Genre Templates of the image studio (premium-and-admin.md section 3): three per template
// genre, ids as the spec lists them. The spec gives no names, descriptions or prompts; these are
// written so the three of a genre differ in subject, framing and palette, and every prompt asks
// for a square full-frame artwork whose only lettering is the band name.
import type { TemplateGenre } from './image-genres';

export interface ImageTemplate {
  id: string;
  genre: TemplateGenre;
  name: string;
  /** One line a musician reads in the radio list. */
  description: string;
  /** What an image model is asked for (the band name and the user's influences and vibe are added). */
  prompt: string;
}

const FRAME = 'Square album cover artwork filling the whole frame edge to edge; no CD case, no vinyl sleeve mockup, no border, and no text other than the band name.';

const t = (id: string, genre: TemplateGenre, name: string, description: string, scene: string): ImageTemplate => ({
  id,
  genre,
  name,
  description,
  prompt: `${scene} ${FRAME}`,
});

export const IMAGE_TEMPLATES: readonly ImageTemplate[] = [
  t('rock-vintage', 'rock', 'Vintage Highway', 'A sun-faded seventies road-trip sleeve: open highway, big low sun, warm grain.',
    'A lonely two-lane highway running to a huge low sun over desert hills, telephone poles along the verge, printed in warm faded oranges, cream and brick red with film grain, like a 1970s rock LP.'),
  t('rock-minimal', 'rock', 'Bold Minimal', 'One stark symbol on a flat field, cream, black and one red: confident and loud.',
    'A single bold geometric emblem, a solid red circle cut by one black line, centred on a flat cream field, hard-edged Swiss minimalism with generous empty space.'),
  t('rock-urban', 'rock', 'City Nights', 'A skyline at dusk with lit windows under a low sun: gritty, streetwise rock in denim blue.',
    'A dense city skyline at dusk seen from a rooftop, windows lit orange against faded denim-blue towers, a low red sun in the haze, a gritty photographic feel.'),

  t('electronic-neon', 'electronic', 'Neon Grid', 'An eighties outrun horizon: sliced sun, glowing grid floor, magenta and cyan.',
    'A retro-futurist horizon with a sliced setting sun over a glowing neon wireframe grid floor receding to a vanishing point, magenta, violet and cyan light on deep black.'),
  t('electronic-abstract', 'electronic', 'Abstract Signal', 'Overlapping shapes and colour fields, like sound made visible.',
    'Overlapping translucent geometric shapes, triangles, circles and bars, in acid green, electric blue and hot orange, arranged like a visualised waveform, crisp vector edges.'),
  t('electronic-minimal', 'electronic', 'Minimal Pulse', 'Near-black field, one thin glowing shape, lots of space: clean techno.',
    'A near-black field with a single thin glowing ring and a few fine concentric lines in one cool grey-white tone with a tiny acid-yellow accent, vast negative space, precise and quiet.'),

  t('hiphop-street', 'hip-hop', 'Street Corner', 'A crowd under tower blocks in spray-paint purple and gold: the neighbourhood as the cover.',
    'A street corner at dusk under tall tower blocks, silhouettes of a crowd gathered below, concrete purple and ultraviolet with warm gold lights, painted in a raw spray-can street-art style.'),
  t('hiphop-luxury', 'hip-hop', 'Gold Standard', 'Black and gold, a spinning record and a halo of light: luxury and success.',
    'A gleaming gold vinyl record on deep black velvet, rim-lit with a halo of warm light and sparkles, rich black and gold palette, polished studio-photography luxury.'),
  t('hiphop-artistic', 'hip-hop', 'Gallery Portrait', 'A painterly eye and bold colour blocks: conscious, artful hip-hop.',
    'A large painted eye looking out from bold colour-block shapes, expressive brushwork in ochre, teal and crimson, like a contemporary gallery painting.'),

  t('metal-dark', 'metal', 'Dark Ritual', 'A blood-red moon over black peaks: bone white, blood red, nothing else.',
    'A blood-red moon hanging over jagged black mountain peaks under a starless sky, bone white highlights, deep shadows and heavy contrast, grim and ominous.'),
  t('metal-fantasy', 'metal', 'Epic Realm', 'A vast fantasy landscape: mountains, forest and a moon, painted like a legend.',
    'An epic fantasy landscape painting: a moonlit valley of ancient pine forest beneath towering snowy mountains, mist in cold blues and silver, heroic and vast.'),
  t('metal-industrial', 'metal', 'Industrial Machine', 'Rust, steel and a cold mechanical grid: heavy, mechanical, relentless.',
    'A cold industrial structure of steel girders and gears in rust, gunmetal and toxic green light, hard geometric forms and harsh contrast, mechanical and relentless.'),

  t('pop-colorful', 'pop', 'Colour Burst', 'Candy colours, flowers and confetti: bright, joyful, immediate pop.',
    'Oversized bright flowers bursting across the frame with confetti, candy pink, sherbet yellow and violet, glossy and joyful, bold pop-art colour.'),
  t('pop-dreamy', 'pop', 'Dreamy Haze', 'Soft clouds and a big pale moon in lilac and pink: tender, floating, dream-pop.',
    'A soft dreamscape of pastel clouds around a big pale moon in lilac and pink, drawn in clean anime-style cel shading with sparkles, tender and weightless.'),
  t('pop-retro', 'pop', 'Retro Summer', 'A big sun over rolling waves in comic-book halftone: summer on a record sleeve.',
    'A retro beach scene with a big sun over rolling waves, summer yellow, orange and aqua, bold comic-book halftone dots and outlines.'),

  t('folk-natural', 'folk', 'Woodland', 'A pine forest in sage, moss and ochre, painted in soft washes: quiet, natural, acoustic.',
    'A quiet pine forest at the edge of a clearing under a low sun, sage, moss and bark tones in soft watercolour washes, hand-made and calm.'),
  t('folk-vintage', 'folk', 'Faded Hills', 'Hills, far mountains and a few birds, etched in sepia like an old engraving.',
    'Rolling hills folding toward distant mountains under a low sun, a few birds crossing the sky, in sepia, ochre and umber, drawn in fine engraved lines like an old print.'),
  t('folk-modern', 'folk', 'Modern Folk', 'Pale wildflowers cut in bold flat shapes on black: contemporary folk, like a linocut.',
    'Stylised wildflowers in bold flat shapes, pale cream on a deep black-green field, carved like a linocut with visible gouge marks, modern Scandinavian folk-art simplicity.'),

  t('jazz-classic', 'jazz', 'Blue Note Night', 'A record and smoky midnight blue: the classic fifties jazz sleeve.',
    'A spinning vinyl record under a single spotlight in smoky midnight blue and brass, deep shadows and hard light, in the spirit of a classic 1950s jazz label.'),
  t('jazz-modern', 'jazz', 'Modern Geometry', 'Cut-paper circles and bars in ivory, umber and red: contemporary jazz, precise and cool.',
    'A precise collage of overlapping circles, bars and triangles in ivory, umber, deep red and a touch of gold, Bauhaus-inspired balance with cut-paper edges and a quiet modern feel.'),
  t('jazz-artistic', 'jazz', 'Late Night City', 'A painterly city at midnight under a big moon: the music after hours.',
    'A painterly after-hours cityscape under a pale moon, loose expressive brushwork in velvet plum, coral and warm gold, smoky and improvised.'),
];

export function templatesForGenre(genre: string): ImageTemplate[] {
  return IMAGE_TEMPLATES.filter((tpl) => tpl.genre === genre);
}

export function findTemplate(id: string): ImageTemplate | undefined {
  return IMAGE_TEMPLATES.find((tpl) => tpl.id === id);
}
