import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BalanceEntryType, Currency, PaymentMethod, PlanStatus, UserPlanStatus } from '@school/shared/contracts';
import { schools } from '../schools/index.js';
import { users } from '../users/index.js';

/** A tariff plan of the school (spec 01 §3). Prices live on the packs. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    validityDays: integer('validity_days').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plans_school_idx').on(table.schoolId),
    check('plans_status_check', sql`${table.status} in ('active', 'inactive')`),
    check('plans_duration_check', sql`${table.durationMinutes} > 0`),
    check('plans_validity_check', sql`${table.validityDays} > 0`),
  ],
);

export type PlanRow = typeof plans.$inferSelect;

/**
 * A pack of a plan: lessons for a price. The price is an integer of the currency's minor units
 * (kopiyky, cents; yen have none), never a float, so sums and comparisons are exact.
 */
export const planPacks = pgTable(
  'plan_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    lessons: integer('lessons').notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('plan_packs_plan_idx').on(table.planId),
    check('plan_packs_lessons_check', sql`${table.lessons} > 0`),
    check('plan_packs_price_check', sql`${table.price} >= 0`),
  ],
);

export type PlanPackRow = typeof planPacks.$inferSelect;

/**
 * A pack assigned to a student (the tariffs tab). Name, lessons, price and currency are copied at
 * assignment (with the validity), so editing or deleting the plan later never rewrites what a student bought.
 * `paidAt` null: assigned, not paid; `expiresAt` is set on payment (paid + the plan's validity).
 */
export const userPlans = pgTable(
  'user_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planPackId: uuid('plan_pack_id').references(() => planPacks.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    lessons: integer('lessons').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Copied too: payment starts this many days of validity even if the plan is gone by then. */
    validityDays: integer('validity_days').notNull(),
    status: text('status').$type<UserPlanStatus>().notNull().default('inactive'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The payment (docs/decisions/admin-payments.md): minor units of `currency`, the day, the method, who took it. */
    paymentAmount: integer('payment_amount'),
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_plans_user_idx').on(table.schoolId, table.userId),
    // The expiry job looks for paid packs past their date.
    index('user_plans_expiry_idx').on(table.expiresAt),
    check('user_plans_status_check', sql`${table.status} in ('active', 'inactive', 'unknown')`),
    check('user_plans_payment_amount_check', sql`${table.paymentAmount} is null or ${table.paymentAmount} >= 0`),
    check('user_plans_payment_method_check', sql`${table.paymentMethod} is null or ${table.paymentMethod} in ('cash', 'card', 'transfer', 'other')`),
  ],
);

export type UserPlanRow = typeof userPlans.$inferSelect;

/**
 * The balance ledger: every change of a student's lessons is one row, never edited or deleted
 * (docs/decisions/admin-balance-ledger.md). Remaining lessons = sum(amount), per user plan or per
 * student. At most one `expired` entry per user plan, enforced by the database, so the expiry job
 * can run twice, or twice at once, and write one.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userPlanId: uuid('user_plan_id')
      .notNull()
      .references(() => userPlans.id, { onDelete: 'cascade' }),
    type: text('type').$type<BalanceEntryType>().notNull(),
    amount: integer('amount').notNull(),
    /** The signed-in user whose action wrote the entry; null for the system (the expiry job). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why: required for `manual` entries written by requests, null otherwise. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('balance_entries_user_idx').on(table.schoolId, table.userId, table.createdAt),
    index('balance_entries_user_plan_idx').on(table.userPlanId),
    uniqueIndex('balance_entries_one_expiry').on(table.userPlanId).where(sql`${table.type} = 'expired'`),
    check('balance_entries_type_check', sql`${table.type} in ('manual', 'auto', 'lessonCompleted', 'lessonRefund', 'expired')`),
    check('balance_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);

export type BalanceEntryRow = typeof balanceEntries.$inferSelect;
