// Answer saves (issue 21, docs/decisions/classroom-api.md): how many `PUT classes/{id}/answers/
// {exerciseId}` a second the built API serves on PostgreSQL, and their p99, against a bare Fastify
// route doing one upsert (bare-upsert.mjs) in the same run on the same machine. Thirty students of
// one group class answer a true/false exercise as fast as they can, each with its own token and a
// rising revision, through keep-alive HTTP; every save is the real path (token check, membership,
// scoring, the conditional upsert, the event and its notification). Also: how long an answer takes
// to reach the teacher's open event stream (p95) while the thirty answer.
//
// Exits non-zero unless: at least BENCH_ANSWERS_MIN_RPS saves a second (1,000), p99 at most
// BENCH_ANSWERS_P99_MS (50), at least BENCH_ANSWERS_MIN_RATIO of the bare route's throughput
// (0.7), and the stream's p95 at most 1,000 ms. BENCH_ANSWERS_SECONDS: length of each measured run
// (10). The database is dropped after.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { Client } = createRequire(path.join(repoRoot, 'api', 'package.json'))('pg');

const adminUrl = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const seconds = Number(process.env.BENCH_ANSWERS_SECONDS ?? 10);
const students = Number(process.env.BENCH_ANSWERS_STUDENTS ?? 30);
const minRps = Number(process.env.BENCH_ANSWERS_MIN_RPS ?? 1000);
const maxP99 = Number(process.env.BENCH_ANSWERS_P99_MS ?? 50);
const minRatio = Number(process.env.BENCH_ANSWERS_MIN_RATIO ?? 0.7);
const maxStreamP95 = Number(process.env.BENCH_ANSWERS_STREAM_P95_MS ?? 1000);
const apiPort = Number(process.env.BENCH_ANSWERS_PORT ?? 4960);
const barePort = apiPort + 1;
const databaseName = `school_bench_answers_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

const SERVER = path.join(repoRoot, 'api', 'dist', 'server.js');
const SEED = path.join(repoRoot, 'api', 'dist', 'db', 'seed-cli.js');
if (!fs.existsSync(SERVER) || !fs.existsSync(SEED)) {
  console.error('Build the API first: pnpm --filter api build');
  process.exit(1);
}

async function admin(sql) {
  const client = new Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function waitFor(url) {
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

async function api(token, method, url, body) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/tenant/${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text).data : null;
}

async function signIn(email) {
  return (await api(null, 'POST', 'auth/login', { email, password: 'demo12345' })).accessToken;
}

/** The load: `workers` loops, each sending its next request as soon as the last one answered. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function put(port, requestPath, headers, body) {
  return new Promise((resolve) => {
    const began = performance.now();
    const request = http.request({ host: '127.0.0.1', port, method: 'PUT', path: requestPath, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - began }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - began }));
    request.end(body);
  });
}

async function load(label, makeRequest, runSeconds) {
  const timings = [];
  let failed = 0;
  const deadline = performance.now() + runSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: students }, async (_, worker) => {
      for (let n = 1; performance.now() < deadline; n += 1) {
        const { status, ms } = await makeRequest(worker, n);
        if (status === 200) timings.push(ms);
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const result = { label, saves: timings.length, failed, rps: timings.length / elapsed, p50: percentile(timings, 50) ?? 0, p99: percentile(timings, 99) ?? 0 };
  return result;
}

const show = (r) => `${r.label}: ${Math.round(r.rps)} saves/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.saves} saves, ${r.failed} failed)`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-answers-'));
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  PLAN_EXPIRY_INTERVAL_MINUTES: '0',
  RECORDING_CLEANUP_INTERVAL_MINUTES: '0',
  LOGIN_RATE_LIMIT_MAX: '10000',
};
const children = [];
let exitCode = 0;

try {
  await admin(`create database ${databaseName}`);
  const seeded = spawnSync(process.execPath, [SEED], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding failed');
  children.push(spawn(process.execPath, [SERVER], { env: { ...env, PORT: String(apiPort) }, stdio: ['ignore', 'inherit', 'inherit'] }));
  children.push(spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-upsert.mjs')], { env: { ...env, PORT: String(barePort) }, stdio: ['ignore', 'inherit', 'inherit'] }));
  await waitFor(`http://127.0.0.1:${apiPort}/tenant/health`);
  await waitFor(`http://127.0.0.1:${barePort}/`);

  // A lesson with one true/false exercise, a group of `students`, their class with the lesson.
  const adminToken = await signIn('admin@demo.test');
  const me = await api(adminToken, 'GET', 'user');
  const course = await api(adminToken, 'POST', 'courses', { name: 'Bench course', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1' });
  const section = await api(adminToken, 'POST', `courses/${course.id}/sections`, { name: 'Unit' });
  const lesson = await api(adminToken, 'POST', `courses/${course.id}/sections/${section.id}/lessons`, { name: 'Lesson' });
  const lessonSection = await api(adminToken, 'POST', `courses/${course.id}/sections/${section.id}/lessons/${lesson.id}/sections`, { isHomework: false });
  const exercise = await api(adminToken, 'POST', `courses/${course.id}/sections/${section.id}/lessons/${lesson.id}/sections/${lessonSection.id}/exercises`, {
    type: 'true_false',
    title: 'Facts',
    items: [
      { statement: 'Kyiv is a capital', correct: true },
      { statement: 'Fish can fly', correct: false },
      { statement: 'Water is wet', correct: true },
    ],
  });
  const group = await api(adminToken, 'POST', 'groups', { name: 'Bench group' });
  const tokens = [];
  const studentIds = [];
  for (let index = 0; index < students; index += 1) {
    const email = `bench.student${index}@demo.test`;
    const user = await api(adminToken, 'POST', 'users', { type: 'students', firstName: 'Bench', lastName: `Student ${index}`, email, password: 'demo12345' });
    await api(adminToken, 'POST', `groups/${group.id}/users`, { userId: user.id });
    studentIds.push(user.id);
    tokens.push(await signIn(email));
  }
  const cls = await api(adminToken, 'POST', 'classes', { name: 'Bench class', type: 'group', teacherId: me.id, groupId: group.id });
  await api(adminToken, 'PUT', `classes/${cls.id}/attach-lesson`, { lessonId: lesson.id });
  // BENCH_ANSWERS_SPREAD=1: each student answers in a personal class of their own instead (the
  // writes of one class take turns for its event numbers; this shows the path without that).
  const classOf = [];
  for (let index = 0; index < students; index += 1) {
    if (process.env.BENCH_ANSWERS_SPREAD !== '1') {
      classOf.push(cls.id);
      continue;
    }
    const own = await api(adminToken, 'POST', 'classes', { name: `Bench ${index}`, type: 'personal', teacherId: me.id, studentId: studentIds[index] });
    await api(adminToken, 'PUT', `classes/${own.id}/attach-lesson`, { lessonId: lesson.id });
    classOf.push(own.id);
  }

  let revisionBase = 0;
  const answerOf = (n) => JSON.stringify({ items: [n % 2 === 0, n % 3 === 0, true] });
  const realSave = (worker, n) => put(apiPort, `/tenant/classes/${classOf[worker]}/answers/${exercise.id}`, { authorization: `Bearer ${tokens[worker]}`, 'x-answer-revision': String(revisionBase + n) }, answerOf(n));
  const bareSave = (worker, n) => put(barePort, `/answers/${studentIds[worker]}/${exercise.id}`, { 'x-answer-revision': String(revisionBase + n) }, answerOf(n));

  // Warm both (JIT, pools, caches), then measure each.
  await load('warm-up bare', bareSave, 2);
  revisionBase = 1_000_000;
  await load('warm-up API', realSave, 2);
  revisionBase = 2_000_000;
  const bare = await load('bare Fastify upsert', bareSave, seconds);
  const real = await load('PUT classes/{id}/answers/{exerciseId}', realSave, seconds);
  console.log(show(bare));
  console.log(show(real));
  const ratio = real.rps / bare.rps;
  console.log(`API / bare throughput: ${(ratio * 100).toFixed(0)}% (target ${minRps}/s, p99 ≤ ${maxP99} ms, ≥ ${Math.round(minRatio * 100)}% of bare)`);

  // An answer reaching the teacher's stream while the thirty answer: send times by revision, arrival
  // times from the stream.
  const teacherToken = adminToken;
  const controller = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${apiPort}/tenant/classes/${cls.id}/events`, { headers: { authorization: `Bearer ${teacherToken}` }, signal: controller.signal });
  const sentAt = new Map();
  const delays = [];
  const reading = (async () => {
    const reader = stream.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!block.includes('event: answer') || !data) continue;
          const event = JSON.parse(data.slice(6));
          const began = sentAt.get(`${event.studentId}:${event.revision}`);
          if (began !== undefined) delays.push(performance.now() - began);
        }
      }
    } catch {
      // aborted
    }
  })();
  revisionBase = 3_000_000;
  await load('with a teacher watching', (worker, n) => {
    sentAt.set(`${studentIds[worker]}:${revisionBase + n}`, performance.now());
    return realSave(worker, n);
  }, Math.min(seconds, 5));
  // Let the last events arrive (they are in the log; the stream is reading them).
  for (let wait = 0; wait < 40 && delays.length < sentAt.size; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  controller.abort();
  await reading;
  delays.sort((a, b) => a - b);
  const streamP95 = percentile(delays, 95) ?? Infinity;
  console.log(`Answer to the teacher's stream with ${students} students answering: p50 ${(percentile(delays, 50) ?? 0).toFixed(1)} ms, p95 ${streamP95.toFixed(1)} ms (${delays.length} of ${sentAt.size} answers seen; target p95 ≤ ${maxStreamP95} ms)`);

  const problems = [];
  if (real.rps < minRps) problems.push(`${Math.round(real.rps)} saves/s is under ${minRps}`);
  if (real.p99 > maxP99) problems.push(`p99 ${real.p99.toFixed(1)} ms is over ${maxP99} ms`);
  if (ratio < minRatio) problems.push(`${(ratio * 100).toFixed(0)}% of the bare route is under ${Math.round(minRatio * 100)}%`);
  if (real.failed > 0) problems.push(`${real.failed} saves failed`);
  if (streamP95 > maxStreamP95) problems.push(`stream p95 ${streamP95.toFixed(1)} ms is over ${maxStreamP95} ms`);
  if (problems.length > 0) {
    console.error(`Answer saves: ${problems.join('; ')}.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  for (const child of children) {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
  agent.destroy();
  await admin(`drop database if exists ${databaseName} with (force)`).catch((error) => console.error(`could not drop ${databaseName}: ${error.message}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
