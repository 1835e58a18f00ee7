// Two API processes on one PostgreSQL database and one Redis, as behind a load balancer
// (docs/decisions/api-jobs.md): shared sign-in limits, one run of a scheduled job, class events
// crossing instances, a file uploaded through one and read by range through the other (an S3
// stand-in, s3rver, started here), and a SIGTERM in the middle of a class's answers that loses none.
// Needs PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432) and Redis (TEST_REDIS_URL, else
// 127.0.0.1:6379); without them every test says so and passes without checking (CI has both).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { API_ROOT } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { applyOperation } from '../modules/plans/ledger.js';
import { userPlans } from '../modules/plans/plans.table.js';
import { users } from '../modules/users/users.table.js';
import { createS3Client } from '../lib/storage/index.js';
import { storageFor } from '../plugins/storage.js';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.js';
import { wav } from './sounds.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STUDENTS = 30;
const LOGIN_LIMIT = 5;
const JWT_SECRET = 'instances-test-secret-0123456789abcdef';

jest.setTimeout(240_000);

async function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits for a condition (never a fixed time); `check` may be async. */
async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Instance {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; at: number }>;
}

/** One API process from the sources (tsx), as `pnpm dev` runs it but without watching. */
function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return { name, port, base: `http://127.0.0.1:${port}/tenant`, child, output, exited };
}

async function healthy(instance: Instance): Promise<boolean> {
  if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited at start:\n${instance.output.join('').slice(-4000)}`);
  try {
    return (await fetch(`${instance.base}/health`)).status === 200;
  } catch {
    return false;
  }
}

async function call<T>(instance: Instance, token: string | null, method: string, url: string, payload?: unknown): Promise<T> {
  const response = await fetch(`${instance.base}/${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${instance.name} ${method} ${url}: ${response.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : null) as T;
}

const signIn = async (instance: Instance, email: string) =>
  (await call<{ accessToken: string }>(instance, null, 'POST', 'auth/login', { email, password: 'demo12345' })).accessToken;

/** A class's event stream read over HTTP as the browser's streaming fetch reads it: the ids it saw, and whether the server ended it. */
function openStream(instance: Instance, classId: string, token: string, lastEventId?: number) {
  const state = { ids: [] as number[], ended: false, status: 0, stop: () => controller.abort() };
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const opened = fetch(`${instance.base}/classes/${classId}/events`, { headers, signal: controller.signal }).then(async (response) => {
    state.status = response.status;
    const reader = response.body?.getReader();
    if (!reader) return;
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = block.split('\n').find((line) => line.startsWith('id: '));
            const number = id ? Number(id.slice(4)) : NaN;
            if (Number.isSafeInteger(number)) state.ids.push(number);
          }
        }
      } catch {
        // aborted by the test, or the connection dropped: both end the stream
      }
      state.ended = true;
    })();
  });
  return { state, opened };
}

/** A WAV sound whose samples follow a pattern: any range of it is told from another. */
function patternedWav(samples: number): Buffer {
  return wav(samples, (index) => (index * 31 + 7) % 251);
}

/** Every file under `folder` (none when it was never created). */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

