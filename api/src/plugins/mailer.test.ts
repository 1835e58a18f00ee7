import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApp } from '../test/harness.js';

describe('mail over SMTP', () => {
  it('sends the reset mail to SMTP_URL with the link, and keeps nothing in the outbox', async () => {
    const received: { to: string[]; raw: string }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as AddressInfo;

    const t = await startTestApp('pglite', { config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    try {
      const response = await t.request('POST', '/tenant/auth/password-recovery/forgot', {
        body: { email: 'teacher@demo.test' },
        lang: 'en',
        // A forged Host (and forwarded host) must not reach the link: it comes from configuration only.
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      await t.app.background.settled();
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['teacher@demo.test']);
      // Quoted-printable may wrap long lines; unwrap before looking for the link.
      const raw = (received[0]?.raw ?? '').replace(/=\r?\n/g, '');
      expect(raw).toContain('Subject: Reset your password');
      // No PUBLIC_URL here: the address the server listens on (the default port).
      expect(raw).toMatch(/http:\/\/localhost:8080\/auth\/reset-password\?token=[\w-]{20,}/);
      expect(raw).not.toContain('evil.example');
      expect(t.app.mailer.outbox).toHaveLength(0);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });
});
