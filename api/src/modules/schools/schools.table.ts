import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WorkingSchedule } from '@school/shared/contracts';

/** A school is the tenant: every other tenant row points at one. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Key of the logo in file storage. */
  logoKey: uuid('logo_key'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  country: text('country'),
  address: text('address'),
  timezone: text('timezone'),
  /** Opening hours per weekday; null is "none set", presented as seven days off. */
  schedule: jsonb('schedule').$type<WorkingSchedule>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SchoolRow = typeof schools.$inferSelect;
