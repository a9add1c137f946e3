// The hint under each chosen focus area's details box: what the writer can use from it.
import type { BioFocusArea } from '../bio-form-state';

export const FOCUS_AREA_HINTS: Record<BioFocusArea, string> = {
  'Musical Evolution': 'How your sound has changed: first songs, turning points, where it is heading.',
  'Personal Struggles': 'What you have been through and how it shaped the music (share only what you are happy to publish).',
  'Creative Process': 'How a song comes together: who writes, where you rehearse, how you arrange and record.',
  'Industry Journey': 'Steps you have taken so far: releases, managers, labels or going it alone.',
  'Cultural Impact': 'Scenes, communities or conversations your music belongs to.',
  'Live Performances': 'What a show feels like, venues you have played, memorable nights.',
  Collaborations: 'Artists, producers or writers you have worked with, and what came of it.',
  'Social Causes': 'Causes you support and how they show up in your songs or shows.',
  'Technical Innovation': 'Gear, techniques, tunings or production ideas that make your sound.',
  'Fan Community': 'Who your listeners are and how you stay close to them.',
  'Recording Stories': 'Where and how you recorded, and the stories from the sessions.',
  'Touring Adventures': 'Places you have toured and moments from the road.',
};
