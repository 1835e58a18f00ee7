// School plans and packs (money is exact: integer minor units of the plan's currency).
import * as z from 'zod/mini';
import { boundedText } from '../common.js';
import { limit, page, searchText } from './fields.js';

export const CURRENCIES = ['UAH', 'USD', 'EUR', 'GBP', 'PLN', 'CZK', 'CHF', 'JPY', 'CNY', 'AUD', 'CAD', 'TRY', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Digits after the decimal point (ISO 4217): a price of 150000 UAH minor units is 1500.00 UAH; JPY has none. */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  UAH: 2, USD: 2, EUR: 2, GBP: 2, PLN: 2, CZK: 2, CHF: 2, JPY: 0, CNY: 2, AUD: 2, CAD: 2, TRY: 2, INR: 2,
};

export const PLAN_STATUSES = ['active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** On a user's plan the status may also be unknown (spec 01 §3). */
export const USER_PLAN_STATUSES = ['active', 'inactive', 'unknown'] as const;
export type UserPlanStatus = (typeof USER_PLAN_STATUSES)[number];

export const planPackSchema = z.object({
  id: z.uuid(),
  /** Lessons the pack gives. */
  lessons: z.int(),
  /** Integer minor units of the plan's currency. */
  price: z.int(),
});
export type PlanPack = z.infer<typeof planPackSchema>;

export const planSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  durationMinutes: z.int(),
  validityDays: z.int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(PLAN_STATUSES),
  packs: z.array(planPackSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planPackInputSchema = z.object({
  /** Present to keep an existing pack (its id stays, so user plans keep pointing at it). */
  id: z.optional(z.uuid({ error: 'validation.id' })),
  lessons: z.int({ error: 'admin.lessons' }).check(z.minimum(1, { error: 'admin.lessons' }), z.maximum(1000, { error: 'admin.lessons' })),
  price: z.int({ error: 'admin.price' }).check(z.minimum(0, { error: 'admin.price' }), z.maximum(1_000_000_000, { error: 'admin.price' })),
});
export type PlanPackInput = z.infer<typeof planPackInputSchema>;

/** POST school/plans, PUT school/plans/{id}. */
export const planInputSchema = z.object({
  name: boundedText(),
  durationMinutes: z
    .int({ error: 'admin.duration' })
    .check(z.minimum(5, { error: 'admin.duration' }), z.maximum(600, { error: 'admin.duration' })),
  validityDays: z
    .int({ error: 'admin.validity' })
    .check(z.minimum(1, { error: 'admin.validity' }), z.maximum(3650, { error: 'admin.validity' })),
  currency: z.enum(CURRENCIES, { error: 'admin.currency' }),
  status: z._default(z.enum(PLAN_STATUSES, { error: 'admin.status' }), 'active'),
  packs: z
    .array(planPackInputSchema)
    .check(z.minLength(1, { error: 'admin.packsRequired' }), z.maxLength(20, { error: 'admin.packsTooMany' })),
});
export type PlanInput = z.input<typeof planInputSchema>;

export const planListQuerySchema = z.object({ page: page(), limit: limit(), q: searchText() });
export type PlanListQuery = z.input<typeof planListQuerySchema>;
