// Answer saves on two API instances (issue 24, docs/decisions/classroom-api.md): the same thirty
// students of one group class as answers.mjs, saving as fast as they can, first all through one
// API process, then spread over two API processes on the same PostgreSQL database (even students
// on the first, odd on the second, as a load balancer would), in alternating short rounds so both
// meet the same load from the rest of the machine. Prints saves a second for each, the ratio, and
// the machine's load average and core count, which bound what a second process can add: two
// processes can only be faster if there is a free core for the second one.
//
// Exits non-zero when the two instances serve less than BENCH_TWO_MIN_RATIO (1.7) times one, or
// any save fails. BENCH_ANSWERS_SECONDS (10): measured seconds per side, in BENCH_ANSWERS_ROUNDS (5)
// rounds; BENCH_ANSWERS_STUDENTS (30); BENCH_ANSWERS_SPREAD=1: each student in a personal class of
// their own (no turn-taking on one class's event numbers); BENCH_TWO_PORT (4970 and 4971).
import http from 'node:http';
import os from 'node:os';
import { answerOf as answerBody, apiClient, benchDatabase, buildClass, percentile, startApi } from './classroom-world.mjs';

const seconds = Number(process.env.BENCH_ANSWERS_SECONDS ?? 10);
const students = Number(process.env.BENCH_ANSWERS_STUDENTS ?? 30);
const rounds = Number(process.env.BENCH_ANSWERS_ROUNDS ?? 5);
const minRatio = Number(process.env.BENCH_TWO_MIN_RATIO ?? 1.7);
const ports = [Number(process.env.BENCH_TWO_PORT ?? 4970), Number(process.env.BENCH_TWO_PORT ?? 4970) + 1];

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

/** `students` loops, each sending its next save as soon as the last one answered, for `runSeconds`. */
async function run(save, runSeconds) {
  const timings = [];
  let failed = 0;
  const deadline = performance.now() + runSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: students }, async (_, worker) => {
      for (let n = 1; performance.now() < deadline; n += 1) {
        const { status, ms } = await save(worker, n);
        if (status === 200) timings.push(ms);
        else failed += 1;
      }
    }),
  );
  return { timings, failed, elapsed: (performance.now() - started) / 1000 };
}

function summary(label, runs) {
  const timings = runs.flatMap((r) => r.timings).sort((a, b) => a - b);
  const elapsed = runs.reduce((sum, r) => sum + r.elapsed, 0);
  return { label, saves: timings.length, failed: runs.reduce((sum, r) => sum + r.failed, 0), rps: timings.length / elapsed, p50: percentile(timings, 50) ?? 0, p99: percentile(timings, 99) ?? 0 };
}
const show = (r) => `${r.label}: ${Math.round(r.rps)} saves/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.saves} saves, ${r.failed} failed)`;
const load = () => `load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.cpus().length} cores`;

const apis = [];
let database;
let exitCode = 0;

try {
  console.log(`Answer saves, one API instance against two on one PostgreSQL (${load()} at the start)`);
  database = await benchDatabase('answers_two');
  for (const port of ports) apis.push(startApi(database.env, port));
  await Promise.all(apis.map((api) => api.ready()));

  const world = await buildClass(apiClient(ports[0]), { students });
  const { adminToken, me, lesson, tokens, studentIds } = world;
  const exercise = world.exercises[0];
  const classOf = [];
  for (let index = 0; index < students; index += 1) {
    if (process.env.BENCH_ANSWERS_SPREAD !== '1') {
      classOf.push(world.classId);
      continue;
    }
    const own = await apiClient(ports[0]).call(adminToken, 'POST', 'classes', { name: `Bench ${index}`, type: 'personal', teacherId: me.id, studentId: studentIds[index] });
    await apiClient(ports[0]).call(adminToken, 'PUT', `classes/${own.id}/attach-lesson`, { lessonId: lesson.id });
    classOf.push(own.id);
  }

  let revisionBase = 0;
  const saveThrough = (pick) => (worker, n) =>
    put(pick(worker), `/tenant/classes/${classOf[worker]}/answers/${exercise.id}`, { authorization: `Bearer ${tokens[worker]}`, 'x-answer-revision': String(revisionBase + n) }, JSON.stringify(answerBody(n)));
  const oneInstance = saveThrough(() => ports[0]);
  const twoInstances = saveThrough((worker) => ports[worker % 2]);

  // Warm both processes (JIT, pools, caches), then the two ways in turns.
  revisionBase = 1_000_000;
  await run(twoInstances, 3);
  const ones = [];
  const twos = [];
  for (let round = 0; round < rounds; round += 1) {
    revisionBase = 2_000_000 + round * 200_000;
    ones.push(await run(oneInstance, seconds / rounds));
    revisionBase += 100_000;
    twos.push(await run(twoInstances, seconds / rounds));
  }
  const one = summary('one instance', ones);
  const two = summary('two instances', twos);
  console.log(show(one));
  console.log(show(two));
  const ratio = two.rps / one.rps;
  console.log(`Two instances / one: ${ratio.toFixed(2)}x (target ≥ ${minRatio}x; ${load()} at the end)`);
  const problems = [];
  if (ratio < minRatio) problems.push(`${ratio.toFixed(2)}x is under ${minRatio}x`);
  if (one.failed + two.failed > 0) problems.push(`${one.failed + two.failed} saves failed`);
  if (problems.length > 0) {
    console.error(`Answer saves on two instances: ${problems.join('; ')}.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  for (const api of apis) await api.stop();
  agent.destroy();
  await database?.drop();
}
process.exit(exitCode);
