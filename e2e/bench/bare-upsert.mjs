// The baseline of the answer-save bench (answers.mjs): a bare Fastify server with one route that
// does one upsert of an answer with the revision condition, and nothing else (no token, no
// validation, no scoring, no event). Same Fastify, same PostgreSQL driver and pool size as the
// API, in its own process like the API, so the ratio of the two is what the API's work costs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiRequire = createRequire(path.join(repoRoot, 'api', 'package.json'));
const Fastify = apiRequire('fastify');
const { Pool } = apiRequire('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`create table if not exists bench_bare_answers (
  student_id uuid not null, exercise_id uuid not null, answer jsonb not null, revision bigint not null,
  score jsonb, saved_at timestamptz not null, primary key (student_id, exercise_id))`);

const app = Fastify({ logger: false });
app.put('/answers/:studentId/:exerciseId', async (request) => {
  const { studentId, exerciseId } = request.params;
  const revision = Number(request.headers['x-answer-revision']);
  const { rows } = await pool.query(
    `insert into bench_bare_answers (student_id, exercise_id, answer, revision, score, saved_at)
     values ($1, $2, $3, $4, null, now())
     on conflict (student_id, exercise_id) do update set answer = excluded.answer, revision = excluded.revision, saved_at = excluded.saved_at
     where bench_bare_answers.revision < excluded.revision
     returning answer, revision, saved_at`,
    [studentId, exerciseId, JSON.stringify(request.body), revision],
  );
  return { data: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
