// Balance history: a ledger. Every change of a student's lessons is one entry; the remaining
// count is the sum of the entries, never a stored number edited in place.
import * as z from 'zod/mini';

export const BALANCE_ENTRY_TYPES = ['manual', 'auto', 'lessonCompleted', 'lessonRefund', 'expired'] as const;
export type BalanceEntryType = (typeof BALANCE_ENTRY_TYPES)[number];

export const balanceEntrySchema = z.object({
  id: z.uuid(),
  planName: z.string(),
  /** Lessons added (positive) or taken (negative). */
  amount: z.int(),
  type: z.enum(BALANCE_ENTRY_TYPES),
  date: z.string(),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;
