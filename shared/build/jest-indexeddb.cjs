// jsdom has no IndexedDB and no structuredClone: the classroom's offline answer queue
// (shared/src/live/write-queue.ts) keeps answers there, so every app's tests get an in-memory
// IndexedDB (fake-indexeddb), one per test file. structuredClone is what it copies values with.
const v8 = require('node:v8');
if (typeof globalThis.structuredClone === 'undefined') {
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}
require('fake-indexeddb/auto');
