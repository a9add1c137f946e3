import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { failureDescription, GENERIC_FAILURE, SESSION_ENDED } from './error-messages';

const apiError = (status: number, body: unknown) => new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status');

describe('failure descriptions', () => {
  it('shows the server explanation of a 4xx', () => {
    expect(failureDescription(apiError(429, { error: 'You have reached the fair-use limit for today.', resetsAt: 'x' }))).toBe('You have reached the fair-use limit for today.');
    expect(failureDescription(apiError(403, { error: 'Premium plan not active' }))).toBe('Premium plan not active');
  });

  it('shows a validation message without its field prefix', () => {
    const err = apiError(400, { error: 'influences: At most 20 influence entries', code: 'VALIDATION_ERROR', details: [{ path: 'influences', message: 'At most 20 influence entries' }] });
    expect(failureDescription(err)).toBe('At most 20 influence entries');
  });

  it('asks to sign in again on a 401', () => {
    expect(failureDescription(apiError(401, { error: 'Unauthorized' }))).toBe(SESSION_ENDED);
  });

  it('falls back to the generic text for 5xx, network errors and bodies without a message', () => {
    expect(failureDescription(apiError(500, { error: 'Internal' }))).toBe(GENERIC_FAILURE);
    expect(failureDescription(new TypeError('Failed to fetch'))).toBe(GENERIC_FAILURE);
    expect(failureDescription(apiError(404, ''))).toBe(GENERIC_FAILURE);
    expect(failureDescription(apiError(404, ''), 'Other')).toBe('Other');
  });
});
