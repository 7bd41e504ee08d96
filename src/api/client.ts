/**
 * The HTTP client: base URL, bearer header, JSON bodies, cancellation, a timeout, the envelope,
 * and every failure turned into an ApiError. Responses are parsed with the caller's zod schema here,
 * so nothing half-typed leaves the service module.
 */
import * as z from 'zod/mini';
import { apiSettings, currentConnection, type Connection } from './config';
import { ApiError, fallbackMessage, type ApiErrorInit, type ApiErrorKind, type FieldError } from './errors';
import { parseRetryAfter } from '../lib/retry-after';
import { envelopeSchema, type Envelope } from './schemas/envelope';

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /** false for the session check itself: its own 401 is the answer, not a reason to check again. */
  checkSession?: boolean;
  /** The connection to send this call with, instead of the page's (the pricing worker's calls). */
  connection?: Connection | undefined;
}

interface RequestSpec<T> extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Create-token is the only call made without the bearer token. */
  authenticated?: boolean;
  /** Schema of `data` in the envelope. */
  data: z.ZodMiniType<T>;
}

class TimeoutSignal {
  readonly controller = new AbortController();
  timedOut = false;
  private timer: ReturnType<typeof setTimeout>;
  private onOuterAbort = () => this.controller.abort(this.outer?.reason);

  constructor(
    private readonly outer: AbortSignal | undefined,
    ms: number,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new DOMException('Timed out', 'TimeoutError'));
    }, ms);
    if (outer?.aborted) this.controller.abort(outer.reason);
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  dispose() {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }
}

/** Reads one element of `errors`: `{message, key, label, value}`, a bare string, or anything else. */
export function toFieldError(element: unknown): FieldError {
  if (typeof element === 'string') return { message: element, field: null, label: null, value: undefined };
  if (element && typeof element === 'object') {
    const e = element as Record<string, unknown>;
    const context = e.context && typeof e.context === 'object' ? (e.context as Record<string, unknown>) : {};
    const message =
      typeof e.message === 'string' ? e.message : typeof e.msg === 'string' ? e.msg : JSON.stringify(element);
    const rawKey = e.key ?? e.field ?? context.key ?? (Array.isArray(e.path) ? e.path.join('.') : e.path);
    const rawLabel = e.label ?? context.label;
    return {
      message,
      field: typeof rawKey === 'string' && rawKey !== '' ? rawKey : null,
      label: typeof rawLabel === 'string' && rawLabel !== '' ? rawLabel : null,
      value: 'value' in e ? e.value : context.value,
    };
  }
  return { message: String(element), field: null, label: null, value: undefined };
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, string>): string {
  // The base has no trailing slash and may carry a path prefix (https://host/prefix): keep it.
  const url = new URL(`${baseUrl}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

function serviceMessage(envelope: Envelope | null, kind: ApiErrorKind): string {
  const message = envelope?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallbackMessage(kind);
}

function sentMessage(envelope: Envelope | null): string | null {
  return typeof envelope?.message === 'string' ? envelope.message : null;
}

function errorFromEnvelope(
  kind: ApiErrorKind,
  status: number,
  envelope: Envelope | null,
  endpoint: string,
  extra: Pick<ApiErrorInit, 'sessionWorks' | 'retryAfterMs'> = {},
): ApiError {
  const errors = Array.isArray(envelope?.errors) ? envelope.errors.map(toFieldError) : [];
  let message = serviceMessage(envelope, kind);
  // A refusal whose only words are in `errors` still shows them.
  if (message === fallbackMessage(kind) && errors[0]) message = errors[0].message;
  const detail = envelope ? null : "The reply was not the service's JSON envelope.";
  return new ApiError({
    kind,
    status,
    message,
    fieldErrors: errors,
    endpoint,
    serviceMessage: sentMessage(envelope),
    detail,
    ...extra,
  });
}

function kindForStatus(status: number): ApiErrorKind | null {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429 || status >= 500) return 'server';
  if (status >= 400) return 'refused';
  return null;
}

function issuePath(issue: z.core.$ZodIssue): string {
  return ['data', ...issue.path.map(String)].reduce((acc, part) =>
    /^\d+$/.test(part) ? `${acc}[${part}]` : `${acc}.${part}`,
  );
}

export async function apiRequest<T>(spec: RequestSpec<T>): Promise<T> {
  const { baseUrl, timeoutMs, token } = spec.connection ?? currentConnection();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
  if (spec.authenticated !== false && token) headers.Authorization = `Bearer ${token}`;

  const endpoint = `${spec.method} ${spec.path}`;
  const timeout = new TimeoutSignal(spec.signal, timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(baseUrl, spec.path, spec.query), {
      method: spec.method,
      headers,
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      signal: timeout.controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (timeout.timedOut) {
      throw new ApiError({
        kind: 'timeout',
        message: fallbackMessage('timeout'),
        endpoint,
        detail: `No reply within ${timeoutMs / 1000} s.`,
        cause: error,
      });
    }
    // Canceled by the caller (React Query): let the abort propagate untouched.
    if (spec.signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network',
      message: fallbackMessage('network'),
      endpoint,
      detail: `No reply: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  } finally {
    timeout.dispose();
  }

  let json: unknown = undefined;
  let isJson = false;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  const parsedEnvelope = isJson ? envelopeSchema.safeParse(json) : null;
  const envelope = parsedEnvelope?.success ? parsedEnvelope.data : null;

  const statusKind = kindForStatus(response.status);
  if (statusKind === 'unauthorized' && spec.authenticated !== false && spec.checkSession !== false) {
    // A 401 is an ended session or a call this account may not make: one cheap call tells them apart.
    const sessionWorks = (await apiSettings.checkSession?.()) ?? null;
    throw errorFromEnvelope(statusKind, response.status, envelope, endpoint, { sessionWorks });
  }
  if (statusKind) {
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
    throw errorFromEnvelope(statusKind, response.status, envelope, endpoint, { retryAfterMs });
  }

  // What the user reads is a plain sentence; what could not be read goes to the technical details.
  if (!isJson) {
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      message: fallbackMessage('malformed'),
      endpoint,
      detail: 'The reply was not JSON.',
    });
  }
  if (!envelope) {
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      message: fallbackMessage('malformed'),
      fieldPath: 'success',
      endpoint,
      detail: 'The reply had no success flag.',
    });
  }
  if (!envelope.success) throw errorFromEnvelope('refused', response.status, envelope, endpoint);

  // Async: a schema may read a long list in slices, yielding the main thread (order-response-slices.ts).
  const data = await spec.data.safeParseAsync(envelope.data);
  if (!data.success) {
    const first = data.error.issues[0];
    const path = first ? issuePath(first) : 'data';
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      message: fallbackMessage('malformed'),
      fieldPath: path,
      endpoint,
      serviceMessage: sentMessage(envelope),
      detail: `Field ${path}: ${first?.message ?? 'invalid'}`,
      cause: data.error,
    });
  }
  return data.data;
}
