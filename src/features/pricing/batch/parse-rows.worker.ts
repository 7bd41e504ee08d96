/**
 * Reads pasted rows or a file's text off the main thread (parse-in-worker.ts): parsing and checking a
 * thousand rows is a long task on a slow phone while its user waits to press "Price".
 */
import { serveCalls } from '../../../lib/worker-protocol';
import { parseBatch } from './parse-rows';

serveCalls(parseBatch, () => null);
