// How the Library names each kind of kept work, and its filter choices.
import type { WorkKind } from '@shared/contracts/writing';

export const KIND_LABEL: Record<WorkKind, string> = { name: 'Name', bio: 'Bio', tagline: 'Tagline', email: 'E-mail', image: 'Image' };

export const LIBRARY_FILTERS: readonly { value: WorkKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'name', label: 'Names' },
  { value: 'bio', label: 'Bios' },
  { value: 'tagline', label: 'Taglines' },
  { value: 'email', label: 'E-mails' },
  { value: 'image', label: 'Images' },
];

/** The first characters of a work's text, on one line. */
export function preview(text: string, max = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
