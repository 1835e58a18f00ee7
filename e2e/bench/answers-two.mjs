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
// their own (no turn-taking on one class's event numbers); BENCH_TWO_PORT (4970 and 4971);
// BENCH_TWO_GENERATORS (2) threads of load; BENCH_TWO_SYNC_COMMIT=off: commits that do not wait for
// the disk (a diagnosis of what bounds the saves, never a way to run).
import fs from 'node:fs';
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Client, answerOf as answerBody, apiClient, benchDatabase, buildClass, startApi } from './classroom-world.mjs';
import { closeConnections, get, put, run, show, summary } from './save-load.mjs';

const seconds = Number(process.env.BENCH_ANSWERS_SECONDS ?? 10);
const students = Number(process.env.BENCH_ANSWERS_STUDENTS ?? 30);
const rounds = Number(process.env.BENCH_ANSWERS_ROUNDS ?? 5);
const minRatio = Number(process.env.BENCH_TWO_MIN_RATIO ?? 1.7);
const ports = [Number(process.env.BENCH_TWO_PORT ?? 4970), Number(process.env.BENCH_TWO_PORT ?? 4970) + 1];

const load = () => `load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.cpus().length} cores`;

/**
 * The load comes from GENERATORS threads (students split between them), the same number whichever
 * way the saves go: one thread of load on a busy machine gets one thread's share of the CPU and
 * would itself be what limits both sides.
 */
