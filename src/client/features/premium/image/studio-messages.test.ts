import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { FAILURE, failureToast, MISSING } from './studio-messages';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), 'Status');

describe('studio failure toasts', () => {
  it('use the spec titles and texts when the server explains nothing', () => {
    const network = new TypeError('Failed to fetch');
    expect(failureToast('template', network)).toEqual({ title: 'Generation failed', description: 'Failed to generate image from template. Please try again.' });
    expect(failureToast('concepts', network)).toEqual({ title: 'Generation Failed', description: 'Failed to generate concept ideas. Please try again.' });
    expect(failureToast('conceptImage', network)).toEqual({ title: 'Generation Failed', description: 'Failed to generate image from concept. Please try again.' });
    expect(failureToast('variation', network)).toEqual({ title: 'Variation failed', description: 'Failed to generate image variation. Please try again.' });
    expect(failureToast('image', network)).toEqual({ title: 'Generation failed', description: 'Failed to generate image. Please try again.' });
    expect(failureToast('interpretation', network)).toEqual({ title: 'Interpretation failed', description: 'Could not interpret lyrics. Please try again.' });
    expect(failureToast('download', apiError(500, { error: 'boom' }))).toEqual({ title: 'Download failed', description: 'Could not download the image. Try right-clicking and saving.' });
  });

  it("show the server's words for a 4xx it explained (fair-use cap, unknown template)", () => {
    expect(failureToast('image', apiError(429, { error: 'Daily limit reached', message: 'You have used today’s 100 images.' }))).toEqual({ title: 'Generation failed', description: 'You have used today’s 100 images.' });
    expect(failureToast('variation', apiError(429, { error: 'Daily limit reached' })).description).toBe('Daily limit reached');
    expect(failureToast('template', apiError(404, { error: 'Template not found' })).description).toBe('Template not found');
  });

  it('keeps the spec text for the missing-input checks', () => {
    expect(MISSING.lyrics.title).toBe('Please enter lyrics');
    expect(MISSING.templateFields).toEqual({ title: 'Please complete all fields', description: 'Band name, genre, and template selection are required' });
    expect(MISSING.conceptText).toEqual({ title: 'Invalid input', description: 'Please enter a valid concept description' });
    expect(Object.keys(FAILURE)).toContain('download');
  });
});
