import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConceptList } from './concept-list';
import { conceptReducer, EMPTY_CONCEPTS, type ConceptAction, type ConceptState } from './concept-state';

const noop = () => undefined;
const state = (...actions: ConceptAction[]): ConceptState =>
  actions.reduce(conceptReducer, conceptReducer(EMPTY_CONCEPTS, { type: 'replace', descriptions: ['A lighthouse in a storm', 'A neon city', 'A desert road'] }));
const render = (s: ConceptState, regenerating = false) => renderToStaticMarkup(<ConceptList state={s} dispatch={noop} onRegenerate={noop} regenerating={regenerating} />);
const tag = (html: string, testId: string) => html.match(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`, 'g')) ?? [];

describe('ConceptList', () => {
  it('lists the concepts as one radio group with ids concept-0.., Edit disabled until one is chosen', () => {
    const html = render(state());
    expect(html).toContain('<legend class="mb-2 text-sm font-semibold">Choose a concept</legend>');
    expect(tag(html, 'concept-radio').map((t) => t.match(/id="([^"]+)"/)?.[1])).toEqual(['concept-0', 'concept-1', 'concept-2']);
    expect(tag(html, 'concept-radio').every((t) => t.includes('name="image-concept"') && !t.includes('disabled=""'))).toBe(true);
    expect(tag(html, 'concept-edit')[0]).toContain('disabled=""');
    expect(html).toContain('Regenerate Concepts');
  });

  it('enables Edit once a concept is chosen', () => {
    const html = render(state({ type: 'select', id: 'concept-1' }));
    expect(tag(html, 'concept-edit')[0]).not.toContain('disabled=""');
    expect(tag(html, 'concept-radio')[1]).toContain('checked=""');
  });

  it('while editing, shows the inline editor with the draft and locks the radios and Edit', () => {
    const html = render(state({ type: 'select', id: 'concept-1' }, { type: 'edit' }, { type: 'draft', text: 'A neon city in the rain' }));
    expect(tag(html, 'concept-radio').every((t) => t.includes('disabled=""'))).toBe(true);
    expect(tag(html, 'concept-edit')[0]).toContain('disabled=""');
    expect(html).toMatch(/<textarea[^>]*id="concept-editor"[^>]*>A neon city in the rain<\/textarea>/);
    expect(html).toContain('<label for="concept-editor"');
    expect(html).toContain('Save Changes');
    expect(tag(html, 'concept-cancel')).toHaveLength(1);
  });

  it('says so while regenerating', () => {
    const html = render(state(), true);
    expect(html).toContain('Regenerating Concepts...');
    expect(tag(html, 'concepts-regenerate')[0]).toContain('disabled=""');
  });
});
