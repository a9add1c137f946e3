// Things of the gig and the night street a musician names for a sleeve (a phone box, a mirror
// ball, an amp stack, balloons, a street lamp, a gas station, a traffic light, a synthesizer):
// each drawn as itself, since a stand-in (a rotary phone for a phone box, a hot-air balloon for
// party balloons) reads as the wrong picture.
import type { Kit } from './kit';
import { forms, type SubjectDef } from './subject';

/** A red phone box: domed roof, the lit sign band, a door of small glazed panes. */
function phoneBox(k: Kit): void {
  k.rect(-0.23, 0, 0.23, 0.04, 'ink').rect(-0.2, 0.04, 0.2, 0.86, 'accent');
  k.poly([-0.23, 0.86, 0.23, 0.86, 0.23, 0.9, 0.14, 0.98, -0.14, 0.98, -0.23, 0.9], 'accent', true).circ(0, 0.98, 0.035, 'accent');
  k.rect(-0.16, 0.8, 0.16, 0.85, 'paper').rect(-0.15, 0.1, 0.15, 0.76, 'paper');
  // Glazing bars: three panes across, eight up, as the door reads from across the street.
  for (const x of [-0.05, 0.05]) k.line([x, 0.1, x, 0.76], 0.018, 'accent');
  for (let i = 1; i < 8; i++) k.line([-0.15, 0.1 + i * 0.08, 0.15, 0.1 + i * 0.08], 0.018, 'accent');
  k.line([-0.18, 0.06, -0.18, 0.84], 0.012, 'ink').line([0.18, 0.06, 0.18, 0.84], 0.012, 'ink').rect(0.12, 0.4, 0.14, 0.48, 'ink');
}

/** A bunch of party balloons on strings gathered to one hand-hold. */
function balloons(k: Kit): void {
  const spots: readonly [number, number, number, 'accent' | 'accent2' | 'g1' | 'paper'][] = [
    [-0.2, 0.66, 0.13, 'accent2'], [0.2, 0.7, 0.13, 'g1'], [0, 0.84, 0.14, 'accent'], [-0.26, 0.9, 0.11, 'paper'], [0.25, 0.92, 0.1, 'accent'],
  ];
  for (const [x, y] of spots) k.line([x, y - 0.12, x * 0.6, y * 0.5, 0.02, 0.08, 0, 0], 0.006, 'ink', true);
  for (const [x, y, r, slot] of spots) {
    k.ell(x, y, r * 0.82, r, slot).poly([x - 0.025, y - r - 0.03, x + 0.025, y - r - 0.03, x, y - r + 0.01], slot);
    k.ell(x - r * 0.35, y + r * 0.4, r * 0.16, r * 0.26, slot === 'paper' ? 'g2' : 'paper');
  }
}

/** A mirror ball on its chain, faceted by latitude and meridian, throwing beams and glints. */
function mirrorBall(k: Kit): void {
  const cy = 0.42;
  const r = 0.3;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.2;
    k.line([Math.cos(a) * r * 1.1, cy + Math.sin(a) * r * 1.1, Math.cos(a) * 0.5, cy + Math.sin(a) * 0.42], 0.012, 'accent');
  }
  k.line([0, cy + r, 0, 1], 0.014, 'ink').circ(0, cy, r, 'g1');
  for (let j = -2; j <= 2; j++) {
    const y = cy + (j / 3) * r;
    const half = Math.sqrt(r * r - (y - cy) ** 2);
    k.line([-half, y, half, y], 0.008, 'ink');
  }
  for (const f of [0.3, 0.62, 0.88]) k.ring(0, cy, r * f, r, 0.008, 'ink');
  for (const [x, y] of [[-0.12, 0.55], [-0.06, 0.5], [-0.16, 0.46], [0.1, 0.34], [-0.02, 0.6], [0.16, 0.5]] as const) k.rect(x - 0.025, y - 0.025, x + 0.025, y + 0.025, 'paper');
  for (const [x, y] of [[-0.4, 0.82], [0.38, 0.12], [0.42, 0.7]] as const) k.poly([x, y - 0.05, x + 0.012, y, x, y + 0.05, x - 0.012, y], 'paper').poly([x - 0.05, y, x, y + 0.012, x + 0.05, y, x, y - 0.012], 'paper');
}

