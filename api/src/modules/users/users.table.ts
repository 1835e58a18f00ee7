import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language, PermissionKey, Role, WorkingSchedule } from '@school/shared/contracts';
import { schools } from '../schools/index.js';

export type UserStatus = 'active' | 'inactive' | 'deactivated';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique on the whole platform so sign-in needs no school. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on every password change; tokens carry it and older values are refused. */
    passwordVersion: integer('password_version').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    imageKey: uuid('image_key'),
    phone: text('phone'),
    country: text('country'),
    timezone: text('timezone'),
    /** The interface language the user chose (one of LANGUAGES); null until they choose one. */
    language: text('language').$type<Language>(),
    /** Working hours per weekday (staff); null is "none set", presented as seven days off. */
    schedule: jsonb('schedule').$type<WorkingSchedule>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_school_idx').on(table.schoolId),
    // The users lists filter by school and role first (students, staff), then sort by name.
    index('users_school_role_name_idx').on(table.schoolId, table.role, sql`lower(${table.firstName})`, sql`lower(${table.lastName})`),
    check('users_role_check', sql`${table.role} in ('staff', 'member')`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive', 'deactivated')`),
    check('users_language_check', sql`${table.language} in ('uk', 'en', 'es', 'fr', 'it', 'zh', 'de')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** The catalogue of permission keys (platform-wide, not a tenant table). */
export const permissions = pgTable('permissions', {
  key: text('key').$type<PermissionKey>().primaryKey(),
  name: text('name').notNull(),
});

export const userPermissions = pgTable(
  'user_permissions',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .$type<PermissionKey>()
      .notNull()
      .references(() => permissions.key),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permissionKey] }), index('user_permissions_school_idx').on(table.schoolId)],
);
