import * as z from 'zod/mini';
import { lazySchema } from './lazy.js';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const build = jest.fn(() => z.object({ name: z.string().check(z.minLength(2)) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ name: 'Ann' }).success).toBe(true);
    expect(schema.safeParse({ name: 'A' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('behaves as the schema it builds: nested, typed, recognised and documented the same', () => {
    const eager = z.object({ id: z.uuid(), tags: z.array(z.string()) });
    const lazy = lazySchema(() => z.object({ id: z.uuid(), tags: z.array(z.string()) }));
    const parent = z.object({ item: lazy, items: z.optional(z.array(lazy)) });
    const value = { item: { id: '5b0f3c3e-4f7b-4a55-9f5e-2f1f0a7c6d11', tags: ['a'] } };
    expect(parent.parse(value)).toEqual(value);
    expect(parent.safeParse({ item: { id: 'nope', tags: [] } }).success).toBe(false);
    expect(lazy instanceof z.ZodMiniObject).toBe(true);
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(eager));
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
    expect(z.extend(lazy, { more: z.string() }).safeParse({ ...value.item, more: 'x' }).success).toBe(true);
  });
});
