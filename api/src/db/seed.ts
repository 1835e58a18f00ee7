import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { CourseLanguage, CourseLevel, CourseType, Currency, PermissionKey, Role, Weekday, WorkingSchedule } from '@school/shared/contracts';
import { hashPassword } from '../lib/passwords.js';
import { installLibraries } from '../modules/library/index.js';
import { demoSeriesStarts } from '../modules/schedule/index.js';
import { seedStructure, type SeedSection as DemoSection } from './seed-structure.js';
import type { FileStorage } from '../plugins/storage.js';
import type { Database } from './client.js';
import {
  balanceEntries,
  classes,
  classLessons,
  courses,
  exercises,
  groupMembers,
  groups,
  homework,
  homeworkCounters,
  homeworkExercises,
  lessonSections,
  lessons,
  planPacks,
  plans,
  scheduleEvents,
  schools,
  sections,
  userPermissions,
  userPlans,
  users,
} from './schema.js';

export const DEMO_PASSWORD = 'demo12345';

/** Homework 1 of a demo class: the exercises of its lesson's homework section, in their order. */
async function seedHomework(tx: Database, schoolId: string, classId: string, lessonId: string): Promise<void> {
  const chosen = await tx
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(lessonSections, eq(lessonSections.id, exercises.lessonSectionId))
    .where(and(eq(exercises.schoolId, schoolId), eq(lessonSections.lessonId, lessonId), eq(lessonSections.isHomework, true)))
    .orderBy(asc(exercises.position), asc(exercises.id));
  if (chosen.length === 0) return;
  await tx.insert(homeworkCounters).values({ classId, schoolId, lastNumber: 1 });
  const [row] = await tx.insert(homework).values({ schoolId, classId, number: 1 }).returning({ id: homework.id });
  if (!row) throw new Error('homework insert returned no row');
  await tx.insert(homeworkExercises).values(chosen.map((exercise, position) => ({ schoolId, classId, homeworkId: row.id, exerciseId: exercise.id, position })));
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: PermissionKey[];
  schedule?: WorkingSchedule;
}

interface DemoGroup {
  name: string;
  description: string;
  /** E-mails of the students in it. */
  members: string[];
}

interface DemoPlan {
  name: string;
  durationMinutes: number;
  validityDays: number;
  currency: Currency;
  status: 'active' | 'inactive';
  /** Prices in minor units: 320000 is 3200.00 UAH. */
  packs: { lessons: number; price: number }[];
}

/** A pack a demo student bought `daysAgo` days ago, with lessons already taken. */
interface DemoUserPlan {
  email: string;
  plan: string;
  packIndex: number;
  daysAgo: number;
  lessonsTaken: number;
}

interface DemoSettings {
  email: string;
  phone: string;
  website: string;
  country: string;
  address: string;
  timezone: string;
  schedule: WorkingSchedule;
}

const WEEKDAYS_9_TO_18: WorkingSchedule = {
  mon: { startTime: '09:00', endTime: '18:00' },
  tue: { startTime: '09:00', endTime: '18:00' },
  wed: { startTime: '09:00', endTime: '18:00' },
  thu: { startTime: '09:00', endTime: '18:00' },
  fri: { startTime: '09:00', endTime: '18:00' },
  sat: null,
  sun: null,
};

interface DemoCourse {
  name: string;
  description: string;
  courseLanguage: CourseLanguage;
  teachingLanguage: CourseLanguage;
  level: CourseLevel;
  type: CourseType;
  /** Sections, lessons, lesson sections and exercises, so the course and lesson pages show something real. */
  structure?: DemoSection[];
}


/** A class of the demo school, with the first lesson of one of its own courses attached. */
interface DemoClass {
  name: string;
  teacher: string;
  /** A personal class names its student, a group class its group. */
  student?: string;
  group?: string;
  plan?: string;
  roomUrl?: string;
  course: string;
  /** Gives homework 1: the exercises of the attached lesson's homework section. */
  homework?: boolean;
  /** A weekly series in the schedule, from two weeks before the seed to eight weeks after, all still `scheduled`. */
  weekly?: { weekdays: Weekday[]; time: string; timeZone: string; durationMinutes: number };
}

interface DemoSchool {
  name: string;
  settings?: DemoSettings;
  users: DemoUser[];
  groups?: DemoGroup[];
  plans?: DemoPlan[];
  userPlans?: DemoUserPlan[];
  courses: DemoCourse[];
  /** So that a first look at `pnpm start` finds a class to teach and answer in. */
  classes?: DemoClass[];
}

