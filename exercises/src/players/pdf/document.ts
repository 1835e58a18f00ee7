/**
 * The PDF viewer's boundary with pdf.js (`pdfjs-dist`, Mozilla): the only module that imports it.
 * The pdf player loads this module with a dynamic import when a pdf exercise renders, so pdf.js
 * (about 135 KB gzipped) never reaches the sign-in page, the course list or a lesson without a
 * PDF. Tests replace this module, never the player.
 */
import { getDocument, GlobalWorkerOptions, RenderingCancelledException, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';

/*
 * The worker is a file of the build (`new URL` makes webpack emit it beside the remote's chunks;
 * shared/build/webpack.cjs names it `.js` with a content hash), so it is served by the site itself
 * and starts under the CSP's `worker-src 'self'`.
 */
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

export interface PdfPageSize {
  width: number;
  height: number;
}

export interface OpenPdf {
  /** How many pages the document has. */
  pageCount: number;
  /**
   * Draws page `page` (from 1) on the canvas, `width` CSS pixels wide; the answer is the drawn
   * size, or null when a later call (the student turned the page again) took over.
   */
  render(page: number, canvas: HTMLCanvasElement, width: number): Promise<PdfPageSize | null>;
  /** Stops a drawing in progress and frees the document (and the worker's copy of it). */
  close(): void;
}

/** Opens the PDF at `url` (a file of this site); rejects when it cannot be read. */
export async function openPdf(url: string): Promise<OpenPdf> {
  const task = getDocument({
    url,
    // Fonts the PDF does not embed fall back to the system's; no extra files are fetched, so
    // the CSP needs no other source (CJK documents without embedded fonts may show substitutes).
    useSystemFonts: true,
    // No scripts and forms of the document run or show: students read it.
    enableXfa: false,
  });
  const document: PDFDocumentProxy = await task.promise;
  let drawing: RenderTask | null = null;
  return {
    pageCount: document.numPages,
    async render(number, canvas, width) {
      drawing?.cancel();
      const page = await document.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const scale = width / unscaled.width;
      const viewport = page.getViewport({ scale });
      // Sharp on high-density screens: the bitmap has device pixels, the box CSS pixels.
      const ratio = Math.min(globalThis.devicePixelRatio || 1, 3);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      drawing = task;
      try {
        await task.promise;
      } catch (error) {
        if (error instanceof RenderingCancelledException) return null;
        throw error;
      } finally {
        if (drawing === task) drawing = null;
      }
      return { width: viewport.width, height: viewport.height };
    },
    close() {
      drawing?.cancel();
      void task.destroy();
    },
  };
}
