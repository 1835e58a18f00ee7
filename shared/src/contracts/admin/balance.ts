// Balance history: a ledger. Every change of a student's lessons is one entry; the remaining
// count is the sum of the entries, never a stored number edited in place.
import * as z from 'zod/mini';

export const BALANCE_ENTRY_TYPES = ['manual', 'auto', 'lessonCompleted', 'lessonRefund', 'expired'] as const;
export type BalanceEntryType = (typeof BALANCE_ENTRY_TYPES)[number];

/** Who wrote a ledger entry or took a payment: a user of the school, named as at reading time. */
export const ledgerAuthorSchema = z.object({ id: z.uuid(), name: z.string() });
export type LedgerAuthor = z.infer<typeof ledgerAuthorSchema>;

export const balanceEntrySchema = z.object({
  id: z.uuid(),
  planName: z.string(),
  /** Lessons added (positive) or taken (negative). */
  amount: z.int(),
  type: z.enum(BALANCE_ENTRY_TYPES),
  date: z.string(),
  /** The signed-in user whose action wrote it (null: the system, e.g. the expiry, or a deleted user). */
  author: z.nullable(ledgerAuthorSchema),
  /** Why, for a manual correction; null otherwise. */
  reason: z.nullable(z.string()),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;
