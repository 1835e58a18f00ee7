import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { BASE_URL, DEMO_PASSWORD } from './env';

/** Signs in through the real form. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^email$/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Gets a real token from the API. */
export async function tokenFor(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(`${BASE_URL}/tenant/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Starts the page signed in (English UI) with a real token, as a restored session would be. */
export async function signedIn(page: Page, request: APIRequestContext, email: string, language = 'en', password = DEMO_PASSWORD): Promise<string> {
  const token = await tokenFor(request, email, password);
  await page.addInitScript(
    ([storedToken, storedLanguage]) => {
      // Init scripts run in every frame too; a sandboxed embed may not touch storage.
      if (window !== window.top) return;
      if (!window.sessionStorage.getItem('e2e-seeded')) {
        window.localStorage.setItem('token', storedToken ?? '');
        window.localStorage.setItem('locale', storedLanguage ?? 'en');
        window.sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [token, language],
  );
  return token;
}

/**
 * Forgets the interface language kept in the user's profile (a choice in the user menu is
 * saved there and applied at every later sign-in), so the journeys after a test that switched
 * it start in the language they ask for.
 */
export async function forgetProfileLanguage(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const { data: user } = (await (await request.get(`${BASE_URL}/tenant/user`, { headers })).json()) as { data: Record<string, unknown> };
  const details = { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, country: user.country, timezone: user.timezone };
  const response = await request.put(`${BASE_URL}/tenant/user/profile`, { headers, data: { ...details, language: null } });
  expect(response.status()).toBe(200);
}

/** Opens pages in English unless a test says otherwise. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
  });
}

export interface CaughtMail {
  to: string;
  raw: string;
}

/** A real SMTP server that keeps what it receives. */
export async function startSmtpSink(port: number): Promise<{ mails: CaughtMail[]; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Reads the reset link out of a mail, undoing quoted-printable soft breaks. */
export function resetLinkFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/.exec(unfolded);
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return match[0];
}

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.map': 'application/json' };

/** Serves a folder on another origin with CORS, like a separately deployed remote. */
export async function serveFolder(folder: string, port: number): Promise<{ close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const file = path.join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  });
  // A port that is taken must fail the test at once with the reason, not hang it until its timeout.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    // The page under test still holds keep-alive connections to this origin: end them, or
    // `close` waits for the browser to let go of them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
