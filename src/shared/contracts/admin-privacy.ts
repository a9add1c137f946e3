// The admin's export and deletion of everything stored for one person, found by e-mail address
// or by network address (exactly one of the two).
import { z } from 'zod';
import { IP_ADDRESS_MAX } from '../catalog/limits';
import { emailAddressSchema } from './auth';

export const personalDataQuerySchema = z
  .object({
    email: emailAddressSchema.optional(),
    address: z.string().trim().min(1, 'address must not be empty').max(IP_ADDRESS_MAX, `address must be at most ${IP_ADDRESS_MAX} characters`).optional(),
  })
  .refine((q) => (q.email === undefined) !== (q.address === undefined), { message: 'Give either email or address, not both and not neither', path: ['email'] });
export type PersonalDataQuery = z.infer<typeof personalDataQuerySchema>;

const subject = z.object({ email: z.string().optional(), address: z.string().optional() });

export const personalDataExportSchema = z.object({
  subject,
  exportedAt: z.string(),
  /** Every table that holds the person's data, with its rows (secrets such as token hashes left out). */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  rowCount: z.number().int(),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const personalDataDeletionSchema = z.object({
  subject,
  /** Rows per table deleted, or stripped of the person: purchase records stay for the books
   * without the e-mail, and anonymous statistics without the account's id. */
  deleted: z.record(z.string(), z.number().int()),
  rowCount: z.number().int(),
});
export type PersonalDataDeletion = z.infer<typeof personalDataDeletionSchema>;
