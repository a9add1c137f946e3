// Checkout (plans and tips), payment confirmation, billing management and the local test
// checkout (premium-and-admin.md section 7, free-area.md section 7).
import { z } from 'zod';
import { PRICE_TYPES, TIP_AMOUNTS } from '../catalog/prices';
import { emailAddressSchema } from './auth';

export const createSubscriptionBodySchema = z.object({
  priceType: z.enum(PRICE_TYPES),
  /** Pre-fills the checkout; the address becomes the login. */
  email: emailAddressSchema.optional(),
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

export const createSubscriptionResponseSchema = z.object({ sessionUrl: z.string() });
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

function withoutControlCharacters(text: string): string {
  return [...text].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');
}

export const createTipBodySchema = z.object({
  amount: z.literal([...TIP_AMOUNTS]),
  // Control characters (a NUL byte would not even store in PostgreSQL) are dropped.
  bandName: z
    .string()
    .max(200)
    .default('')
    .transform((s) => withoutControlCharacters(s).trim()),
});
export type CreateTipBody = z.input<typeof createTipBodySchema>;

/** url is where the browser goes next: the provider's checkout page. */
export const createTipResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CreateTipResponse = z.infer<typeof createTipResponseSchema>;

export const checkoutSessionIdSchema = z.string().min(1).max(255).regex(/^cs_[A-Za-z0-9_]+$/, 'Not a checkout session id');
export const paymentSuccessParamsSchema = z.object({ sessionId: checkoutSessionIdSchema });

export const PURCHASE_TYPES = ['monthly', 'lifetime', 'tip'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export const paymentSuccessResponseSchema = z.object({
  success: z.boolean(),
  email: z.string().nullable(),
  userId: z.number().int().nullable(),
  plan: z.enum(PURCHASE_TYPES),
  /** In US dollars. */
  amount: z.number(),
  /** True only for the first confirmation of this checkout: the page reports the conversion then. */
  recordConversion: z.boolean(),
  /** Whether this browser is signed in as the account the purchase is on (this answer signed it
   * in, or it already was). */
  signedIn: z.boolean(),
  /** The purchase is on an account that existed before this checkout and that this browser is not
   * signed in as: a checkout never opens an existing account, so its owner signs in with the
   * link e-mailed to `email`. */
  signInByEmail: z.boolean(),
});
export type PaymentSuccessResponse = z.infer<typeof paymentSuccessResponseSchema>;

export const billingPortalResponseSchema = z.object({ url: z.string() });

export const billingStatusResponseSchema = z.object({
  plan: z.enum(['monthly', 'lifetime']).nullable(),
  isPremium: z.boolean(),
  /** The subscription's status at the provider (active, past_due, canceled...). */
  status: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** A subscription cancelled to end with its paid period: premium runs until this time, and it
   * does not renew. Null while it renews, and once it has ended. */
  cancelAt: z.string().nullable(),
  canManageBilling: z.boolean(),
  testMode: z.boolean(),
});
export type BillingStatusResponse = z.infer<typeof billingStatusResponseSchema>;

// --- the local test checkout (no Stripe keys) ---

export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(['plan', 'tip']),
  plan: z.enum(PRICE_TYPES).nullable(),
  /** In US dollars. */
  amount: z.number(),
  email: z.string().nullable(),
  bandName: z.string().nullable(),
  status: z.enum(['open', 'complete', 'expired']),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

export const testCheckoutCompleteBodySchema = z.object({
  email: emailAddressSchema,
  /** The plan may still be changed on the checkout page. */
  plan: z.enum(PRICE_TYPES).optional(),
});
export type TestCheckoutCompleteBody = z.infer<typeof testCheckoutCompleteBodySchema>;

export const redirectResponseSchema = z.object({ redirectUrl: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const BONUS_REPORT_FILE = 'gig-strategy-special-report.pdf';
