// The admin dashboard's sign-in (premium-and-admin.md section 7, Admin): the password is checked
// on the server, which then keeps an admin session; every other /api/admin/* call needs it.
import { z } from 'zod';

export const ADMIN_INCORRECT_PASSWORD = 'Incorrect password';

export const adminLoginRequestSchema = z.object({
  password: z.string({ error: 'Enter the admin password' }).min(1, 'Enter the admin password').max(200, 'The password must be at most 200 characters'),
});

export const adminSessionResponseSchema = z.object({
  authenticated: z.literal(true),
  /** When the session ends if unused (ISO 8601); every admin request moves it on, up to the absolute limit. */
  idleExpiresAt: z.string(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;
