/**
 * A schema that is built the first time anything touches it, not when its module is evaluated.
 *
 * Every contract of the browser entry of `@school/shared` used to be built while the site
 * started: about a hundred zod constructions in the longest task before the first paint, for
 * the one or two schemas a page uses (docs/decisions/platform-delivery.md). The result stands for
 * the schema everywhere (parse, nesting in other schemas, JSON Schema for the API documentation):
 * on first use it receives the built schema's own properties and prototype, so it is an
 * equivalent of it, sharing its internals, rather than a wrapper.
 */
export function lazySchema<T extends object>(build: () => T): T {
  const target = {} as T;
  let built = false;
  const ready = (): T => {
    if (!built) {
      built = true;
      const schema = build();
      Object.defineProperties(target, Object.getOwnPropertyDescriptors(schema));
      Object.setPrototypeOf(target, Object.getPrototypeOf(schema));
    }
    return target;
  };
  // Every trap builds first, then answers from the target, which by then holds the schema's own
  // properties: the answers are the target's own, so the proxy invariants hold.
  return new Proxy(target, {
    get: (_, key, receiver) => Reflect.get(ready(), key, receiver),
    set: (_, key, value, receiver) => Reflect.set(ready(), key, value, receiver),
    has: (_, key) => Reflect.has(ready(), key),
    ownKeys: () => Reflect.ownKeys(ready()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(ready(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(ready(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(ready(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(ready()),
    setPrototypeOf: (_, prototype) => Reflect.setPrototypeOf(ready(), prototype),
    isExtensible: () => Reflect.isExtensible(ready()),
    preventExtensions: () => Reflect.preventExtensions(ready()),
  });
}
