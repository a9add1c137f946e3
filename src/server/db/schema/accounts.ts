// Users, sign-in tokens, server-side sessions and processed payment events.
import { boolean, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 100 }).notNull(),
    password: varchar('password', { length: 255 }),
    email: varchar('email', { length: 255 }),
    userTier: varchar('user_tier', { length: 50 }).default('free').notNull(),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    subscriptionStatus: varchar('subscription_status', { length: 50 }),
    subscriptionCurrentPeriodEnd: timestamp('subscription_current_period_end', { withTimezone: true }),
    lifetimeAccess: boolean('lifetime_access').default(false).notNull(),
    /** The provider's time of the subscription state stored above: an older event never overwrites a newer one. */
    subscriptionStateAt: timestamp('subscription_state_at', { withTimezone: true }),
    /** When a subscription set to end (cancelled at the period's end) stops: premium runs until
     * then. Null while it renews. */
    subscriptionCancelAt: timestamp('subscription_cancel_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), uniqueIndex('users_email_key').on(t.email)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    email: varchar('email', { length: 255 }).notNull(),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    token: varchar('token', { length: 128 }).notNull(),
    used: boolean('used').default(false).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_key').on(t.token), index('auth_tokens_email_idx').on(t.email, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value. */
    id: varchar('id', { length: 128 }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

/** Every checkout started (local test checkout or Stripe): what was bought, and the once-only
 * steps after payment (fulfilment, confirmation e-mail, first confirmation) claimed atomically. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** 'plan' or 'tip'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** 'monthly' or 'lifetime' for plans; null for tips. */
    plan: varchar('plan', { length: 20 }),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 10 }).default('usd').notNull(),
    email: varchar('email', { length: 255 }),
    bandName: varchar('band_name', { length: 255 }),
    /** open, complete or expired (the provider's session status). */
    status: varchar('status', { length: 20 }).default('open').notNull(),
    customerId: varchar('customer_id', { length: 255 }),
    subscriptionId: varchar('subscription_id', { length: 255 }),
    /** The local test checkout's own subscription status (Stripe keeps its own). */
    subscriptionStatus: varchar('subscription_status', { length: 50 }),
    /** The local test checkout's subscription was cancelled to end with its paid period. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').default(false).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whether fulfilling this checkout created the account (userId): only then may its
     * confirmation sign a browser in. A purchase onto an existing account never does. */
    createdAccount: boolean('created_account').default(false).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The first confirmation on /success: signs the buyer in and reports the conversion, once. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_subscription_idx').on(t.subscriptionId)],
);

/** Fixed-window counters for rate limits (sign-in links per e-mail and per address). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** The owner's admin password when ADMIN_PASSWORD is not configured: generated at first start and
 * kept only as a salted scrypt hash (one row, id 1). */
export const adminCredentials = pgTable('admin_credentials', {
  id: integer('id').primaryKey(),
  passwordHash: varchar('password_hash', { length: 255 }).notNull(),
  createdAt: createdAt(),
});
