/**
 * What every handler of the mock service shares: simulated latency, the bearer token, the company
 * token, the report type, reading bodies and refusing unknown or missing fields the way the service does.
 */
import { delay } from 'msw';
import { addBusinessDays } from '../business-days';
import type { MockCompany, MockUser } from '../data/accounts';
import { turnaroundsByReport, type ReportSlug } from '../data/reference';
import type { MockDb } from '../db';
import {
  COMPANY_REFUSAL_MESSAGE,
  fieldError,
  refusal,
  UNAUTHORIZED_MESSAGE,
  validationFailed,
  type ServiceErrorElement,
} from '../envelope';

export interface HandlerOptions {
  /** Simulated network latency in ms (demo mode only; tests run without). */
  latencyMs?: number;
  /** Today's date, for due dates (tests may fake the clock instead). */
  now?: () => Date;
  /** Told of every call to a path the service does not have (the tests fail on one they did not expect). */
  onUnknownPath?: (request: Request) => void;
}

export type HandlerContext = ReturnType<typeof createHandlerContext>;

/** Refuses unknown fields the way the service does: HTTP 200, success:false, `"x" is not allowed`. */
function unknownFieldRefusal(body: Record<string, unknown>, allowed: readonly string[]) {
  const unknown = Object.keys(body).find((k) => !allowed.includes(k));
  return unknown === undefined
    ? null
    : refusal(200, `"${unknown}" is not allowed`, [fieldError(unknown, '{} is not allowed', body[unknown])]);
}

export function requiredStrings(
  source: Record<string, unknown>,
  keys: readonly string[],
): ServiceErrorElement[] {
  const errors: ServiceErrorElement[] = [];
  for (const key of keys) {
    const value = source[key];
    if (value === undefined || value === null) errors.push(fieldError(key, '{} is required'));
    else if (typeof value !== 'string') errors.push(fieldError(key, '{} must be a string', value));
  }
  return errors;
}

/**
 * The JSON object of a request body, or the refusal to send: HTTP 400 when there is none, HTTP 200
 * `"x" is not allowed` when it has a field outside `allowed`.
 */
export async function readBody(
  request: Request,
  allowed: readonly string[],
): Promise<Record<string, unknown> | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return refusal(400, 'The request body must be a JSON object.');
  }
  return unknownFieldRefusal(body as Record<string, unknown>, allowed) ?? (body as Record<string, unknown>);
}

export function createHandlerContext(db: MockDb, options: HandlerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const latency = () => (options.latencyMs ? delay(options.latencyMs) : Promise.resolve());
  const unauthorized = () => refusal(401, UNAUTHORIZED_MESSAGE);

  function authenticate(request: Request): MockUser | null {
    const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
    return match?.[1] ? (db.userForToken(match[1]) ?? null) : null;
  }

  /** Latency, then the signed-in user of the bearer token, or the 401 to send. */
  async function signedIn(request: Request): Promise<MockUser | Response> {
    await latency();
    return authenticate(request) ?? unauthorized();
  }

  /** Resolves `company_token` for the signed-in user, or the refusal to send. */
  function companyFor(user: MockUser, companyToken: string | null): MockCompany | Response {
    if (companyToken === null || companyToken === '') {
      return validationFailed([fieldError('company_token', '{} is required')]);
    }
    const company = db.company(companyToken);
    if (!company || company.token !== user.companyToken) {
      return refusal(422, COMPANY_REFUSAL_MESSAGE, [
        fieldError('company_token', '{} is invalid', companyToken),
      ]);
    }
    return company;
  }

  function reportTypeFor(company: MockCompany, slug: string | null): ReportSlug | Response {
    if (slug === null || slug === '') return validationFailed([fieldError('report_type', '{} is required')]);
    if (!(company.reportTypes as string[]).includes(slug)) {
      return validationFailed([
        fieldError('report_type', `{} must be one of [${company.reportTypes.join(', ')}]`, slug),
      ]);
    }
    return slug as ReportSlug;
  }

  function turnaroundsFor(slug: ReportSlug) {
    const today = now();
    return turnaroundsByReport[slug].map(({ businessDays, ...tat }) => ({
      ...tat,
      due_date: addBusinessDays(today, businessDays),
    }));
  }

  /** Common steps of a company-scoped GET: latency, bearer token, company token, unknown parameters. */
  async function companyScoped(
    request: Request,
    allowedParams: readonly string[],
  ): Promise<{ company: MockCompany; params: URLSearchParams } | Response> {
    const user = await signedIn(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const unknown = [...params.keys()].find((k) => !allowedParams.includes(k));
    if (unknown !== undefined)
      return refusal(200, `"${unknown}" is not allowed`, [fieldError(unknown, '{} is not allowed')]);
    const company = companyFor(user, params.get('company_token'));
    return company instanceof Response ? company : { company, params };
  }

  return { db, latency, signedIn, companyFor, reportTypeFor, turnaroundsFor, companyScoped };
}
