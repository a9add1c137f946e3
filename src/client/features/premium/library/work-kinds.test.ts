import { describe, expect, it } from 'vitest';
import { preview } from './work-kinds';

describe('Library previews', () => {
  it("show a bio's words without its markup", () => {
    const bio = '# Glass Harbour\n\n**Glass Harbour** are a *psychedelic* band.\n\n## Sound\n\n- tape loops\n- slow drums';
    const text = preview(bio, 'bio');
    expect(text).toBe('Glass Harbour Glass Harbour are a psychedelic band. Sound - tape loops - slow drums');
    expect(text).not.toMatch(/[*#]/);
  });

  it('keep other kinds of text as written, on one line and cut with an ellipsis', () => {
    expect(preview('Hi Sam,\n\nWe are *not* a bio.', 'email')).toBe('Hi Sam, We are *not* a bio.');
    expect(preview('x'.repeat(300), 'tagline')).toHaveLength(220);
  });
});