/** Nine of the ten checkable types (label_the_pictures needs an uploaded picture, which the seed has no storage for). */
const GRAMMAR_EXERCISES: unknown[] = [
  { type: 'fill_in_gaps', title: 'The verb to be', instruction: 'Fill in the gaps.', text: "I [am|'m] a teacher. She [is|'s] from Lviv. We [are|'re] friends." },
  {
    type: 'choose_correct_option',
    title: 'Present simple',
    instruction: 'Choose the correct form.',
    text: 'He [go/goes*/going] to work by bus. They [doesn\'t/don\'t*] like coffee.',
  },
  {
    type: 'fill_in_gaps_from_box',
    title: 'Daily routine',
    instruction: 'Use the words from the box.',
    text: 'I [wake] up at seven, [have] breakfast and [go] to school.',
    distractors: ['sleep', 'drive'],
  },
  {
    type: 'true_false',
    title: 'About London',
    instruction: 'True or false?',
    items: [
      { statement: 'London is the capital of the United Kingdom.', correct: true },
      { statement: 'The Thames flows through Paris.', correct: false },
    ],
  },
];
const HOMEWORK_EXERCISES: unknown[] = [
  {
    type: 'test',
    title: 'Check yourself',
    instruction: 'Choose the right answers.',
    questions: [
      { question: 'Which word is a verb?', answers: [{ text: 'run', correct: true }, { text: 'table', correct: false }, { text: 'blue', correct: false }] },
      { question: 'Which are colours?', answers: [{ text: 'red', correct: true }, { text: 'green', correct: true }, { text: 'chair', correct: false }] },
    ],
  },
  {
    type: 'match_the_words',
    title: 'Words and translations',
    instruction: 'Match the words.',
    pairs: [
      { left: 'apple', right: 'яблуко' },
      { left: 'house', right: 'будинок' },
      { left: 'water', right: 'вода' },
    ],
  },
  {
    type: 'sort_into_columns',
    title: 'Food',
    instruction: 'Sort the words.',
    columns: [
      { name: 'Fruit', items: ['apple', 'banana'] },
      { name: 'Vegetables', items: ['carrot', 'potato'] },
    ],
  },
  { type: 'word_order', title: 'Make sentences', instruction: 'Put the words in order.', sentences: ['I go to school every day', 'She likes green tea'] },
  {
    type: 'sort_sentences',
    title: 'A short story',
    instruction: 'Put the sentences in order.',
    sentences: ['Tom wakes up at seven.', 'He has breakfast with his family.', 'Then he walks to school.'],
  },
];

