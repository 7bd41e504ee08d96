/**
 * `parseBatch` in a worker of its own, so that reading a long paste never holds the main thread; where
 * no worker can answer (jsdom, a policy that forbids it, a worker that fails), on the main thread as
 * before. The parser module (with Papa Parse) is loaded on demand either way.
 */
import { callWorker } from '../../../lib/worker-protocol';
import type { ParseResult } from './parse-rows';

/** Reads rows in a worker made by `makeWorker`, ended once it has answered (a paste comes rarely). */
export function rowsReader(makeWorker: () => Worker | null): (text: string) => Promise<ParseResult> {
  const call = callWorker<string, ParseResult, null>(makeWorker, { endWhenIdle: true });
  return async (text) => {
    const reply = await call(text);
    if (reply?.ok) return reply.value;
    const { parseBatch } = await import('./parse-rows');
    return parseBatch(text);
  };
}

export const parseRows = rowsReader(() =>
  typeof Worker === 'function'
    ? new Worker(new URL('./parse-rows.worker.ts', import.meta.url), { type: 'module' })
    : null,
);