/** A stack amp: the head with its lit control strip and knobs on a four-speaker cabinet. */
function ampStack(k: Kit): void {
  k.rect(-0.34, 0, 0.34, 0.62, 'ink').rect(-0.3, 0.04, 0.3, 0.58, 'g0');
  for (const [x, y] of [[-0.15, 0.17], [0.15, 0.17], [-0.15, 0.45], [0.15, 0.45]] as const) k.circ(x, y, 0.115, 'ink').circ(x, y, 0.04, 'g1');
  k.rect(-0.34, 0.65, 0.34, 0.92, 'ink').rect(-0.3, 0.7, 0.3, 0.78, 'accent2');
  for (let i = 0; i < 6; i++) k.circ(-0.24 + i * 0.09, 0.74, 0.022, 'ink');
  k.rect(-0.12, 0.83, 0.12, 0.88, 'paper').circ(0.26, 0.74, 0.018, 'accent');
  k.line([0.34, 0.72, 0.42, 0.6, 0.38, 0.2, 0.44, 0], 0.012, 'ink', true);
}

/** A cast-iron street lamp: the post, its scrolled arm and the lit lantern head. */
function streetLamp(k: Kit): void {
  k.rect(-0.06, 0, 0.06, 0.06, 'ink').poly([-0.035, 0.06, 0.035, 0.06, 0.02, 0.82, -0.02, 0.82], 'ink');
  k.line([0, 0.8, 0.06, 0.86, 0.14, 0.86], 0.014, 'ink', true);
  k.poly([0.07, 0.86, 0.21, 0.86, 0.19, 0.78, 0.09, 0.78], 'ink').poly([0.09, 0.78, 0.19, 0.78, 0.17, 0.66, 0.11, 0.66], 'accent').rect(0.1, 0.64, 0.18, 0.66, 'ink');
}

/** A synthesizer: the angled panel of knobs and sliders above its keyboard, a patch cable looping. */
function synthesizer(k: Kit): void {
  k.poly([-1, 0, 1, 0, 1, 0.3, 0.95, 0.62, -0.95, 0.62, -1, 0.3], 'ink');
  k.rect(-0.94, 0.05, 0.94, 0.27, 'paper');
  for (let i = 1; i < 22; i++) k.line([-0.94 + i * (1.88 / 22), 0.05, -0.94 + i * (1.88 / 22), 0.27], 0.006, 'ink');
  for (let i = 0; i < 21; i++) if (![2, 6, 9, 13, 16, 20].includes(i % 22)) k.rect(-0.94 + (i + 0.7) * (1.88 / 22), 0.14, -0.94 + (i + 1.3) * (1.88 / 22), 0.27, 'ink');
  for (let i = 0; i < 8; i++) k.circ(-0.8 + i * 0.16, 0.5, 0.04, 'accent');
  for (let i = 0; i < 5; i++) k.rect(0.1 + i * 0.14 - 0.012, 0.34, 0.1 + i * 0.14 + 0.012, 0.44, 'accent2');
  k.line([-0.6, 0.5, -0.45, 0.85, -0.1, 0.8, 0.02, 0.5], 0.018, 'accent2', true);
}