const DEMO_STRUCTURE: DemoSection[] = [
  {
    name: 'Getting started',
    description: 'Greetings and the verb to be.',
    lessons: [
      {
        name: 'Hello and goodbye',
        description: 'Greetings, introductions and the verb to be.',
        lessonSections: [{ exercises: GRAMMAR_EXERCISES }, { isHomework: true, exercises: HOMEWORK_EXERCISES }],
      },
      { name: 'Numbers', description: 'Counting from one to twenty.', lessonSections: [{ exercises: GRAMMAR_EXERCISES.slice(0, 1) }] },
    ],
  },
  {
    name: 'Everyday life',
    description: 'Routines, food and the present simple.',
    lessons: [
      {
        name: 'My day',
        description: 'Talking about routines.',
        lessonSections: [{ exercises: GRAMMAR_EXERCISES.slice(1) }, { exercises: HOMEWORK_EXERCISES.slice(0, 2) }, { isHomework: true, exercises: HOMEWORK_EXERCISES.slice(2) }],
      },
    ],
  },
];

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
      { email: 'teacher@demo.test', firstName: 'Taras', lastName: 'Teacher', role: 'staff', permissions: ['teacher'], schedule: WEEKDAYS_9_TO_18 },
      { email: 'student@demo.test', firstName: 'Sofia', lastName: 'Student', role: 'member', permissions: [] },
      // The people office: manages users and groups, not settings or plans (docs/decisions/admin-access.md).
      { email: 'manager@demo.test', firstName: 'Marta', lastName: 'Manager', role: 'staff', permissions: ['users-management'] },
      {
        email: 'iryna.teacher@demo.test',
        firstName: 'Iryna',
        lastName: 'Kovalenko',
        role: 'staff',
        permissions: ['teacher'],
        schedule: { ...WEEKDAYS_9_TO_18, mon: null, sat: { startTime: '10:00', endTime: '14:00' } },
      },
      { email: 'andrii@demo.test', firstName: 'Andrii', lastName: 'Shevchenko', role: 'member', permissions: [] },
      { email: 'maria@demo.test', firstName: 'Maria', lastName: 'Bondarenko', role: 'member', permissions: [] },
    ],
    settings: {
      email: 'office@demo.test',
      phone: '+380 44 000 00 00',
      website: 'https://demo.test',
      country: 'Ukraine',
      address: 'Khreshchatyk 1, Kyiv',
      timezone: 'Europe/Kyiv',
      schedule: { ...WEEKDAYS_9_TO_18, sat: { startTime: '10:00', endTime: '15:00' } },
    },
    plans: [
      {
        name: 'Individual lessons',
        durationMinutes: 60,
        validityDays: 30,
        currency: 'UAH',
        status: 'active',
        packs: [
          { lessons: 8, price: 320000 },
          { lessons: 16, price: 600000 },
        ],
      },
      { name: 'Group evening course', durationMinutes: 90, validityDays: 90, currency: 'EUR', status: 'active', packs: [{ lessons: 24, price: 36000 }] },
      { name: 'Summer intensive 2025', durationMinutes: 45, validityDays: 14, currency: 'UAH', status: 'inactive', packs: [{ lessons: 10, price: 250000 }] },
    ],
    classes: [
      { name: 'Sofia · speaking practice', teacher: 'teacher@demo.test', student: 'student@demo.test', plan: 'Individual lessons', course: 'English for Beginners', roomUrl: 'https://meet.example.com/sofia' },
      {
        name: 'English A1 · Tue and Thu',
        teacher: 'teacher@demo.test',
        group: 'English A1 — evening',
        plan: 'Group evening course',
        course: 'English for Beginners',
        homework: true,
        weekly: { weekdays: ['tue', 'thu'], time: '18:00', timeZone: 'Europe/Kyiv', durationMinutes: 60 },
      },
    ],
    // The member pages (own plans, balance history) have something to show.
    userPlans: [{ email: 'student@demo.test', plan: 'Individual lessons', packIndex: 0, daysAgo: 5, lessonsTaken: 2 }],
    groups: [
      { name: 'English A1 — evening', description: 'Beginners, Tuesdays and Thursdays at 19:00.', members: ['student@demo.test', 'andrii@demo.test'] },
      { name: 'Business English B2', description: 'Working professionals, Saturday mornings.', members: ['maria@demo.test'] },
    ],
    courses: [
      {
        name: 'English for Beginners',
        description: 'Greetings, numbers, everyday phrases and the present simple, step by step.',
        courseLanguage: 'en',
        teachingLanguage: 'uk',
        level: 'a1',
        type: 'own',
        structure: DEMO_STRUCTURE,
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
        structure: DEMO_STRUCTURE,
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
export async function seedDemoData(db: Database, storage: FileStorage): Promise<void> {
  // One hash for every demo account: they share the password, and hashing is the slow part.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const school of DEMO_SCHOOLS) {
      const [row] = await tx
        .insert(schools)
        .values({ name: school.name, ...school.settings })
        .returning({ id: schools.id });
      if (!row) throw new Error('school insert returned no row');
      const schoolId = row.id;
      const userIds = new Map<string, string>();
      for (const user of school.users) {
        const [created] = await tx
          .insert(users)
          .values({
            schoolId,
            email: user.email,
            passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role,
            schedule: user.schedule ?? null,
          })
          .returning({ id: users.id });
        if (!created) throw new Error('user insert returned no row');
        userIds.set(user.email, created.id);
        if (user.permissions.length > 0) {
          await tx.insert(userPermissions).values(user.permissions.map((permissionKey) => ({ schoolId, userId: created.id, permissionKey })));
        }
      }
      for (const group of school.groups ?? []) {
        const [created] = await tx
          .insert(groups)
          .values({ schoolId, name: group.name, description: group.description })
          .returning({ id: groups.id });
        if (!created) throw new Error('group insert returned no row');
        const members = group.members.map((email) => {
          const userId = userIds.get(email);
          if (!userId) throw new Error(`demo group member ${email} is not a demo user`);
          return { schoolId, groupId: created.id, userId };
        });
        if (members.length > 0) await tx.insert(groupMembers).values(members);
      }
      for (const plan of school.plans ?? []) {
        const { packs, ...fields } = plan;
        const [created] = await tx
          .insert(plans)
          .values({ ...fields, schoolId })
          .returning({ id: plans.id });
        if (!created) throw new Error('plan insert returned no row');
        const packRows = await tx
          .insert(planPacks)
          .values(packs.map((pack, position) => ({ ...pack, schoolId, planId: created.id, position })))
          .returning();
        for (const bought of (school.userPlans ?? []).filter((item) => item.plan === plan.name)) {
          const pack = packRows[bought.packIndex];
          const userId = userIds.get(bought.email);
          if (!pack || !userId) throw new Error(`demo user plan for ${bought.email} names no pack or user`);
          const paidAt = new Date(Date.now() - bought.daysAgo * DAY_MS);
          const [userPlan] = await tx
            .insert(userPlans)
            .values({
              schoolId,
              userId,
              planId: created.id,
              planPackId: pack.id,
              planName: plan.name,
              lessons: pack.lessons,
              price: pack.price,
              currency: plan.currency,
              validityDays: plan.validityDays,
              status: 'active',
              paidAt,
              expiresAt: new Date(paidAt.getTime() + plan.validityDays * DAY_MS),
              paymentAmount: pack.price,
              paymentDate: paidAt.toISOString().slice(0, 10),
              paymentMethod: 'cash',
              createdAt: paidAt,
            })
            .returning({ id: userPlans.id });
          if (!userPlan) throw new Error('user plan insert returned no row');
          // The balance is what the ledger says: the credit, then one entry per lesson taken.
          await tx.insert(balanceEntries).values([
            { schoolId, userId, userPlanId: userPlan.id, type: 'auto', amount: pack.lessons, createdAt: paidAt },
            ...Array.from({ length: bought.lessonsTaken }, (_, index) => ({
              schoolId,
              userId,
              userPlanId: userPlan.id,
              type: 'lessonCompleted' as const,
              amount: -1,
              createdAt: new Date(paidAt.getTime() + (index + 1) * DAY_MS),
            })),
          ]);
        }
      }
      const positions = new Map<CourseType, number>();
      for (const course of school.courses) {
        const position = positions.get(course.type) ?? 0;
        positions.set(course.type, position + 1);
        const { structure, ...values } = course;
        const [row] = await tx.insert(courses).values({ ...values, schoolId, position }).returning({ id: courses.id });
        if (!row) throw new Error('course insert returned no row');
        if (structure) await seedStructure(tx, schoolId, row.id, structure);
      }
      for (const demoClass of school.classes ?? []) {
        const [planRow] = demoClass.plan ? await tx.select({ id: plans.id }).from(plans).where(and(eq(plans.schoolId, schoolId), eq(plans.name, demoClass.plan))).limit(1) : [];
        const [groupRow] = demoClass.group ? await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.schoolId, schoolId), eq(groups.name, demoClass.group))).limit(1) : [];
        const [lesson] = await tx
          .select({ id: lessons.id })
          .from(lessons)
          .innerJoin(sections, eq(sections.id, lessons.sectionId))
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(and(eq(courses.schoolId, schoolId), eq(courses.name, demoClass.course)))
          .orderBy(asc(sections.position), asc(lessons.position))
          .limit(1);
        const teacherId = userIds.get(demoClass.teacher);
        const studentId = demoClass.student ? userIds.get(demoClass.student) : undefined;
        const groupId = groupRow?.id;
        if (!teacherId || !lesson || (demoClass.student && !studentId) || (demoClass.group && !groupId)) {
          throw new Error(`demo class ${demoClass.name} names no teacher, student, group or lesson of the school`);
        }
        const [created] = await tx
          .insert(classes)
          .values({
            schoolId,
            name: demoClass.name,
            type: groupId ? 'group' : 'personal',
            teacherId,
            studentId: studentId ?? null,
            groupId: groupId ?? null,
            schoolPlanId: planRow?.id ?? null,
            roomUrl: demoClass.roomUrl ?? null,
          })
          .returning({ id: classes.id });
        if (!created) throw new Error('class insert returned no row');
        await tx.insert(classLessons).values({ schoolId, classId: created.id, lessonId: lesson.id });
        if (demoClass.homework) await seedHomework(tx, schoolId, created.id, lesson.id);
        if (demoClass.weekly) {
          const { weekly } = demoClass;
          const seriesId = randomUUID();
          const starts = demoSeriesStarts(new Date(), weekly.weekdays, weekly.time, weekly.timeZone);
          await tx.insert(scheduleEvents).values(
            starts.map((startsAt) => ({ schoolId, classId: created.id, seriesId, startsAt, durationMinutes: weekly.durationMinutes, timeZone: weekly.timeZone })),
          );
        }
      }
    }
  });
  // The demo schools get the platform's library courses as every school does.
  await installLibraries(db, storage);
}
