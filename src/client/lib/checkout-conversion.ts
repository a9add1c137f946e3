// Reports a purchase's conversion once: the server says recordConversion only on the first
// confirmation of a checkout, and this browser remembers the checkouts it reported, so /success
// and /premium?success=true can both confirm the same checkout without counting it twice.
import type { PaymentSuccessResponse } from '@shared/contracts/payments';
import { trackEvent } from './analytics';

const CONVERSION_KEY = 'conversionTracked:';

function alreadyTracked(sessionId: string): boolean {
  try {
    return sessionStorage.getItem(CONVERSION_KEY + sessionId) === '1';
  } catch {
    return false;
  }
}

function markTracked(sessionId: string): void {
  try {
    sessionStorage.setItem(CONVERSION_KEY + sessionId, '1');
  } catch {
    // storage unavailable: the server's once-only flag still holds
  }
}

/** Sends the conversion event when this confirmation is the checkout's first and this browser has
 * not sent it yet; says whether it sent it. Plan and amount are the server's, never the address's. */
export function reportConversionOnce(sessionId: string, payment: Pick<PaymentSuccessResponse, 'recordConversion' | 'plan' | 'amount'>): boolean {
  if (!payment.recordConversion || alreadyTracked(sessionId)) return false;
  markTracked(sessionId);
  trackEvent('conversion', { type: payment.plan, amount: payment.amount, currency: 'USD', transactionId: sessionId });
  return true;
}
