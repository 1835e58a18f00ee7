/**
 * A stand-in for the PDF viewer's boundary module (players/pdf/document.ts), for jsdom, which has
 * no canvas to draw on: tests replace that module with this one
 * (`jest.mock('./pdf/document.js', () => jest.requireActual('../testing/pdf-viewer.js'))`) and the
 * player itself runs as it is. It records what the player asked for.
 */
import type { OpenPdf, PdfPageSize } from '../players/pdf/document.js';

/** A document address the stand-in cannot read, as pdf.js cannot read a broken file. */
export const UNREADABLE_PDF = '/tenant/files/0badf11e-0000-4000-8000-000000000000';

export const fakePdfViewer = {
  pages: 2,
  opened: [] as string[],
  drawn: [] as Array<{ page: number; width: number }>,
  closed: 0,
  reset() {
    this.pages = 2;
    this.opened = [];
    this.drawn = [];
    this.closed = 0;
  },
};

export async function openPdf(url: string): Promise<OpenPdf> {
  fakePdfViewer.opened.push(url);
  if (url === UNREADABLE_PDF) throw new Error('Invalid PDF structure.');
  return {
    pageCount: fakePdfViewer.pages,
    async render(page: number, _canvas: HTMLCanvasElement, width: number): Promise<PdfPageSize> {
      fakePdfViewer.drawn.push({ page, width });
      return { width, height: Math.round(width * 1.41) };
    },
    close() {
      fakePdfViewer.closed += 1;
    },
  };
}
