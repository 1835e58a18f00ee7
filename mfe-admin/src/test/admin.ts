import type { PermissionKey } from '@school/shared';
import type { AdminUser, Group, GroupDetail, Plan, UserDocument, UserPlan } from '../admin-contracts';

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** A user as the administration API sends it; ids are valid UUIDs so contracts accept them. */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: nextId('20000000'),
    firstName: 'Olena',
    lastName: `Student${counter}`,
    email: `user${counter}@school.test`,
    role: 'member',
    image: null,
    phone: null,
    country: null,
    timezone: null,
    status: 'active',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    permissions: [],
    schedule: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
    ...overrides,
  };
}

export function aGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    id: nextId('30000000'),
    name: `Group ${counter}`,
    description: '',
    image: null,
    membersCount: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    members: [],
    ...overrides,
  };
}

/** A list answer as the API sends it: one page and where it is. */
export function paged<T>(data: T[], { total = data.length, page = 1, limit = 10 } = {}) {
  return { data, meta: { pagination: { total, page, limit } } };
}

export const ALL_PERMISSIONS: { key: PermissionKey; name: string }[] = [
  { key: 'teacher', name: 'teacher' },
  { key: 'admin-access', name: 'admin-access' },
  { key: 'users-management', name: 'users-management' },
  { key: 'courses-management', name: 'courses-management' },
];

export type { Group };

export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: nextId('40000000'),
    name: `Plan ${counter}`,
    durationMinutes: 60,
    validityDays: 30,
    currency: 'UAH',
    status: 'active',
    packs: [{ id: nextId('41000000'), lessons: 8, price: 240000 }],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aUserPlan(overrides: Partial<UserPlan> = {}): UserPlan {
  return {
    id: nextId('50000000'),
    planId: null,
    planPackId: null,
    planName: `Plan ${counter}`,
    lessons: 8,
    price: 240000,
    currency: 'UAH',
    status: 'inactive',
    lessonsUsed: 0,
    lessonsRemaining: 0,
    purchasedAt: null,
    payment: null,
    nextPaymentAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aDocument(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    id: nextId('60000000'),
    name: `Document ${counter}`,
    fileName: `document-${counter}.pdf`,
    size: 2048,
    type: 'private',
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
