/**
 * Reads pasted rows or a file's text off the main thread (parse-in-worker.ts): a thousand rows took
 * 34 ms of parsing and checking at 6× CPU, a long task on a slow phone while its user waits to press
 * "Price".
 */
import { parseBatch } from './parse-rows';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => scope.postMessage(parseBatch(event.data));
