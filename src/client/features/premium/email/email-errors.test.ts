import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { emailErrorDescription, MissingRefinedEmailError, NO_REFINED_EMAIL } from './email-errors';

const badRequest = new ApiError(400, JSON.stringify({ error: 'bandName: Missing Information: enter your band name', code: 'VALIDATION_ERROR' }), 'Bad Request');

describe('emailErrorDescription', () => {
  it('gives the premium tab the fixed sentence', () => {
    expect(emailErrorDescription(badRequest, 'premium', 'generate')).toBe('There was an error generating your email. Please try again.');
    expect(emailErrorDescription(new TypeError('Failed to fetch'), 'premium', 'refine')).toBe('There was an error refining your email. Please try again.');
  });

  it("gives the e-mail writer page the server's text", () => {
    expect(emailErrorDescription(badRequest, 'email-writer', 'generate')).toBe('bandName: Missing Information: enter your band name');
    expect(emailErrorDescription(new ApiError(502, '', 'Bad Gateway'), 'email-writer', 'generate')).toBe('502: Bad Gateway');
  });

  it('names the fair-use limit on both', () => {
    const limited = new ApiError(429, JSON.stringify({ error: 'Daily fair-use limit reached', resetsAt: '2030-01-01T00:00:00Z' }), 'Too Many Requests');
    expect(emailErrorDescription(limited, 'premium', 'generate')).toBe('Daily fair-use limit reached');
  });

  it('names a refinement the writer could not act on, with its example, on both', () => {
    const unchanged = new ApiError(422, JSON.stringify({ error: "Those changes could not be applied to this e-mail. Try 'make it shorter'." }), 'Unprocessable Entity');
    expect(emailErrorDescription(unchanged, 'premium', 'refine')).toBe("Those changes could not be applied to this e-mail. Try 'make it shorter'.");
  });

  it('reports a refinement answer without an e-mail', () => {
    expect(emailErrorDescription(new MissingRefinedEmailError(), 'premium', 'refine')).toBe(NO_REFINED_EMAIL);
  });
});
