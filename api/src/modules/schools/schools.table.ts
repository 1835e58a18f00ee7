import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A school is the tenant: every other tenant row points at one. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Key of the logo in file storage. */
  logoKey: uuid('logo_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SchoolRow = typeof schools.$inferSelect;
