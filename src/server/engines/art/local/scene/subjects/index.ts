// The subject library: every subject a concept can name, by id.
import { BUILT } from './built';
import { LIVING } from './living';
import { STAGE_AND_STREET } from './stage-and-street';
import type { SubjectDef } from './subject';
import { THINGS } from './things';

export const SUBJECTS: readonly SubjectDef[] = [...BUILT, ...LIVING, ...THINGS, ...STAGE_AND_STREET];

const BY_ID = new Map(SUBJECTS.map((d) => [d.id, d]));

export function subjectById(id: string): SubjectDef | undefined {
  return BY_ID.get(id);
}
