// Objects a cover sets in a pool of light (instruments, talismans, keepsakes) and things of the sky.
import type { Kit } from './kit';
import { forms, type SubjectDef } from './subject';

function flame(k: Kit, x: number, y: number, h: number): void {
  k.poly([x - h * 0.22, y + h * 0.2, x, y + h, x + h * 0.22, y + h * 0.2, x, y], 'accent', true).poly([x - h * 0.08, y + h * 0.18, x, y + h * 0.55, x + h * 0.08, y + h * 0.18, x, y + h * 0.06], 'paper', true);
}

/** A drum kit: bass drum with its head, toms, a floor tom and two cymbals on stands. */
export function drumKit(k: Kit): void {
  k.circ(0, 0.3, 0.3, 'accent2').circ(0, 0.3, 0.22, 'paper').ell(-0.42, 0.5, 0.14, 0.1).rect(-0.56, 0.2, -0.28, 0.5).ell(-0.42, 0.2, 0.14, 0.05);
  k.ell(0.42, 0.6, 0.13, 0.06).rect(0.29, 0.45, 0.55, 0.6).line([-0.62, 0, -0.62, 0.85], 0.015).ell(-0.62, 0.86, 0.22, 0.03, 'accent').line([0.68, 0, 0.68, 0.95], 0.015).ell(0.68, 0.96, 0.22, 0.03, 'accent');
}

/** A saxophone as it reads at a glance: a conical brass body, the U-bend, the bell flaring up and
 * out with its dark mouth, the crooked neck and mouthpiece, a row of key pads. */
export function saxophone(k: Kit): void {
  k.poly([0.1, 0.84, 0.12, 0.6, 0.14, 0.3, 0.12, 0.13, 0.04, 0.02, -0.1, 0, -0.22, 0.06, -0.3, 0.2, -0.34, 0.38, -0.46, 0.52, -0.12, 0.52, -0.16, 0.36, -0.12, 0.2, -0.06, 0.13, 0, 0.16, 0.02, 0.3, 0.03, 0.6, 0.04, 0.84], 'accent', true);
  k.ell(-0.29, 0.52, 0.17, 0.045, 'ink');
  k.line([0.07, 0.83, 0.08, 0.93, 0.15, 0.99, 0.24, 0.98], 0.045, 'accent', true).line([0.23, 0.98, 0.31, 0.95], 0.035, 'ink');
  for (let i = 0; i < 6; i++) k.circ(0.1 + i * 0.006, 0.34 + i * 0.085, 0.03, 'accent2');
  k.line([0.13, 0.26, 0.2, 0.24, 0.2, 0.16], 0.02, 'accent2');
}

