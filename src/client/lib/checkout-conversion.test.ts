import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from './analytics';
import { reportConversionOnce } from './checkout-conversion';

vi.mock('./analytics', () => ({ trackEvent: vi.fn() }));

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('reportConversionOnce', () => {
  beforeEach(() => {
    vi.mocked(trackEvent).mockClear();
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('reports the server plan and amount on the first confirmation, once per browser', () => {
    expect(reportConversionOnce('cs_test_1', { recordConversion: true, plan: 'lifetime', amount: 29 })).toBe(true);
    expect(reportConversionOnce('cs_test_1', { recordConversion: true, plan: 'lifetime', amount: 29 })).toBe(false);
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('conversion', { type: 'lifetime', amount: 29, currency: 'USD', transactionId: 'cs_test_1' });
  });

  it('reports nothing when the server says the checkout was already recorded', () => {
    expect(reportConversionOnce('cs_test_2', { recordConversion: false, plan: 'monthly', amount: 7 })).toBe(false);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it('still reports once when storage is unavailable', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(reportConversionOnce('cs_test_3', { recordConversion: true, plan: 'monthly', amount: 7 })).toBe(true);
    expect(trackEvent).toHaveBeenCalledWith('conversion', expect.objectContaining({ amount: 7, type: 'monthly' }));
  });
});
