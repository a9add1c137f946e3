// Trees, landforms, animals and people: silhouettes that read at a glance, a few primitives each.
import type { Kit } from './kit';
import { forms, type SubjectDef } from './subject';
import { fox, horse, stag } from './animals';
import { drumKit, saxophone } from './things';

/** A branching dead tree: each limb forks twice, thinning as it goes. */
function limbs(k: Kit, x: number, y: number, angle: number, len: number, width: number, depth: number): void {
  const x1 = x + Math.cos(angle) * len;
  const y1 = y + Math.sin(angle) * len;
  k.line([x, y, x1, y1], width);
  if (depth === 0) return;
  const spread = 0.35 + k.rng.next() * 0.25;
  limbs(k, x1, y1, angle + spread, len * 0.72, width * 0.62, depth - 1);
  limbs(k, x1, y1, angle - spread * 0.9, len * 0.68, width * 0.62, depth - 1);
}

/** An oak's crown as leaf clusters (centre x, y and radius): a dome, widest low down, over the limbs. */
const OAK_CROWN: readonly (readonly [number, number, number])[] = [
  [-0.42, 0.58, 0.15], [-0.24, 0.72, 0.2], [0.02, 0.78, 0.21], [0.27, 0.72, 0.2], [0.43, 0.57, 0.15],
  [-0.12, 0.56, 0.17], [0.15, 0.55, 0.17],
];

/**
 * The outline of overlapping clusters, as one shape: from the crown's middle, each direction goes
 * out to the farthest cluster edge it crosses. One silhouette, so styles outline the crown, not
 * every circle in it. The clusters swell or shrink a little with the seed.
 */
function crownOutline(k: Kit, clusters: readonly (readonly [number, number, number])[]): number[] {
  const sized = clusters.map(([x, y, r]) => [x, y, r * (0.88 + k.rng.next() * 0.24)] as const);
  const cx = 0;
  const cy = sized.reduce((sum, [, y]) => sum + y, 0) / sized.length;
  const flat: number[] = [];
  const steps = 72;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let reach = 0;
    for (const [x, y, r] of sized) {
      const along = dx * (x - cx) + dy * (y - cy);
      const across = (x - cx) ** 2 + (y - cy) ** 2 - along * along;
      if (across <= r * r) reach = Math.max(reach, along + Math.sqrt(r * r - across));
    }
    flat.push(cx + dx * reach, cy + dy * reach);
  }
  return flat;
}

/** A standing person in a long coat (height 1): also the statue, the angel and the lovers. */
export function person(k: Kit): void {
  k.poly([-0.1, 0.84, 0.1, 0.84, 0.14, 0.6, 0.13, 0.2, 0.07, 0.2, 0.07, 0, 0.02, 0, 0, 0.18, -0.02, 0, -0.07, 0, -0.07, 0.2, -0.13, 0.2, -0.14, 0.6]);
  k.rect(-0.03, 0.82, 0.03, 0.88).circ(0, 0.93, 0.068);
}

/** A guitar slung across a standing player's body, neck up to the right: the waisted body of two
 * bouts with its sound hole, a fretboard and a headstock, the shape anyone names at a glance. */
function heldGuitar(k: Kit): void {
  const angle = 0.5;
  const [cx, cy] = [-0.02, 0.38];
  const at = (u: number, v: number): [number, number] => [cx + u * Math.cos(angle) - v * Math.sin(angle), cy + u * Math.sin(angle) + v * Math.cos(angle)];
  const bouts = [[-0.08, 0.15], [0.11, 0.115]] as const;
  const half = (u: number) => Math.max(0, ...bouts.map(([c, r]) => Math.sqrt(Math.max(0, r * r - (u - c) ** 2))));
  const top: number[] = [];
  const bottom: number[] = [];
  for (let i = 0; i <= 24; i++) {
    const u = -0.23 + (0.455 * i) / 24;
    const w = Math.max(0.06, half(u));
    top.push(...at(u, w));
    bottom.unshift(...at(u, -w));
  }
  k.poly([...top, ...bottom], 'accent2', true);
  const [hx, hy] = at(0.07, 0);
  k.circ(hx, hy, 0.045, 'ink');
  k.line([...at(0.18, 0), ...at(0.62, 0)], 0.04, 'ink').poly([...at(0.61, -0.035), ...at(0.72, -0.04), ...at(0.72, 0.04), ...at(0.61, 0.035)], 'ink');
  k.line([...at(-0.17, -0.05), ...at(-0.17, 0.05)], 0.02, 'ink');
}

function bird(k: Kit, x: number, y: number, s: number): void {
  k.line([x - s, y + s * 0.3, x - s * 0.4, y + s * 0.15, x, y - s * 0.2, x + s * 0.4, y + s * 0.15, x + s, y + s * 0.3], s * 0.18, 'ink', true);
}

