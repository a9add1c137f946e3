// The Custom Concept list (premium-and-admin.md sections 3 and 4): none, generated, one selected.
// Editing works on a draft of the selected concept and locks the choice until it is saved or
// cancelled; a new list replaces the old one and clears the selection and any edit.

export interface Concept {
  /** concept-0, concept-1, ... in the order the server gave them. */
  id: string;
  description: string;
}

export interface ConceptState {
  concepts: readonly Concept[];
  selectedId: string | null;
  /** The concept being edited and its draft text; null when not editing. */
  editing: { id: string; draft: string } | null;
}

export type ConceptAction =
  | { type: 'replace'; descriptions: readonly string[] }
  | { type: 'select'; id: string }
  | { type: 'edit' }
  | { type: 'draft'; text: string }
  | { type: 'save' }
  | { type: 'cancel' };

export const EMPTY_CONCEPTS: ConceptState = { concepts: [], selectedId: null, editing: null };

export function conceptsFrom(descriptions: readonly string[]): Concept[] {
  return descriptions.map((description, i) => ({ id: `concept-${i}`, description }));
}

export function selectedConcept(state: ConceptState): Concept | null {
  return state.concepts.find((c) => c.id === state.selectedId) ?? null;
}

/** Whether a draft can be saved: a concept needs some words. */
export function isValidConceptText(text: string): boolean {
  return text.trim().length > 0;
}

export function conceptReducer(state: ConceptState, action: ConceptAction): ConceptState {
  switch (action.type) {
    case 'replace':
      return { concepts: conceptsFrom(action.descriptions), selectedId: null, editing: null };
    case 'select':
      if (state.editing || !state.concepts.some((c) => c.id === action.id)) return state;
      return { ...state, selectedId: action.id };
    case 'edit': {
      const concept = selectedConcept(state);
      if (state.editing || !concept) return state;
      return { ...state, editing: { id: concept.id, draft: concept.description } };
    }
    case 'draft':
      return state.editing ? { ...state, editing: { ...state.editing, draft: action.text } } : state;
    case 'save': {
      const { editing } = state;
      if (!editing || !isValidConceptText(editing.draft)) return state;
      const description = editing.draft.trim();
      return { ...state, concepts: state.concepts.map((c) => (c.id === editing.id ? { ...c, description } : c)), editing: null };
    }
    case 'cancel':
      return state.editing ? { ...state, editing: null } : state;
  }
}
