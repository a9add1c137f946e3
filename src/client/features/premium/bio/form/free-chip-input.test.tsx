import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FreeChipInput } from './free-chip-input';

const noop = () => undefined;
const render = (values: string[]) =>
  renderToStaticMarkup(<FreeChipInput id="bio-influences" label="Musical influences" itemName="influence" hint="Press Enter or Add after each one." values={values} max={2} maxLength={100} onAdd={noop} onRemove={noop} />);

describe('FreeChipInput', () => {
  it('limits one chip to maxLength and lists each chip as its remove button', () => {
    const html = render(['Wet Leg']);
    expect(html).toMatch(/<input id="bio-influences" aria-describedby="bio-influences-hint" maxLength="100"/);
    expect(html).toContain('aria-label="Remove influence: Wet Leg"');
    expect(html).not.toContain('bio-influences-limit');
    expect(html).not.toContain('aria-disabled="true"');
  });

  it('says when the list is full, in the hint the input is described by', () => {
    const html = render(['Wet Leg', 'Radiohead']);
    expect(html).toMatch(/<p id="bio-influences-hint"[^>]*>Press Enter or Add after each one. <strong[^>]*data-testid="bio-influences-limit">Up to 2 influences: remove one to add another.<\/strong><\/p>/);
    expect(html).toMatch(/aria-label="Add influence" aria-disabled="true"/);
  });
});
