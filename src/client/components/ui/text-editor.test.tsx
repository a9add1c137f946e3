import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextEditor } from './text-editor';

const noop = () => undefined;

describe('TextEditor', () => {
  it('labels the box and names the box and buttons from the prefix', () => {
    const html = renderToStaticMarkup(<TextEditor idPrefix="note" label="Edit your note" value="Hello" onChange={noop} onSave={noop} onCancel={noop} rows={4} />);
    expect(html).toContain('<label for="note-editor" class="text-sm font-semibold">Edit your note</label>');
    expect(html).toMatch(/<textarea rows="4" id="note-editor"[^>]*data-testid="note-editor"/);
    expect(html).toMatch(/data-testid="note-save">Save</);
    expect(html).toMatch(/data-testid="note-cancel">Cancel</);
    expect(html).not.toContain('disabled=""');
  });

  it('refuses to save a blank draft and, when asked, locks the box and Cancel while saving', () => {
    expect(renderToStaticMarkup(<TextEditor idPrefix="n" label="L" value="  " onChange={noop} onSave={noop} onCancel={noop} />)).toMatch(/<button[^>]*disabled=""[^>]*data-testid="n-save"/);
    const saving = renderToStaticMarkup(<TextEditor idPrefix="n" label="L" value="text" onChange={noop} onSave={noop} onCancel={noop} saving />);
    expect(saving).toMatch(/<button[^>]*disabled=""[^>]*data-testid="n-save"/);
    expect(saving).not.toMatch(/<textarea[^>]*disabled=""/);
    expect(saving).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="n-cancel"/);
    const locked = renderToStaticMarkup(<TextEditor idPrefix="n" label="L" value="text" onChange={noop} onSave={noop} onCancel={noop} saving lockWhileSaving />);
    expect(locked).toMatch(/<textarea[^>]*disabled=""/);
    expect(locked).toMatch(/<button[^>]*disabled=""[^>]*data-testid="n-cancel"/);
  });
});
