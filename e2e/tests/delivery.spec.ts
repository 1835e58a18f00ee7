import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, REPO_ROOT, USERS } from '../support/env';
import { signInThroughForm, useEnglish } from '../support/helpers';

/** Every Content-Security-Policy violation the page reports, from the DOM event and the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

test.describe('delivery', () => {
  test('the signed-in site runs under its Content-Security-Policy with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await useEnglish(page);

    const first = await page.goto('/auth/signin');
    const policy = first?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await signInThroughForm(page, USERS.admin);
    await expect(page).toHaveURL(/\/courses/);

    const walk: Array<[string, () => Promise<void>]> = [
      ['/courses/own', () => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()],
      ['/settings/profile', () => expect(page.getByLabel('First name')).not.toHaveValue('')],
      ['/settings/profile/privacy', () => expect(page.getByRole('main')).toBeVisible()],
      ['/no-such-page', () => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()],
    ];
    for (const [url, ready] of walk) {
      await page.goto(url);
      await ready();
    }
    // The inline theme script ran (its hash is allowed): it set the theme before any bundle.
    await expect(page.locator('html')).toHaveAttribute('data-theme-mode', /light|dark/);
    expect(violations).toEqual([]);
  });

  test('the API documentation page works under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/tenant/docs');
    // The page renders the whole API description (every route of the spec) in the browser: on a
    // busy two-core machine that has taken over ten seconds (a CI run of stop 29).
    await expect(page.getByText('/tenant/auth/login').first()).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });

  test('scripts travel compressed and source maps are not served', async ({ request }) => {
    const html = await (await request.get('/auth/signin')).text();
    const main = /src="?(\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(main).toBeDefined();
    const script = await request.get(`${BASE_URL}${main}`, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers().vary).toMatch(/accept-encoding/i);
    expect((await request.get(`${BASE_URL}${main}.map`)).status()).toBe(404);
    expect(fs.existsSync(path.join(REPO_ROOT, 'host', 'dist', `${main?.slice(1)}.map`))).toBe(false);
  });

  test('the nginx policy says what the embedded server says, but for the origins of its own runtime config', async ({ request }) => {
    const served = (await request.get(`${BASE_URL}/`)).headers()['content-security-policy'] ?? '';
    const nginx = /set \$csp "([^"]+)"/.exec(fs.readFileSync(path.join(REPO_ROOT, 'host', 'deploy', 'nginx.conf'), 'utf8'))?.[1] ?? '';
    const directives = (policy: string) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
    const expected = directives(served);
    const deployed = directives(nginx);
    expect([...deployed.keys()]).toEqual([...expected.keys()]);
    // Scripts and connections name the remotes of each config (the compose one has other ports).
    for (const [name, values] of expected) if (name !== 'script-src' && name !== 'connect-src') expect(deployed.get(name), name).toBe(values);
  });

  test('the nginx policy allows the inline script the host build really has', () => {
    const built = fs.readFileSync(path.join(REPO_ROOT, 'host', 'dist', 'index.html'), 'utf8');
    const inline = [...built.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)];
    const nginx = fs.readFileSync(path.join(REPO_ROOT, 'host', 'deploy', 'nginx.conf'), 'utf8');
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) {
      expect(nginx).toContain(`'sha256-${createHash('sha256').update(code ?? '').digest('base64')}'`);
    }
  });
  test('the signed-out sign-in page loads no server-data layer', async ({ page }) => {
    // TanStack Query (react-query and query-core) is loaded only by the pages that read server
    // data (docs/decisions/platform-server-data.md); sign-in sends one request, with the form, and
    // keeps its byte budget (docs/decisions/0004-bundle-budget.md). Found by strings of its code
    // that minification keeps, in whatever chunk a build puts it.
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await useEnglish(page);
    await page.goto('/auth/signin');
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    await page.getByLabel(/^email$/i).fill(USERS.admin);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    const QUERY_CODE = /No QueryClient set|No mutationFn found/;
    const withQuery = loaded.filter(({ body }) => QUERY_CODE.test(body)).map(({ url }) => new URL(url).pathname);
    expect(withQuery).toEqual([]);
    // The strings do survive the build: the same remote's profile page brings them in a chunk.
    const authDist = path.join(REPO_ROOT, 'mfe-auth', 'dist');
    const built = fs.readdirSync(authDist).filter((name) => name.endsWith('.js'));
    expect(built.some((name) => QUERY_CODE.test(fs.readFileSync(path.join(authDist, name), 'utf8')))).toBe(true);
  });
});
