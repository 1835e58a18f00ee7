import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../plugins/storage.js';
import { fileUrl, storeFile } from '../files/index.js';

/**
 * The library's pictures, animation, sounds and handout (`api/library-media`, made by
 * `sources/make-media.mjs` for this project). Unlike the SVG drawings of label_the_pictures
 * (`library.images.ts`), the media types hold a school's own upload (`/tenant/files/{key}`), so
 * these files are given to each school as its own files when the library is installed: they are
 * then served, copied into own courses and deleted exactly like files a teacher uploaded.
 */
export const LIBRARY_MEDIA_FOLDER = fileURLToPath(new URL('../../../library-media', import.meta.url));

const CONTENT_TYPES = {
  png: 'image/png',
  gif: 'image/gif',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
} as const;

export const LIBRARY_MEDIA = [
  'family.png',
  'kitchen.png',
  'bedroom.png',
  'living-room.png',
  'bathroom.png',
  'tarass-day.gif',
  'first-conversation.ogg',
  'word-hello.ogg',
  'word-name.ogg',
  'word-friend.ogg',
  'word-teacher.ogg',
  'word-student.ogg',
  'word-from.ogg',
  'telling-the-time.pdf',
] as const;
export type LibraryMediaName = (typeof LIBRARY_MEDIA)[number];

/** Library content names a media file by this marker; installing puts the school's file address in its place. */
const MARKER = 'library-media:';
export const libraryMedia = (name: LibraryMediaName) => `${MARKER}${name}`;

export function contentTypeOf(name: LibraryMediaName): string {
  const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
  return CONTENT_TYPES[extension];
}

/** Bytes read once per process: every school gets the same files. */
const bytes = new Map<LibraryMediaName, Promise<Buffer>>();
const read = (name: LibraryMediaName) => {
  let data = bytes.get(name);
  if (!data) {
    data = readFile(path.join(LIBRARY_MEDIA_FOLDER, name));
    bytes.set(name, data);
  }
  return data;
};

/**
 * A copy of `content` where every media marker is the address of that file stored as the school's
 * own; a file named twice in one install is stored once.
 */
export function libraryMediaPlacer(storage: FileStorage, tx: Database, schoolId: string) {
  const placed = new Map<string, Promise<string>>();
  const place = (name: LibraryMediaName) => {
    let address = placed.get(name);
    if (!address) {
      address = read(name).then(async (data) => fileUrl(await storeFile(storage, tx, schoolId, { data, contentType: contentTypeOf(name) })) ?? '');
      placed.set(name, address);
    }
    return address;
  };
  const resolve = async (content: unknown): Promise<unknown> => {
    if (typeof content === 'string') {
      if (!content.startsWith(MARKER)) return content;
      const name = content.slice(MARKER.length) as LibraryMediaName;
      if (!(LIBRARY_MEDIA as readonly string[]).includes(name)) throw new Error(`unknown library media file: ${name}`);
      return place(name);
    }
    if (Array.isArray(content)) {
      const items: unknown[] = [];
      // One at a time: the files are written in the install's transaction.
      for (const item of content) items.push(await resolve(item));
      return items;
    }
    if (content && typeof content === 'object') {
      const entries: [string, unknown][] = [];
      for (const [key, value] of Object.entries(content)) entries.push([key, await resolve(value)]);
      return Object.fromEntries(entries);
    }
    return content;
  };
  return resolve;
}
