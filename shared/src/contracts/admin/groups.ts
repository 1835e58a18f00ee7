// Groups of students: groups, groups/{id}, groups/{id}/users.
import * as z from 'zod/mini';
import { boundedText, optionalBoundedText } from '../common.js';
import { userStatusSchema } from '../auth.js';
import { limit, page, searchText } from './fields.js';
import { SORT_ORDERS } from './lists.js';

/** A member as a group lists it. */
export const groupMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.nullable(z.string()),
  status: userStatusSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  membersCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** GET groups/{id}: the group with its members (students), sorted by name. */
export const groupDetailSchema = z.extend(groupSchema, { members: z.array(groupMemberSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const GROUP_SORT_FIELDS = ['name', 'createdAt', 'membersCount'] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];

export const groupListQuerySchema = z.object({
  page: page(),
  limit: limit(),
  q: searchText(),
  sort: z._default(z.enum(GROUP_SORT_FIELDS, { error: 'admin.sort' }), 'name'),
  order: z._default(z.enum(SORT_ORDERS, { error: 'admin.sort' }), 'asc'),
});
export type GroupListQuery = z.input<typeof groupListQuerySchema>;

/** POST groups, PUT groups/{id}. Names are unique in a school (case-insensitive). */
export const groupInputSchema = z.object({
  name: boundedText(),
  description: z._default(optionalBoundedText(), ''),
});
export type GroupInput = z.input<typeof groupInputSchema>;

/** POST and DELETE groups/{id}/users: one student. */
export const groupMemberInputSchema = z.object({ userId: z.uuid({ error: 'validation.id' }) });
export type GroupMemberInput = z.infer<typeof groupMemberInputSchema>;
