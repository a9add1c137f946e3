// Colour for the longer bios: frames for the genre's extra phrases, the tone's own lines and the
// style's own lines, and what a line-up's instruments say about the sound. They add voice, never a
// fact: nothing here names a show, a release, a review, a place or a number.
import type { Template } from '../writer';
export const ROOM: readonly Template[] = ['It works best in {x}.', 'The ideal setting: {x}.', { t: 'Where does it work best? In {x}.', tones: ['Casual', 'Humorous'] }];
export const SUB_DETAIL: readonly Template[] = ['From {sub}: {x}.', 'The {sub} side brings {x}.', '{Sub} adds {x}.'];