describe('two API instances on one PostgreSQL, Redis and bucket', () => {
  let available = false;
  let database = '';
  let databaseUrl = '';
  let dataDir = '';
  let s3: S3StandIn | null = null;
  const instances: Instance[] = [];
  let a: Instance;
  let b: Instance;
  let expiringPlanId = '';
  /** What every instance of this test is started with (a restarted one too). */
  let instanceEnv: Record<string, string> = {};
  /** The data folder (DATA_DIR) of an instance: its own, kept when it restarts. */
  const dataDirOf = (name: 'A' | 'B') => path.join(dataDir, name);

  const skipped = () => {
    if (available) return false;
    console.warn(`PostgreSQL (${ADMIN_URL}) or Redis (${REDIS_URL}) not reachable: the two-instance test did not run (CI runs it).`);
    return true;
  };

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    available = (await reachable(ADMIN_URL, 5432)) && (await reachable(REDIS_URL, 6379));
    if (!available) return;
    database = `test_scaleout_${process.pid}`;
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`);
    databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
    // Each instance has a data folder of its own (no shared volume): files cross only through the bucket.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-instances-'));
    // The object store both use: s3rver from this process, spoken to through the AWS SDK as MinIO would be.
    s3 = await startS3StandIn();
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      JWT_SECRET,
      SERVE_SITE: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.INSTANCES_LOG_LEVEL ?? 'warn',
      LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
      JOBS_POLL_SECONDS: '0.2',
      // Long enough to see the 503 of a draining instance on a busy machine; the exit stays well within 10 s.
      SHUTDOWN_DELAY_SECONDS: process.env.INSTANCES_SHUTDOWN_DELAY ?? '1.5',
      PLAN_EXPIRY_INTERVAL_MINUTES: '60',
    };
    // Every S3_* setting is given, so none inherited from this shell's environment mixes in.
    Object.assign(env, {
      S3_ENDPOINT: s3.config.endpoint ?? '',
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: String(s3.config.forcePathStyle),
      S3_PREFIX: s3.config.prefix ?? '',
    });
    instanceEnv = env;
    // Both start at once on an empty database: one migrates, the other waits for it.
    a = startInstance('A', await freePort(), { ...env, DATA_DIR: dataDirOf('A') });
    b = startInstance('B', await freePort(), { ...env, DATA_DIR: dataDirOf('B') });
    instances.push(a, b);
    await until(async () => (await healthy(a)) && (await healthy(b)), 'both instances to answer', 180_000);

    // The demo schools, and a pack paid long ago whose validity has run out.
    const db = await openDatabase({ databaseUrl });
    try {
      // Through the storage the instances use (the seed-cli does the same).
      await seedDemoData(db.system, storageFor({ root: path.join(dataDirOf('A'), 'files'), s3: s3.config }));
      const [student] = await db.system.select({ id: users.id, schoolId: users.schoolId }).from(users).where(eq(users.email, 'student@demo.test'));
      if (!student) throw new Error('demo student missing');
      const [plan] = await db.system
        .insert(userPlans)
        .values({ schoolId: student.schoolId, userId: student.id, planName: 'Expiring pack', lessons: 4, price: 1000, currency: 'UAH', validityDays: 30 })
        .returning({ id: userPlans.id });
      expiringPlanId = plan?.id ?? '';
      await db.inSchool(student.schoolId, (tx) => applyOperation(tx, student.schoolId, expiringPlanId, { kind: 'pay' }, new Date(Date.now() - 60 * 86_400_000)));
    } finally {
      await db.close();
    }
  }, 240_000);

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM');
      await instance.exited;
    }
    if (database) await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('sign-in attempts through both instances meet one shared limit', async () => {
    if (skipped()) return;
    const email = `nobody-${randomUUID()}@demo.test`;
    const attempt = async (instance: Instance) =>
      (await fetch(`${instance.base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong-password' }) })).status;
    const statuses: number[] = [];
    for (let index = 0; index < LOGIN_LIMIT; index += 1) statuses.push(await attempt(index % 2 === 0 ? a : b));
    expect(statuses).toEqual(Array.from({ length: LOGIN_LIMIT }, () => 401));
    // Each instance alone has seen at most three: only a shared count refuses now.
    expect(await attempt(b)).toBe(429);
    expect(await attempt(a)).toBe(429);
  });

  it('the expiry job, due on both instances, runs once and writes one entry', async () => {
    if (skipped()) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const runsOf = async () => Number((await client.query<{ runs: number }>(`select runs from scheduled_jobs where name = 'plans.expiry'`)).rows[0]?.runs ?? 0);
      const before = await runsOf();
      // Both ran their first pass before answering health: the job ran once then, on one of them.
      expect(before).toBe(1);
      // Due again now, while both look every 0.2 s.
      await client.query(`update scheduled_jobs set next_run_at = now() where name = 'plans.expiry'`);
      await until(async () => (await runsOf()) === before + 1, 'the expiry job to run');
      const entries = await client.query(`select amount from balance_entries where user_plan_id = $1 and type = 'expired'`, [expiringPlanId]);
      expect(entries.rows).toEqual([{ amount: -4 }]);
      const row = (await client.query<{ due_later: boolean; lease_owner: string | null }>(`select next_run_at > now() + interval '30 minutes' as due_later, lease_owner from scheduled_jobs where name = 'plans.expiry'`)).rows[0];
      // Not due again for an interval: no instance can run it a second time now.
      expect(row).toEqual({ due_later: true, lease_owner: null });
    } finally {
      await client.end();
    }
  });

  it('a sound uploaded through one instance is read by range through the other, from the bucket and from neither disk', async () => {
    if (skipped()) return;
    if (!s3) throw new Error('the S3 stand-in did not start');
    const teacher = await signIn(a, 'teacher@demo.test');
    const sound = patternedWav(48_000);
    const boundary = `----instances${randomUUID()}`;
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="word.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      sound,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await fetch(`${a.base}/files/audio`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: form,
    });
    const uploadText = await uploaded.text();
    if (uploaded.status !== 201) throw new Error(`upload through A answered ${uploaded.status}: ${uploadText.slice(0, 500)}\n${a.output.join('').slice(-3000)}`);
    const stored = (JSON.parse(uploadText) as { data: { key: string; url: string; contentType: string; size: number } }).data;
    expect(stored).toMatchObject({ contentType: 'audio/wav', size: sound.length, url: `/tenant/files/${stored.key}` });
    const onB = `http://127.0.0.1:${b.port}${stored.url}`;

    // A seek, as an <audio> element makes it, through the instance that did not take the upload.
    const seek = await fetch(onB, { headers: { range: 'bytes=1000-40999' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 1000-40999/${sound.length}`);
    expect(seek.headers.get('content-length')).toBe('40000');
    expect(seek.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await seek.arrayBuffer()).equals(sound.subarray(1000, 41_000))).toBe(true);
    // The tail, open-ended; and the whole sound.
    const tail = await fetch(onB, { headers: { range: `bytes=${sound.length - 10}-` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${sound.length - 10}-${sound.length - 1}/${sound.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(sound.subarray(sound.length - 10))).toBe(true);
    const whole = await fetch(onB);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(sound)).toBe(true);
    // Past the end: 416, naming the size.
    const past = await fetch(onB, { headers: { range: `bytes=${sound.length}-${sound.length + 99}` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${sound.length}`);
    await past.arrayBuffer();

    // The bytes are an object in the bucket, under the prefix, listed by the AWS SDK itself...
    const client = createS3Client(s3.config);
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: s3.config.prefix }));
      const object = listed.Contents?.find((entry) => entry.Key === `${s3?.config.prefix ?? ''}${stored.key}`);
      expect(object?.Size).toBe(sound.length);
    } finally {
      client.destroy();
    }
    // ...and on neither instance's disk: their files folders hold nothing at all (the seed's pictures went to the bucket too).
    expect([...(await filesUnder(path.join(dataDirOf('A'), 'files'))), ...(await filesUnder(path.join(dataDirOf('B'), 'files')))]).toEqual([]);
  });

  // Set up through the API (on A) for the class tests below.
  let world: { adminToken: string; classId: string; exerciseId: string; tokens: string[]; studentIds: string[] } | null = null;
  async function buildClass() {
    if (world) return world;
    const adminToken = await signIn(a, 'admin@demo.test');
    const me = await call<{ id: string }>(a, adminToken, 'GET', 'user');
    const course = await call<{ id: string }>(a, adminToken, 'POST', 'courses', { name: 'Instances course', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1' });
    const section = await call<{ id: string }>(a, adminToken, 'POST', `courses/${course.id}/sections`, { name: 'Unit' });
    const lessonsUrl = `courses/${course.id}/sections/${section.id}/lessons`;
    const lesson = await call<{ id: string }>(a, adminToken, 'POST', lessonsUrl, { name: 'Lesson' });
    const lessonSection = await call<{ id: string }>(a, adminToken, 'POST', `${lessonsUrl}/${lesson.id}/sections`, { isHomework: false });
    const exercise = await call<{ id: string }>(a, adminToken, 'POST', `${lessonsUrl}/${lesson.id}/sections/${lessonSection.id}/exercises`, {
      type: 'true_false',
      title: 'Facts',
      items: [
        { statement: 'Kyiv is a capital', correct: true },
        { statement: 'Fish can fly', correct: false },
      ],
    });
    const group = await call<{ id: string }>(a, adminToken, 'POST', 'groups', { name: 'Instances group' });
    const tokens: string[] = [];
    const studentIds: string[] = [];
    for (let index = 0; index < STUDENTS; index += 1) {
      const email = `instances.student${index}@demo.test`;
      const user = await call<{ id: string }>(a, adminToken, 'POST', 'users', { type: 'students', firstName: 'Student', lastName: `Number ${index}`, email, password: 'demo12345' });
      await call(a, adminToken, 'POST', `groups/${group.id}/users`, { userId: user.id });
      studentIds.push(user.id);
      // Half sign in through each instance, as a balancer would spread them.
      tokens.push(await signIn(index % 2 === 0 ? a : b, email));
    }
    const cls = await call<{ id: string }>(a, adminToken, 'POST', 'classes', { name: 'Instances class', type: 'group', teacherId: me.id, groupId: group.id });
    await call(a, adminToken, 'PUT', `classes/${cls.id}/attach-lesson`, { lessonId: lesson.id });
    world = { adminToken, classId: cls.id, exerciseId: exercise.id, tokens, studentIds };
    return world;
  }

  const answerOf = (revision: number) => ({ items: [revision % 2 === 0, revision % 3 === 0] });

  /** A student's save as the browser makes it: on a dropped connection or a 503 it tries again, through the balancer (here: the other instance). */
  async function saveAnswer(first: Instance, other: Instance, classId: string, exerciseId: string, token: string, revision: number): Promise<void> {
    let target = first;
    const seen: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      try {
        const response = await fetch(`${target.base}/classes/${classId}/answers/${exerciseId}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-answer-revision': String(revision) },
          body: JSON.stringify(answerOf(revision)),
        });
        const text = await response.text();
        if (response.status === 200) return;
        seen.push(`${target.name} ${response.status} ${text.slice(0, 200)}`);
        if (response.status !== 503 && response.status < 500) throw new Error(`save answered ${response.status}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('save answered')) throw error;
        seen.push(`${target.name} ${String(error)}`);
        // the connection was refused or dropped: try again elsewhere
      }
      target = target === first ? other : first;
    }
    throw new Error(`revision ${revision} was never saved: ${seen.slice(-4).join(' | ')}`);
  }

  it('an answer saved through one instance reaches a stream held on the other', async () => {
    if (skipped()) return;
    const { adminToken, classId, exerciseId, tokens } = await buildClass();
    const stream = openStream(b, classId, adminToken);
    await stream.opened;
    expect(stream.state.status).toBe(200);
    const before = await lastEventId(classId);
    await saveAnswer(a, a, classId, exerciseId, tokens[0] ?? '', 1);
    await until(() => stream.state.ids.includes(before + 1), 'the answer event on the other instance', 20_000);
    stream.state.stop();
  });

  async function lastEventId(classId: string): Promise<number> {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return Number((await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from class_events where class_id = $1', [classId])).rows[0]?.id ?? 0);
    } finally {
      await db.end();
    }
  }

  /**
   * The class answers through both instances while `stopping` gets SIGTERM: it must answer 503 on
   * health while draining, exit with 0 within 10 s, close the teacher's stream it held (which
   * resumes on `staying` with Last-Event-ID), and lose no answer and no event.
   */
  async function stopWhileAnswering(stopping: Instance, staying: Instance, firstRevision: number): Promise<number> {
    const { adminToken, classId, exerciseId, tokens, studentIds } = await buildClass();
    const startId = await lastEventId(classId);
    // The teacher watches through the one to stop and, on another screen, through the other.
    const onStopping = openStream(stopping, classId, adminToken, startId);
    const onStaying = openStream(staying, classId, adminToken, startId);
    await Promise.all([onStopping.opened, onStaying.opened]);
    expect([onStopping.state.status, onStaying.state.status]).toEqual([200, 200]);

    // Each student keeps answering (a new revision each time) until the stopped instance is gone
    // and two more of their saves went through: the stop falls in the middle of the class.
    let saved = 0;
    let gone = false;
    const lastSaved = new Map<number, number>();
    const students = tokens.map(async (token, index) => {
      const [first, other] = index % 2 === 0 ? [stopping, staying] : [staying, stopping];
      let afterStop = 0;
      for (let revision = firstRevision; afterStop < 2; revision += 1) {
        await saveAnswer(first, other, classId, exerciseId, token, revision);
        lastSaved.set(index, revision);
        saved += 1;
        if (gone) afterStop += 1;
      }
    });
    void stopping.exited.then(() => (gone = true));

    // Mid-class: every student has saved twice on average.
    await until(() => saved >= STUDENTS * 2, 'the class to be answering');
    const stoppedAt = Date.now();
    stopping.child.kill('SIGTERM');
    // While draining, it tells a balancer to stop sending (503) until its listener closes.
    let sawDraining = false;
    await until(async () => {
      try {
        const response = await fetch(`${stopping.base}/health`);
        await response.arrayBuffer();
        sawDraining ||= response.status === 503;
        return false;
      } catch {
        return true;
      }
    }, `${stopping.name} to stop listening`, 15_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${stopping.output.join('').slice(-3000)}`);
    });
    expect(sawDraining).toBe(true);
    // It closed the stream it held: the client reconnects elsewhere with Last-Event-ID.
    await until(() => onStopping.state.ended, `${stopping.name} to close its stream`, 15_000);
    const resumed = openStream(staying, classId, adminToken, onStopping.state.ids.at(-1) ?? startId);
    await resumed.opened;
    expect(resumed.state.status).toBe(200);

    const exit = await stopping.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - stoppedAt).toBeLessThan(10_000);

    await Promise.all(students);
    // Every student's last answer is stored, whichever instance took it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = (await client.query<{ student_id: string; revision: string }>('select student_id, revision::text from class_answers where class_id = $1', [classId])).rows;
      const byStudent = new Map(rows.map((row) => [row.student_id, Number(row.revision)]));
      expect(studentIds.map((id) => byStudent.get(id))).toEqual(studentIds.map((_, index) => lastSaved.get(index)));
    } finally {
      await client.end();
    }
    // The teacher's screens saw every event, in order, none twice: the one that moved too.
    const endId = await lastEventId(classId);
    const expected = Array.from({ length: endId - startId }, (_, index) => startId + 1 + index);
    const describeStream = (label: string, state: { ids: number[]; ended: boolean }) => `${label}: ${state.ids.length} ids, last ${state.ids.at(-1)}, ended ${state.ended}`;
    const moved = () => [...onStopping.state.ids, ...resumed.state.ids];
    await until(() => onStaying.state.ids.at(-1) === endId && moved().at(-1) === endId, 'both streams to reach the last event', 30_000).catch((error: unknown) => {
      const streams = [describeStream('held', onStaying.state), describeStream('moved', resumed.state), describeStream('before the stop', onStopping.state)].join('; ');
      throw new Error(`${String(error)} (${startId}..${endId}; ${streams})\n${staying.output.join('').slice(-3000)}`);
    });
    expect(onStaying.state.ids).toEqual(expected);
    expect(moved()).toEqual(expected);
    // Some of the class's answers were saved after the stop, so the moved stream carried some.
    expect(resumed.state.ids.length).toBeGreaterThan(0);
    onStaying.state.stop();
    resumed.state.stop();
    return Math.max(...lastSaved.values());
  }

  /** The highest revision the first stop's class saved: the rolling restart goes on from there. */
  let lastRevision = 1;

  it('SIGTERM on one instance while 30 students answer: it drains and exits within 10 s, no answer and no event is lost', async () => {
    if (skipped()) return;
    lastRevision = await stopWhileAnswering(a, b, 2);
  });

  it('a rolling restart: A comes back, then B stops under the same load; the class moves to A and loses nothing', async () => {
    if (skipped()) return;
    const again = startInstance('A2', a.port, { ...instanceEnv, DATA_DIR: dataDirOf('A') });
    instances.push(again);
    await until(() => healthy(again), 'A to come back', 180_000);
    await stopWhileAnswering(b, again, lastRevision + 1);
  });

});
