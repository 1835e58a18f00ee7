/**
 * The pictures of the library courses, drawn for this project as plain SVG (licence: the
 * project's own, see docs/decisions/library-content.md). They are platform assets rather than a
 * school's uploads: every school's copy of a library course points at the same address, and a
 * copy into own courses keeps pointing at it, because these never change or go away.
 */
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240"><rect width="120" height="120" rx="12" fill="#f4f6fb"/>${body}</svg>`;

export const LIBRARY_IMAGES: Readonly<Record<string, string>> = {
  'apple.svg': svg(
    '<path d="M60 38c-8-8-30-8-32 14-2 20 12 44 24 44 4 0 5-2 8-2s4 2 8 2c12 0 26-24 24-44-2-22-24-22-32-14z" fill="#d93a3a"/>' +
      '<path d="M60 38c0-8 2-14 6-18" stroke="#6b4423" stroke-width="4" fill="none" stroke-linecap="round"/>' +
      '<path d="M64 28c8-8 18-6 20-4-4 8-14 10-20 4z" fill="#3fa34d"/>',
  ),
  'book.svg': svg(
    '<rect x="26" y="24" width="64" height="76" rx="4" fill="#2f5fd0"/>' +
      '<rect x="32" y="24" width="58" height="70" rx="2" fill="#3d6fe0"/>' +
      '<rect x="30" y="94" width="60" height="6" fill="#ffffff"/>' +
      '<rect x="44" y="40" width="34" height="6" rx="3" fill="#ffffff"/><rect x="44" y="52" width="24" height="4" rx="2" fill="#cfdcff"/>',
  ),
  'cat.svg': svg(
    '<path d="M30 50 34 22 52 40h16l18-18 4 28c4 8 4 16 0 24-6 14-20 22-30 22s-24-8-30-22c-4-8-4-16 0-24z" fill="#f0a040"/>' +
      '<circle cx="48" cy="60" r="5" fill="#2b2b2b"/><circle cx="72" cy="60" r="5" fill="#2b2b2b"/>' +
      '<path d="M56 72h8l-4 5z" fill="#d9577a"/>' +
      '<path d="M40 74H22M40 80H24M80 74h18M80 80h16" stroke="#2b2b2b" stroke-width="2" stroke-linecap="round"/>',
  ),
  'dog.svg': svg(
    '<ellipse cx="60" cy="64" rx="28" ry="30" fill="#b98252"/>' +
      '<path d="M34 40c-10 4-14 26-6 34 6-4 8-18 10-28zM86 40c10 4 14 26 6 34-6-4-8-18-10-28z" fill="#6e4a2b"/>' +
      '<circle cx="50" cy="58" r="4" fill="#2b2b2b"/><circle cx="70" cy="58" r="4" fill="#2b2b2b"/>' +
      '<ellipse cx="60" cy="74" rx="8" ry="6" fill="#2b2b2b"/><path d="M60 80v6" stroke="#2b2b2b" stroke-width="2"/>',
  ),
  'car.svg': svg(
    '<path d="M18 74l6-16c2-4 4-6 8-6h18l10-12h24c4 0 6 2 8 6l10 12c6 0 8 4 8 8v8z" fill="#e0483e"/>' +
      '<path d="M64 44h18l8 12H56z" fill="#bfe3ff"/>' +
      '<rect x="16" y="72" width="92" height="10" rx="4" fill="#c23a31"/>' +
      '<circle cx="38" cy="84" r="10" fill="#2b2b2b"/><circle cx="88" cy="84" r="10" fill="#2b2b2b"/>' +
      '<circle cx="38" cy="84" r="4" fill="#d0d0d0"/><circle cx="88" cy="84" r="4" fill="#d0d0d0"/>',
  ),
  'house.svg': svg(
    '<path d="M20 58 60 24l40 34z" fill="#b3413b"/>' +
      '<rect x="28" y="56" width="64" height="42" fill="#f2d49b"/>' +
      '<rect x="52" y="72" width="16" height="26" fill="#7a4b2a"/>' +
      '<rect x="34" y="64" width="12" height="12" fill="#8fcaf2"/><rect x="74" y="64" width="12" height="12" fill="#8fcaf2"/>',
  ),
  'sun.svg': svg(
    '<circle cx="60" cy="60" r="20" fill="#f7c531"/>' +
      '<g stroke="#f7a531" stroke-width="6" stroke-linecap="round">' +
      '<path d="M60 18v12M60 90v12M18 60h12M90 60h12M30 30l8 8M82 82l8 8M30 90l8-8M82 38l8-8"/></g>',
  ),
  'tree.svg': svg(
    '<rect x="54" y="66" width="12" height="34" fill="#7a4b2a"/>' +
      '<circle cx="60" cy="46" r="24" fill="#3fa34d"/><circle cx="42" cy="60" r="16" fill="#379245"/><circle cx="78" cy="60" r="16" fill="#379245"/>',
  ),
};

/** Where a picture is served (`library.routes.ts`); library content names pictures by this address. */
export const libraryImageUrl = (name: keyof typeof LIBRARY_IMAGES & string) => `/tenant/library/images/${name}`;
