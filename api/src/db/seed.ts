import { count } from 'drizzle-orm';
import type { CourseLanguage, CourseLevel, CourseType, PermissionKey, Role } from '@school/shared/contracts';
import { hashPassword } from '../lib/passwords.js';
import type { Database } from './client.js';
import { courses, schools, userPermissions, users } from './schema.js';

export const DEMO_PASSWORD = 'demo12345';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: PermissionKey[];
}

interface DemoCourse {
  name: string;
  description: string;
  courseLanguage: CourseLanguage;
  teachingLanguage: CourseLanguage;
  level: CourseLevel;
  type: CourseType;
}

interface DemoSchool {
  name: string;
  users: DemoUser[];
  courses: DemoCourse[];
}

/** Demo data, listed in the README: two schools so tenant isolation can be seen. */
export const DEMO_SCHOOLS: DemoSchool[] = [
  {
    name: 'Demo School',
    users: [
      {
        email: 'admin@demo.test',
        firstName: 'Olena',
        lastName: 'Admin',
        role: 'staff',
        permissions: ['admin-access', 'users-management', 'courses-management', 'teacher'],
      },
      { email: 'teacher@demo.test', firstName: 'Taras', lastName: 'Teacher', role: 'staff', permissions: ['teacher'] },
      { email: 'student@demo.test', firstName: 'Sofia', lastName: 'Student', role: 'member', permissions: [] },
    ],
    courses: [
      {
        name: 'English for Beginners',
        description: 'Greetings, numbers, everyday phrases and the present simple, step by step.',
        courseLanguage: 'en',
        teachingLanguage: 'uk',
        level: 'a1',
        type: 'own',
      },
      {
        name: 'Business English',
        description: 'Meetings, e-mails, presentations and negotiations for working professionals.',
        courseLanguage: 'en',
        teachingLanguage: 'en',
        level: 'b2',
        type: 'own',
      },
      {
        name: 'Deutsch im Alltag',
        description: 'Shopping, travel and small talk in German for everyday situations.',
        courseLanguage: 'de',
        teachingLanguage: 'uk',
        level: 'a2',
        type: 'own',
      },
      {
        name: 'IELTS Preparation',
        description: 'Reading, writing, listening and speaking practice with exam-style tasks.',
        courseLanguage: 'en',
        teachingLanguage: 'en',
        level: 'c1',
        type: 'own',
      },
      {
        name: 'Kalyna Academy: Grammar Essentials',
        description: 'A structured tour of English tenses with short exercises after each lesson.',
        courseLanguage: 'en',
        teachingLanguage: 'en',
        level: 'b1',
        type: 'kalyna-academy',
      },
      {
        name: 'Kalyna Academy: Spanish Starter',
        description: 'First steps in Spanish: pronunciation, greetings and basic questions.',
        courseLanguage: 'es',
        teachingLanguage: 'en',
        level: 'a1',
        type: 'kalyna-academy',
      },
      {
        name: 'Kalyna Hub: Speaking Club Topics',
        description: 'Conversation prompts and vocabulary sets shared by teachers of the hub.',
        courseLanguage: 'en',
        teachingLanguage: 'en',
        level: 'b2',
        type: 'kalyna-hub',
      },
      {
        name: 'Kalyna Hub: French Phonetics',
        description: 'Sounds, liaison and intonation of French with audio drills.',
        courseLanguage: 'fr',
        teachingLanguage: 'en',
        level: 'a2',
        type: 'kalyna-hub',
      },
    ],
  },
  {
    name: 'Other School',
    users: [{ email: 'admin@other.test', firstName: 'Oksana', lastName: 'Other', role: 'staff', permissions: ['admin-access'] }],
    courses: [
      {
        name: 'Italiano per Viaggiatori',
        description: 'Italian for travellers: hotels, restaurants, directions and tickets.',
        courseLanguage: 'it',
        teachingLanguage: 'en',
        level: 'a1',
        type: 'own',
      },
      {
        name: 'Chinese Characters 101',
        description: 'The first 300 characters with stroke order and radicals.',
        courseLanguage: 'zh',
        teachingLanguage: 'en',
        level: 'a1',
        type: 'own',
      },
      {
        name: 'Ukrainian for Expats',
        description: 'Living in Ukraine: the alphabet, shops, transport and small talk.',
        courseLanguage: 'uk',
        teachingLanguage: 'en',
        level: 'a2',
        type: 'own',
      },
      {
        name: 'Kalyna Academy: Academic Writing',
        description: 'Essays, reports and citations in English for university applicants.',
        courseLanguage: 'en',
        teachingLanguage: 'en',
        level: 'c1',
        type: 'kalyna-academy',
      },
      {
        name: 'Kalyna Hub: German Pronunciation',
        description: 'Umlauts, the German R and word stress, with listening drills.',
        courseLanguage: 'de',
        teachingLanguage: 'en',
        level: 'a2',
        type: 'kalyna-hub',
      },
    ],
  },
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(schools);
  return (row?.total ?? 0) === 0;
}

/** Loads the demo schools, users and courses in one transaction (system connection: it spans schools). */
export async function seedDemoData(db: Database): Promise<void> {
  // One hash for every demo account: they share the password, and hashing is the slow part.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const school of DEMO_SCHOOLS) {
      const [row] = await tx.insert(schools).values({ name: school.name }).returning({ id: schools.id });
      if (!row) throw new Error('school insert returned no row');
      const schoolId = row.id;
      for (const user of school.users) {
        const [created] = await tx
          .insert(users)
          .values({ schoolId, email: user.email, passwordHash, firstName: user.firstName, lastName: user.lastName, role: user.role })
          .returning({ id: users.id });
        if (!created) throw new Error('user insert returned no row');
        if (user.permissions.length > 0) {
          await tx.insert(userPermissions).values(user.permissions.map((permissionKey) => ({ schoolId, userId: created.id, permissionKey })));
        }
      }
      const positions = new Map<CourseType, number>();
      for (const course of school.courses) {
        const position = positions.get(course.type) ?? 0;
        positions.set(course.type, position + 1);
        await tx.insert(courses).values({ ...course, schoolId, position });
      }
    }
  });
}
