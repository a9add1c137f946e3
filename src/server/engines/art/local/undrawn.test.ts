// A thing the request asks for that the library cannot draw is named in the alt text as not
// drawn, never dropped silently, and never claimed.
import { describe, expect, it } from 'vitest';
import { describeCover } from './compose';
import { undrawnThings } from './undrawn';

describe('things asked for that are not drawn', () => {
  it('names a dropped subject in the alt text, and the subject that was drawn first', () => {
    const alt = describeCover({ concept: 'a giraffe and a saxophone in a desert at noon', style: 'acrylic-painting', bandName: 'Long Neck', genre: 'jazz', seed: 13 });
    expect(alt).toMatch(/^A saxophone/);
    expect(alt).toContain('a giraffe asked for, not drawn');
  });

  it('names each once, plurals too, and not what the words ask to leave out or only use as a colour', () => {
    expect(undrawnThings('two elephants and an elephant calf by a fountain')).toEqual(['elephant', 'fountain']);
    expect(undrawnThings('a beach with no dinosaurs, cherry red and lemon yellow')).toEqual([]);
    // The quoted band name is no request to see a thing.
    expect(undrawnThings("a lighthouse at dusk, the name 'Tiger Helicopter' across the top")).toEqual([]);
  });

  it('says nothing when everything asked for was drawn', () => {
    expect(describeCover({ concept: 'a wolf howling under the moon in a snowy forest', style: 'pencil-sketch', bandName: 'Pale Howl', genre: 'folk', seed: 24 })).not.toContain('not drawn');
  });
});
