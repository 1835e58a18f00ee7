// The compose deployment's balancer (host/deploy/nginx.conf) in front of two stand-in replicas,
// run by the machine's nginx: a class's calls stay on one replica, other calls reach both, and a
// replica that drains (503) or is gone hands its calls to the other without losing one.
// Run: node --test scripts/ (part of `pnpm test:unit`); needs nginx (.ci/run installs it).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/**
 * The deployed file as this machine's nginx can run it: the replicas at local ports instead of
 * Docker's names, without Docker's resolver (`resolve` in an upstream needs nginx 1.27.3, the
 * image's; Debian's is older), on a free port, with its own files in `dir`.
 */
function localBalancerConfig(deployed, { dir, port, replicas }) {
  let replica = 0;
  const body = deployed
    .replace(/^resolver .*$/m, '')
    .replace(/^(\s*server )api-\d+:8080 resolve /gm, (_, start) => `${start}127.0.0.1:${replicas[replica++]} `)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${dir}/html;`);
  assert.equal(replica, replicas.length, 'the deployed upstream names one server per replica');
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'daemon off;',
    'events { worker_connections 256; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    body,
    '}',
  ].join('\n');
}

/** A stand-in replica: answers its name; `draining` makes it answer 503 as the API does on SIGTERM. */
function startReplica(name) {
  const replica = { name, draining: false, seen: 0, server: http.createServer() };
  replica.server.on('request', (request, response) => {
    request.resume();
    request.on('end', () => {
      replica.seen += 1;
      response.writeHead(replica.draining ? 503 : 200, { 'content-type': 'text/plain' });
      response.end(replica.draining ? 'draining' : name);
    });
  });
  return new Promise((resolve) => replica.server.listen(0, '127.0.0.1', () => resolve(replica)));
}

const portOf = (server) => server.address().port;

function freePort() {
  const probe = http.createServer();
  return new Promise((resolve) => probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  }));
}

function call(port, method, url) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', reject);
    request.end(method === 'PUT' ? '{"answer":1}' : undefined);
  });
}

describe('the compose balancer (host/deploy/nginx.conf)', { skip: NGINX ? false : 'nginx is not installed' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balancer-'));
  let replicas;
  let port;
  let nginx;

  before(async () => {
    replicas = [await startReplica('api-1'), await startReplica('api-2')];
    port = await freePort();
    // nginx's workers run as another user when it is started by root: they must read the pages.
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'html'));
    fs.writeFileSync(path.join(dir, 'html', 'index.html'), '<!doctype html><title>host</title>');
    const config = localBalancerConfig(fs.readFileSync(path.join(REPO_ROOT, 'host', 'deploy', 'nginx.conf'), 'utf8'), {
      dir,
      port,
      replicas: replicas.map((replica) => portOf(replica.server)),
    });
    fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
    // Refuses a file nginx would not start with, naming the line.
    execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    let answered;
    for (let attempt = 0; attempt < 200 && answered === undefined; attempt += 1) {
      answered = await call(port, 'GET', '/').catch(() => undefined);
      if (answered === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(answered?.status, 200, `nginx did not serve the page: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-500)}`);
  });

  after(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(replicas.map((replica) => new Promise((resolve) => replica.server.close(resolve))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps each class's calls on one replica and spreads the classes over both", async () => {
    const homes = new Map();
    for (let index = 0; index < 24; index += 1) {
      const classId = randomUUID();
      const answers = new Set();
      for (const url of [`/tenant/classes/${classId}/answers/${randomUUID()}`, `/tenant/classes/${classId}/events`, `/tenant/classes/${classId}`]) {
        for (let repeat = 0; repeat < 3; repeat += 1) answers.add((await call(port, url.endsWith('events') ? 'GET' : 'PUT', url)).text);
      }
      assert.equal(answers.size, 1, `class ${classId} was served by ${[...answers].join(' and ')}`);
      homes.set(classId, [...answers][0]);
    }
    assert.deepEqual(new Set(homes.values()), new Set(['api-1', 'api-2']));
  });

  it('spreads calls that name no class over both replicas', async () => {
    const served = new Set();
    for (let index = 0; index < 40; index += 1) served.add((await call(port, 'GET', '/tenant/health')).text);
    assert.deepEqual(served, new Set(['api-1', 'api-2']));
  });

  it("sends a class's calls to the other replica while its own drains, and back after", async () => {
    const classId = randomUUID();
    const url = `/tenant/classes/${classId}/answers/${randomUUID()}`;
    const home = (await call(port, 'PUT', url)).text;
    const [draining, other] = home === 'api-1' ? replicas : [...replicas].reverse();
    draining.draining = true;
    try {
      for (let index = 0; index < 5; index += 1) assert.deepEqual(await call(port, 'PUT', url), { status: 200, text: other.name });
    } finally {
      draining.draining = false;
    }
    // max_fails=1 fail_timeout=5s: the drained replica is skipped for up to 5 s, then gets its classes again.
    let back = false;
    for (let attempt = 0; attempt < 80 && !back; attempt += 1) {
      back = (await call(port, 'PUT', url)).text === home;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(back, `the class did not go back to ${home}`);
  });
});
