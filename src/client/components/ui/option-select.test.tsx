import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OptionSelect, plainOptions } from './option-select';

const noop = () => undefined;

describe('OptionSelect', () => {
  it('labels the select through its field and lists the options with their labels', () => {
    const html = renderToStaticMarkup(<OptionSelect id="tone" label="Tone" hint="How it sounds" value="b" options={[{ value: 'a', label: 'A one' }, { value: 'b', label: 'B two' }]} onChange={noop} data-testid="tone" />);
    expect(html).toContain('<label for="tone"');
    expect(html).toMatch(/<select id="tone" aria-describedby="tone-hint" data-testid="tone"/);
    expect(html).toContain('<option value="a">A one</option><option value="b" selected="">B two</option>');
  });

  it('puts a blank prompt first, disabled unless it is a real choice', () => {
    const prompt = renderToStaticMarkup(<OptionSelect<'' | 'x'> id="p" label="P" value="" options={[{ value: 'x', label: 'X' }]} onChange={noop} placeholder="Choose" aria-required />);
    expect(prompt).toContain('<option value="" disabled="" selected="">Choose</option>');
    expect(prompt).toContain('aria-required="true"');
    const choice = renderToStaticMarkup(<OptionSelect<'' | 'x'> id="c" label="C" value="" options={[{ value: 'x', label: 'X' }]} onChange={noop} placeholder="Not specified" placeholderSelectable />);
    expect(choice).toContain('<option value="" selected="">Not specified</option>');
  });

  it('turns plain strings into options that show themselves', () => {
    expect(plainOptions(['Rock', 'Pop'] as const)).toEqual([
      { value: 'Rock', label: 'Rock' },
      { value: 'Pop', label: 'Pop' },
    ]);
  });
});
