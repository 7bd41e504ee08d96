/**
 * The one error type of the service module. `kind` tells the UI what to do; `message` keeps the
 * service's own words whenever it sent any (and is otherwise a plain sentence for the user, never a
 * schema path); `fieldErrors` keeps every element of `errors`. What support needs (the call, the HTTP
 * status, the service's message, what could not be read) is kept apart for a "Technical details" part.
 */

export type ApiErrorKind =
  | 'refused' // HTTP 200 with success:false, or a 4xx refusal such as 422
  | 'unauthorized' // 401: the token is missing, revoked or not allowed
  | 'not-found' // 404
  | 'server' // 5xx (or 429) from the service or the infrastructure in front of it
  | 'network' // no reply at all
  | 'timeout' // no reply in time
  | 'malformed'; // a reply that is not JSON or does not match the schema

export interface FieldError {
  message: string;
  /** The field the service names (`key`, or the path of a validation issue), when it names one. */
  field: string | null;
  label: string | null;
  value: unknown;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  fieldErrors?: FieldError[];
  /** For malformed replies: the path of the field that did not match, e.g. `data.tat[0].fee`. */
  fieldPath?: string | null;
  /** The call, e.g. `GET /api/v1/tat` (no query: it may hold tokens). */
  endpoint?: string | null;
  /** The envelope's `message` exactly as sent, when there was one. */
  serviceMessage?: string | null;
  /** For support: what went wrong in technical terms, e.g. `Field data.tat[0].fee: Invalid input`. */
  detail?: string | null;
  /** For a 401: whether the session still worked when checked right after (null: not checked, or unknown). */
  sessionWorks?: boolean | null;
  /** How long the service asked to wait before trying again (a `Retry-After` header), in ms. */
  retryAfterMs?: number | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly fieldErrors: FieldError[];
  readonly fieldPath: string | null;
  readonly endpoint: string | null;
  readonly serviceMessage: string | null;
  readonly detail: string | null;
  readonly sessionWorks: boolean | null;
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.fieldPath = init.fieldPath ?? null;
    this.endpoint = init.endpoint ?? null;
    this.serviceMessage = init.serviceMessage ?? null;
    this.detail = init.detail ?? null;
    this.sessionWorks = init.sessionWorks ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** Errors the service attached to a named field. */
  errorsFor(field: string): FieldError[] {
    return this.fieldErrors.filter((e) => e.field === field);
  }

  /** Errors that name no field, or name one outside `knownFields`. */
  generalErrors(knownFields: readonly string[] = []): FieldError[] {
    return this.fieldErrors.filter((e) => e.field === null || !knownFields.includes(e.field));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 401 while the session still worked: this account may not make that call (not an ended session). */
export function isAccessRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unauthorized' && error.sessionWorks === true;
}

/** Transient failures worth retrying for reads; refusals and auth failures are final. */
export function isRetryable(error: unknown): boolean {
  return (
    isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server')
  );
}

// The wording of the service's validation library (vendor notes): `"x" is not allowed`, `"x" is required`…
const VALIDATION_WORDING = /validation|"[^"]*" (is|must)\b/i;

/**
 * A failure worth trying again by hand ("Try again"): no reply, a slow one, a 5xx or 429, a reply the
 * portal could not read (a proxy's error page), or a `success:false` that is not a validation error
 * (HTTP 200 with no field errors and no validation wording, e.g. "Pricing is unavailable right now").
 * Refusals with a diagnosis (a 4xx, a validation error) and 401s are not: the same call fails again.
 */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'server':
    case 'malformed':
      return true;
    case 'refused':
      return (
        (error.status === null || error.status < 400) &&
        error.fieldErrors.length === 0 &&
        !VALIDATION_WORDING.test(error.message)
      );
    default:
      return false;
  }
}

const fallbackMessages: Record<ApiErrorKind, string> = {
  refused: 'The service refused the request.',
  unauthorized: 'Your session has ended. Please sign in again.',
  'not-found': 'The service could not find what was asked for.',
  server: 'The service is having trouble right now. Please try again in a moment.',
  network: 'The service could not be reached. Check your connection and try again.',
  timeout: 'The service took too long to answer. Please try again.',
  malformed: 'The service sent a reply the portal could not read.',
};

export function fallbackMessage(kind: ApiErrorKind): string {
  return fallbackMessages[kind];
}
