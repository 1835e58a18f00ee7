// The load the answer benches share (answers.mjs, answers-two.mjs): keep-alive HTTP calls that
// answer their status and time instead of throwing, a loop per student sending its next call as
// soon as the last one answered, and the summary both print.
import http from 'node:http';
import { percentile } from './classroom-world.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One call to 127.0.0.1:`port`; `{ status: 0 }` when the connection failed. */
function call(port, method, requestPath, headers, body) {
  return new Promise((resolve) => {
    const began = performance.now();
    const request = http.request({ host: '127.0.0.1', port, method, path: requestPath, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - began }));
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - began }));
    request.end(body);
  });
}

export const put = (port, requestPath, headers, body) =>
  call(port, 'PUT', requestPath, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }, body);

export const get = (port, requestPath) => call(port, 'GET', requestPath, {});

/** Closes the kept-alive connections, so the bench's process can end. */
export const closeConnections = () => agent.destroy();

/**
 * A loop per worker of `workers` (the students' indexes), each sending `save(worker, n)` as soon as
 * the last one answered, for `runSeconds`: the latencies of the successful ones, the failures and
 * the time taken.
 */
export async function run(save, runSeconds, workers) {
  const timings = [];
  let failed = 0;
  const deadline = performance.now() + runSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    workers.map(async (worker) => {
      for (let n = 1; performance.now() < deadline; n += 1) {
        const { status, ms } = await save(worker, n);
        if (status === 200) timings.push(ms);
        else failed += 1;
      }
    }),
  );
  return { timings, failed, elapsed: (performance.now() - started) / 1000 };
}

export function summary(label, runs) {
  const timings = runs.flatMap((r) => r.timings).sort((a, b) => a - b);
  const elapsed = runs.reduce((sum, r) => sum + r.elapsed, 0);
  const failed = runs.reduce((sum, r) => sum + r.failed, 0);
  return { label, saves: timings.length, failed, rps: timings.length / elapsed, p50: percentile(timings, 50) ?? 0, p99: percentile(timings, 99) ?? 0 };
}

export const show = (r) => `${r.label}: ${Math.round(r.rps)} saves/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${r.saves} saves, ${r.failed} failed)`;
