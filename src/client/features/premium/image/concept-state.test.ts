import { describe, expect, it } from 'vitest';
import { conceptReducer, EMPTY_CONCEPTS, selectedConcept, type ConceptAction, type ConceptState } from './concept-state';

const run = (...actions: ConceptAction[]): ConceptState => actions.reduce(conceptReducer, EMPTY_CONCEPTS);
const three: ConceptAction = { type: 'replace', descriptions: ['A lighthouse in a storm', 'A neon city at dusk', 'A desert road'] };

describe('the concept list', () => {
  it('numbers concepts concept-0.. and starts with none selected', () => {
    const state = run(three);
    expect(state.concepts.map((c) => c.id)).toEqual(['concept-0', 'concept-1', 'concept-2']);
    expect(state.selectedId).toBeNull();
    expect(selectedConcept(state)).toBeNull();
  });

  it('selects a listed concept and ignores an unknown id', () => {
    expect(run(three, { type: 'select', id: 'concept-1' }).selectedId).toBe('concept-1');
    expect(run(three, { type: 'select', id: 'concept-7' }).selectedId).toBeNull();
  });

  it('cannot edit before a concept is chosen', () => {
    expect(run(three, { type: 'edit' }).editing).toBeNull();
  });

  it('locks the choice while editing, and saves the trimmed draft into the selected concept', () => {
    const editing = run(three, { type: 'select', id: 'concept-1' }, { type: 'edit' }, { type: 'draft', text: '  A neon city at night, rain  ' });
    expect(editing.editing).toEqual({ id: 'concept-1', draft: '  A neon city at night, rain  ' });
    const stillLocked = conceptReducer(editing, { type: 'select', id: 'concept-0' });
    expect(stillLocked.selectedId).toBe('concept-1');
    const saved = conceptReducer(stillLocked, { type: 'save' });
    expect(saved.editing).toBeNull();
    expect(selectedConcept(saved)?.description).toBe('A neon city at night, rain');
    expect(saved.concepts[0]?.description).toBe('A lighthouse in a storm');
  });

  it('refuses to save a blank draft and keeps the editor open', () => {
    const state = run(three, { type: 'select', id: 'concept-0' }, { type: 'edit' }, { type: 'draft', text: '   ' }, { type: 'save' });
    expect(state.editing).toEqual({ id: 'concept-0', draft: '   ' });
    expect(selectedConcept(state)?.description).toBe('A lighthouse in a storm');
  });

  it('cancel discards the draft', () => {
    const state = run(three, { type: 'select', id: 'concept-2' }, { type: 'edit' }, { type: 'draft', text: 'Something else' }, { type: 'cancel' });
    expect(state.editing).toBeNull();
    expect(selectedConcept(state)?.description).toBe('A desert road');
  });

  it('regenerating replaces the list and clears the selection and any edit', () => {
    const state = run(three, { type: 'select', id: 'concept-2' }, { type: 'edit' }, { type: 'replace', descriptions: ['New one', 'New two', 'New three'] });
    expect(state).toEqual({
      concepts: [
        { id: 'concept-0', description: 'New one' },
        { id: 'concept-1', description: 'New two' },
        { id: 'concept-2', description: 'New three' },
      ],
      selectedId: null,
      editing: null,
    });
  });
});
