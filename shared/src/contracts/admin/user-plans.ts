// User plans (the tariffs tab): users/{id}/plans, users/{id}/plans/{planPackId or userPlanId},
// users/{id}/plan-history; a member's own: user/plans, user/plans/history.
import * as z from 'zod/mini';
import { CURRENCIES, USER_PLAN_STATUSES } from './plans.js';

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
 * validity; `activate`/`deactivate` switch the status; `adjust` is a manual correction of the
 * balance by `amount` lessons (not zero; never below zero in total).
 */
export const userPlanActionSchema = z
  .object({
    action: z.enum(USER_PLAN_ACTIONS, { error: 'admin.planAction' }),
    amount: z.optional(
      z.int({ error: 'admin.amount' }).check(z.minimum(-1000, { error: 'admin.amount' }), z.maximum(1000, { error: 'admin.amount' })),
    ),
  })
  .check(
    z.refine((value) => value.action !== 'adjust' || (value.amount !== undefined && value.amount !== 0), {
      error: 'admin.amount',
      path: ['amount'],
    }),
  );
export type UserPlanActionInput = z.infer<typeof userPlanActionSchema>;

export const userPlanParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }), userPlanId: z.uuid({ error: 'validation.id' }) });
