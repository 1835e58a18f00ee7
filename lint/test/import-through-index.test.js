import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { importThroughIndex } from '../src/import-through-index.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = '/repo';
const OPTIONS = [
  {
    root: ROOT,
    // `@content/` stands for any alias an app may configure (webpack resolve.alias, tsconfig paths).
    aliases: { '@school/exercises/': 'exercises/', '@content/': 'mfe-content/src/' },
    units: [
      { pattern: 'host/src/features/*' },
      { pattern: 'mfe-*/src/features/*' },
      { pattern: 'api/src/modules/*' },
      { pattern: 'exercises/src/checkable/*', entries: ['fixtures'], from: 'everywhere' },
      { pattern: 'exercises/src/media/*', entries: ['fixtures'], from: 'everywhere' },
    ],
  },
];

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

/** @param {string} filename @param {string} code */
const valid = (filename, code) => ({ filename: `${ROOT}/${filename}`, code, options: OPTIONS });
/** @param {string} filename @param {string} code */
const invalid = (filename, code) => ({ filename: `${ROOT}/${filename}`, code, options: OPTIONS, errors: [{ messageId: 'throughIndex' }] });

tester.run('import-through-index', importThroughIndex, {
  valid: [
    // Another feature through its index, from any depth and spelled any way.
    valid('mfe-content/src/features/course/CoursePage.tsx', "import { Lesson } from '../lesson';"),
    valid('mfe-content/src/features/course/components/course-table/CourseTable.tsx', "import { Lesson } from '../../../lesson/index.js';"),
    valid('mfe-content/src/features/course/components/course-table/rows/Row.tsx', "import { Lesson } from '../../../../../features/lesson/index.ts';"),
    // Its own files at any depth.
    valid('mfe-content/src/features/course/components/course-table/rows/Row.tsx', "import { Handle } from '../../drag/Handle';"),
    // A file outside every feature (the app's routes) is not a feature; other rules govern it.
    valid('mfe-content/src/app/routes.tsx', "import { CoursePage } from '../features/course/pages/CoursePage';"),
    // Packages and shared code are not features.
    valid('mfe-content/src/features/course/CoursePage.tsx', "import { Button } from '@school/shared/ui';"),
    // API: a module's index, and its own files.
    valid('api/src/modules/groups/groups.service.ts', "import { findUser } from '../users/index.js';"),
    valid('api/src/modules/groups/groups.service.ts', "import { groups } from './groups.table.js';"),
    valid('api/src/app.ts', "import { usersRoutes } from './modules/users/users.routes.js';"),
    // Exercises: a type's index and fixtures, its own files, files of the package's root.
    valid('exercises/src/registry.ts', "import { fillInGaps } from './checkable/fill_in_gaps/index.js';"),
    valid('exercises/src/fixtures.ts', "import { fillInGapsFixtures } from './checkable/fill_in_gaps/fixtures.js';"),
    valid('exercises/src/checkable/fill_in_gaps/index.ts', "import { checkFillInGaps } from './check.js';"),
    valid('exercises/src/media/embed.ts', "import { embedOf } from './embeds.js';"),
    valid('exercises/src/players/Embed.tsx', "import { embedOf } from '../media/embeds.js';"),
    // Type-only imports and re-exports through the index.
    valid('mfe-admin/src/features/users/UsersPage.tsx', "import type { Plan } from '../plans';"),
    valid('mfe-admin/src/features/users/index.ts', "export { Plan } from '../plans/index.js';"),
    // An alias that names another feature's index.
    valid('mfe-content/src/features/courses/components/course-table/rows/Row.tsx', "import { Lesson } from '@content/features/lesson';"),
  ],
  invalid: [
    // Four folders deep: the old depth-bounded rule let this through.
    invalid('mfe-content/src/features/courses/components/course-table/rows/Row.tsx', "import { LessonRow } from '../../../../lesson/components/LessonRow';"),
    invalid('mfe-content/src/features/courses/components/course-table/CourseTable.tsx', "import { useLesson } from '../../../lesson/hooks/use-lesson.js';"),
    invalid('host/src/features/layout/Layout.tsx', "import { NavItem } from '../navigation/NavItem';"),
    // The same reach spelled with an alias.
    invalid('mfe-content/src/features/courses/components/course-table/rows/Row.tsx', "import { LessonRow } from '@content/features/lesson/components/LessonRow';"),
    // Re-exports and dynamic imports reach in just the same.
    invalid('mfe-admin/src/features/users/index.ts', "export { PlanRow } from '../plans/components/PlanRow';"),
    invalid('mfe-admin/src/features/users/index.ts', "export * from '../plans/components/PlanRow';"),
    invalid('mfe-admin/src/features/users/UsersPage.tsx', "const Page = () => import('../plans/pages/PlansPage');"),
    // API modules: another module's repository, at any depth.
    invalid('api/src/modules/groups/groups.service.ts', "import { findUser } from '../users/users.repository.js';"),
    invalid('api/src/modules/structure/copy/deep.ts', "import { insertSection } from '../../sections/sections.repository.js';"),
    // Exercises: another type's files, from another type, the players, or by the package alias.
    invalid('exercises/src/checkable/fill_in_gaps_from_box/check.ts', "import { checkGapText } from '../fill_in_gaps/check.js';"),
    invalid('exercises/src/players/Notify.tsx', "import type { NoteColor } from '../media/notify/content.js';"),
    invalid('api/src/modules/exercises/exercises.service.ts', "import { notifyContent } from '@school/exercises/src/media/notify/content.js';"),
  ],
});
