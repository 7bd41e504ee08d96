/**
 * The one message protocol of the portal's workers (the pricing worker, the batch's row reader): the page
 * sends numbered calls and may cancel one; the worker answers each call once, with its value or an
 * error, and nothing to a call that was canceled. Where no worker can answer (none in this browser, or
 * the worker failed to load) the page is told so, and does the work itself.
 */

export type WorkerCall<Payload> =
  { type: 'call'; id: number; payload: Payload } | { type: 'cancel'; id: number };

export type WorkerReply<Value, Failure> =
  { id: number; ok: true; value: Value } | { id: number; ok: false; error: Failure };

/** The worker's side: `handle` runs for each call, with a signal that the call's cancel aborts. */
export function answerCalls<Payload, Value, Failure>(
  handle: (payload: Payload, signal: AbortSignal) => Value | Promise<Value>,
  toFailure: (error: unknown) => Failure,
  post: (reply: WorkerReply<Value, Failure>) => void,
): (message: WorkerCall<Payload>) => void {
  const inFlight = new Map<number, AbortController>();

  async function run(id: number, payload: Payload) {
    const controller = new AbortController();
    inFlight.set(id, controller);
    try {
      const value = await handle(payload, controller.signal);
      if (!controller.signal.aborted) post({ id, ok: true, value });
    } catch (error) {
      if (!controller.signal.aborted) post({ id, ok: false, error: toFailure(error) });
    } finally {
      inFlight.delete(id);
    }
  }

  return (message) => {
    if (message.type === 'cancel') inFlight.get(message.id)?.abort();
    else void run(message.id, message.payload);
  };
}

/** `answerCalls` wired to the worker's own global scope (the body of a `*.worker.ts` file). */
export function serveCalls<Payload, Value, Failure>(
  handle: (payload: Payload, signal: AbortSignal) => Value | Promise<Value>,
  toFailure: (error: unknown) => Failure,
): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<WorkerCall<Payload>>) => void) | null;
    postMessage: (reply: WorkerReply<Value, Failure>) => void;
  };
  const answer = answerCalls(handle, toFailure, (reply) => scope.postMessage(reply));
  scope.onmessage = ({ data }) => answer(data);
}

/** A call's answer, or null when no worker could answer it (the page then does the work itself). */
export type CallWorker<Payload, Value, Failure> = (
  payload: Payload,
  signal?: AbortSignal,
) => Promise<WorkerReply<Value, Failure> | null>;

/** What a call waiting when `end()` ended its worker is settled with. */
const ENDED = Symbol('ended');

/** `callWorker`'s calls, and `end()`: ends the worker now (a sign-out: nothing of the user stays in its memory). */
export type EndableCallWorker<Payload, Value, Failure> = CallWorker<Payload, Value, Failure> & {
  end: () => void;
};

/**
 * The page's side: calls to one worker, made by `makeWorker` on the first call (null from it: no worker
 * in this browser, for this call). A worker that fails to load or throws is ended, its waiting calls are
 * answered null, and no other is started. `endWhenIdle`: the worker is ended once it has answered every
 * call, and the next call starts another (for work that comes rarely, such as reading a paste). `end()`
 * ends it at once, its waiting calls rejected with an AbortError; the next call starts another.
 */
export function callWorker<Payload, Value, Failure>(
  makeWorker: () => Worker | null,
  { endWhenIdle = false }: { endWhenIdle?: boolean } = {},
): EndableCallWorker<Payload, Value, Failure> {
  let worker: Worker | null = null;
  let failed = false;
  let nextId = 1;
  const waiting = new Map<number, (reply: WorkerReply<Value, Failure> | null | typeof ENDED) => void>();

  function end(ended: Worker) {
    ended.terminate();
    if (worker === ended) worker = null;
  }

  function start(): Worker | null {
    let started: Worker | null;
    try {
      started = makeWorker();
    } catch {
      // A policy that forbids workers throws at construction: as a failed load.
      failed = true;
      return null;
    }
    if (!started) return null;
    const current = started;
    current.onmessage = ({ data }: MessageEvent<WorkerReply<Value, Failure>>) => {
      const settle = waiting.get(data.id);
      waiting.delete(data.id);
      settle?.(data);
      if (endWhenIdle && waiting.size === 0) end(current);
    };
    current.onerror = (event) => {
      event.preventDefault();
      failed = true;
      end(current);
      const stranded = [...waiting.values()];
      waiting.clear();
      stranded.forEach((settle) => settle(null));
    };
    return current;
  }

  const call: CallWorker<Payload, Value, Failure> = (payload, signal) => {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const current = failed ? null : (worker ??= start());
    if (!current) return Promise.resolve(null);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        waiting.delete(id);
        current.postMessage({ type: 'cancel', id } satisfies WorkerCall<Payload>);
        if (endWhenIdle && waiting.size === 0) end(current);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, (reply) => {
        signal?.removeEventListener('abort', onAbort);
        if (reply === ENDED) reject(new DOMException('The worker was ended.', 'AbortError'));
        else resolve(reply);
      });
      current.postMessage({ type: 'call', id, payload } satisfies WorkerCall<Payload>);
    });
  };
  return Object.assign(call, {
    end() {
      if (worker) end(worker);
      const stranded = [...waiting.values()];
      waiting.clear();
      stranded.forEach((settle) => settle(ENDED));
    },
  });
}
