// Buildings, structures and vehicles, each a handful of primitives in its own units (height 1).
import { forms, type SubjectDef } from './subject';
import type { Kit } from './kit';

/** A row of lit windows along a wall. */
function windows(k: Kit, x0: number, x1: number, y: number, h: number, count: number): void {
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) k.rect(x0 + i * step + step * 0.25, y, x0 + i * step + step * 0.75, y + h, 'accent');
}

function wheel(k: Kit, x: number, y: number, r: number): void {
  k.circ(x, y, r, 'ink').circ(x, y, r * 0.45, 'g0');
}

export const BUILT: readonly SubjectDef[] = [
  {
    id: 'cabin', noun: 'a cabin', words: forms('cabin', 'hut', 'shack', 'lodge', 'cottage', 'homestead'), place: 'ground', aspect: 1.4,
    phrase: 'a lone log cabin with one lit window, smoke curling from the chimney',
    draw: (k) => {
      k.rect(0.22, 0.55, 0.34, 0.98).rect(-0.5, 0, 0.5, 0.52).poly([-0.64, 0.46, 0, 0.9, 0.64, 0.46]);
      k.rect(-0.34, 0.16, -0.12, 0.34, 'accent').rect(0.1, 0, 0.26, 0.32, 'g1');
      k.line([0.28, 1.02, 0.24, 1.2, 0.34, 1.36, 0.28, 1.55], 0.04, 'paper', true);
    },
  },
  {
    id: 'house', noun: 'a house', words: forms('house', 'home', 'farmhouse', 'mansion', 'villa', 'bungalow'), place: 'ground', aspect: 1.2,
    phrase: 'a lone two-storey house with every window lit against the dark',
    draw: (k) => {
      k.rect(-0.45, 0, 0.45, 0.62).poly([-0.54, 0.6, 0, 1, 0.54, 0.6]).rect(0.2, 0.7, 0.3, 0.95);
      windows(k, -0.4, 0.4, 0.38, 0.14, 3);
      windows(k, -0.4, -0.1, 0.1, 0.14, 1);
      k.rect(0.05, 0, 0.2, 0.28, 'g1');
    },
  },
  {
    id: 'church', noun: 'a church', words: forms('church', 'chapel', 'cathedral', 'steeple', 'spire', 'abbey', 'monastery'), place: 'ground', aspect: 1.1,
    phrase: 'a small white church with a tall steeple on a bare hill',
    draw: (k) => {
      k.rect(-0.55, 0, 0.1, 0.42).poly([-0.6, 0.4, -0.22, 0.62, 0.16, 0.4]);
      k.rect(0.1, 0, 0.4, 0.66).poly([0.08, 0.66, 0.25, 0.95, 0.42, 0.66]);
      k.line([0.25, 0.94, 0.25, 1.06], 0.02).line([0.21, 1.02, 0.29, 1.02], 0.02);
      k.poly([0.19, 0.36, 0.19, 0.5, 0.25, 0.56, 0.31, 0.5, 0.31, 0.36], 'accent');
      windows(k, -0.5, 0.05, 0.15, 0.14, 3);
    },
  },
  {
    id: 'castle', noun: 'a castle', words: forms('castle', 'fortress', 'citadel', 'stronghold', 'keep', 'palace', 'kingdom'), place: 'ground', aspect: 1.5,
    phrase: 'a castle of black towers and battlements on a crag',
    draw: (k) => {
      k.rect(-0.55, 0, 0.55, 0.42);
      for (let x = -0.55; x < 0.5; x += 0.1) k.rect(x, 0.42, x + 0.05, 0.47);
      for (const x of [-0.62, 0.48]) k.rect(x, 0, x + 0.16, 0.7).poly([x - 0.03, 0.7, x + 0.08, 0.88, x + 0.19, 0.7]);
      k.rect(-0.16, 0, 0.16, 0.82).poly([-0.19, 0.82, 0, 1, 0.19, 0.82]);
      k.poly([-0.07, 0, -0.07, 0.14, 0, 0.2, 0.07, 0.14, 0.07, 0], 'g1');
      k.rect(-0.04, 0.55, 0.04, 0.65, 'accent').rect(-0.57, 0.5, -0.52, 0.58, 'accent').rect(0.53, 0.5, 0.58, 0.58, 'accent');
    },
  },
  {
    id: 'tower', noun: 'a tower', words: ['tower', 'watchtower', 'turret', 'belfry', 'minaret'], place: 'ground', aspect: 0.4,
    phrase: 'a single stone tower rising alone from the plain, one window lit at the top',
    draw: (k) => {
      k.poly([-0.13, 0, 0.13, 0, 0.11, 0.84, -0.11, 0.84]).rect(-0.16, 0.84, 0.16, 0.92);
      for (let x = -0.16; x < 0.14; x += 0.08) k.rect(x, 0.92, x + 0.045, 0.98);
      k.poly([-0.03, 0.7, -0.03, 0.78, 0, 0.8, 0.03, 0.78, 0.03, 0.7], 'accent');
    },
  },
  {
    id: 'bridge', noun: 'a bridge', words: forms('bridge', 'viaduct'), place: 'water', aspect: 3.2,
    phrase: 'a suspension bridge strung across the water, its cables catching the light',
    draw: (k) => {
      k.rect(-1.6, 0.3, 1.6, 0.36);
      for (const x of [-0.8, 0.8]) k.rect(x - 0.05, 0, x + 0.05, 1).rect(x - 0.07, 0.7, x + 0.07, 0.74);
      k.line([-1.6, 0.36, -1.2, 0.6, -0.8, 0.98], 0.015, 'ink', true).line([-0.8, 0.98, 0, 0.4, 0.8, 0.98], 0.015, 'ink', true).line([0.8, 0.98, 1.2, 0.6, 1.6, 0.36], 0.015, 'ink', true);
      for (let x = -0.7; x < 0.75; x += 0.14) k.line([x, 0.36, x, 0.4 + (x * x) * 0.9], 0.006);
    },
  },
  {
    id: 'windmill', noun: 'a windmill', words: forms('windmill', 'mill'), place: 'ground', aspect: 0.9,
    phrase: 'an old windmill on the flat land, its sails turning against the sky',
    draw: (k) => {
      k.poly([-0.16, 0, 0.16, 0, 0.09, 0.58, -0.09, 0.58]).poly([-0.11, 0.58, 0, 0.68, 0.11, 0.58]);
      const a = k.rng.next();
      for (let i = 0; i < 4; i++) {
        const t = a + (i * Math.PI) / 2;
        const [c, s] = [Math.cos(t), Math.sin(t)];
        k.poly([0.03 * -s, 0.62 + 0.03 * c, 0.42 * c - 0.06 * s, 0.62 + 0.42 * s + 0.06 * c, 0.42 * c, 0.62 + 0.42 * s, 0, 0.62]);
      }
      k.rect(-0.04, 0, 0.04, 0.14, 'accent');
    },
  },
  {
    id: 'barn', noun: 'a barn', words: forms('barn', 'farm', 'silo', 'stable'), place: 'ground', aspect: 1.6,
    phrase: 'a red barn and its silo at the edge of the fields',
    draw: (k) => {
      k.poly([-0.45, 0, 0.35, 0, 0.35, 0.45, 0.22, 0.68, -0.05, 0.8, -0.32, 0.68, -0.45, 0.45]);
      k.rect(0.4, 0, 0.62, 0.78).ell(0.51, 0.78, 0.11, 0.09, 'ink', 0, Math.PI);
      k.rect(-0.2, 0, 0.1, 0.36, 'g1').line([-0.2, 0, 0.1, 0.36], 0.02, 'accent2').line([-0.2, 0.36, 0.1, 0], 0.02, 'accent2');
      k.rect(-0.1, 0.5, 0, 0.6, 'accent');
    },
  },
  {
    id: 'tent', noun: 'a tent', words: forms('tent', 'camp', 'campsite', 'teepee', 'tipi'), place: 'ground', aspect: 1.5,
    phrase: 'a lone tent glowing from inside under a sky full of stars',
    draw: (k) => {
      k.poly([-0.7, 0, 0, 0.82, 0.7, 0]).poly([-0.1, 0, 0, 0.5, 0.16, 0], 'accent');
      k.line([0, 0.82, 0, 0.98], 0.02).line([0.7, 0, 0.85, -0.02], 0.01);
    },
  },
  {
    id: 'pyramid', noun: 'a pyramid', words: forms('pyramid', 'ziggurat'), place: 'ground', aspect: 1.7,
    phrase: 'a great pyramid on the sand, one face in light and one in shadow',
    draw: (k) => {
      k.poly([-0.85, 0, 0, 1, 0.12, 0], 'g0').poly([0.12, 0, 0, 1, 0.85, 0]);
      k.copy((s) => s.poly([-0.85, 0, 0, 1, 0.12, 0], 'g0').poly([0.12, 0, 0, 1, 0.85, 0]), -1.1, 0, 0.45);
    },
  },
  {
    id: 'temple', noun: 'a temple', words: forms('temple', 'shrine', 'parthenon', 'sanctuary', 'altar', 'acropolis'), place: 'ground', aspect: 1.4,
    phrase: 'the columns of an ancient temple standing in low gold light',
    draw: (k) => {
      k.rect(-0.7, 0, 0.7, 0.06).rect(-0.64, 0.06, 0.64, 0.11);
      for (let i = 0; i < 6; i++) { const x = -0.55 + i * 0.22; k.rect(x - 0.05, 0.11, x + 0.05, 0.7); }
      k.rect(-0.66, 0.7, 0.66, 0.8).poly([-0.7, 0.8, 0, 1, 0.7, 0.8]);
    },
  },
  {
    id: 'ruins', noun: 'ruins', words: ['ruin', 'ruins', 'ruined', 'remains', 'relic', 'relics', 'colosseum'], place: 'ground', aspect: 1.8,
    phrase: 'broken columns and a fallen arch, the ruins of something once great',
    draw: (k) => {
      const hs = [0.55, 0.9, 0.3, 0.75, 0.45];
      hs.forEach((h, i) => { const x = -0.75 + i * 0.36; k.poly([x - 0.06, 0, x + 0.06, 0, x + 0.06, h - 0.04, x + 0.02, h, x - 0.03, h - 0.06, x - 0.06, h]); });
      k.poly([-0.45, 0.9, 0.25, 0.9, 0.25, 1, -0.45, 1]);
      k.poly([0.5, 0, 0.85, 0, 0.8, 0.1, 0.55, 0.12]).poly([-0.95, 0, -0.7, 0, -0.75, 0.08]);
    },
  },
  {
    id: 'cross', noun: 'a cross', words: forms('cross', 'crucifix', 'calvary'), place: 'ground', aspect: 0.6,
    phrase: 'a weathered cross on a hilltop, alone against the sky',
    draw: (k) => { k.rect(-0.05, 0, 0.05, 1).rect(-0.3, 0.62, 0.3, 0.72); },
  },
  {
    id: 'grave', noun: 'a graveyard', words: [...forms('grave', 'tombstone', 'headstone', 'cemetery', 'graveyard', 'tomb'), 'burial'], place: 'ground', aspect: 2,
    phrase: 'a crooked graveyard of leaning headstones under a dead moon',
    draw: (k) => {
      const stone = (s: Kit) => s.poly([-0.2, 0, 0.2, 0, 0.2, 0.6, 0.14, 0.74, 0, 0.8, -0.14, 0.74, -0.2, 0.6]);
      k.copy(stone, 0, 0, 1).copy(stone, -0.62, 0, 0.6).copy(stone, 0.6, 0, 0.5).copy(stone, 0.95, 0, 0.35);
      k.rect(-0.95, 0, -0.9, 0.55).rect(-1.05, 0.36, -0.8, 0.41);
    },
  },
  {
    id: 'monolith', noun: 'a monolith', words: forms('monolith', 'obelisk', 'menhir', 'stonehenge', 'megalith', 'pillar'), place: 'ground', aspect: 0.5,
    phrase: 'a black monolith standing alone on a flat plain',
    draw: (k) => { k.rect(-0.14, 0, 0.14, 1).rect(0.1, 0, 0.14, 1, 'g1'); },
  },
  {
    id: 'gate', noun: 'a door', words: [...forms('door', 'doorway', 'gate', 'gateway', 'portal', 'archway'), 'threshold'], place: 'ground', aspect: 0.8,
    phrase: 'a door standing alone in an empty landscape, light pouring through it',
    draw: (k) => {
      k.rect(-0.32, 0, 0.32, 0.95).rect(-0.22, 0, 0.22, 0.85, 'accent');
      k.poly([-0.22, 0, 0.22, 0, 0.55, -0.25, -0.55, -0.25], 'accent');
    },
  },
  {
    id: 'staircase', noun: 'a staircase', words: [...forms('staircase', 'stairway', 'stair', 'ladder'), 'stairs', 'steps to heaven'], place: 'ground', aspect: 1,
    phrase: 'a staircase climbing out of the ground into an empty sky',
    draw: (k) => {
      const flat: number[] = [-0.5, 0];
      for (let i = 0; i < 9; i++) flat.push(-0.5 + i * 0.11, (i + 1) * 0.11, -0.5 + (i + 1) * 0.11, (i + 1) * 0.11);
      flat.push(0.5, 0);
      k.poly(flat);
    },
  },
  {
    id: 'radio-tower', noun: 'a radio mast', words: [...forms('antenna', 'mast', 'pylon', 'transmitter'), 'radio tower'], place: 'ground', aspect: 0.5,
    phrase: 'a lattice transmitter mast blinking red against the dusk',
    draw: (k) => {
      k.line([-0.2, 0, 0, 1, 0.2, 0], 0.02);
      for (let i = 1; i < 8; i++) { const y = i / 8; const w = 0.2 * (1 - y); k.line([-w, y, w, y - 0.12], 0.008).line([w, y, -w, y - 0.12], 0.008); }
      k.circ(0, 1, 0.03, 'accent2').circ(0, 0.6, 0.02, 'accent2');
    },
  },
  {
    id: 'ferris-wheel', noun: 'a Ferris wheel', words: ['ferris', 'funfair', 'carnival', 'fairground', 'amusement'], place: 'ground', aspect: 1,
    phrase: 'a Ferris wheel lit up against the night at an empty carnival',
    draw: (k) => {
      k.line([-0.3, 0, 0, 0.52, 0.3, 0], 0.03);
      k.ring(0, 0.52, 0.46, 0.46, 0.02).ring(0, 0.52, 0.4, 0.4, 0.008, 'accent');
      for (let i = 0; i < 12; i++) { const a = (i / 12) * Math.PI * 2; k.line([0, 0.52, Math.cos(a) * 0.46, 0.52 + Math.sin(a) * 0.46], 0.006).circ(Math.cos(a) * 0.46, 0.52 + Math.sin(a) * 0.46 - 0.04, 0.035, 'accent'); }
    },
  },
  {
    id: 'water-tower', noun: 'a water tower', words: ['water tower', 'watertower'], place: 'ground', aspect: 0.7,
    phrase: 'a rusted water tower standing over a sleeping town',
    draw: (k) => {
      k.line([-0.22, 0, -0.16, 0.6], 0.03).line([0.22, 0, 0.16, 0.6], 0.03).line([-0.2, 0.2, 0.19, 0.4], 0.012).line([0.2, 0.2, -0.19, 0.4], 0.012);
      k.rect(-0.26, 0.58, 0.26, 0.88).poly([-0.28, 0.88, 0, 1, 0.28, 0.88]);
    },
  },
  {
    id: 'neon-sign', noun: 'a neon sign', words: [...forms('sign', 'billboard'), 'neon sign', 'vacancy'], place: 'ground', aspect: 0.9,
    phrase: 'a motel neon sign buzzing on its pole, the arrow pointing nowhere',
    draw: (k) => {
      k.rect(-0.03, 0, 0.03, 0.5).rect(-0.42, 0.5, 0.42, 0.9);
      k.line([-0.34, 0.7, 0.26, 0.7, 0.18, 0.8, 0.34, 0.7, 0.18, 0.6], 0.025, 'accent').ring(0, 0.7, 0.4, 0.18, 0.012, 'accent2');
    },
  },
  {
    id: 'igloo', noun: 'an igloo', words: forms('igloo'), place: 'ground', aspect: 1.6,
    phrase: 'an igloo glowing from within on the endless ice',
    draw: (k) => {
      k.ell(0, 0, 0.6, 0.55, 'g0', 0, Math.PI).ell(0.5, 0, 0.2, 0.22, 'g0', 0, Math.PI).ell(0.55, 0, 0.1, 0.14, 'accent', 0, Math.PI);
      for (const y of [0.18, 0.36]) k.line([-Math.sqrt(1 - (y / 0.55) ** 2) * 0.6, y, Math.sqrt(1 - (y / 0.55) ** 2) * 0.6, y], 0.01, 'ink');
    },
  },
  // Vehicles.
  {
    id: 'ship', noun: 'a ship', words: [...forms('ship', 'boat', 'sailboat', 'galleon', 'vessel', 'yacht', 'schooner', 'sail', 'shipwreck', 'raft', 'canoe'), 'sailing'], place: 'water', aspect: 1.1,
    phrase: 'a tall ship under full sail alone on the open water',
    draw: (k) => {
      k.poly([-0.55, 0.18, 0.55, 0.18, 0.42, 0, -0.45, 0]).line([-0.05, 0.18, -0.05, 1], 0.02).line([0.25, 0.18, 0.25, 0.8], 0.018);
      k.poly([-0.04, 0.3, -0.04, 0.95, -0.42, 0.32], 'paper').poly([0.26, 0.26, 0.26, 0.76, 0.5, 0.28], 'paper');
      k.poly([-0.06, 1, -0.06, 0.92, -0.2, 0.96], 'accent2');
    },
  },
  {
    id: 'car', noun: 'a car', words: [...forms('car', 'cadillac', 'convertible', 'automobile', 'sedan', 'coupe', 'chevy', 'mustang'), 'drive', 'driving'], place: 'ground', aspect: 2.4,
    phrase: 'a long old car parked on the shoulder, headlights burning',
    draw: (k) => {
      k.poly([-1.2, 0.12, -1.18, 0.42, -0.5, 0.46, -0.28, 0.78, 0.35, 0.78, 0.6, 0.46, 1.15, 0.4, 1.2, 0.12], 'ink', true);
      k.poly([-0.22, 0.48, -0.12, 0.7, 0.14, 0.7, 0.14, 0.48], 'accent2').poly([0.2, 0.48, 0.2, 0.7, 0.32, 0.7, 0.46, 0.48], 'accent2');
      wheel(k, -0.7, 0.14, 0.17);
      wheel(k, 0.75, 0.14, 0.17);
      k.poly([1.18, 0.3, 1.8, 0.38, 1.8, 0.14], 'accent').circ(1.17, 0.3, 0.05, 'paper');
    },
  },
  {
    // A cab, a hood and an open bed: asked for by name, a pickup is not a camper van.
    id: 'pickup', noun: 'a pickup truck', words: [...forms('pickup', 'truck', 'pickup truck', 'ute'), 'pick-up'], place: 'ground', aspect: 2.3,
    phrase: 'an old pickup truck parked at the edge of the field, tailgate down',
    draw: (k) => {
      k.poly([-1.2, 0.14, -1.2, 0.48, 0.05, 0.48, 0.12, 0.86, 0.62, 0.86, 0.76, 0.56, 1.16, 0.52, 1.2, 0.14], 'ink', true);
      k.rect(-1.2, 0.45, 0.05, 0.5, 'paper');
      k.poly([0.18, 0.56, 0.22, 0.78, 0.56, 0.78, 0.66, 0.56], 'accent2');
      wheel(k, -0.72, 0.14, 0.18);
      wheel(k, 0.78, 0.14, 0.18);
      k.circ(1.16, 0.4, 0.05, 'accent');
    },
  },
  {
    id: 'motorbike', noun: 'a motorbike', words: forms('motorbike', 'motorcycle', 'chopper', 'harley', 'biker'), place: 'ground', aspect: 1.7,
    phrase: 'a chopper motorbike leaning on its stand, chrome catching the last light',
    draw: (k) => {
      k.ring(-0.55, 0.22, 0.22, 0.22, 0.07).ring(0.6, 0.22, 0.22, 0.22, 0.07);
      k.poly([-0.45, 0.3, 0.35, 0.3, 0.4, 0.52, 0.05, 0.6, -0.3, 0.5], 'ink', true).line([0.4, 0.5, 0.6, 0.22], 0.05).line([0.35, 0.55, 0.48, 0.9, 0.3, 0.95], 0.035);
      k.ell(0.02, 0.58, 0.18, 0.08, 'accent2');
    },
  },
  {
    id: 'bicycle', noun: 'a bicycle', words: forms('bicycle', 'bike', 'cyclist'), place: 'ground', aspect: 1.8,
    phrase: 'a bicycle leaning on nothing in a wide empty field',
    draw: (k) => {
      k.ring(-0.55, 0.3, 0.3, 0.3, 0.03).ring(0.55, 0.3, 0.3, 0.3, 0.03);
      k.line([-0.55, 0.3, -0.1, 0.3, 0.35, 0.7, -0.2, 0.7, -0.55, 0.3], 0.035).line([-0.1, 0.3, -0.25, 0.82], 0.035).line([0.55, 0.3, 0.33, 0.86, 0.48, 0.92], 0.035);
      k.line([-0.34, 0.84, -0.14, 0.84], 0.05);
    },
  },
  {
    id: 'train', noun: 'a train', words: [...forms('train', 'locomotive', 'railway', 'railroad', 'carriage', 'freight', 'caboose'), 'tracks'], place: 'ground', aspect: 3.2,
    phrase: 'a steam train crossing the plain, smoke trailing behind it',
    draw: (k) => {
      k.rect(0.3, 0.15, 1.3, 0.6).rect(0.9, 0.15, 1.3, 0.85).rect(0.38, 0.6, 0.5, 0.88).poly([1.3, 0.15, 1.55, 0.15, 1.3, 0.4]);
      k.rect(-0.7, 0.15, 0.25, 0.7).rect(-1.7, 0.15, -0.75, 0.7);
      for (const x of [-1.5, -0.95, -0.5, 0.05, 0.5, 0.8, 1.1]) wheel(k, x, 0.12, 0.12);
      windows(k, -1.65, -0.8, 0.42, 0.14, 4);
      windows(k, -0.65, 0.2, 0.42, 0.14, 4);
      k.rect(0.97, 0.55, 1.2, 0.75, 'accent');
      k.line([0.44, 0.9, 0.2, 1.05, -0.2, 1.1, -0.7, 1.2, -1.2, 1.15], 0.09, 'paper', true);
    },
  },
  {
    id: 'van', noun: 'a camper van', words: forms('van', 'camper', 'bus', 'caravan', 'minivan'), place: 'ground', aspect: 2,
    phrase: 'a battered camper van parked at the end of the road',
    draw: (k) => {
      k.poly([-0.95, 0.14, -0.95, 0.86, 0.7, 0.86, 0.95, 0.55, 0.95, 0.14], 'ink', true).rect(-0.95, 0.5, 0.95, 0.53, 'paper');
      windows(k, -0.9, 0.4, 0.58, 0.2, 4);
      k.poly([0.5, 0.58, 0.5, 0.8, 0.68, 0.8, 0.86, 0.58], 'accent2');
      wheel(k, -0.55, 0.14, 0.16);
      wheel(k, 0.6, 0.14, 0.16);
    },
  },
  {
    id: 'airplane', noun: 'an aeroplane', words: [...forms('plane', 'airplane', 'aeroplane', 'jet', 'aircraft', 'airliner', 'biplane')], place: 'sky', aspect: 1.6,
    phrase: 'a lone plane crossing a huge sky, a vapour trail behind it',
    draw: (k) => {
      k.poly([-0.8, 0.5, -0.7, 0.56, 0.7, 0.56, 0.8, 0.5, 0.7, 0.44, -0.7, 0.44], 'ink', true);
      k.poly([-0.1, 0.5, 0.2, 0.5, -0.05, 0.05, -0.18, 0.05]).poly([-0.1, 0.5, 0.2, 0.5, -0.05, 0.95, -0.18, 0.95]);
      k.poly([-0.68, 0.5, -0.56, 0.5, -0.75, 0.3, -0.8, 0.3]).poly([-0.68, 0.5, -0.56, 0.5, -0.75, 0.7, -0.8, 0.7]);
      k.line([-0.82, 0.5, -2.4, 0.5], 0.03, 'paper');
    },
  },
  {
    id: 'rocket', noun: 'a rocket', words: [...forms('rocket', 'spaceship', 'spacecraft', 'shuttle'), 'launch', 'liftoff', 'blastoff'], place: 'sky', aspect: 0.6,
    phrase: 'a rocket lifting off on a column of fire into the dark',
    draw: (k) => {
      k.poly([-0.1, 0.25, -0.1, 0.75, 0, 1, 0.1, 0.75, 0.1, 0.25], 'paper', true).circ(0, 0.68, 0.045, 'accent2');
      k.poly([-0.1, 0.25, -0.24, 0.12, -0.1, 0.42]).poly([0.1, 0.25, 0.24, 0.12, 0.1, 0.42]).rect(-0.02, 0.15, 0.02, 0.4);
      k.poly([-0.08, 0.24, 0, -0.2, 0.08, 0.24], 'accent').poly([-0.04, 0.24, 0, 0.02, 0.04, 0.24], 'paper');
    },
  },
  {
    id: 'satellite', noun: 'a satellite', words: forms('satellite', 'sputnik', 'probe', 'space station'), place: 'sky', aspect: 1.6,
    phrase: 'a satellite drifting over the curve of the earth, panels catching the sun',
    draw: (k) => {
      k.rect(-0.14, 0.35, 0.14, 0.65).ell(0, 0.72, 0.14, 0.06, 'paper').line([0, 0.72, 0, 0.92], 0.015);
      for (const s of [-1, 1]) { k.line([0.14 * s, 0.5, 0.25 * s, 0.5], 0.02).rect(0.25 * s, 0.38, 0.8 * s, 0.62, 'accent2'); for (let i = 1; i < 5; i++) k.line([(0.25 + i * 0.11) * s, 0.38, (0.25 + i * 0.11) * s, 0.62], 0.008); }
    },
  },
  {
    id: 'ufo', noun: 'a flying saucer', words: [...forms('ufo', 'saucer', 'alien', 'abduction', 'extraterrestrial'), 'flying saucer'], place: 'sky', aspect: 1.5,
    phrase: 'a flying saucer hovering low, its beam lighting the ground',
    draw: (k) => {
      k.poly([-0.3, 0.72, 0.3, 0.72, 0.42, -0.6, -0.42, -0.6], 'accent');
      k.ell(0, 0.8, 0.72, 0.1).ell(0, 0.86, 0.24, 0.18, 'accent2', 0, Math.PI);
      for (let i = -2; i <= 2; i++) k.circ(i * 0.24, 0.78, 0.03, 'paper');
    },
  },
  {
    id: 'robot', noun: 'a robot', words: forms('robot', 'android', 'cyborg', 'automaton', 'droid', 'mech'), place: 'ground', aspect: 0.8,
    phrase: 'a lonely robot standing in the wasteland, one eye glowing',
    draw: (k) => {
      k.rect(-0.12, 0, -0.04, 0.35).rect(0.04, 0, 0.12, 0.35).rect(-0.22, 0.35, 0.22, 0.75).rect(-0.14, 0.78, 0.14, 0.98);
      k.line([-0.22, 0.72, -0.34, 0.45, -0.3, 0.3], 0.05).line([0.22, 0.72, 0.34, 0.45, 0.3, 0.3], 0.05).line([0, 0.98, 0, 1.08], 0.015);
      k.circ(-0.06, 0.88, 0.035, 'accent').circ(0.06, 0.88, 0.035, 'accent').rect(-0.12, 0.48, 0.12, 0.62, 'accent2');
    },
  },
];
