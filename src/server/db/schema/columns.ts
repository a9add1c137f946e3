// Column helpers shared by the table files: one definition of the recurring columns.
import { customType, integer, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { IP_ADDRESS_MAX } from '@shared/catalog/limits';

export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();
export const ipAddress = () => varchar('ip_address', { length: IP_ADDRESS_MAX });
export const userAgent = () => text('user_agent');
export const userId = () => integer('user_id');

/** Who did a recorded visitor action and when: the columns that recordedBy() in app-context.ts fills. */
export const recordedByColumns = () => ({ ipAddress: ipAddress(), userAgent: userAgent(), userId: userId(), createdAt: createdAt() });

/** Binary column: PGlite and node-postgres both hand back bytes; normalise to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
