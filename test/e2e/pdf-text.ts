/**
 * The text of each page of a PDF that Chromium printed (`page.pdf()`), read with pdf.js: what a printed
 * sheet says, page by page, margin boxes (the page numbers) included.
 */

/** Node 20 has no Promise.withResolvers, which pdf.js uses (Node 22 has it). */
function withResolvers<T>() {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const promise = Promise as unknown as { withResolvers?: typeof withResolvers };
  promise.withResolvers ??= withResolvers;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const doc = await loading.promise;
  const texts: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  await loading.destroy();
  return texts;
}

/** The "Page 2 of 8" of each page, in page order ('' for a page without one). */
export async function pageNumbers(pdf: Buffer): Promise<string[]> {
  return (await pdfPageTexts(pdf)).map((text) => /Page \d+ of \d+/.exec(text)?.[0] ?? '');
}
