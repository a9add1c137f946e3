// A print pulled in inks of its own prints the colours the request named: a linocut's spot colour
// (the sheet itself for a heavy genre) and a screen print's inks.
import { describe, expect, it } from 'vitest';
import { hueShares, type HueBucket } from '@server/testing/image-stats';
import { renderCoverPng } from '../render';

const cases: [string, string, string, HueBucket][] = [
  ['linocut', 'a fox in a birch wood, in emerald', 'folk', 'green'],
  ['linocut', 'a burning church in purple', 'black-metal', 'purple'],
  ['screen-print', 'a lighthouse on a cliff, in teal', 'indie-rock', 'teal'],
  ['screen-print', 'a skull with roses in orange', 'death-metal', 'orange'],
  ['screen-print', 'a cabin by a creek in pink', 'country', 'pink'],
];

describe('named colours in a print', () => {
  for (const [style, concept, genre, bucket] of cases) {
    it(`${style} ${genre}: '${concept}' is printed in ${bucket}`, async () => {
      const png = renderCoverPng({ concept, genre, style: style as 'linocut', seed: 5, bandName: 'Tarn' }, 64);
      expect((await hueShares(png))[bucket]).toBeGreaterThan(0.1);
    });
  }
});
