/**
 * `parseBatch` in a worker of its own, so that reading a long paste never holds the main thread; where
 * a worker cannot start (jsdom, a policy that forbids it), on the main thread as before. The parser
 * module (with Papa Parse) is loaded on demand either way.
 */
import type { ParseResult } from './parse-rows';

function inWorker(text: string): Promise<ParseResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-rows.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ParseResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(text);
  });
}

export async function parseRows(text: string): Promise<ParseResult> {
  if (typeof Worker === 'function') {
    try {
      return await inWorker(text);
    } catch {
      // Read on the main thread below.
    }
  }
  const { parseBatch } = await import('./parse-rows');
  return parseBatch(text);
}
