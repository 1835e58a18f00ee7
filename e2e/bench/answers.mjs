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
// (10), in BENCH_ANSWERS_ROUNDS (5) alternating rounds of the bare route and ours. The database
// is dropped after (BENCH_KEEP_DB=1 keeps it); BENCH_API_NODE_ARGS passes node options to the API
// (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerOf as answerBody, apiClient, benchDatabase, buildClass, percentile, startApi, waitFor } from './classroom-world.mjs';
import { closeConnections, put, run, show, summary } from './save-load.mjs';

const seconds = Number(process.env.BENCH_ANSWERS_SECONDS ?? 10);
const students = Number(process.env.BENCH_ANSWERS_STUDENTS ?? 30);
const rounds = Number(process.env.BENCH_ANSWERS_ROUNDS ?? 5);
const minRps = Number(process.env.BENCH_ANSWERS_MIN_RPS ?? 1000);
const maxP99 = Number(process.env.BENCH_ANSWERS_P99_MS ?? 50);
const minRatio = Number(process.env.BENCH_ANSWERS_MIN_RATIO ?? 0.7);
const maxStreamP95 = Number(process.env.BENCH_ANSWERS_STREAM_P95_MS ?? 1000);
const apiPort = Number(process.env.BENCH_ANSWERS_PORT ?? 4960);
const barePort = apiPort + 1;

/** Every student, as the load's workers. */
const everyone = () => Array.from({ length: students }, (_, worker) => worker);

async function load(label, makeRequest, runSeconds) {
  return summary(label, [await run(makeRequest, runSeconds, everyone())]);
}

const children = [];
let database;
let exitCode = 0;

try {
  database = await benchDatabase('answers');
  const apiServer = startApi(database.env, apiPort);
  children.push(apiServer);
  const bareServer = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-upsert.mjs')], { env: { ...database.env, PORT: String(barePort) }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push({ stop: () => new Promise((resolve) => (bareServer.exitCode !== null ? resolve() : (bareServer.once('exit', resolve), bareServer.kill('SIGTERM')))) });
  await apiServer.ready();
  await waitFor(`http://127.0.0.1:${barePort}/`);

  // A lesson with one true/false exercise, a group of `students`, their class with the lesson.
  const client = apiClient(apiPort);
  const api = client.call;
  const world = await buildClass(client, { students });
  const { adminToken, me, lesson, tokens, studentIds } = world;
  const exercise = world.exercises[0];
  const cls = { id: world.classId };
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
  const answerOf = (n) => JSON.stringify(answerBody(n));
  const realSave = (worker, n) => put(apiPort, `/tenant/classes/${classOf[worker]}/answers/${exercise.id}`, { authorization: `Bearer ${tokens[worker]}`, 'x-answer-revision': String(revisionBase + n) }, answerOf(n));
  const bareSave = (worker, n) => put(barePort, `/answers/${studentIds[worker]}/${exercise.id}`, { 'x-answer-revision': String(revisionBase + n) }, answerOf(n));

  // Warm both (JIT, pools, caches), then measure each.
  await load('warm-up bare', bareSave, 2);
  revisionBase = 1_000_000;
  await load('warm-up API', realSave, 2);
  revisionBase = 2_000_000;
  // The two in turns, in short rounds: on a shared machine the load of others changes by the
  // second, and both sides of the ratio should meet the same.
  const bareRuns = [];
  const realRuns = [];
  for (let round = 0; round < rounds; round += 1) {
    revisionBase = 2_000_000 + round * 100_000;
    bareRuns.push(await run(bareSave, seconds / rounds, everyone()));
    realRuns.push(await run(realSave, seconds / rounds, everyone()));
  }
  const bare = summary('bare Fastify upsert', bareRuns);
  const real = summary('PUT classes/{id}/answers/{exerciseId}', realRuns);
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
  for (const child of children) await child.stop();
  closeConnections();
  await database?.drop();
}
process.exit(exitCode);