export const LIVING: readonly SubjectDef[] = [
  {
    id: 'tree', noun: 'a lone tree', words: [...forms('tree', 'oak', 'elm', 'willow', 'maple', 'sycamore', 'baobab')], place: 'ground', aspect: 1.2,
    phrase: 'a single great oak alone on a hill, its crown spread wide',
    draw: (k) => {
      // Trunk flaring into roots, forking into limbs that hold up a crown of leaf clusters.
      k.poly([-0.13, 0, -0.06, 0.05, -0.05, 0.3, -0.3, 0.5, -0.26, 0.53, -0.03, 0.38, 0, 0.56, 0.03, 0.38, 0.28, 0.54, 0.31, 0.5, 0.05, 0.3, 0.06, 0.05, 0.14, 0]);
      k.poly(crownOutline(k, OAK_CROWN), 'ink');
    },
  },
  {
    id: 'dead-tree', noun: 'a dead tree', words: ['dead tree', 'bare tree', 'leafless', 'gnarled', 'twisted tree', 'withered', 'barren'], place: 'ground', aspect: 1.1,
    phrase: 'a dead tree clawing at the sky with bare, twisted branches',
    draw: (k) => {
      k.poly([-0.07, 0, 0.07, 0, 0.03, 0.35, -0.03, 0.35]);
      limbs(k, 0, 0.33, Math.PI / 2 + 0.15, 0.26, 0.06, 4);
      limbs(k, 0, 0.3, Math.PI / 2 - 0.6, 0.18, 0.04, 3);
    },
  },
  {
    id: 'palm', noun: 'a palm tree', words: [...forms('palm tree', 'palmtree', 'coconut'), 'palm trees', 'tropics', 'tropical'], place: 'ground', aspect: 1,
    phrase: 'a leaning palm tree against a huge low sun',
    draw: (k) => {
      k.line([0, 0, 0.08, 0.4, 0.2, 0.88], 0.06, 'ink', true);
      for (const [a, l] of [[0.3, 0.42], [0.9, 0.4], [1.6, 0.3], [2.3, 0.42], [2.9, 0.4], [-0.3, 0.35]] as const) {
        const ex = 0.2 + Math.cos(a) * l; const ey = 0.88 + Math.sin(a) * l * 0.5 - 0.12;
        k.poly([0.2, 0.9, (0.2 + ex) / 2, (0.9 + ey) / 2 + 0.1, ex, ey, (0.2 + ex) / 2, (0.9 + ey) / 2 - 0.02], 'ink', true);
      }
    },
  },
  {
    id: 'cactus', noun: 'a cactus', words: ['cactus', 'cacti', 'cactuses', 'saguaro'], place: 'ground', aspect: 0.8,
    phrase: 'a tall saguaro cactus standing in the desert heat',
    draw: (k) => {
      k.line([0, 0, 0, 0.9], 0.16).line([0, 0.4, -0.26, 0.4, -0.26, 0.7], 0.11).line([0, 0.52, 0.24, 0.52, 0.24, 0.78], 0.11);
    },
  },
  {
    id: 'sunflower', noun: 'a sunflower', words: forms('sunflower'), place: 'ground', aspect: 0.8,
    phrase: 'a tall sunflower turning towards the light',
    draw: (k) => {
      k.line([0, 0, 0.03, 0.4, 0, 0.75], 0.03, 'g1', true).poly([0.02, 0.35, 0.25, 0.45, 0.32, 0.36, 0.1, 0.3], 'g1', true).poly([0, 0.5, -0.25, 0.58, -0.3, 0.5, -0.08, 0.44], 'g1', true);
      for (let i = 0; i < 16; i++) { const a = (i / 16) * Math.PI * 2; k.poly([0, 0.8, Math.cos(a - 0.15) * 0.2, 0.8 + Math.sin(a - 0.15) * 0.2, Math.cos(a) * 0.3, 0.8 + Math.sin(a) * 0.3, Math.cos(a + 0.15) * 0.2, 0.8 + Math.sin(a + 0.15) * 0.2], 'accent'); }
      k.circ(0, 0.8, 0.12, 'ink');
    },
  },
  {
    id: 'mushroom', noun: 'a mushroom', words: forms('mushroom', 'toadstool', 'fungus', 'shroom'), place: 'ground', aspect: 1.3,
    phrase: 'giant toadstools glowing on the forest floor',
    draw: (k) => {
      const shroom = (s: Kit) => { s.poly([-0.1, 0, 0.1, 0, 0.08, 0.55, -0.08, 0.55], 'paper').ell(0, 0.5, 0.42, 0.42, 'accent', 0, Math.PI); for (const [x, y] of [[-0.2, 0.64], [0.12, 0.78], [0.22, 0.6]] as const) s.circ(x, y, 0.05, 'paper'); };
      k.copy(shroom, 0, 0, 1).copy(shroom, 0.5, 0, 0.45).copy(shroom, -0.45, 0, 0.3);
    },
  },
  {
    id: 'campfire', noun: 'a campfire', words: [...forms('campfire', 'bonfire', 'fireside', 'embers'), 'ember'], place: 'ground', aspect: 1,
    phrase: 'a campfire throwing sparks into the dark, figures of smoke rising',
    draw: (k) => {
      k.line([-0.4, 0.02, 0.38, 0.14], 0.08).line([-0.36, 0.14, 0.4, 0.02], 0.08);
      k.poly([-0.28, 0.1, -0.32, 0.4, -0.1, 0.3, 0, 0.9, 0.12, 0.42, 0.3, 0.55, 0.28, 0.1], 'accent', true);
      k.poly([-0.14, 0.1, -0.1, 0.4, 0.02, 0.56, 0.12, 0.3, 0.14, 0.1], 'paper', true);
      for (let i = 0; i < 7; i++) k.circ((k.rng.next() - 0.5) * 0.7, 0.9 + k.rng.next() * 0.5, 0.012, 'accent');
    },
  },
  {
    id: 'flames', noun: 'flames', words: [...forms('flame', 'blaze', 'inferno', 'wildfire', 'pyre'), 'fire', 'burning', 'on fire'], place: 'ground', aspect: 1.6,
    phrase: 'a wall of hand-drawn flames licking up into a black sky',
    draw: (k) => {
      const flame = (s: Kit) => { s.poly([-0.3, 0, -0.34, 0.35, -0.12, 0.5, -0.18, 0.75, 0, 1, 0.06, 0.7, 0.22, 0.62, 0.3, 0.35, 0.3, 0], 'accent', true).poly([-0.16, 0, -0.16, 0.3, 0, 0.55, 0.14, 0.3, 0.15, 0], 'paper', true); };
      k.copy(flame, 0, 0, 1).copy(flame, -0.5, 0, 0.65).copy(flame, 0.52, 0, 0.72).copy(flame, -0.85, 0, 0.4).copy(flame, 0.88, 0, 0.45);
    },
  },
  {
    id: 'volcano', noun: 'a volcano', words: forms('volcano', 'eruption', 'lava', 'magma'), place: 'ground', aspect: 2.2,
    phrase: 'a volcano erupting, lava running down its black flanks',
    draw: (k) => {
      k.poly([-1.1, 0, -0.18, 0.62, 0.18, 0.62, 1.1, 0]);
      k.line([-0.05, 0.6, -0.15, 0.35, -0.08, 0.1], 0.03, 'accent', true).line([0.1, 0.6, 0.25, 0.3, 0.4, 0.05], 0.02, 'accent', true);
      k.circ(0, 0.72, 0.09, 'g1').circ(0.1, 0.84, 0.11, 'g1').circ(0.26, 0.94, 0.13, 'g1').circ(0.46, 1, 0.14, 'g1');
      k.ell(0, 0.63, 0.16, 0.03, 'accent');
    },
  },
  {
    id: 'waterfall', noun: 'a waterfall', words: forms('waterfall', 'cascade', 'falls'), place: 'ground', aspect: 1.6,
    phrase: 'a waterfall pouring off a black cliff into mist',
    draw: (k) => {
      k.poly([-0.8, 0, -0.8, 0.95, -0.15, 0.85, -0.12, 0]).poly([0.12, 0, 0.15, 0.82, 0.8, 0.9, 0.8, 0]);
      k.poly([-0.15, 0.85, 0.15, 0.82, 0.14, 0, -0.13, 0], 'paper');
      for (let i = 0; i < 4; i++) k.line([-0.1 + i * 0.07, 0.8, -0.1 + i * 0.07, 0.05], 0.01, 'g0');
      k.ell(0, 0.02, 0.45, 0.09, 'paper');
    },
  },
  {
    id: 'river', noun: 'a river', words: forms('river', 'stream', 'creek', 'brook'), place: 'ground', aspect: 2,
    phrase: 'a river winding through the valley toward the light',
    draw: (k) => {
      k.land([-0.04, 0, 0.04, 0, 0.16, -0.12, 0.04, -0.3, 0.5, -0.62, 0.25, -1, 1, -1.6, -0.7, -1.6, -0.35, -1, -0.55, -0.62, -0.18, -0.3, -0.14, -0.12], 'sky1', true);
      const tree = (s: Kit) => { s.rect(-0.02, 0, 0.02, 0.3).poly([-0.16, 0.22, -0.1, 0.5, 0, 0.62, 0.1, 0.5, 0.16, 0.22], 'ink', true); };
      k.copy(tree, -0.45, -0.02, 0.55).copy(tree, 0.36, -0.06, 0.75).copy(tree, 0.55, -0.02, 0.4);
    },
  },
  {
    id: 'island', noun: 'an island', words: forms('island', 'isle', 'atoll', 'archipelago', 'castaway'), place: 'water', aspect: 2,
    phrase: 'a tiny island with a single palm in the middle of a calm sea',
    draw: (k) => {
      k.ell(0, 0, 0.9, 0.16, 'g1', 0, Math.PI);
      k.line([0.05, 0.1, 0.1, 0.5, 0.2, 0.85], 0.04, 'ink', true);
      for (const a of [0.2, 0.9, 2.4, 3.0]) k.poly([0.2, 0.86, 0.2 + Math.cos(a) * 0.2, 0.9 + Math.sin(a) * 0.1, 0.2 + Math.cos(a) * 0.36, 0.8 + Math.sin(a) * 0.06], 'ink', true);
    },
  },
  {
    id: 'iceberg', noun: 'an iceberg', words: forms('iceberg', 'floe', 'icecap'), place: 'water', aspect: 1.8,
    phrase: 'an iceberg drifting in black water, most of it hidden below',
    draw: (k) => {
      k.poly([-0.8, 0, -0.5, 0.4, -0.2, 0.5, 0, 1, 0.2, 0.6, 0.5, 0.7, 0.85, 0], 'paper');
      k.poly([0, 1, 0.2, 0.6, 0.5, 0.7, 0.85, 0, 0.1, 0], 'g0');
      k.poly([-0.9, 0, 0.95, 0, 0.6, -0.7, -0.5, -0.9], 'g1');
    },
  },
  {
    id: 'cave', noun: 'a cave', words: forms('cave', 'cavern', 'grotto', 'tunnel', 'abyss'), place: 'ground', aspect: 2.2,
    phrase: 'the mouth of a cave, light spilling from deep inside',
    draw: (k) => {
      k.poly([-1.1, 0, -1.05, 0.6, -0.7, 0.95, -0.2, 1.1, 0.4, 1.05, 0.9, 0.8, 1.1, 0.3, 1.1, 0, 0.35, 0, 0.3, 0.42, 0.1, 0.6, -0.15, 0.55, -0.35, 0.3, -0.4, 0], 'ink', true);
      k.poly([0.35, 0, 0.3, 0.42, 0.1, 0.6, -0.15, 0.55, -0.35, 0.3, -0.4, 0], 'accent', true);
      k.copy(person, 0, 0, 0.22);
    },
  },
  {
    id: 'wheat', noun: 'a wheat field', words: [...forms('wheat', 'wheatfield', 'cornfield', 'grain', 'barley', 'crop'), 'corn'], place: 'ground', aspect: 2.4,
    phrase: 'a field of ripe wheat bending in the wind toward a low sun',
    draw: (k) => {
      for (let i = 0; i < 26; i++) {
        const x = -1.2 + i * 0.095 + (k.rng.next() - 0.5) * 0.04;
        const h = 0.55 + k.rng.next() * 0.3;
        k.line([x, 0, x + 0.04, h * 0.6, x + 0.1, h], 0.012, 'accent2', true).ell(x + 0.1, h, 0.025, 0.09, 'accent2');
      }
    },
  },
  {
    id: 'tornado', noun: 'a tornado', words: forms('tornado', 'twister', 'cyclone', 'whirlwind', 'hurricane'), place: 'ground', aspect: 1,
    phrase: 'a tornado touching down on the empty plain, the sky gone green',
    draw: (k) => {
      k.poly([-0.05, 0, 0.05, 0, 0.12, 0.3, 0.25, 0.6, 0.5, 1, -0.5, 1, -0.2, 0.6, -0.08, 0.3], 'g1', true);
      for (let i = 0; i < 6; i++) { const y = 0.15 + i * 0.15; const w = 0.05 + y * 0.45; k.line([-w, y, 0, y + 0.03, w, y - 0.02], 0.012, 'ink', true); }
    },
  },
  // Creatures.
  {
    id: 'skull', noun: 'a skull', words: forms('skull', 'skeleton', 'bone', 'cranium'), place: 'still', aspect: 0.8,
    phrase: 'a cracked skull staring out of the dark',
    draw: (k) => {
      k.poly([-0.36, 0.55, -0.34, 0.82, -0.18, 0.98, 0.18, 0.98, 0.34, 0.82, 0.36, 0.55, 0.28, 0.35, 0.22, 0.3, 0.2, 0.12, -0.2, 0.12, -0.22, 0.3, -0.28, 0.35], 'paper', true);
      k.ell(-0.14, 0.52, 0.1, 0.09, 'ink').ell(0.14, 0.52, 0.1, 0.09, 'ink').poly([0, 0.42, -0.05, 0.32, 0.05, 0.32], 'ink');
      for (let i = -2; i <= 2; i++) k.line([i * 0.06, 0.24, i * 0.06, 0.13], 0.012, 'ink');
      k.line([0.05, 0.98, 0.1, 0.85, 0.06, 0.78], 0.01, 'ink');
    },
  },
  {
    id: 'raven', noun: 'a raven', words: [...forms('raven', 'crow', 'blackbird', 'rook', 'magpie'), 'nevermore'], place: 'ground', aspect: 0.9,
    phrase: 'a black raven perched on a bare branch, watching',
    draw: (k) => {
      k.line([-0.45, 0.05, 0.45, 0.08], 0.035);
      k.poly([-0.02, 0.08, -0.15, 0.45, -0.05, 0.7, 0.05, 0.8, 0.18, 0.8, 0.24, 0.74, 0.36, 0.7, 0.22, 0.66, 0.18, 0.5, 0.1, 0.2, -0.05, 0.1, -0.28, -0.1, -0.2, 0.08], 'ink', true);
      k.circ(0.14, 0.74, 0.015, 'accent');
    },
  },
  {
    id: 'flock', noun: 'a flock of birds', words: [...forms('flock', 'seagull', 'gull', 'starling'), 'birds', 'swallows', 'sparrows', 'songbirds', 'murmuration', 'migration'], place: 'sky', aspect: 1.6,
    phrase: 'a flock of birds wheeling across an enormous sky',
    draw: (k) => {
      for (let i = 0; i < 16; i++) bird(k, (k.rng.next() - 0.5) * 1.5, k.rng.next() * 0.9, 0.04 + k.rng.next() * 0.06);
    },
  },
  {
    // One bird is one bird, drawn large: 'a bird flying' drew a flock of specks.
    id: 'bird', noun: 'a bird in flight', words: ['bird', 'swallow', 'sparrow', 'songbird', 'robin', 'wren', 'finch', 'nightingale', 'lark', 'skylark'], place: 'sky', aspect: 1.5,
    phrase: 'a single swallow in flight, wings swept back against the sky',
    draw: (k) => {
      // A swallow seen from below: broad wings swept back in a shallow M, a round body, the forked tail.
      for (const side of [-1, 1]) {
        k.poly([side * 0.06, 0.62, side * 0.3, 0.76, side * 0.56, 0.8, side * 0.75, 0.74, side * 0.6, 0.68, side * 0.42, 0.56, side * 0.24, 0.46, side * 0.06, 0.44], 'ink', true);
      }
      k.ell(0, 0.52, 0.09, 0.16, 'ink').circ(0, 0.72, 0.075, 'ink').poly([-0.03, 0.78, 0, 0.86, 0.03, 0.78], 'ink');
      k.poly([-0.07, 0.42, -0.18, 0.06, -0.03, 0.28, 0.03, 0.28, 0.18, 0.06, 0.07, 0.42], 'ink');
    },
  },
  {
    id: 'wolf', noun: 'a wolf', words: ['wolf', 'wolves', 'howl', 'howling', 'werewolf', 'coyote'], place: 'ground', aspect: 1,
    phrase: 'a lone wolf on a rock, howling at the moon',
    draw: (k) => {
      k.poly([-0.4, 0, -0.32, 0.22, -0.36, 0.4, -0.24, 0.55, -0.05, 0.62, 0.05, 0.8, 0.16, 0.98, 0.22, 0.9, 0.34, 0.88, 0.24, 0.8, 0.2, 0.66, 0.2, 0.4, 0.24, 0, 0.14, 0, 0.1, 0.3, 0.02, 0.2, 0.02, 0, -0.08, 0, -0.1, 0.2, -0.2, 0.1, -0.28, 0], 'ink');
      k.poly([-0.36, 0.4, -0.5, 0.3, -0.6, 0.05, -0.48, 0.12, -0.36, 0.25]);
      k.poly([-0.55, 0, 0.45, 0, 0.35, -0.08, -0.5, -0.1], 'g2');
    },
  },
  {
    id: 'snake', noun: 'a serpent', words: [...forms('snake', 'serpent', 'cobra', 'viper', 'python', 'rattlesnake'), 'ouroboros'], place: 'still', aspect: 1,
    phrase: 'a coiled serpent rearing to strike, tongue flickering',
    draw: (k) => {
      k.line([-0.4, 0.06, 0.3, 0.1, 0.35, 0.25, -0.3, 0.3, -0.32, 0.45, 0.2, 0.5, 0.1, 0.7, -0.02, 0.82], 0.1, 'ink', true);
      k.ell(0.02, 0.86, 0.1, 0.07).line([0.1, 0.9, 0.18, 0.93, 0.22, 0.9], 0.012, 'accent2').circ(0.04, 0.88, 0.015, 'accent');
    },
  },
  {
    id: 'horse', noun: 'a horse', words: forms('horse', 'stallion', 'mare', 'mustang horse', 'pony', 'steed', 'colt', 'horseback'), place: 'ground', aspect: 1.3,
    phrase: 'a wild horse on a ridge, mane blowing, against a huge sky',
    draw: horse,
  },
  {
    id: 'deer', noun: 'a stag', words: forms('deer', 'stag', 'elk', 'moose', 'antler', 'reindeer', 'doe', 'fawn'), place: 'ground', aspect: 1,
    phrase: 'a stag with great antlers standing still at the edge of the trees',
    draw: stag,
  },
  {
    id: 'owl', noun: 'an owl', words: forms('owl', 'owlet'), place: 'ground', aspect: 0.8,
    phrase: 'a great owl on a branch, its eyes two lamps in the dark',
    draw: (k) => {
      k.line([-0.4, 0.02, 0.4, 0.04], 0.035);
      k.poly([-0.25, 0.05, -0.3, 0.4, -0.24, 0.7, -0.22, 0.86, -0.1, 0.76, 0.1, 0.76, 0.22, 0.86, 0.24, 0.7, 0.3, 0.4, 0.25, 0.05], 'ink', true);
      k.circ(-0.1, 0.62, 0.08, 'accent').circ(0.1, 0.62, 0.08, 'accent').circ(-0.1, 0.62, 0.035, 'ink').circ(0.1, 0.62, 0.035, 'ink').poly([-0.03, 0.55, 0.03, 0.55, 0, 0.48], 'accent2');
    },
  },
  {
    id: 'whale', noun: 'a whale', words: forms('whale', 'leviathan', 'orca', 'humpback'), place: 'under', aspect: 2.4,
    phrase: 'a whale gliding through deep water, light falling from the surface',
    draw: (k) => {
      k.poly([-1.1, 0.5, -0.9, 0.72, -0.3, 0.8, 0.5, 0.62, 0.85, 0.5, 1, 0.62, 1.2, 0.72, 1.1, 0.45, 1.18, 0.22, 0.98, 0.36, 0.8, 0.42, 0.2, 0.25, -0.6, 0.25, -1, 0.36], 'ink', true);
      k.poly([-0.5, 0.3, -0.3, 0.05, -0.2, 0.3], 'ink', true).circ(-0.8, 0.5, 0.02, 'paper');
      for (let i = 0; i < 5; i++) k.line([-1, 0.4 - i * 0.02, -0.4, 0.27 - i * 0.01], 0.006, 'g0');
    },
  },
  {
    id: 'butterfly', noun: 'a butterfly', words: forms('butterfly', 'moth', 'chrysalis', 'cocoon'), place: 'sky', aspect: 1.3,
    phrase: 'a single butterfly with patterned wings, opened flat like a specimen',
    draw: (k) => {
      for (const s of [-1, 1]) {
        k.poly([0, 0.55, s * 0.3, 0.95, s * 0.6, 0.9, s * 0.55, 0.6, s * 0.1, 0.5], 'accent', true).poly([0, 0.48, s * 0.45, 0.4, s * 0.4, 0.12, s * 0.12, 0.2], 'accent2', true);
        k.circ(s * 0.38, 0.78, 0.07, 'ink').circ(s * 0.26, 0.3, 0.045, 'paper');
      }
      k.ell(0, 0.45, 0.03, 0.28).line([0, 0.7, -0.12, 0.9], 0.01).line([0, 0.7, 0.12, 0.9], 0.01);
    },
  },
  {
    id: 'cat', noun: 'a cat', words: forms('cat', 'kitten', 'feline', 'kitty'), place: 'ground', aspect: 0.8,
    phrase: 'a black cat sitting on a wall, tail curled, watching the moon',
    draw: (k) => {
      k.poly([-0.22, 0, -0.26, 0.25, -0.14, 0.55, -0.16, 0.78, -0.14, 0.92, -0.06, 0.82, 0.06, 0.82, 0.14, 0.92, 0.16, 0.78, 0.14, 0.55, 0.22, 0.25, 0.2, 0], 'ink', true);
      k.line([0.2, 0.04, 0.36, 0.1, 0.38, 0.3], 0.05, 'ink', true).circ(-0.06, 0.72, 0.018, 'accent').circ(0.06, 0.72, 0.018, 'accent');
    },
  },
  {
    id: 'dog', noun: 'a dog', words: forms('dog', 'hound', 'puppy', 'mutt'), place: 'ground', aspect: 1.2,
    phrase: 'a faithful dog sitting at the end of the road, waiting',
    draw: (k) => {
      k.poly([-0.3, 0, -0.32, 0.3, -0.1, 0.5, 0.05, 0.78, 0.2, 0.82, 0.36, 0.72, 0.38, 0.66, 0.22, 0.62, 0.2, 0.45, 0.16, 0, 0.06, 0, 0.06, 0.25, -0.05, 0.08, -0.05, 0], 'ink', true);
      k.poly([0.06, 0.78, 0.02, 0.58, 0.12, 0.7], 'g1').line([-0.32, 0.05, -0.5, 0.12], 0.04, 'ink', true);
    },
  },
  {
    id: 'fox', noun: 'a fox', words: forms('fox', 'vixen'), place: 'ground', aspect: 1.5,
    phrase: 'a red fox pausing in the snow, its tail a brushstroke of flame',
    draw: fox,
  },
  {
    id: 'bear', noun: 'a bear', words: forms('bear', 'grizzly'), place: 'ground', aspect: 1.6,
    phrase: 'a great bear lumbering along a ridge at dusk',
    draw: (k) => {
      k.poly([-0.6, 0.1, -0.62, 0.45, -0.3, 0.68, 0.05, 0.64, 0.3, 0.55, 0.42, 0.6, 0.48, 0.58, 0.62, 0.42, 0.46, 0.32, 0.4, 0, 0.26, 0, 0.22, 0.28, -0.2, 0.28, -0.28, 0, -0.42, 0, -0.45, 0.1], 'ink', true);
      k.circ(0.38, 0.6, 0.04);
    },
  },
  {
    id: 'jellyfish', noun: 'jellyfish', words: ['jellyfish', 'jellyfishes', 'medusa', 'jelly'], place: 'under', aspect: 0.9,
    phrase: 'glowing jellyfish drifting up through dark water',
    draw: (k) => {
      const jelly = (s: Kit) => { s.ell(0, 0.75, 0.3, 0.25, 'accent', 0, Math.PI); for (let i = -3; i <= 3; i++) s.line([i * 0.08, 0.75, i * 0.1 + 0.04, 0.5, i * 0.08 - 0.03, 0.25, i * 0.1, 0], 0.012, 'accent2', true); };
      k.copy(jelly, 0, 0, 1).copy(jelly, 0.45, 0.45, 0.4).copy(jelly, -0.4, 0.2, 0.3);
    },
  },
  {
    id: 'shark', noun: 'a shark', words: forms('shark', 'jaws', 'predator'), place: 'under', aspect: 2.2,
    phrase: 'a shark circling in the blue, seen from below',
    draw: (k) => {
      k.poly([-1, 0.5, -0.6, 0.64, 0.1, 0.68, 0.7, 0.56, 0.95, 0.78, 0.9, 0.5, 0.98, 0.24, 0.72, 0.44, 0.1, 0.34, -0.6, 0.38], 'ink', true);
      k.poly([-0.1, 0.66, 0.05, 0.95, 0.15, 0.66]).poly([-0.35, 0.4, -0.15, 0.15, -0.1, 0.38]).circ(-0.72, 0.55, 0.02, 'paper');
    },
  },
  {
    id: 'octopus', noun: 'an octopus', words: forms('octopus', 'kraken', 'squid', 'tentacle', 'cephalopod'), place: 'under', aspect: 1.4,
    phrase: 'a giant octopus unfurling its tentacles in the deep',
    draw: (k) => {
      for (let i = 0; i < 8; i++) { const x = -0.6 + i * 0.17; const d = x < 0 ? -1 : 1; k.line([x * 0.4, 0.5, x * 0.8, 0.3, x, 0.1, x + d * 0.12, 0.05, x + d * 0.1, 0.16], 0.05, 'ink', true); }
      k.poly([-0.28, 0.5, -0.3, 0.8, -0.15, 1, 0.15, 1, 0.3, 0.8, 0.28, 0.5], 'ink', true).circ(-0.1, 0.62, 0.04, 'accent').circ(0.1, 0.62, 0.04, 'accent');
    },
  },
  {
    id: 'fish', noun: 'a fish', words: forms('fish', 'koi', 'goldfish', 'salmon', 'carp'), place: 'under', aspect: 1.8,
    phrase: 'a single koi turning in the dark water, scales catching the light',
    draw: (k) => {
      k.poly([-0.7, 0.5, -0.45, 0.72, 0.1, 0.74, 0.5, 0.56, 0.85, 0.8, 0.75, 0.5, 0.85, 0.2, 0.5, 0.44, 0.1, 0.26, -0.45, 0.28], 'accent', true);
      k.circ(-0.5, 0.54, 0.04, 'ink').poly([-0.1, 0.72, 0.1, 0.9, 0.2, 0.7], 'accent2');
      for (let i = 0; i < 3; i++) k.line([-0.25 + i * 0.2, 0.35, -0.2 + i * 0.2, 0.65], 0.01, 'accent2', true);
    },
  },
  {
    id: 'dove', noun: 'a white dove', words: forms('dove', 'pigeon', 'peace'), place: 'sky', aspect: 1.5,
    phrase: 'a white dove in flight, wings spread wide against the dark',
    draw: (k) => {
      k.poly([-0.7, 0.5, -0.3, 0.56, 0.3, 0.6, 0.55, 0.66, 0.7, 0.6, 0.5, 0.5, 0.2, 0.42, -0.3, 0.44], 'paper', true);
      k.poly([-0.1, 0.56, -0.35, 0.95, -0.05, 0.85, 0.2, 0.58], 'paper', true).poly([-0.05, 0.48, -0.4, 0.12, -0.1, 0.2, 0.15, 0.46], 'paper', true);
      k.poly([-0.7, 0.5, -0.9, 0.62, -0.88, 0.38], 'paper').circ(0.58, 0.62, 0.012, 'ink');
    },
  },
  {
    id: 'eagle', noun: 'an eagle', words: forms('eagle', 'hawk', 'falcon', 'condor', 'vulture', 'phoenix'), place: 'sky', aspect: 2,
    phrase: 'an eagle with its wings spread, riding the thermals high above',
    draw: (k) => {
      const wing = (s: number) => k.poly([0, 0.55, s * 0.3, 0.72, s * 0.6, 0.8, s * 0.95, 0.82, s * 0.85, 0.72, s * 0.9, 0.66, s * 0.78, 0.6, s * 0.82, 0.54, s * 0.6, 0.52, s * 0.3, 0.45], 'ink', true);
      wing(-1); wing(1);
      k.ell(0, 0.5, 0.1, 0.2).circ(0, 0.72, 0.07).poly([-0.1, 0.32, 0, 0.18, 0.1, 0.32]);
    },
  },
  {
    id: 'spider', noun: 'a spider in its web', words: [...forms('spider', 'web', 'cobweb', 'spiderweb', 'tarantula'), 'webs'], place: 'sky', aspect: 1,
    phrase: 'a spider waiting at the heart of a dew-lit web',
    draw: (k) => {
      for (let i = 0; i < 10; i++) { const a = (i / 10) * Math.PI * 2; k.line([0, 0.5, Math.cos(a) * 0.5, 0.5 + Math.sin(a) * 0.5], 0.006, 'paper'); }
      for (let r = 0.08; r < 0.5; r += 0.07) k.ring(0, 0.5, r, r, 0.005, 'paper');
      k.circ(0.1, 0.42, 0.05).circ(0.1, 0.5, 0.03);
      for (const a of [0.4, 0.9, 2.2, 2.7, -0.4, -0.9, -2.2, -2.7]) k.line([0.1, 0.44, 0.1 + Math.cos(a) * 0.08, 0.44 + Math.sin(a) * 0.08 + 0.03, 0.1 + Math.cos(a) * 0.13, 0.44 + Math.sin(a) * 0.1 - 0.04], 0.01);
    },
  },
  {
    id: 'swan', noun: 'a swan', words: forms('swan', 'cygnet', 'goose', 'heron', 'crane'), place: 'water', aspect: 1.3,
    phrase: 'a single swan gliding on still black water',
    draw: (k) => {
      k.poly([-0.55, 0.05, -0.6, 0.3, -0.3, 0.28, 0, 0.35, 0.2, 0.3, 0.25, 0.05], 'paper', true);
      k.line([0.2, 0.25, 0.3, 0.55, 0.2, 0.75, 0.28, 0.85, 0.38, 0.82], 0.06, 'paper', true).poly([0.38, 0.84, 0.5, 0.8, 0.38, 0.79], 'accent');
    },
  },
  {
    id: 'heart', noun: 'a heart', words: [...forms('heart', 'heartbeat', 'valentine'), 'heartbreak', 'heartache'], place: 'still', aspect: 1,
    phrase: 'a big glossy heart, cracked down the middle',
    draw: (k) => {
      const flat: number[] = [];
      for (let i = 0; i <= 40; i++) { const t = (i / 40) * Math.PI * 2; flat.push(0.032 * 16 * Math.sin(t) ** 3, 0.55 + 0.032 * (13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))); }
      k.poly(flat, 'accent').line([0.02, 0.82, -0.06, 0.64, 0.06, 0.5, -0.04, 0.32, 0.01, 0.12], 0.025, 'ink').ell(-0.22, 0.72, 0.08, 0.05, 'paper');
    },
  },
  {
    id: 'rose', noun: 'a rose', words: [...forms('rose', 'thorn'), 'thorns'], place: 'still', aspect: 0.7,
    phrase: 'a single long-stemmed rose, thorns sharp, petals dark',
    draw: (k) => {
      k.line([0, 0, 0.04, 0.35, 0, 0.68], 0.025, 'g1', true).poly([0.03, 0.3, 0.24, 0.42, 0.3, 0.34, 0.08, 0.26], 'g1', true);
      for (const y of [0.15, 0.45]) k.poly([0.02, y, 0.07, y + 0.03, 0.02, y + 0.04], 'g1');
      k.poly([-0.16, 0.72, -0.2, 0.88, -0.08, 0.98, 0.06, 0.95, 0.18, 0.98, 0.2, 0.84, 0.14, 0.7, 0, 0.66], 'accent', true);
      k.line([-0.1, 0.86, 0, 0.92, 0.08, 0.84, 0, 0.78, -0.04, 0.84], 0.015, 'accent2', true).line([-0.15, 0.76, 0, 0.72, 0.15, 0.76], 0.012, 'accent2', true);
    },
  },
  // People.
  {
    id: 'figure', noun: 'a lone figure', words: [...forms('figure', 'silhouette', 'stranger', 'wanderer', 'traveller', 'traveler', 'man', 'woman', 'girl', 'boy', 'person', 'drifter', 'outlaw', 'cowboy', 'pilgrim', 'prophet'), 'men', 'women', 'himself', 'herself'], place: 'ground', aspect: 0.35,
    phrase: 'a lone figure in a long coat, small against the landscape',
    draw: (k) => person(k),
  },
  {
    // A player is a person with the instrument, not the instrument alone ('a blues guitarist on a porch').
    id: 'guitarist', noun: 'a guitarist', words: [...forms('guitarist', 'guitar player', 'bluesman', 'guitar slinger', 'banjo player'), 'busker'], place: 'ground', aspect: 0.5,
    phrase: 'a lone guitarist playing with head bowed, the guitar slung low',
    draw: (k) => {
      person(k);
      heldGuitar(k);
      k.line([-0.12, 0.62, -0.06, 0.44, 0.0, 0.38], 0.05, 'ink', true).line([0.12, 0.64, 0.26, 0.58, 0.34, 0.6], 0.05, 'ink', true);
    },
  },
  {
    id: 'horn-player', noun: 'a saxophone player', words: [...forms('saxophonist', 'sax player', 'saxophone player', 'trumpeter', 'trumpet player', 'horn player')], place: 'ground', aspect: 0.5,
    phrase: 'a sax player leaning back into a long note, the horn catching the light',
    draw: (k) => {
      // The player's own saxophone, its mouthpiece at the lips and its bell swung out to the side.
      person(k);
      k.copy(saxophone, -0.1, 0.34, 0.56);
      k.line([-0.12, 0.8, -0.16, 0.68, -0.05, 0.62], 0.04, 'ink', true).line([0.12, 0.8, 0.1, 0.6, -0.04, 0.5], 0.04, 'ink', true);
    },
  },
  {
    // The drummer sits behind the kit, sticks raised over the cymbals ('a drummer' drew an empty kit).
    id: 'drummer', noun: 'a drummer at the kit', words: [...forms('drummer', 'percussionist', 'drum player'), 'drumming'], place: 'ground', aspect: 1.5,
    phrase: 'a drummer behind the kit, sticks raised over the cymbals',
    draw: (k) => {
      k.copy(person, 0, 0.3, 0.72);
      k.line([-0.08, 0.88, -0.26, 0.8, -0.4, 0.92], 0.04, 'ink', true).line([0.08, 0.88, 0.26, 0.82, 0.36, 0.96], 0.04, 'ink', true);
      k.line([-0.4, 0.92, -0.56, 1.04], 0.018, 'accent').line([0.36, 0.96, 0.5, 1.08], 0.018, 'accent');
      drumKit(k);
    },
  },
  {
    // A singer is a person at the microphone ('a singer' drew a microphone alone).
    id: 'singer', noun: 'a singer at the microphone', words: [...forms('singer', 'vocalist', 'frontman', 'frontwoman', 'crooner', 'rapper', 'emcee'), 'singing'], place: 'ground', aspect: 0.6,
    phrase: 'a singer at a vintage microphone, head tipped back into the note',
    draw: (k) => {
      person(k);
      k.ell(0.3, 0.01, 0.12, 0.02).rect(0.29, 0, 0.31, 0.84).line([0.3, 0.84, 0.16, 0.9], 0.018);
      k.poly([0.1, 0.86, 0.1, 0.94, 0.13, 0.97, 0.17, 0.95, 0.17, 0.87], 'accent2', true);
      k.line([0.1, 0.78, 0.2, 0.8, 0.16, 0.9], 0.035, 'ink', true);
    },
  },
  {
    // Two people apart, not a couple: 'two figures walking along a beach' drew one lone figure.
    id: 'pair', noun: 'two figures', words: ['two figures', 'two people', 'two friends', 'two strangers', 'two silhouettes', 'two men', 'two women', 'two girls', 'two boys', 'two brothers', 'two sisters', 'duo', 'pair of figures'], place: 'ground', aspect: 0.9,
    phrase: 'two figures side by side, small against the landscape',
    draw: (k) => {
      k.copy(person, -0.22, 0, 1).copy(person, 0.2, 0, 0.94);
    },
  },
  {
    id: 'group', noun: 'a group of figures', words: ['three figures', 'four figures', 'three friends', 'four friends', 'band members', 'bandmates', 'trio', 'quartet', 'four-piece', 'three-piece', 'a crowd of friends'], place: 'ground', aspect: 1.3,
    phrase: 'a band of four figures standing in a line, facing the camera',
    draw: (k) => {
      k.copy(person, -0.45, 0, 0.95).copy(person, -0.15, 0, 1).copy(person, 0.15, 0, 0.97).copy(person, 0.45, 0, 0.93);
    },
  },
  {
    id: 'dancer', noun: 'a dancer', words: forms('dancer', 'ballerina', 'dancing'), place: 'ground', aspect: 0.7,
    phrase: 'a dancer caught mid-leap, arms flung to the light',
    draw: (k) => {
      // A body that reads at thumbnail size: a torso, a full skirt flaring out, limbs as thick as
      // a person's, one leg planted and one kicked high, arms thrown up.
      k.poly([-0.08, 0.74, 0.09, 0.74, 0.07, 0.5, -0.06, 0.5], 'ink', true).circ(0.02, 0.85, 0.075).rect(-0.015, 0.74, 0.035, 0.79);
      k.line([-0.06, 0.72, -0.22, 0.86, -0.24, 1.02], 0.06, 'ink', true).line([0.08, 0.72, 0.24, 0.84, 0.4, 0.88], 0.06, 'ink', true);
      k.line([-0.02, 0.46, -0.07, 0.22, -0.04, 0], 0.075, 'ink', true).line([0.04, 0.46, 0.24, 0.34, 0.42, 0.4], 0.075, 'ink', true);
      k.poly([-0.06, 0.54, 0.08, 0.54, 0.26, 0.36, 0.1, 0.4, -0.02, 0.32, -0.14, 0.4, -0.26, 0.36], 'accent2', true);
    },
  },
  {
    // A face is a profile: brow, nose, lips and chin are what make a head a face at a glance.
    id: 'face', noun: 'a face in profile', words: [...forms('face', 'portrait', 'profile', 'visage', 'self-portrait')], place: 'ground', aspect: 0.78,
    phrase: 'a face in profile, eyes closed, rising huge from the horizon',
    draw: (k) => {
      k.poly([
        -0.24, 0, 0.06, 0, 0.08, 0.16, 0.14, 0.26, 0.24, 0.3, 0.27, 0.34, 0.26, 0.38, 0.29, 0.41, 0.27, 0.44, 0.3, 0.47, 0.28, 0.5,
        0.37, 0.55, 0.3, 0.6, 0.28, 0.68, 0.29, 0.73, 0.26, 0.83, 0.16, 0.93, 0, 0.97, -0.18, 0.93, -0.32, 0.8, -0.36, 0.62, -0.3, 0.46, -0.24, 0.32,
      ], 'ink', true);
      k.line([0.14, 0.64, 0.19, 0.62, 0.23, 0.64], 0.018, 'paper', true);
      k.line([-0.26, 0.9, -0.4, 0.74, -0.38, 0.5, -0.3, 0.34], 0.05, 'ink', true);
    },
  },
  {
    // A DJ stands behind the decks, headphones on, a hand raised: the club's own subject.
    id: 'dj', noun: 'a DJ at the decks', words: [...forms('dj', 'deejay', 'turntablist'), 'the decks', 'dj booth', 'dj set'], place: 'ground', aspect: 1.2,
    phrase: 'a DJ behind the decks, one hand raised, headphones on',
    draw: (k) => {
      person(k);
      k.line([-0.08, 0.98, -0.02, 1.03, 0.08, 0.98], 0.025, 'ink', true).circ(-0.07, 0.93, 0.035, 'accent2').circ(0.07, 0.93, 0.035, 'accent2');
      k.line([0.1, 0.78, 0.26, 0.92, 0.3, 1.12], 0.05, 'ink', true).line([-0.1, 0.76, -0.22, 0.6, -0.3, 0.5], 0.05, 'ink', true);
      k.rect(-0.6, 0, 0.6, 0.46, 'ink').line([-0.58, 0.3, 0.58, 0.3], 0.025, 'accent');
      for (const x of [-0.32, 0.32]) k.ell(x, 0.48, 0.2, 0.05, 'g1').ell(x, 0.49, 0.04, 0.012, 'accent2');
      k.rect(-0.08, 0.46, 0.08, 0.52, 'g1');
    },
  },
  {
    id: 'angel', noun: 'an angel', words: forms('angel', 'seraph', 'cherub', 'archangel'), place: 'ground', aspect: 1.2,
    phrase: 'an angel with vast wings standing over the field',
    draw: (k) => {
      for (const s of [-1, 1]) k.poly([s * 0.06, 0.75, s * 0.3, 0.98, s * 0.58, 1.02, s * 0.5, 0.85, s * 0.55, 0.7, s * 0.42, 0.62, s * 0.44, 0.48, s * 0.2, 0.5], 'paper', true);
      person(k);
      k.ring(0, 1.02, 0.08, 0.025, 0.012, 'accent');
    },
  },
  {
    id: 'ghost', noun: 'a ghost', words: forms('ghost', 'phantom', 'spirit', 'spectre', 'specter', 'apparition', 'haunting', 'wraith'), place: 'ground', aspect: 0.6,
    phrase: 'a ghost in a white sheet standing in the long grass',
    draw: (k) => {
      k.poly([-0.26, 0, -0.28, 0.6, -0.16, 0.9, 0, 0.96, 0.16, 0.9, 0.28, 0.6, 0.26, 0, 0.16, 0.06, 0.08, -0.02, 0, 0.06, -0.08, -0.02, -0.16, 0.06], 'paper', true);
      k.ell(-0.08, 0.7, 0.04, 0.06).ell(0.08, 0.7, 0.04, 0.06);
    },
  },
  {
    id: 'astronaut', noun: 'an astronaut', words: forms('astronaut', 'cosmonaut', 'spaceman', 'spacesuit', 'spacewalk'), place: 'sky', aspect: 0.9,
    phrase: 'an astronaut floating alone, the planet reflected in the visor',
    draw: (k) => {
      k.rect(-0.3, 0.3, -0.18, 0.7, 'g1').poly([-0.2, 0.28, 0.2, 0.28, 0.22, 0.7, -0.22, 0.7], 'paper', true);
      k.line([-0.1, 0.3, -0.14, 0], 0.12, 'paper').line([0.1, 0.3, 0.2, 0.04], 0.12, 'paper');
      k.line([-0.2, 0.64, -0.38, 0.46, -0.36, 0.32], 0.1, 'paper', true).line([0.2, 0.64, 0.4, 0.74, 0.5, 0.88], 0.1, 'paper', true);
      k.circ(0, 0.84, 0.17, 'paper').ell(0.02, 0.84, 0.12, 0.09, 'accent2').ell(0.06, 0.87, 0.04, 0.02, 'paper');
    },
  },
  {
    id: 'lovers', noun: 'two lovers', words: [...forms('lover', 'couple', 'sweetheart'), 'together', 'embrace', 'two of us'], place: 'ground', aspect: 0.8,
    phrase: 'two lovers holding hands, small against a vast sky',
    draw: (k) => {
      k.copy(person, -0.14, 0, 1).copy(person, 0.14, 0, 0.92).line([-0.02, 0.45, 0.04, 0.42, 0.02, 0.45], 0.04);
    },
  },
  {
    id: 'reaper', noun: 'a hooded figure', words: [...forms('reaper', 'monk', 'hood', 'cloak', 'witch', 'wizard', 'priest', 'cultist', 'druid'), 'hooded', 'cloaked'], place: 'ground', aspect: 0.7,
    phrase: 'a hooded figure with a scythe, facing away from the light',
    draw: (k) => {
      k.poly([-0.22, 0, -0.18, 0.5, -0.14, 0.78, -0.06, 0.94, 0.04, 0.95, 0.13, 0.8, 0.18, 0.5, 0.24, 0], 'ink', true);
      k.line([0.24, 0, 0.3, 1.05], 0.025).poly([0.3, 1.05, 0.02, 1.12, -0.2, 1.02, 0.04, 1.04, 0.29, 0.98], 'ink', true);
      k.ell(-0.02, 0.8, 0.05, 0.07, 'g1');
    },
  },
  {
    id: 'statue', noun: 'a statue', words: forms('statue', 'sculpture', 'monument', 'idol', 'effigy', 'bust', 'colossus'), place: 'ground', aspect: 0.5,
    phrase: 'a weathered statue on a plinth, its features worn away',
    draw: (k) => {
      k.rect(-0.22, 0, 0.22, 0.2, 'g1').rect(-0.25, 0.2, 0.25, 0.25, 'g1');
      k.copy(person, 0, 0.25, 0.75);
      k.line([0.1, 0.75, 0.2, 0.95], 0.04);
    },
  },
];