const GENERATORS = Number(process.env.BENCH_TWO_GENERATORS ?? 2);

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;
/** CPU seconds a process has used so far (user and system), from /proc; 0 where there is no /proc. */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}
/** CPU seconds of every PostgreSQL server process on this machine (the backends, the WAL writer...). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

if (!isMainThread) {
  // A generator: runs one side's round for its students and reports the timings.
  const { mine, portOf, classOf, tokens, exerciseId, revisionBase, runSeconds, control } = workerData;
  const save = (worker, n) =>
    control ? get(portOf[worker], '/tenant/health') : put(portOf[worker], `/tenant/classes/${classOf[worker]}/answers/${exerciseId}`, { authorization: `Bearer ${tokens[worker]}`, 'x-answer-revision': String(revisionBase + n) }, JSON.stringify(answerBody(n)));
  parentPort.postMessage(await run(save, runSeconds, mine));
  closeConnections();
} else {
  const apis = [];
  let database;
  let exitCode = 0;

  try {
    console.log(`Answer saves, one API instance against two on one PostgreSQL (${load()} at the start)`);
    database = await benchDatabase('answers_two');
    if (process.env.BENCH_TWO_SYNC_COMMIT === 'off') {
      // A diagnosis, not a setting to run with: commits that do not wait for the disk show whether
      // the disk's flushes are what bounds the saves (docs/decisions/classroom-api.md).
      const owner = new Client({ connectionString: database.url });
      await owner.connect();
      await owner.query(`alter database ${database.name} set synchronous_commit = off`);
      await owner.end();
      console.log('synchronous_commit is off for this database (diagnosis only)');
    }
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

    // One side's round: the students split over the generator threads, each student's saves going to
    // the port `portOf` names, all starting together; the threads' results as one run.
    const everyone = Array.from({ length: students }, (_, index) => index);
    const oneInstance = everyone.map(() => ports[0]);
    const twoInstances = everyone.map((worker) => ports[worker % 2]);
    async function round(portOf, revisionBase, runSeconds, control = false) {
      const cpuBefore = { apis: apis.map((api) => cpuSecondsOf(api.child.pid)), postgres: postgresCpuSeconds(), bench: process.cpuUsage() };
      const results = await Promise.all(
        Array.from({ length: GENERATORS }, (_, generator) => {
          const mine = everyone.filter((worker) => worker % GENERATORS === generator);
          const thread = new Worker(new URL(import.meta.url), { workerData: { mine, portOf, classOf, tokens, exerciseId: exercise.id, revisionBase, runSeconds, control } });
          return new Promise((resolve, reject) => {
            thread.once('message', resolve);
            thread.once('error', reject);
          });
        }),
      );
      const benchCpu = process.cpuUsage(cpuBefore.bench);
      const cpu = {
        apis: apis.map((api, index) => cpuSecondsOf(api.child.pid) - (cpuBefore.apis[index] ?? 0)),
        postgres: postgresCpuSeconds() - cpuBefore.postgres,
        bench: (benchCpu.user + benchCpu.system) / 1e6,
      };
      return { timings: results.flatMap((r) => r.timings), failed: results.reduce((sum, r) => sum + r.failed, 0), elapsed: Math.max(...results.map((r) => r.elapsed)), cpu };
    }

    // Warm both processes (JIT, pools, caches), then the two ways in turns.
    await round(twoInstances, 1_000_000, 3);
    const ones = [];
    const twos = [];
    for (let index = 0; index < rounds; index += 1) {
      ones.push(await round(oneInstance, 2_000_000 + index * 200_000, seconds / rounds));
      twos.push(await round(twoInstances, 2_100_000 + index * 200_000, seconds / rounds));
    }
    // The control: GET /tenant/health (no database) the same two ways, which shows what a second
    // process can add on this machine at this moment at all.
    const controlOnes = [];
    const controlTwos = [];
    for (let index = 0; index < 2; index += 1) {
      controlOnes.push(await round(oneInstance, 0, 1, true));
      controlTwos.push(await round(twoInstances, 0, 1, true));
    }
    const controlRatio = summary('', controlTwos).rps / summary('', controlOnes).rps;
    const one = summary('one instance', ones);
    const two = summary('two instances', twos);
    console.log(show(one));
    console.log(show(two));
    const ratio = two.rps / one.rps;
    console.log(`Two instances / one: ${ratio.toFixed(2)}x (target ≥ ${minRatio}x; ${load()} at the end)`);
    console.log(`Control, GET /tenant/health: ${Math.round(summary('', controlOnes).rps)}/s on one, ${Math.round(summary('', controlTwos).rps)}/s on two, ${controlRatio.toFixed(2)}x`);
    // Where the CPU went: what one save costs each part, how busy the one instance's process was,
    // and so what this machine can serve at all. Two instances can be faster only while the one is
    // limited by its own process (near a whole core) and the machine has cores to spare.
    const cpuOf = (runs) => {
      const sum = (pick) => runs.reduce((total, r) => total + pick(r.cpu), 0);
      const saves = runs.reduce((total, r) => total + r.timings.length, 0);
      const elapsed = runs.reduce((total, r) => total + r.elapsed, 0);
      const api = sum((c) => c.apis.reduce((a, b) => a + b, 0));
      const postgres = sum((c) => c.postgres);
      const bench = sum((c) => c.bench);
      return { perSave: { api: api / saves, postgres: postgres / saves, bench: bench / saves }, busiestApi: Math.max(...apis.map((_, index) => sum((c) => c.apis[index]))) / elapsed };
    };
    const oneCpu = cpuOf(ones);
    const twoCpu = cpuOf(twos);
    const ms = (seconds) => (seconds * 1000).toFixed(3);
    const serverCost = oneCpu.perSave.api + oneCpu.perSave.postgres;
    const perSaveTotal = serverCost + oneCpu.perSave.bench;
    const cores = os.cpus().length;
    console.log(
      `CPU per save, one instance: API ${ms(oneCpu.perSave.api)} ms, PostgreSQL ${ms(oneCpu.perSave.postgres)} ms, load generator ${ms(oneCpu.perSave.bench)} ms; two: API ${ms(twoCpu.perSave.api)} ms, PostgreSQL ${ms(twoCpu.perSave.postgres)} ms`,
    );
    console.log(
      `The one instance's process was busy ${(oneCpu.busiestApi * 100).toFixed(0)}% of a core. With ${cores} cores this machine serves at most ${Math.round(cores / perSaveTotal)} saves/s with the load generator on it ` +
        `(${Math.round(cores / serverCost)}/s without it), ${(cores / perSaveTotal / one.rps).toFixed(2)}x the one instance: the most two instances could show here.`,
    );
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
    closeConnections();
    await database?.drop();
  }
  process.exit(exitCode);
}
