// Premium sign-in: e-mailed one-time links, server-side sessions and the status checks
// (premium-and-admin.md section 7). The server, not the address bar, says who is signed in.
import { z } from 'zod';
import { dbIdParam } from './common';

/** An e-mail address as typed: trimmed and lower-cased before it is checked. */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(255, 'The email address is too long'));

export const verifyPremiumEmailBodySchema = z.object({ email: emailAddressSchema });
export type VerifyPremiumEmailBody = z.infer<typeof verifyPremiumEmailBodySchema>;

/** The same answer for every well-formed address (success true, SIGN_IN_TEXTS.linkSent), so it
 * never tells who has a plan; success false is kept for clients written against older servers. */
export const verifyPremiumEmailResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type VerifyPremiumEmailResponse = z.infer<typeof verifyPremiumEmailResponseSchema>;

export const verifyTokenQuerySchema = z.object({
  token: z.string().max(500).optional(),
  /** 'json' answers with JSON instead of redirecting (the /auth-test page). */
  format: z.enum(['json']).optional(),
});

export const verifyTokenResponseSchema = z.object({ success: z.boolean(), userId: z.number().int().nullable(), message: z.string() });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

export const premiumStatusParamsSchema = z.object({ userId: dbIdParam });

export const premiumStatusResponseSchema = z.object({ success: z.boolean(), isPremium: z.boolean(), email: z.string().nullable() });
export type PremiumStatusResponse = z.infer<typeof premiumStatusResponseSchema>;

export const sessionUserSchema = z.object({ id: z.number().int(), email: z.string().nullable(), isPremium: z.boolean() });
export type SessionUserView = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;


/** Sign-in links (auth_tokens): valid 10 minutes, single use; sends limited per e-mail and per address. */
export const SIGN_IN = {
  tokenTtlMinutes: 10,
  perEmailPerHour: 5,
  perAddressPerHour: 20,
} as const;

export const SIGN_IN_TEXTS = {
  accessDenied: 'This email is not associated with a premium subscription.',
  linkSent: 'If that address has a plan, a sign-in link is on its way. It works once and expires in 10 minutes.',
  tooMany: 'Too many sign-in requests. Please wait a while and try again.',
  verified: 'Authentication successful',
  invalidToken: 'Invalid or expired sign-in link. Please request a new one.',
} as const;

/** Where members write for help with sign-in and billing (the sign-in page's and hub's mailto links). */
export const SUPPORT_EMAIL = 'support@bandnamestudio.com';
