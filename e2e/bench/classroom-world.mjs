// What the classroom benches share (answers.mjs, restart.mjs): a database of their own on
// PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres; created, seeded
// and dropped), the built API started against it, and a class of students with a lesson.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const { Client } = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

const SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');
const SEED = path.join(repoRoot, 'api', 'dist', 'db', 'seed-cli.js');

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not start`);
}

/**
 * A database named `school_bench_<label>_<pid>` with the demo schools, and the environment that
 * runs the API on it. `drop()` removes it (unless BENCH_KEEP_DB=1) with its files folder.
 */
export async function benchDatabase(label) {
  if (!fs.existsSync(SERVER) || !fs.existsSync(SEED)) throw new Error('Build the API first: pnpm --filter api build');
  const adminUrl = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `school_bench_${label}_${process.pid}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (sql) => {
    const client = new Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `school-bench-${label}-`));
  const env = {
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PLAN_EXPIRY_INTERVAL_MINUTES: '0',
    RECORDING_CLEANUP_INTERVAL_MINUTES: '0',
    LOGIN_RATE_LIMIT_MAX: '10000',
  };
  await admin(`create database ${name}`);
  const seeded = spawnSync(process.execPath, [SEED], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
  return {
    name,
    url,
    env,
    async drop() {
      if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${name}`);
      else await admin(`drop database if exists ${name} with (force)`).catch((error) => console.error(`could not drop ${name}: ${error.message}`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the built API on `port` (BENCH_API_NODE_ARGS: node options, e.g. `--cpu-prof`); `stop(signal)` ends it. */
export function startApi(env, port) {
  const child = spawn(process.execPath, [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), SERVER], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    ready: () => waitFor(`http://127.0.0.1:${port}/tenant/health`),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Calls of the API on `port` as `token` (null: signed out); answers `data`, throws on an error status. */
export function apiClient(port) {
  const call = async (token, method, url, body) => {
    const response = await fetch(`http://127.0.0.1:${port}/tenant/${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text).data : null;
  };
  const signIn = async (email) => (await call(null, 'POST', 'auth/login', { email, password: 'demo12345' })).accessToken;
  return { call, signIn };
}

/** True/false exercises of the bench's lesson: `answerOf(n)` is the n-th edit of one. */
export const TRUE_FALSE = {
  type: 'true_false',
  title: 'Facts',
  items: [
    { statement: 'Kyiv is a capital', correct: true },
    { statement: 'Fish can fly', correct: false },
    { statement: 'Water is wet', correct: true },
  ],
};
export const answerOf = (n) => ({ items: [n % 2 === 0, n % 3 === 0, true] });

/**
 * Through the API as the demo admin: a lesson with `exerciseCount` true/false exercises, a group
 * of `students` new students (signed in), their group class with the lesson attached.
 */
export async function buildClass(client, { students, exerciseCount = 1 }) {
  const { call, signIn } = client;
  const adminToken = await signIn('admin@demo.test');
  const me = await call(adminToken, 'GET', 'user');
  const course = await call(adminToken, 'POST', 'courses', { name: 'Bench course', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1' });
  const section = await call(adminToken, 'POST', `courses/${course.id}/sections`, { name: 'Unit' });
  const lessonsUrl = `courses/${course.id}/sections/${section.id}/lessons`;
  const lesson = await call(adminToken, 'POST', lessonsUrl, { name: 'Lesson' });
  const lessonSection = await call(adminToken, 'POST', `${lessonsUrl}/${lesson.id}/sections`, { isHomework: false });
  const exercises = [];
  for (let index = 0; index < exerciseCount; index += 1) {
    exercises.push(await call(adminToken, 'POST', `${lessonsUrl}/${lesson.id}/sections/${lessonSection.id}/exercises`, { ...TRUE_FALSE, title: `Facts ${index + 1}` }));
  }
  const group = await call(adminToken, 'POST', 'groups', { name: 'Bench group' });
  const tokens = [];
  const studentIds = [];
  for (let index = 0; index < students; index += 1) {
    const email = `bench.student${index}@demo.test`;
    const user = await call(adminToken, 'POST', 'users', { type: 'students', firstName: 'Bench', lastName: `Student ${index}`, email, password: 'demo12345' });
    await call(adminToken, 'POST', `groups/${group.id}/users`, { userId: user.id });
    studentIds.push(user.id);
    tokens.push(await signIn(email));
  }
  const cls = await call(adminToken, 'POST', 'classes', { name: 'Bench class', type: 'group', teacherId: me.id, groupId: group.id });
  await call(adminToken, 'PUT', `classes/${cls.id}/attach-lesson`, { lessonId: lesson.id });
  return { adminToken, me, lesson, exercises, classId: cls.id, tokens, studentIds };
}
