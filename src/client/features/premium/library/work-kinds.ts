// How the Library names each kind of kept work, and its filter choices.
import type { WorkKind } from '@shared/contracts/writing';
import { bioPlainText, parseBio } from '../bio/bio-markup';

export const KIND_LABEL: Record<WorkKind, string> = { name: 'Name', bio: 'Bio', tagline: 'Tagline', email: 'E-mail', image: 'Image' };

export const LIBRARY_FILTERS: readonly { value: WorkKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'name', label: 'Names' },
  { value: 'bio', label: 'Bios' },
  { value: 'tagline', label: 'Taglines' },
  { value: 'email', label: 'E-mails' },
  { value: 'image', label: 'Images' },
];

/** The first characters of a work's text, on one line. A bio is written with light markup (**bold**,
 * *italic*, # headings, - lists): the preview shows its words, as the result card does, not the marks. */
export function preview(text: string, kind: WorkKind, max = 220): string {
  const words = kind === 'bio' ? bioPlainText(parseBio(text)) : text;
  const flat = words.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
