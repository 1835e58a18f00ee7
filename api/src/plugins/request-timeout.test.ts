import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DATABASES, useTestApp } from '../test/harness.js';

/** Sends `head` and a part of the body on a raw socket, then nothing more; resolves with all the server writes until it closes. */
function sendAndStall(port: number, head: string, partialBody: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + partialBody));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe.each(DATABASES)('requests whose body never arrives on %s', (kind) => {
  // Low, so the test is quick; the default is two minutes.
  const t = useTestApp(kind, { config: { requestTimeoutMs: 400 } });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers 408 and closes the connection when the body stops short of its length', async () => {
    const body = JSON.stringify({ email: 'student@demo.test', password: 'demo12345' });
    const head = ['POST /tenant/auth/login HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', `Content-Length: ${body.length + 100}`, '', ''].join('\r\n');
    const answer = await sendAndStall(port, head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('answers 408 to headers that never end', async () => {
    const answer = await sendAndStall(port, 'GET /tenant/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 'a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);
});
