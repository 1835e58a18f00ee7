import { randomUUID } from 'node:crypto';
import type { ApiError } from '@school/shared/contracts';
import { DATABASES, body, multipart, useTestApp } from './test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in: string; name: string }[];
}

const NUL = 'a\u0000b';
const COURSE = { name: 'Line one', type: 'own', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1' };
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every route of the OpenAPI document, present and future, gets the inputs an attacker or a
 * broken client sends, and none may answer 5xx. New routes join the sweep by being documented.
 */
describe.each(DATABASES)('bad-input sweep over every route (%s)', (kind) => {
  const t = useTestApp(kind);

  async function routes(): Promise<{ method: Method; path: string; operation: Operation }[]> {
    const document = body<{ paths: Record<string, Record<string, Operation>> }>(await t.request('GET', '/tenant/docs/json'));
    const found = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase() as Method;
        if (METHODS.includes(upper)) found.push({ method: upper, path, operation });
      }
    }
    return found;
  }

  const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

  it('reads a document that lists the routes it sweeps', async () => {
    const all = await routes();
    expect(all.length).toBeGreaterThan(10);
    expect(all.some((route) => route.path === '/tenant/courses' && route.method === 'POST')).toBe(true);
  });

  /** A value the schema accepts, so that the one bad field is what the route sees. */
  function sample(schema: JsonSchema | undefined): unknown {
    if (!schema) return 'Sweep';
    if (schema.enum?.length) return schema.enum[0];
    if (schema.anyOf?.length) return sample(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]);
    const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
    if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    if (type === 'array') return [sample(schema.items)];
    if (type === 'integer' || type === 'number') return 1;
    if (type === 'boolean') return true;
    if (schema.format === 'email') return 'sweep@demo.test';
    if (schema.format === 'uuid') return randomUUID();
    return 'Sweep text';
  }

  it('answers NUL in each path, query and body field (the rest valid) with a 4xx, never a 5xx', async () => {
    const token = await t.login('admin@demo.test');
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: Method, url: string, payload?: unknown) => {
      sent += 1;
      const response = await t.request(method, url, { token, lang: 'en', ...(payload === undefined ? {} : { body: payload }) });
      if (response.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload ?? null).slice(0, 80)}: ${response.statusCode}`);
    };
    for (const { method, path, operation } of await routes()) {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const bodySchema = (operation.requestBody?.content?.['application/json'] as { schema?: JsonSchema } | undefined)?.schema;
      const valid = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
      const target = fill(path, randomUUID());
      await send(method, fill(path, NUL), valid);
      for (const name of query) await send(method, `${target}?${name}=${encodeURIComponent(NUL)}`, valid);
      for (const key of Object.keys(valid ?? {})) {
        if (typeof valid?.[key] === 'string') await send(method, target, { ...valid, [key]: NUL });
      }
    }
    expect(sent).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('answers broken JSON, a wrong content type, a 2 MB body and broken multipart with a 4xx everywhere', async () => {
    const token = await t.login('admin@demo.test');
    const failures: string[] = [];
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const inputs: { label: string; payload: string | Buffer; headers: Record<string, string> }[] = [
      { label: 'broken JSON', payload: '{"name": ', headers: { 'content-type': 'application/json' } },
      { label: 'wrong type', payload: 'name=x', headers: { 'content-type': 'text/plain' } },
      { label: '2 MB JSON', payload: huge, headers: { 'content-type': 'application/json' } },
      { label: 'no boundary', payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } },
      { label: 'garbage multipart', payload: 'garbage\r\n\r\n', headers: { 'content-type': 'multipart/form-data; boundary=xyz' } },
      {
        label: 'truncated part',
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      },
    ];
    for (const { method, path } of await routes()) {
      if (method === 'GET' || method === 'DELETE') continue;
      for (const input of inputs) {
        const response = await t.request(method, fill(path, randomUUID()), { token, lang: 'en', payload: input.payload, headers: input.headers });
        if (response.statusCode >= 500) failures.push(`${method} ${path} (${input.label}): ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the field that holds a control character, in the reader language', async () => {
    const token = await t.login('admin@demo.test');
    const created = await t.request('POST', '/tenant/courses', { token, lang: 'en', body: { ...COURSE, name: 'Good\u0000name' } });
    expect(created.statusCode).toBe(400);
    expect(body<ApiError>(created)).toMatchObject({
      code: 'validation.controlCharacters',
      fieldErrors: { name: ['The text contains control characters that are not allowed'] },
    });
    const search = await t.request('GET', `/tenant/courses?search=${encodeURIComponent('x\u0000')}`, { token, lang: 'uk' });
    expect(search.statusCode).toBe(400);
    expect(body<ApiError>(search).fieldErrors).toEqual({ search: ['Текст містить недопустимі керівні символи'] });
    const profile = await t.request('PUT', '/tenant/user/profile', { token, lang: 'en', body: { firstName: 'Ann\u0007' } });
    expect(profile.statusCode).toBe(400);
    expect(Object.keys(body<ApiError>(profile).fieldErrors ?? {})).toContain('firstName');
    // Line breaks and tabs are text, not control characters to refuse.
    const multiLine = await t.request('POST', '/tenant/courses', { token, lang: 'en', body: { ...COURSE, description: 'a\tb\r\nc' } });
    expect(multiLine.statusCode).toBe(201);
  });

  it('refuses half an emoji (a lone UTF-16 surrogate) in any text field with 400 instead of storing U+FFFD', async () => {
    const token = await t.login('admin@demo.test');
    const halfEmoji = '\ud83d';
    const created = await t.request('POST', '/tenant/courses', { token, lang: 'en', body: { ...COURSE, name: `Good ${halfEmoji} name` } });
    expect(created.statusCode).toBe(400);
    expect(body<ApiError>(created)).toMatchObject({
      code: 'validation.loneSurrogate',
      fieldErrors: { name: ['The text contains a broken character (a lone half of an emoji or symbol). Please retype or paste it again'] },
    });
    // Deep inside a body too (a list of items), named by its top-level field, in the reader's language.
    const profile = await t.request('PUT', '/tenant/user/profile', { token, lang: 'uk', body: { firstName: `Ann${'\udc00'}`, lastName: 'Lee', email: 'admin@demo.test' } });
    expect(profile.statusCode).toBe(400);
    expect(body<ApiError>(profile).fieldErrors).toEqual({ firstName: ['Текст містить пошкоджений символ (половину емодзі чи знака). Введіть або вставте його ще раз'] });
    const nested = await t.request('POST', '/tenant/courses', { token, lang: 'en', body: { ...COURSE, tags: [{ label: halfEmoji }] } });
    expect({ status: nested.statusCode, code: body<ApiError>(nested).code, fields: Object.keys(body<ApiError>(nested).fieldErrors ?? {}) }).toEqual({
      status: 400,
      code: 'validation.loneSurrogate',
      fields: ['tags'],
    });
    // A whole emoji is text.
    const whole = await t.request('POST', '/tenant/courses', { token, lang: 'en', body: { ...COURSE, name: 'Smile 😀 course' } });
    expect(whole.statusCode).toBe(201);
    expect(body<{ data: { name: string } }>(whole).data.name).toBe('Smile 😀 course');
  });

  it('refuses a 2 MB JSON body with a message that says where files go', async () => {
    const token = await t.login('admin@demo.test');
    const response = await t.request('POST', '/tenant/courses', { token, lang: 'en', body: { name: 'x'.repeat(2 * 1024 * 1024), type: 'own' } });
    expect(response.statusCode).toBe(413);
    expect(body<ApiError>(response).message).toMatch(/Files are uploaded separately/);
  });

  it('refuses an image over 1 MB whole, with 413, and stores nothing', async () => {
    const token = await t.login('teacher@demo.test');
    const before = body<{ data: { image: string | null } }>(await t.request('GET', '/tenant/user', { token })).data.image;
    for (const size of [1.5 * 1024 * 1024, 5 * 1024 * 1024]) {
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(size)]);
      const upload = multipart('file', 'big.png', 'image/png', png);
      const response = await t.request('PUT', '/tenant/user/avatar', { token, lang: 'en', ...upload });
      expect(response.statusCode).toBe(413);
    }
    const after = body<{ data: { image: string | null } }>(await t.request('GET', '/tenant/user', { token })).data.image;
    expect(after).toBe(before);
  });

  it('answers a broken upload with 400 and a field error on both upload routes', async () => {
    const token = await t.login('admin@demo.test');
    const course = body<{ data: { id: string } }>(await t.request('POST', '/tenant/courses', { token, body: { ...COURSE, name: 'Upload target' } })).data;
    for (const url of ['/tenant/user/avatar', `/tenant/courses/${course.id}/image`]) {
      for (const [payload, contentType] of [
        ['garbage', 'multipart/form-data'],
        ['--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG', 'multipart/form-data; boundary=xyz'],
      ] as const) {
        const response = await t.request('PUT', url, { token, lang: 'en', payload, headers: { 'content-type': contentType } });
        expect([400, 404, 405]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(Object.keys(body<ApiError>(response).fieldErrors ?? {})).toEqual(['file']);
      }
    }
  });
});
