// Answers across API restarts (issue 21, docs/decisions/classroom-api.md): thirty students of one
// class keep answering three exercises while the built API is stopped and started twice (first
// SIGTERM, a graceful stop; then SIGKILL, a crash with saves in flight), each down for
// BENCH_RESTART_DOWN_MS (2,000). Each student is a client that keeps answers as the site's
// WriteQueue does (shared/src/live/write-queue.ts): an edit gets the key's next revision and
// replaces the unsent one of its key; kept writes go out one at a time, oldest first; a write the
// server could not be reached for (no answer, 408, 429, 502, 503, 504) stays and is sent again
// after a backoff (1 s doubling, up to a fifth more at random); any other refusal drops it, as in
// the site, and is counted. After the last edit the clients send what they keep; then the
// database must hold, for every student and exercise, the last revision the student made and its
// answer. Exits non-zero if any answer is lost or refused. BENCH_RESTART_SECONDS: how long the
// students answer (16).
import { answerOf, apiClient, benchDatabase, buildClass, Client, startApi } from './classroom-world.mjs';

const port = Number(process.env.BENCH_RESTART_PORT ?? 4970);
const students = Number(process.env.BENCH_RESTART_STUDENTS ?? 30);
const seconds = Number(process.env.BENCH_RESTART_SECONDS ?? 16);
const downMs = Number(process.env.BENCH_RESTART_DOWN_MS ?? 2000);
const EXERCISES = 3;
/** A student edits an answer this often (ms, at random between the two): a class at work, not a flood. */
const EDIT_EVERY = [100, 400];
const BACKOFF = { initialMs: 1000, maxMs: 30_000 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** As in the WriteQueue: the server could not be reached or said it is down; keep the write. */
const isUnreachable = (status) => status === 0 || status === 408 || status === 429 || status === 502 || status === 503 || status === 504;

/** One student's queue of unsent answers, sending as the site's WriteQueue does. */
function studentClient(token, urlOf) {
  const revisions = new Map();
  /** Unsent writes in the order made; one per key (a newer edit replaces the kept one). */
  const pending = new Map();
  const last = new Map();
  let flushing = false;
  let again = false;
  let failures = 0;
  let retryTimer;
  const stats = { sent: 0, retried: 0, refused: [] };

  async function send(write) {
    try {
      const response = await fetch(urlOf(write.key), {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-answer-revision': String(write.revision) },
        body: JSON.stringify(write.body),
      });
      const text = await response.text();
      return { status: response.status, data: response.ok ? JSON.parse(text).data : text };
    } catch {
      return { status: 0 };
    }
  }

  async function flush() {
    if (flushing) {
      again = true;
      return;
    }
    flushing = true;
    try {
      do {
        again = false;
        for (const write of [...pending.values()]) {
          const { status, data } = await send(write);
          if (isUnreachable(status)) {
            stats.retried += 1;
            failures += 1;
            const delay = Math.round(Math.min(BACKOFF.maxMs, BACKOFF.initialMs * 2 ** (failures - 1)) * (1 + Math.random() * 0.2));
            clearTimeout(retryTimer);
            retryTimer = setTimeout(() => void flush(), delay);
            return;
          }
          failures = 0;
          // Removed only if still the newest of its key: an edit made meanwhile stays.
          if (pending.get(write.key) === write) pending.delete(write.key);
          if (status === 200) {
            stats.sent += 1;
            // The server knows a newer revision (another tab): the next edit goes above it.
            if (typeof data?.revision === 'number' && data.revision > (revisions.get(write.key) ?? 0)) revisions.set(write.key, data.revision);
          } else stats.refused.push(`${status} ${String(data).slice(0, 120)}`);
        }
      } while (again);
    } finally {
      flushing = false;
    }
  }

  return {
    stats,
    last,
    pending,
    edit(key, body) {
      const revision = (revisions.get(key) ?? 0) + 1;
      revisions.set(key, revision);
      const write = { key, revision, body };
      pending.delete(key);
      pending.set(key, write);
      last.set(key, write);
      if (failures === 0) void flush();
    },
    /** Sends what is kept now, without waiting for the backoff (the end of the run). */
    retryNow() {
      clearTimeout(retryTimer);
      failures = 0;
      return flush();
    },
  };
}

let database;
let server;
let exitCode = 0;
try {
  database = await benchDatabase('restart');
  server = startApi(database.env, port);
  await server.ready();
  const world = await buildClass(apiClient(port), { students, exerciseCount: EXERCISES });
  const clients = world.tokens.map((token) => studentClient(token, (key) => `http://127.0.0.1:${port}/tenant/classes/${world.classId}/answers/${key}`));

  // The students answer for `seconds`; the API goes down at a quarter and at three fifths of it.
  const started = performance.now();
  const until = started + seconds * 1000;
  const answering = Promise.all(
    clients.map(async (client) => {
      for (let n = 1; performance.now() < until; n += 1) {
        const exercise = world.exercises[n % EXERCISES];
        client.edit(exercise.id, answerOf(n));
        await sleep(EDIT_EVERY[0] + Math.random() * (EDIT_EVERY[1] - EDIT_EVERY[0]));
      }
    }),
  );
  const restarts = [];
  for (const [at, signal] of [
    [0.25, 'SIGTERM'],
    [0.6, 'SIGKILL'],
  ]) {
    await sleep(Math.max(0, started + at * seconds * 1000 - performance.now()));
    const stopAt = performance.now();
    await server.stop(signal);
    await sleep(downMs);
    server = startApi(database.env, port);
    await server.ready();
    restarts.push(`${signal}: down ${Math.round(performance.now() - stopAt)} ms`);
  }
  await answering;
  // What is still kept goes out now (the site does so on the next start or when back online).
  for (let round = 0; round < 10 && clients.some((client) => client.pending.size > 0); round += 1) {
    await Promise.all(clients.map((client) => client.retryNow()));
  }

  const db = new Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query('select student_id, exercise_id, revision::float8 as revision, answer from class_answers where class_id = $1', [world.classId]);
  await db.end();
  const stored = new Map(rows.map((row) => [`${row.student_id}:${row.exercise_id}`, row]));
  let answers = 0;
  const lost = [];
  clients.forEach((client, index) => {
    for (const [key, write] of client.last) {
      answers += 1;
      const row = stored.get(`${world.studentIds[index]}:${key}`);
      if (!row || row.revision !== write.revision || JSON.stringify(row.answer) !== JSON.stringify(write.body)) {
        lost.push(`student ${index}, exercise ${key}: made revision ${write.revision}, stored ${row ? row.revision : 'nothing'}`);
      }
    }
  });
  const edits = clients.reduce((sum, client) => sum + [...client.last.values()].reduce((total, write) => total + write.revision, 0), 0);
  const sent = clients.reduce((sum, client) => sum + client.stats.sent, 0);
  const retried = clients.reduce((sum, client) => sum + client.stats.retried, 0);
  const refused = clients.flatMap((client) => client.stats.refused);
  console.log(`Restarts: ${restarts.join(', ')}`);
  console.log(
    `${students} students, ${edits} edits of ${answers} answers in ${seconds} s: ${sent} saves answered, ${retried} sends kept for a retry, ${refused.length} refused; ${lost.length} answers lost (final revision not on the server)`,
  );
  for (const line of [...refused.slice(0, 5), ...lost.slice(0, 10)]) console.log(`  ${line}`);
  if (lost.length > 0 || refused.length > 0) {
    console.error('Answers across restarts: answers were lost or refused.');
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await server?.stop();
  await database?.drop();
}
process.exit(exitCode);