/** A roadside gas station: the flat canopy on its posts, two pumps under its lights, the price sign. */
function gasStation(k: Kit): void {
  k.rect(-0.95, 0.62, 0.55, 0.74, 'ink').rect(-0.95, 0.6, 0.55, 0.63, 'accent');
  for (const x of [-0.8, 0.4]) k.rect(x - 0.03, 0, x + 0.03, 0.62, 'ink');
  for (const x of [-0.4, -0.05]) k.rect(x - 0.08, 0, x + 0.08, 0.32, 'accent2').rect(x - 0.05, 0.2, x + 0.05, 0.28, 'paper').line([x + 0.08, 0.22, x + 0.14, 0.12, x + 0.12, 0.04], 0.012, 'ink', true);
  k.rect(0.76, 0, 0.8, 0.8, 'ink').rect(0.64, 0.8, 0.92, 1, 'ink').rect(0.67, 0.9, 0.89, 0.97, 'accent').rect(0.67, 0.83, 0.89, 0.88, 'paper');
  k.rect(-0.98, 0, 0.98, 0.02, 'ink');
}

/** A traffic light on its post, one lamp lit. */
function trafficLight(k: Kit): void {
  k.rect(-0.025, 0, 0.025, 0.6, 'ink').rect(-0.11, 0.58, 0.11, 1, 'ink');
  k.circ(0, 0.92, 0.06, 'g1').circ(0, 0.79, 0.06, 'g1').circ(0, 0.66, 0.06, 'accent');
}

export const STAGE_AND_STREET: readonly SubjectDef[] = [
  {
    id: 'phone-box', noun: 'a telephone box',
    words: [...forms('phonebox', 'phonebooth', 'payphone', 'telephone box', 'phone box', 'phone booth', 'telephone booth', 'telephone kiosk', 'call box'), 'telephone boxes', 'phone boxes', 'phone booths'],
    place: 'ground', aspect: 0.5,
    phrase: 'a red telephone box glowing alone on an empty street',
    draw: phoneBox,
  },
  {
    id: 'balloons', noun: 'a bunch of balloons', words: [...forms('balloon', 'party balloon'), 'party balloons', 'bunch of balloons'], place: 'sky', aspect: 0.8,
    phrase: 'a bunch of balloons on strings drifting up into the sky',
    draw: balloons,
  },
  {
    id: 'mirror-ball', noun: 'a mirror ball', words: [...forms('mirrorball', 'discoball', 'mirror ball', 'disco ball', 'glitter ball', 'glitterball')], place: 'sky', aspect: 1,
    phrase: 'a mirror ball turning overhead, scattering beams of light',
    draw: mirrorBall,
  },
  {
    id: 'amp', noun: 'an amp stack', words: [...forms('amp', 'amplifier', 'loudspeaker', 'speaker stack', 'marshall stack', 'amp stack'), 'speakers'], place: 'still', aspect: 0.8,
    phrase: 'an amp stack on a bare stage, its control lights glowing',
    draw: ampStack,
  },
  {
    id: 'street-lamp', noun: 'a street lamp', words: [...forms('streetlamp', 'streetlight', 'lamppost', 'street lamp', 'street light', 'lamp post', 'gas lamp')], place: 'ground', aspect: 0.5,
    phrase: 'a lone street lamp throwing a cone of light onto the pavement',
    draw: streetLamp,
  },
  {
    id: 'gas-station', noun: 'a gas station', words: [...forms('gas station', 'petrol station', 'filling station', 'service station', 'gas pump', 'petrol pump')], place: 'ground', aspect: 2,
    phrase: 'a lonely gas station glowing under its canopy at the edge of nowhere',
    draw: gasStation,
  },
  {
    id: 'traffic-light', noun: 'a traffic light', words: [...forms('traffic light', 'stoplight', 'stop light', 'traffic signal')], place: 'ground', aspect: 0.4,
    phrase: 'a traffic light glowing over an empty junction',
    draw: trafficLight,
  },
  {
    id: 'synthesizer', noun: 'a synthesizer', words: [...forms('synthesizer', 'synthesiser', 'moog', 'keytar', 'modular synth', 'analog synth', 'analogue synth')], place: 'still', aspect: 2.1,
    phrase: 'an analogue synthesizer glowing in the dark, patch cables looping',
    draw: synthesizer,
  },
];
