import type { ByteRange } from './types.js';

/**
 * What a `Range` header asks of an object of `size` bytes (RFC 9110 §14): `null` to send it
 * whole (no header, another unit, several ranges, or a header we cannot read: ignoring Range is
 * always allowed), `'unsatisfiable'` for a range wholly past the end (416), else the one range,
 * its end clipped to the object. Audio and video elements ask `bytes=N-` to seek.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