export const THINGS: readonly SubjectDef[] = [
  {
    id: 'candle', noun: 'a candle', words: [...forms('candle', 'candlelight', 'candlestick', 'vigil', 'wick'), 'candlelit'], place: 'still', aspect: 0.5,
    phrase: 'a single candle burning in the dark, wax running down',
    draw: (k) => { k.rect(-0.09, 0, 0.09, 0.62, 'paper').poly([-0.09, 0.62, -0.09, 0.5, -0.06, 0.45, -0.04, 0.6], 'paper').line([0, 0.62, 0, 0.68], 0.01); flame(k, 0, 0.67, 0.3); k.ell(0, 0, 0.24, 0.04, 'g1'); },
  },
  {
    id: 'crown', noun: 'a crown', words: forms('crown', 'king', 'queen', 'tiara', 'monarch', 'prince', 'princess', 'coronation'), place: 'still', aspect: 1.3,
    phrase: 'a golden crown resting on dark velvet',
    draw: (k) => {
      k.poly([-0.55, 0, 0.55, 0, 0.62, 0.7, 0.32, 0.35, 0.16, 0.8, 0, 0.4, -0.16, 0.8, -0.32, 0.35, -0.62, 0.7], 'accent');
      k.rect(-0.55, 0, 0.55, 0.14, 'accent2');
      for (const x of [-0.62, -0.16, 0.16, 0.62]) k.circ(x, x === -0.62 || x === 0.62 ? 0.72 : 0.82, 0.05, 'paper');
      for (const x of [-0.3, 0, 0.3]) k.circ(x, 0.07, 0.04, 'ink');
    },
  },
  {
    id: 'throne', noun: 'a throne', words: forms('throne', 'reign', 'ruler'), place: 'still', aspect: 0.8,
    phrase: 'an empty throne with a towering spiked back, lit from above',
    draw: (k) => {
      k.rect(-0.3, 0, -0.24, 0.4).rect(0.24, 0, 0.3, 0.4).rect(-0.34, 0.36, 0.34, 0.44);
      k.poly([-0.3, 0.44, -0.3, 0.85, -0.2, 1, -0.1, 0.9, 0, 1.08, 0.1, 0.9, 0.2, 1, 0.3, 0.85, 0.3, 0.44]);
      k.rect(-0.36, 0.44, -0.3, 0.6).rect(0.3, 0.44, 0.36, 0.6).rect(-0.2, 0.5, 0.2, 0.8, 'accent2');
    },
  },
  {
    id: 'sword', noun: 'a sword', words: forms('sword', 'blade', 'excalibur', 'sabre', 'saber', 'katana', 'claymore'), place: 'ground', aspect: 0.5,
    phrase: 'a great sword driven point-first into the hill',
    draw: (k) => {
      k.poly([-0.05, 0, 0.05, 0, 0.05, 0.7, -0.05, 0.7], 'paper').line([0, 0.02, 0, 0.7], 0.012, 'g0');
      k.rect(-0.22, 0.7, 0.22, 0.75).rect(-0.025, 0.75, 0.025, 0.93).circ(0, 0.96, 0.04, 'accent');
    },
  },
  {
    id: 'dagger', noun: 'a dagger', words: forms('dagger', 'knife', 'switchblade', 'stiletto', 'athame'), place: 'still', aspect: 0.4,
    phrase: 'a dagger pointing down, a single drop of red at its tip',
    draw: (k) => {
      k.poly([0, 0.05, 0.07, 0.2, 0.06, 0.6, -0.06, 0.6, -0.07, 0.2], 'paper').rect(-0.17, 0.6, 0.17, 0.65).rect(-0.03, 0.65, 0.03, 0.9).circ(0, 0.93, 0.045);
      k.ell(0, -0.04, 0.025, 0.04, 'accent2');
    },
  },
  {
    id: 'guitar', noun: 'a guitar', words: [...forms('guitar', 'banjo', 'ukulele', 'mandolin', 'fretboard', 'riff', 'strat', 'telecaster'), 'acoustic'], place: 'still', aspect: 0.45,
    phrase: 'an old guitar leaning in a pool of light, strings glinting',
    draw: (k) => {
      k.poly([0, 0.02, 0.18, 0.06, 0.21, 0.2, 0.13, 0.3, 0.17, 0.42, 0.1, 0.5, -0.1, 0.5, -0.17, 0.42, -0.13, 0.3, -0.21, 0.2, -0.18, 0.06], 'accent2', true);
      k.circ(0, 0.32, 0.055, 'ink').rect(-0.025, 0.4, 0.025, 0.9, 'ink').poly([-0.04, 0.9, 0.04, 0.9, 0.05, 1, -0.05, 1], 'ink').rect(-0.07, 0.1, 0.07, 0.13, 'ink');
      for (const x of [-0.012, 0.012]) k.line([x, 0.12, x, 0.9], 0.004, 'paper');
    },
  },
  {
    id: 'drums', noun: 'a drum kit', words: [...forms('drum', 'drumkit', 'snare', 'cymbal', 'timpani'), 'percussion', 'drumbeat'], place: 'still', aspect: 1.5,
    phrase: 'a drum kit alone on an empty stage under one spotlight',
    draw: drumKit,
  },
  {
    id: 'microphone', noun: 'a microphone', words: forms('microphone', 'mic', 'mike', 'karaoke'), place: 'still', aspect: 0.5,
    phrase: 'a vintage microphone on its stand under a hard spotlight',
    draw: (k) => {
      k.ell(0, 0.02, 0.2, 0.03).rect(-0.012, 0, 0.012, 0.62).line([0, 0.62, 0, 0.68], 0.03);
      k.poly([-0.1, 0.7, -0.1, 0.9, -0.06, 0.98, 0.06, 0.98, 0.1, 0.9, 0.1, 0.7, 0, 0.66], 'accent2', true);
      for (let y = 0.74; y < 0.95; y += 0.04) k.line([-0.09, y, 0.09, y], 0.006, 'ink');
    },
  },
  {
    id: 'piano', noun: 'a grand piano', words: forms('piano', 'pianist', 'keyboard', 'keys', 'organ', 'harpsichord'), place: 'still', aspect: 1.6,
    phrase: 'a grand piano with its lid open, alone in an empty hall',
    draw: (k) => {
      k.poly([-0.75, 0.45, 0.7, 0.45, 0.78, 0.55, 0.3, 0.6, -0.1, 0.72, -0.75, 0.62]);
      k.line([-0.6, 0.62, 0.1, 1.1], 0.02).poly([-0.75, 0.62, 0.1, 1.12, 0.25, 0.72], 'g1');
      for (const x of [-0.65, 0.55, 0.15]) k.rect(x, 0, x + 0.05, 0.46);
      k.rect(-0.75, 0.38, -0.45, 0.46, 'paper');
    },
  },
  {
    id: 'cassette', noun: 'a cassette tape', words: [...forms('cassette', 'mixtape', 'tape'), 'tapes', 'walkman'], place: 'still', aspect: 1.6,
    phrase: 'a cassette tape with its ribbon unspooling across the frame',
    draw: (k) => {
      k.poly([-0.8, 0, 0.8, 0, 0.8, 1, -0.8, 1], 'g1').rect(-0.65, 0.45, 0.65, 0.88, 'paper').rect(-0.4, 0.52, 0.4, 0.76, 'ink');
      k.circ(-0.25, 0.64, 0.1, 'accent2').circ(0.25, 0.64, 0.1, 'accent2').poly([-0.5, 0, -0.4, 0.22, 0.4, 0.22, 0.5, 0], 'ink');
      k.line([0.55, 0.05, 0.7, -0.3, 0.2, -0.45, 0.9, -0.8], 0.015, 'accent', true).rect(-0.65, 0.8, 0.65, 0.85, 'accent');
    },
  },
  {
    id: 'headphones', noun: 'headphones', words: ['headphones', 'headphone', 'headset', 'earphones', 'earbuds'], place: 'still', aspect: 1,
    phrase: 'a pair of headphones hanging in the dark, cable trailing off the frame',
    draw: (k) => {
      k.line([-0.36, 0.4, -0.4, 0.7, -0.2, 0.95, 0.2, 0.95, 0.4, 0.7, 0.36, 0.4], 0.07, 'ink', true);
      k.ell(-0.36, 0.3, 0.12, 0.18, 'accent2').ell(0.36, 0.3, 0.12, 0.18, 'accent2').ell(-0.4, 0.3, 0.06, 0.12, 'ink').ell(0.4, 0.3, 0.06, 0.12, 'ink');
      k.line([-0.36, 0.12, -0.3, -0.1, 0.1, -0.2, 0.5, -0.5], 0.015, 'ink', true);
    },
  },
  {
    id: 'radio', noun: 'an old radio', words: forms('radio', 'transistor', 'boombox', 'stereo', 'wireless', 'broadcast'), place: 'still', aspect: 1.5,
    phrase: 'an old valve radio glowing on a table, dial lit amber',
    draw: (k) => {
      k.poly([-0.7, 0, 0.7, 0, 0.7, 0.7, 0.5, 0.85, -0.5, 0.85, -0.7, 0.7], 'accent2', true).circ(-0.3, 0.4, 0.22, 'ink');
      for (let i = -3; i <= 3; i++) k.line([-0.3 + i * 0.06, 0.22, -0.3 + i * 0.06, 0.58], 0.01, 'g1');
      k.rect(0.12, 0.45, 0.58, 0.62, 'accent').line([0.3, 0.45, 0.34, 0.62], 0.01, 'ink').circ(0.22, 0.25, 0.06, 'ink').circ(0.48, 0.25, 0.06, 'ink');
    },
  },
  {
    id: 'tv', noun: 'an old television', words: [...forms('television', 'tv', 'telly'), 'screen', 'screens'], place: 'still', aspect: 1.3,
    phrase: 'an old television set glowing with static in a dark room',
    draw: (k) => {
      k.line([-0.1, 0.8, -0.35, 1.1], 0.015).line([0.1, 0.8, 0.3, 1.12], 0.015).rect(-0.6, 0.1, 0.6, 0.8).rect(-0.48, 0, -0.4, 0.1).rect(0.4, 0, 0.48, 0.1);
      k.poly([-0.5, 0.2, 0.3, 0.2, 0.32, 0.7, -0.52, 0.7], 'accent', true).circ(0.45, 0.6, 0.05, 'g0').circ(0.45, 0.42, 0.05, 'g0');
      for (let i = 0; i < 6; i++) k.line([-0.48, 0.26 + i * 0.08, 0.28, 0.26 + i * 0.08], 0.008, 'paper');
    },
  },
  {
    id: 'telephone', noun: 'a telephone', words: forms('telephone', 'phone', 'phonecall', 'hotline', 'receiver'), place: 'still', aspect: 1.2,
    phrase: 'an old rotary telephone, the receiver off the hook',
    draw: (k) => {
      k.poly([-0.45, 0, 0.45, 0, 0.35, 0.45, -0.35, 0.45], 'accent2', true).circ(0, 0.22, 0.17, 'paper').circ(0, 0.22, 0.06, 'ink');
      for (let i = 0; i < 8; i++) { const a = (i / 8) * Math.PI * 1.6 + 0.9; k.circ(Math.cos(a) * 0.12, 0.22 + Math.sin(a) * 0.12, 0.025, 'ink'); }
      k.line([-0.4, 0.62, -0.1, 0.72, 0.2, 0.7, 0.45, 0.58], 0.1, 'accent2', true).line([0.45, 0.55, 0.55, 0.3, 0.5, 0.05], 0.01, 'ink', true);
    },
  },
  {
    id: 'clock', noun: 'a clock', words: [...forms('clock', 'clockface', 'pocketwatch', 'timepiece', 'sundial'), 'clockwork', 'ticking', "o'clock"], place: 'still', aspect: 1,
    phrase: 'a cracked clock face with its hands stopped at midnight',
    draw: (k) => {
      k.circ(0, 0.5, 0.46, 'accent2').circ(0, 0.5, 0.4, 'paper');
      for (let i = 0; i < 12; i++) { const a = (i / 12) * Math.PI * 2; k.line([Math.cos(a) * 0.33, 0.5 + Math.sin(a) * 0.33, Math.cos(a) * 0.38, 0.5 + Math.sin(a) * 0.38], i % 3 ? 0.015 : 0.03); }
      k.line([0, 0.5, 0.02, 0.78], 0.03).line([0, 0.5, -0.16, 0.66], 0.035).circ(0, 0.5, 0.03).line([0.1, 0.1, 0.18, 0.3, 0.14, 0.45], 0.008);
    },
  },
  {
    id: 'hourglass', noun: 'an hourglass', words: forms('hourglass', 'sandglass', 'egg timer'), place: 'still', aspect: 0.6,
    phrase: 'an hourglass with the last of the sand running out',
    draw: (k) => {
      k.rect(-0.28, 0, 0.28, 0.06).rect(-0.28, 0.94, 0.28, 1).rect(-0.24, 0.06, -0.2, 0.94).rect(0.2, 0.06, 0.24, 0.94);
      k.poly([-0.18, 0.92, 0.18, 0.92, 0.02, 0.5, -0.02, 0.5, -0.18, 0.08, 0.18, 0.08, 0.02, 0.5, -0.02, 0.5], 'paper');
      k.poly([-0.1, 0.72, 0.1, 0.72, 0.02, 0.52, -0.02, 0.52], 'accent').poly([-0.18, 0.08, 0.18, 0.08, 0, 0.28], 'accent').line([0, 0.5, 0, 0.26], 0.008, 'accent');
    },
  },
  {
    id: 'key', noun: 'a key', words: ['key', ...forms('skeleton key', 'lock', 'keyhole', 'padlock')], place: 'still', aspect: 0.5,
    phrase: 'an ornate old key hanging on a thread in the light',
    draw: (k) => {
      k.ring(0, 0.82, 0.14, 0.14, 0.05, 'accent').rect(-0.025, 0.1, 0.025, 0.68, 'accent').rect(0.025, 0.1, 0.14, 0.16, 'accent').rect(0.025, 0.22, 0.11, 0.27, 'accent');
      k.line([0, 0.96, 0, 1.3], 0.006, 'paper');
    },
  },
  {
    id: 'lantern', noun: 'a lantern', words: forms('lantern', 'lamp', 'oil lamp', 'lamplight', 'torch', 'lamplighter'), place: 'still', aspect: 0.5,
    phrase: 'a lantern held up against the dark, its glass burning gold',
    draw: (k) => {
      k.rect(-0.18, 0, 0.18, 0.06).poly([-0.16, 0.06, 0.16, 0.06, 0.13, 0.62, -0.13, 0.62], 'accent').poly([-0.2, 0.62, 0.2, 0.62, 0, 0.8]).ring(0, 0.9, 0.09, 0.1, 0.02);
      for (const x of [-0.15, 0.15]) k.line([x, 0.06, x * 0.85, 0.62], 0.02);
      flame(k, 0, 0.16, 0.3);
    },
  },
  {
    id: 'bottle', noun: 'a bottle', words: [...forms('bottle', 'whiskey', 'whisky', 'bourbon', 'wine', 'gin', 'liquor', 'booze'), 'drunk', 'drinking'], place: 'still', aspect: 0.4,
    phrase: 'a half-empty bottle of whiskey on a bar, lit from behind',
    draw: (k) => {
      k.poly([-0.15, 0, 0.15, 0, 0.15, 0.55, 0.05, 0.68, 0.05, 0.92, -0.05, 0.92, -0.05, 0.68, -0.15, 0.55], 'g1', true).rect(-0.055, 0.9, 0.055, 0.98, 'ink');
      k.rect(-0.15, 0, 0.15, 0.3, 'accent').rect(-0.12, 0.32, 0.12, 0.48, 'paper').line([-0.1, 0.1, -0.1, 0.5], 0.015, 'paper');
    },
  },
  {
    id: 'chair', noun: 'an empty chair', words: forms('chair', 'armchair', 'stool', 'rocking chair', 'seat'), place: 'still', aspect: 0.6,
    phrase: 'an empty wooden chair alone in a bare room, a window of light on the floor',
    draw: (k) => {
      k.rect(-0.26, 0, -0.2, 1).rect(0.2, 0, 0.26, 0.46).rect(-0.06, 0, -0.01, 0.4).rect(-0.28, 0.4, 0.3, 0.48);
      for (const y of [0.62, 0.76, 0.9]) k.rect(-0.24, y, -0.1, y + 0.035);
      k.rect(-0.12, 0.55, -0.08, 0.97);
    },
  },
  {
    id: 'bed', noun: 'an empty bed', words: forms('bed', 'mattress', 'pillow', 'bedroom', 'sheet'), place: 'still', aspect: 1.8,
    phrase: 'an unmade bed in an empty room, morning light across the sheets',
    draw: (k) => {
      k.rect(-0.9, 0, -0.84, 0.7).rect(0.84, 0, 0.9, 0.45).rect(-0.86, 0.2, 0.86, 0.3).poly([-0.84, 0.3, 0.86, 0.3, 0.86, 0.42, 0.2, 0.48, -0.3, 0.44, -0.84, 0.42], 'paper', true);
      k.ell(-0.62, 0.48, 0.18, 0.07, 'paper').line([-0.3, 0.42, 0.3, 0.38, 0.7, 0.42], 0.01, 'g0', true);
    },
  },
  {
    id: 'umbrella', noun: 'an umbrella', words: forms('umbrella', 'parasol', 'brolly'), place: 'ground', aspect: 0.9,
    phrase: 'a red umbrella alone in the grey rain',
    draw: (k) => {
      const flat: number[] = [];
      for (let i = 0; i <= 8; i++) { const a = Math.PI - (i / 8) * Math.PI; flat.push(Math.cos(a) * 0.45, 0.6 + Math.sin(a) * 0.32); if (i < 8) flat.push(Math.cos(a - Math.PI / 16) * 0.4, 0.6 + Math.sin(a - Math.PI / 16) * 0.3 - 0.04); }
      k.poly(flat, 'accent').line([0, 0.92, 0, 1], 0.02).line([0, 0.6, 0, 0.12, 0.04, 0.05, 0.1, 0.08], 0.025, 'ink', true);
    },
  },
  {
    id: 'mask', noun: 'a mask', words: forms('mask', 'masquerade', 'disguise', 'carnival mask', 'masked'), place: 'still', aspect: 1,
    phrase: 'a pale theatre mask floating in the dark, eyes hollow',
    draw: (k) => {
      k.poly([-0.36, 0.72, -0.34, 0.9, 0, 0.98, 0.34, 0.9, 0.36, 0.72, 0.28, 0.35, 0.12, 0.08, 0, 0.04, -0.12, 0.08, -0.28, 0.35], 'paper', true);
      k.poly([-0.24, 0.6, -0.18, 0.7, -0.06, 0.64, -0.12, 0.56], 'ink', true).poly([0.24, 0.6, 0.18, 0.7, 0.06, 0.64, 0.12, 0.56], 'ink', true).line([-0.14, 0.26, 0, 0.22, 0.14, 0.26], 0.03, 'ink', true);
      k.line([-0.3, 0.8, -0.2, 0.86], 0.02, 'accent').line([0.3, 0.8, 0.2, 0.86], 0.02, 'accent');
    },
  },
  {
    id: 'anchor', noun: 'an anchor', words: forms('anchor', 'sailor', 'mariner', 'nautical'), place: 'still', aspect: 0.9,
    phrase: 'a heavy iron anchor wrapped in rope',
    draw: (k) => {
      k.ring(0, 0.9, 0.08, 0.08, 0.035).rect(-0.035, 0.12, 0.035, 0.82).rect(-0.22, 0.68, 0.22, 0.74);
      k.line([-0.42, 0.35, -0.34, 0.16, -0.16, 0.04, 0, 0.02, 0.16, 0.04, 0.34, 0.16, 0.42, 0.35], 0.06, 'ink', true);
      k.poly([-0.47, 0.3, -0.42, 0.44, -0.34, 0.33]).poly([0.47, 0.3, 0.42, 0.44, 0.34, 0.33]).line([0.08, 0.9, 0.2, 0.6, -0.15, 0.45, 0.1, 0.25], 0.02, 'accent2', true);
    },
  },
  {
    id: 'compass', noun: 'a compass', words: forms('compass', 'navigator', 'wayfinder'), place: 'still', aspect: 1,
    phrase: 'a brass compass, its needle swinging toward the title',
    draw: (k) => {
      k.circ(0, 0.5, 0.46, 'accent2').circ(0, 0.5, 0.4, 'paper');
      for (let i = 0; i < 4; i++) { const a = (i / 4) * Math.PI * 2; const b = a + Math.PI / 4; k.poly([Math.cos(a) * 0.36, 0.5 + Math.sin(a) * 0.36, Math.cos(b) * 0.07, 0.5 + Math.sin(b) * 0.07, 0, 0.5, Math.cos(a - Math.PI / 4) * 0.07, 0.5 + Math.sin(a - Math.PI / 4) * 0.07], i === 1 ? 'accent' : 'ink'); }
      k.circ(0, 0.5, 0.03, 'accent2');
    },
  },
  {
    id: 'map', noun: 'an old map', words: forms('map', 'atlas', 'treasure map', 'cartography', 'voyage'), place: 'still', aspect: 1.4,
    phrase: 'an old folded map, a dotted route ending at a red X',
    draw: (k) => {
      k.poly([-0.7, 0, -0.23, 0.08, 0.23, 0, 0.7, 0.08, 0.7, 0.9, 0.23, 0.82, -0.23, 0.9, -0.7, 0.82], 'paper');
      k.line([-0.23, 0.08, -0.23, 0.9], 0.008, 'g0').line([0.23, 0, 0.23, 0.82], 0.008, 'g0');
      k.poly([-0.6, 0.3, -0.4, 0.6, -0.1, 0.66, 0, 0.4, -0.3, 0.22], 'g0', true);
      const route = [-0.45, 0.4, -0.2, 0.5, 0.1, 0.3, 0.3, 0.5, 0.45, 0.62];
      for (let i = 0; i + 3 < route.length; i += 2) k.line([route[i] ?? 0, route[i + 1] ?? 0, ((route[i] ?? 0) + (route[i + 2] ?? 0)) / 2, ((route[i + 1] ?? 0) + (route[i + 3] ?? 0)) / 2], 0.012, 'ink');
      k.line([0.4, 0.57, 0.5, 0.67], 0.025, 'accent').line([0.4, 0.67, 0.5, 0.57], 0.025, 'accent');
    },
  },
  {
    id: 'typewriter', noun: 'a typewriter', words: forms('typewriter', 'manuscript', 'poet'), place: 'still', aspect: 1.5,
    phrase: 'an old typewriter with a half-written page curling out of it',
    draw: (k) => {
      k.poly([-0.6, 0, 0.6, 0, 0.5, 0.35, -0.5, 0.35]).rect(-0.58, 0.35, 0.58, 0.45).rect(-0.3, 0.45, 0.3, 0.95, 'paper');
      for (let i = 0; i < 5; i++) k.line([-0.22, 0.85 - i * 0.08, 0.22 - (i === 4 ? 0.2 : 0), 0.85 - i * 0.08], 0.01, 'g0');
      for (let r = 0; r < 3; r++) for (let i = 0; i < 8; i++) k.circ(-0.42 + i * 0.12 + r * 0.03, 0.08 + r * 0.08, 0.025, 'paper');
    },
  },
  {
    id: 'book', noun: 'an open book', words: forms('book', 'bible', 'novel', 'diary', 'journal', 'scripture', 'spellbook', 'grimoire'), place: 'still', aspect: 1.5,
    phrase: 'an open book with its pages lifting into the light',
    draw: (k) => {
      k.poly([0, 0.08, -0.7, 0.18, -0.7, 0.72, 0, 0.64], 'paper').poly([0, 0.08, 0.7, 0.18, 0.7, 0.72, 0, 0.64], 'paper');
      k.poly([0, 0.64, 0.1, 1, 0.5, 1.05, 0.55, 0.75], 'paper', true);
      for (let i = 0; i < 5; i++) { k.line([-0.6, 0.26 + i * 0.08, -0.1, 0.2 + i * 0.08], 0.008, 'g0').line([0.1, 0.2 + i * 0.08, 0.6, 0.26 + i * 0.08], 0.008, 'g0'); }
      k.poly([0, 0.04, -0.74, 0.14, -0.7, 0.18, 0, 0.08, 0.7, 0.18, 0.74, 0.14]);
    },
  },
  {
    id: 'camera', noun: 'a camera', words: forms('camera', 'polaroid', 'photograph', 'snapshot', 'lens', 'film'), place: 'still', aspect: 1.5,
    phrase: 'an old film camera, its lens reflecting the whole scene',
    draw: (k) => {
      k.rect(-0.65, 0, 0.65, 0.6).rect(-0.2, 0.6, 0.2, 0.72).rect(0.35, 0.6, 0.55, 0.66);
      k.circ(0, 0.3, 0.26, 'accent2').circ(0, 0.3, 0.18, 'ink').ell(-0.06, 0.36, 0.06, 0.04, 'paper').rect(0.4, 0.42, 0.58, 0.52, 'paper');
    },
  },
  {
    id: 'lightbulb', noun: 'a light bulb', words: [...forms('bulb', 'lightbulb', 'idea', 'filament'), 'light bulb'], place: 'still', aspect: 0.6,
    phrase: 'a bare light bulb hanging on its cord, filament glowing',
    draw: (k) => {
      k.line([0, 0.6, 0, 1.4], 0.01).rect(-0.08, 0.46, 0.08, 0.6, 'g1');
      k.poly([-0.08, 0.46, -0.12, 0.34, -0.24, 0.2, -0.24, 0.02, -0.1, -0.1, 0.1, -0.1, 0.24, 0.02, 0.24, 0.2, 0.12, 0.34, 0.08, 0.46], 'accent', true);
      k.line([-0.04, 0.42, -0.06, 0.12, -0.02, 0.06, 0.02, 0.12, 0.06, 0.06, 0.04, 0.42], 0.012, 'paper');
    },
  },
  {
    id: 'birdcage', noun: 'a birdcage', words: forms('cage', 'birdcage', 'captive', 'prison', 'prisoner'), place: 'still', aspect: 0.7,
    phrase: 'an open birdcage, its door swinging, the bird already gone',
    draw: (k) => {
      k.ell(0, 0, 0.3, 0.04).ring(0, 1, 0.05, 0.05, 0.015);
      for (let i = 0; i <= 8; i++) { const x = -0.28 + i * 0.07; k.line([x, 0, x, 0.6, x * 0.4, 0.9, 0, 0.95], 0.008, 'ink', true); }
      k.line([-0.29, 0.6, 0.29, 0.6], 0.02).line([0.12, 0.05, 0.45, 0.1, 0.45, 0.45, 0.12, 0.45], 0.008);
    },
  },
  {
    id: 'bell', noun: 'a bell', words: forms('bell', 'chime', 'tolling', 'carillon'), place: 'still', aspect: 0.9,
    phrase: 'a great iron bell hanging in the dark, about to toll',
    draw: (k) => {
      k.poly([-0.42, 0.08, 0.42, 0.08, 0.32, 0.2, 0.25, 0.6, 0.18, 0.8, 0, 0.86, -0.18, 0.8, -0.25, 0.6, -0.32, 0.2], 'accent2', true);
      k.circ(0, 0.04, 0.07).ring(0, 0.92, 0.06, 0.06, 0.025).line([0, 0.98, 0, 1.3], 0.02).line([-0.2, 0.6, -0.3, 0.2], 0.015, 'paper');
    },
  },
  {
    id: 'saxophone', noun: 'a saxophone', words: forms('saxophone', 'sax', 'trumpet', 'trombone', 'clarinet', 'horn section'), place: 'still', aspect: 0.75,
    phrase: 'a saxophone leaning in a pool of smoky light',
    draw: saxophone,
  },
  {
    id: 'violin', noun: 'a violin', words: forms('violin', 'fiddle', 'cello', 'viola', 'bow', 'strings', 'orchestra'), place: 'still', aspect: 0.5,
    phrase: 'a violin and its bow laid across the dark',
    draw: (k) => {
      k.poly([0, 0.02, 0.16, 0.06, 0.18, 0.2, 0.11, 0.28, 0.11, 0.34, 0.16, 0.42, 0.14, 0.55, 0, 0.58, -0.14, 0.55, -0.16, 0.42, -0.11, 0.34, -0.11, 0.28, -0.18, 0.2, -0.16, 0.06], 'accent2', true);
      k.rect(-0.02, 0.55, 0.02, 0.92, 'ink').ell(0, 0.95, 0.035, 0.05, 'ink').line([-0.06, 0.34, -0.05, 0.24], 0.01, 'ink').line([0.06, 0.34, 0.05, 0.24], 0.01, 'ink');
      k.line([-0.3, 0.05, 0.3, 0.95], 0.012, 'paper');
    },
  },
  {
    id: 'chalice', noun: 'a chalice', words: forms('chalice', 'goblet', 'grail', 'cup', 'communion'), place: 'still', aspect: 0.6,
    phrase: 'a golden chalice on a stone altar, overflowing',
    draw: (k) => {
      k.ell(0, 0.02, 0.2, 0.04, 'accent').rect(-0.03, 0.02, 0.03, 0.45, 'accent').circ(0, 0.32, 0.05, 'accent');
      k.poly([-0.26, 0.9, 0.26, 0.9, 0.2, 0.6, 0.06, 0.46, -0.06, 0.46, -0.2, 0.6], 'accent', true).ell(0, 0.9, 0.26, 0.04, 'accent2').line([0.2, 0.9, 0.24, 0.7, 0.22, 0.5], 0.02, 'accent2', true);
    },
  },
  {
    // Not ruby, emerald or sapphire: people write them as colours ('emerald waves'), and they are.
    id: 'diamond', noun: 'a diamond', words: forms('diamond', 'gem', 'jewel', 'gemstone', 'crystal'), place: 'still', aspect: 1,
    phrase: 'a single cut diamond throwing light in every direction',
    draw: (k) => {
      k.poly([-0.45, 0.7, -0.25, 0.9, 0.25, 0.9, 0.45, 0.7, 0, 0.05], 'accent2').poly([-0.45, 0.7, -0.15, 0.7, 0, 0.05], 'paper').poly([0.15, 0.7, 0.45, 0.7, 0, 0.05], 'g0');
      k.line([-0.45, 0.7, 0.45, 0.7], 0.012, 'paper').line([-0.25, 0.9, -0.15, 0.7, 0, 0.9, 0.15, 0.7, 0.25, 0.9], 0.01, 'paper');
    },
  },
  {
    id: 'feather', noun: 'a feather', words: forms('feather', 'quill', 'plume'), place: 'sky', aspect: 0.5,
    phrase: 'a single black feather falling slowly through the air',
    draw: (k) => {
      k.poly([0, 0.05, 0.12, 0.3, 0.16, 0.6, 0.08, 0.9, 0, 1, -0.08, 0.85, -0.14, 0.55, -0.1, 0.3], 'ink', true).line([0, -0.05, 0, 0.98], 0.012, 'paper');
      for (let i = 0; i < 5; i++) k.line([0, 0.3 + i * 0.13, 0.12, 0.36 + i * 0.13], 0.008, 'g1');
    },
  },
  {
    id: 'leaf', noun: 'a falling leaf', words: ['leaves', 'falling leaf', 'autumn leaves', 'foliage'], place: 'sky', aspect: 0.7,
    phrase: 'autumn leaves spinning down through the cold air',
    draw: (k) => {
      const leaf = (s: Kit) => { s.poly([0, 0, 0.2, 0.25, 0.28, 0.55, 0, 1, -0.28, 0.55, -0.2, 0.25], 'accent', true).line([0, -0.1, 0, 0.9], 0.02, 'accent2'); for (let i = 1; i < 4; i++) s.line([0, i * 0.22, 0.16, i * 0.22 + 0.12], 0.01, 'accent2').line([0, i * 0.22, -0.16, i * 0.22 + 0.12], 0.01, 'accent2'); };
      k.copy(leaf, 0, 0, 1).copy(leaf, 0.6, 0.5, 0.4).copy(leaf, -0.5, 0.75, 0.3);
    },
  },
  // Things of the sky.
  {
    id: 'comet', noun: 'a comet', words: forms('comet', 'meteor', 'meteorite', 'asteroid', 'shooting star', 'fireball'), place: 'sky', aspect: 1.6,
    phrase: 'a comet streaking across the night, its tail burning',
    draw: (k) => {
      k.poly([0.55, 0.8, -0.8, 0.02, -0.72, -0.05, 0.62, 0.68], 'accent', true).poly([0.56, 0.76, -0.4, 0.25, 0.6, 0.7], 'paper', true).circ(0.6, 0.74, 0.08, 'paper');
    },
  },
  {
    id: 'planet', noun: 'a ringed planet', words: forms('planet', 'saturn', 'jupiter', 'mars'), place: 'sky', aspect: 1.8,
    phrase: 'a ringed planet hanging huge and silent in the dark',
    draw: (k) => {
      k.ring(0, 0.5, 0.9, 0.16, 0.03, 'accent2').circ(0, 0.5, 0.45, 'accent').ell(0, 0.5, 0.45, 0.12, 'g0', 0.2, 1.2).ell(-0.12, 0.62, 0.18, 0.04, 'paper');
      k.line([-0.88, 0.48, -0.4, 0.38, 0.4, 0.38, 0.88, 0.52], 0.03, 'accent2', true);
    },
  },
  {
    id: 'spiral', noun: 'a spiral', words: forms('spiral', 'vortex', 'whirlpool', 'galaxy', 'hypnosis', 'hypnotic', 'swirl', 'maelstrom'), place: 'sky', aspect: 1,
    phrase: 'a spiral galaxy turning slowly, arms of light unwinding',
    draw: (k) => {
      for (const off of [0, Math.PI]) { const flat: number[] = []; for (let i = 0; i <= 60; i++) { const t = i / 60; const a = off + t * Math.PI * 3; flat.push(Math.cos(a) * t * 0.5, 0.5 + Math.sin(a) * t * 0.5); } k.line(flat, 0.05, 'accent', true); }
      k.circ(0, 0.5, 0.07, 'paper');
    },
  },
  {
    id: 'star', noun: 'a star', words: ['star', 'pentagram', 'north star', 'pole star', 'starburst', 'supernova'], place: 'sky', aspect: 1,
    phrase: 'a single five-pointed star, sharp and bright, above the horizon',
    draw: (k) => {
      const flat: number[] = [];
      for (let i = 0; i < 10; i++) { const a = Math.PI / 2 + (i / 10) * Math.PI * 2; const r = i % 2 ? 0.2 : 0.5; flat.push(Math.cos(a) * r, 0.48 + Math.sin(a) * r); }
      k.poly(flat, 'accent');
    },
  },
  {
    id: 'lightning', noun: 'a lightning bolt', words: [...forms('bolt', 'thunderbolt', 'lightning bolt', 'zap'), 'lightning', 'electricity'], place: 'sky', aspect: 0.7,
    phrase: 'a single lightning bolt splitting a black sky',
    draw: (k) => { k.poly([0.05, 1, -0.25, 0.45, -0.02, 0.47, -0.2, 0, 0.28, 0.6, 0.04, 0.58, 0.25, 1], 'accent'); },
  },
  {
    id: 'raincloud', noun: 'a rain cloud', words: [...forms('raincloud', 'storm cloud', 'thundercloud', 'rain cloud'), 'rainclouds'], place: 'sky', aspect: 1.4,
    phrase: 'a single heavy rain cloud pouring over a tiny town',
    draw: (k) => {
      k.circ(-0.3, 0.62, 0.2, 'g1').circ(0.02, 0.74, 0.26, 'g1').circ(0.32, 0.62, 0.2, 'g1').rect(-0.3, 0.42, 0.32, 0.6, 'g1');
      for (let i = 0; i < 9; i++) { const x = -0.4 + i * 0.1; k.line([x, 0.38, x - 0.06, 0.02 + (i % 3) * 0.08], 0.015, 'paper'); }
    },
  },
  {
    id: 'snowflake', noun: 'a snowflake', words: forms('snowflake', 'frost', 'ice crystal'), place: 'sky', aspect: 1,
    phrase: 'one giant snowflake drifting down, every branch of it sharp',
    draw: (k) => {
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2; const [c, s] = [Math.cos(a), Math.sin(a)];
        k.line([0, 0.5, c * 0.48, 0.5 + s * 0.48], 0.035, 'accent2');
        for (const t of [0.2, 0.34]) for (const d of [-0.5, 0.5]) k.line([c * t, 0.5 + s * t, c * t + Math.cos(a + d * 1.8) * 0.1, 0.5 + s * t + Math.sin(a + d * 1.8) * 0.1], 0.025, 'accent2');
      }
    },
  },
  {
    id: 'rainbow', noun: 'a rainbow', words: forms('rainbow', 'spectrum', 'prismatic'), place: 'ground', aspect: 2,
    phrase: 'a rainbow arching over the empty fields',
    draw: (k) => { (['accent2', 'accent', 'paper', 'g0'] as const).forEach((slot, i) => k.line(arc(1 - i * 0.08), 0.08, slot, true)); },
  },
  {
    id: 'balloon', noun: 'a hot-air balloon', words: [...forms('hot air balloon', 'hot-air balloon', 'zeppelin', 'airship', 'blimp'), 'hot-air', 'hot air balloons', 'hot-air balloons'], place: 'sky', aspect: 0.7,
    phrase: 'a hot-air balloon drifting high over the patchwork land',
    draw: (k) => {
      k.poly([-0.08, 0.32, -0.3, 0.62, -0.32, 0.82, -0.2, 0.96, 0, 1, 0.2, 0.96, 0.32, 0.82, 0.3, 0.62, 0.08, 0.32], 'accent', true);
      k.poly([-0.04, 0.32, -0.12, 0.62, -0.1, 0.9, 0, 1, 0.1, 0.9, 0.12, 0.62, 0.04, 0.32], 'accent2', true);
      k.line([-0.08, 0.32, -0.06, 0.14], 0.008).line([0.08, 0.32, 0.06, 0.14], 0.008).rect(-0.07, 0.04, 0.07, 0.15);
    },
  },
  {
    id: 'kite', noun: 'a kite', words: forms('kite'), place: 'sky', aspect: 0.8,
    phrase: 'a kite on a long string, high in a windy sky',
    draw: (k) => {
      k.poly([0, 1, 0.22, 0.72, 0, 0.35, -0.22, 0.72], 'accent').poly([0, 1, 0.22, 0.72, 0, 0.72], 'accent2').poly([0, 0.35, -0.22, 0.72, 0, 0.72], 'accent2');
      k.line([0, 0.35, -0.1, 0.2, 0.05, 0.1, -0.05, -0.05], 0.01, 'ink', true).line([0, 0.35, 0.4, -0.6], 0.004, 'ink');
    },
  },
  {
    id: 'crescent', noun: 'a crescent moon', words: forms('crescent', 'crescent moon', 'new moon', 'half moon', 'moonbeam'), place: 'sky', aspect: 1,
    phrase: 'a thin crescent moon hanging over a sleeping land',
    draw: (k) => {
      const flat: number[] = [];
      for (let i = 0; i <= 24; i++) { const a = -Math.PI / 2 + (i / 24) * Math.PI; flat.push(Math.cos(a) * 0.45, 0.5 + Math.sin(a) * 0.45); }
      for (let i = 24; i >= 0; i--) { const a = -Math.PI / 2 + (i / 24) * Math.PI; flat.push(Math.cos(a) * 0.2, 0.5 + Math.sin(a) * 0.45); }
      k.poly(flat, 'paper', true);
    },
  },
];

function arc(r: number): number[] {
  const flat: number[] = [];
  for (let i = 0; i <= 24; i++) { const a = (i / 24) * Math.PI; flat.push(Math.cos(a) * r, Math.sin(a) * r * 0.9); }
  return flat;
}
