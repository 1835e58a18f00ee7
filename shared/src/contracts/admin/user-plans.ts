// User plans (the tariffs tab): users/{id}/plans, users/{id}/plans/{planPackId or userPlanId},
// users/{id}/plan-history; a member's own: user/plans, user/plans/history.
import * as z from 'zod/mini';
import { CURRENCIES, USER_PLAN_STATUSES } from './plans.js';
import { ledgerAuthorSchema } from './balance.js';

/** How the money for a pack was taken. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Largest payment accepted, in minor units (as a pack's price). */
export const MAX_PAYMENT_AMOUNT = 1_000_000_000;
export const REASON_MAX_LENGTH = 500;

/**
 * A pack assigned to a student. Name, lessons, price and currency are copies taken at assignment.
 * `lessonsRemaining` is the sum of the ledger entries; `purchasedAt` is the payment date and
 * `nextPaymentAt` the end of validity (null until paid).
 */
export const userPlanSchema = z.object({
  id: z.uuid(),
  planId: z.nullable(z.uuid()),
  planPackId: z.nullable(z.uuid()),
  planName: z.string(),
  lessons: z.int(),
  price: z.int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(USER_PLAN_STATUSES),
  lessonsUsed: z.int(),
  lessonsRemaining: z.int(),
  purchasedAt: z.nullable(z.string()),
  /** What was taken for the pack (null until paid). */
  payment: z.nullable(
    z.object({
      /** Minor units of `currency` (the pack's). */
      amount: z.int(),
      currency: z.enum(CURRENCIES),
      /** The calendar day the money was taken, YYYY-MM-DD. */
      date: z.string(),
      method: z.enum(PAYMENT_METHODS),
      /** The staff user who recorded it; null for payments recorded before authors were kept. */
      takenBy: z.nullable(ledgerAuthorSchema),
    }),
  ),

  nextPaymentAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** POST users/{id}/plans: assign a pack of an active plan to a student (assigned, not paid). */
export const assignPlanSchema = z.object({ planPackId: z.uuid({ error: 'validation.id' }) });
export type AssignPlanInput = z.infer<typeof assignPlanSchema>;

export const USER_PLAN_ACTIONS = ['pay', 'activate', 'deactivate', 'adjust'] as const;
export type UserPlanAction = (typeof USER_PLAN_ACTIONS)[number];

/**
 * PATCH users/{id}/plans/{userPlanId}: `pay` credits the pack's lessons once and starts its
 * validity, recording what was taken: `paidAmount` (minor units of the pack's currency, default the
 * pack's price), `paidOn` (YYYY-MM-DD, not in the future, default today) and `method` (default
 * `other`), so the old body `{ action: 'pay' }` still works; `activate`/`deactivate` switch the
 * status; `adjust` is a manual correction of the balance by `amount` lessons (not zero; never below
 * zero in total) with a required `reason` (1–500 characters).
 * See docs/decisions/admin-payments.md.
 */
export const userPlanActionSchema = z
  .object({
    action: z.enum(USER_PLAN_ACTIONS, { error: 'admin.planAction' }),
    amount: z.optional(
      z.int({ error: 'admin.amount' }).check(z.minimum(-1000, { error: 'admin.amount' }), z.maximum(1000, { error: 'admin.amount' })),
    ),
    paidAmount: z.optional(
      z
        .int({ error: 'admin.paymentAmount' })
        .check(z.minimum(0, { error: 'admin.paymentAmount' }), z.maximum(MAX_PAYMENT_AMOUNT, { error: 'admin.paymentAmount' })),
    ),
    paidOn: z.optional(z.iso.date({ error: 'admin.paymentDate' })),
    method: z.optional(z.enum(PAYMENT_METHODS, { error: 'admin.paymentMethod' })),
    reason: z.optional(
      z
        .string({ error: 'admin.reason' })
        .check(z.trim(), z.minLength(1, { error: 'admin.reason' }), z.maxLength(REASON_MAX_LENGTH, { error: 'admin.reason' })),
    ),
  })
  .check(
    z.refine((value) => value.action !== 'adjust' || (value.amount !== undefined && value.amount !== 0), {
      error: 'admin.amount',
      path: ['amount'],
    }),
    z.refine((value) => value.action !== 'adjust' || value.reason !== undefined, {
      error: 'admin.reason',
      path: ['reason'],
    }),
  );
export type UserPlanActionInput = z.infer<typeof userPlanActionSchema>;

export const userPlanParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }), userPlanId: z.uuid({ error: 'validation.id' }) });
