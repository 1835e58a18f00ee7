import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { fileNaming } from '../src/file-naming.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester();

tester.run('file-naming', fileNaming, {
  valid: [
    { filename: '/repo/api/src/modules/plans/user-plans.service.ts', code: '' },
    { filename: '/repo/api/src/app.sweep.test.ts', code: '' },
    { filename: '/repo/shared/src/contracts/admin-users.ts', code: '' },
    { filename: '/repo/lint/src/index.js', code: '' },
    { filename: '/repo/api/src/lib/s3.ts', code: '' },
  ],
  invalid: [
    { filename: '/repo/exercises/src/players/FillInGaps.tsx', code: '', errors: [{ messageId: 'kebab', data: { name: 'FillInGaps.tsx', suggestion: 'fill-in-gaps.tsx' } }] },
    { filename: '/repo/exercises/src/checkable/true_false/true_false.test.ts', code: '', errors: [{ messageId: 'kebab', data: { name: 'true_false.test.ts', suggestion: 'true-false.test.ts' } }] },
    { filename: '/repo/shared/src/ui/useForm.ts', code: '', errors: [{ messageId: 'kebab', data: { name: 'useForm.ts', suggestion: 'use-form.ts' } }] },
  ],
});
