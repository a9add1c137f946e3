// Users, sign-in tokens, server-side sessions and processed payment events.
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
