/**
 * The one error type of the service module. `kind` tells the UI what to do; `message` keeps the
 * service's own words whenever it sent any; `fieldErrors` keeps every element of `errors`.
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
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly fieldErrors: FieldError[];
  readonly fieldPath: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.fieldPath = init.fieldPath ?? null;
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

/** Transient failures worth retrying for reads; refusals and auth failures are final. */
export function isRetryable(error: unknown): boolean {
  return (
    isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server')
  );
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
