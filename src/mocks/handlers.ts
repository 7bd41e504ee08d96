/**
 * The mock service: MSW handlers for all ten endpoints, behaving like the service rather than like a
 * fixture file. They require a bearer token issued by create-token, validate queries and bodies in the
 * service's style (refusals as HTTP 422 or HTTP 200 with success:false, `errors` elements
 * `{message, key, label, value}`), compute prices from their parts and store company updates.
 * One set of handlers serves demo mode, vitest and the browser tests.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiRoutePatterns } from '../api/paths';
import { isUsStateCode } from '../lib/us-states';
import { addBusinessDays } from './business-days';
import type { MockCompany, MockUser } from './data/accounts';
import { round2 } from './data/money';
import {
  cardSurcharge,
  inspectionsByReport,
  postalPrefixSurcharges,
  reportFees,
  reportTypes,
  residentialPropertyUnits,
  standaloneInspectionTypes,
  stateSurcharges,
  turnaroundsByReport,
  type ReportSlug,
} from './data/reference';
import type { MockDb } from './db';
import { overrideHandlers } from './overrides';

interface ValidationError {
  message: string;
  key: string;
  label: string;
  value?: unknown;
}

function envelope(success: boolean, message: string, data: JsonBodyType = {}, errors: JsonBodyType[] = []) {
  return { success, message, data, meta: {}, errors };
}

export function ok(message: string, data: JsonBodyType) {
  return HttpResponse.json(envelope(true, message, data));
}

export function refuse(status: number, message: string, errors: ValidationError[] = []) {
  return HttpResponse.json(envelope(false, message, {}, errors as unknown as JsonBodyType[]), { status });
}

const validationFailed = (errors: ValidationError[]) => refuse(422, 'Data validation failed.', errors);

function fieldError(key: string, message: string, value?: unknown): ValidationError {
  return { message: message.replace('{}', `"${key}"`), key, label: key, value };
}

/** Refuses unknown fields the way the service does: HTTP 200, success:false, `"x" is not allowed`. */
function unknownFieldRefusal(body: Record<string, unknown>, allowed: readonly string[]) {
  const unknown = Object.keys(body).find((k) => !allowed.includes(k));
  return unknown === undefined
    ? null
    : refuse(200, `"${unknown}" is not allowed`, [fieldError(unknown, '{} is not allowed', body[unknown])]);
}

function requiredStrings(source: Record<string, unknown>, keys: readonly string[]): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const key of keys) {
    const value = source[key];
    if (value === undefined || value === null) errors.push(fieldError(key, '{} is required'));
    else if (typeof value !== 'string') errors.push(fieldError(key, '{} must be a string', value));
  }
  return errors;
}

async function readJsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface HandlerOptions {
  /** Simulated network latency in ms (demo mode only; tests run without). */
  latencyMs?: number;
  /** Today's date, for due dates (tests may fake the clock instead). */
  now?: () => Date;
}

export function createHandlers(db: MockDb, options: HandlerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const latency = () => (options.latencyMs ? delay(options.latencyMs) : Promise.resolve());

  const unauthorized = () => refuse(401, 'Unauthorized! Your token is missing, invalid or has been revoked.');

  function authenticate(request: Request): MockUser | null {
    const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
    return match?.[1] ? (db.userForToken(match[1]) ?? null) : null;
  }

  /** Resolves `company_token` for the signed-in user, or the refusal to send. */
  function companyFor(user: MockUser, companyToken: string | null): MockCompany | Response {
    if (companyToken === null || companyToken === '') {
      return validationFailed([fieldError('company_token', '{} is required')]);
    }
    const company = db.company(companyToken);
    if (!company || company.token !== user.companyToken) {
      return refuse(
        422,
        "The company token you provided, is either invalid OR you don't have access to it!",
        [fieldError('company_token', '{} is invalid', companyToken)],
      );
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
    await latency();
    const user = authenticate(request);
    if (!user) return unauthorized();
    const params = new URL(request.url).searchParams;
    const unknown = [...params.keys()].find((k) => !allowedParams.includes(k));
    if (unknown !== undefined)
      return refuse(200, `"${unknown}" is not allowed`, [fieldError(unknown, '{} is not allowed')]);
    const company = companyFor(user, params.get('company_token'));
    return company instanceof Response ? company : { company, params };
  }

  return [
    ...overrideHandlers(db),
    http.post(apiRoutePatterns.createToken, async ({ request }) => {
      await latency();
      const body = await readJsonBody(request);
      if (!body) return refuse(400, 'The request body must be a JSON object.');
      const unknown = unknownFieldRefusal(body, ['username', 'password']);
      if (unknown) return unknown;
      const errors = requiredStrings(body, ['username', 'password']);
      if (errors.length) return validationFailed(errors);
      const user = db.users.find((u) => u.username === body.username && u.password === body.password);
      if (!user) return refuse(422, 'Invalid username or password!');
      const token = `tok_${crypto.randomUUID().replace(/-/g, '')}`;
      db.state.tokens[token] = user.username;
      db.save();
      return ok('Token created successfully.', {
        token,
        user: {
          token: user.token,
          username: user.username,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
        },
        company: { token: user.companyToken },
      });
    }),

    http.get(apiRoutePatterns.standaloneInspectionTypes, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      const eligible = scope.company.standaloneInspections;
      return ok('Inspection types fetched successfully.', {
        inspectionTypes: eligible
          ? standaloneInspectionTypes.filter((t) => eligible.includes(t.slug))
          : standaloneInspectionTypes,
      });
    }),

    http.get(apiRoutePatterns.reportTypes, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      return ok('Report types fetched successfully.', {
        reportTypes: scope.company.reportTypes.map((slug) => reportTypes[slug]),
      });
    }),

    http.get(apiRoutePatterns.turnarounds, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token', 'report_type']);
      if (scope instanceof Response) return scope;
      const slug = reportTypeFor(scope.company, scope.params.get('report_type'));
      if (slug instanceof Response) return slug;
      return ok('Turnaround times fetched successfully.', { tat: turnaroundsFor(slug) });
    }),

    http.get(apiRoutePatterns.inspectionTypes, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token', 'report_type']);
      if (scope instanceof Response) return scope;
      const slug = reportTypeFor(scope.company, scope.params.get('report_type'));
      if (slug instanceof Response) return slug;
      const inspectionTypes = inspectionsByReport[slug].map(
        ({ price: _price, additionalUnitPrice: _extra, ...wire }) => wire,
      );
      return ok('Inspection types fetched successfully.', { inspectionTypes });
    }),

    http.put(apiRoutePatterns.updateCompany, async ({ request, params }) => {
      await latency();
      const user = authenticate(request);
      if (!user) return unauthorized();
      const company = companyFor(user, String(params.companyToken ?? ''));
      if (company instanceof Response) return company;
      const body = await readJsonBody(request);
      if (!body) return refuse(400, 'The request body must be a JSON object.');
      const fields = [
        'name',
        'nickname',
        'email',
        'phone',
        'address',
        'city',
        'state',
        'postal_code',
      ] as const;
      const unknown = unknownFieldRefusal(body, fields);
      if (unknown) return unknown;
      const errors = requiredStrings(body, fields);
      const value = (key: string) => (typeof body[key] === 'string' ? body[key].trim() : '');
      for (const key of ['name', 'email', 'phone', 'address', 'city', 'state', 'postal_code']) {
        if (typeof body[key] === 'string' && value(key) === '')
          errors.push(fieldError(key, '{} is not allowed to be empty', ''));
      }
      if (value('email') && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value('email'))) {
        errors.push(fieldError('email', '{} must be a valid email', body.email));
      }
      if (value('phone') && !/^\+?1?\d{10}$/.test(value('phone').replace(/[\s().-]/g, ''))) {
        errors.push(fieldError('phone', '{} must be a valid phone number', body.phone));
      }
      if (value('state') && !isUsStateCode(value('state'))) {
        errors.push(fieldError('state', '{} must be a valid state', body.state));
      }
      if (value('postal_code') && !/^\d{5}(-\d{4})?$/.test(value('postal_code'))) {
        errors.push(
          fieldError(
            'postal_code',
            '{} with value "{v}" fails to match the required pattern: /^\\d{5}$/'.replace(
              '{v}',
              value('postal_code'),
            ),
            body.postal_code,
          ),
        );
      }
      if (errors.length) return validationFailed(errors);
      for (const key of fields) company[key] = value(key);
      db.save();
      const {
        reportTypes: _r,
        paymentSources: _p,
        loanOfficers: _l,
        standaloneInspections: _s,
        ...stored
      } = company;
      return ok('Company data updated successfully.', { company: stored });
    }),

    http.get(apiRoutePatterns.paymentSources, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      return ok('Payment sources fetched successfully.', {
        paymentSources: scope.company.paymentSources,
      });
    }),

    http.post(apiRoutePatterns.pricing, async ({ request }) => {
      await latency();
      const user = authenticate(request);
      if (!user) return unauthorized();
      const body = await readJsonBody(request);
      if (!body) return refuse(400, 'The request body must be a JSON object.');
      const fields = [
        'company_token',
        'report_type',
        'inspection_type',
        'turnaround_time',
        'residential_property_type',
        'state',
        'postal_code',
      ] as const;
      const unknown = unknownFieldRefusal(body, fields);
      if (unknown) return unknown;
      const missing = requiredStrings(body, fields);
      if (missing.length) return validationFailed(missing);
      const b = body as Record<(typeof fields)[number], string>;

      const company = companyFor(user, b.company_token);
      if (company instanceof Response) return company;
      const slug = reportTypeFor(company, b.report_type);
      if (slug instanceof Response) return slug;

      const errors: ValidationError[] = [];
      const inspection = inspectionsByReport[slug].find((i) => i.slug === b.inspection_type);
      if (!inspection) {
        errors.push(
          fieldError(
            'inspection_type',
            `{} must be one of [${inspectionsByReport[slug].map((i) => i.slug).join(', ')}]`,
            b.inspection_type,
          ),
        );
      }
      const tat = turnaroundsFor(slug).find((t) => t.slug === b.turnaround_time);
      if (!tat) {
        errors.push(
          fieldError(
            'turnaround_time',
            `{} must be one of [${turnaroundsByReport[slug].map((t) => t.slug).join(', ')}]`,
            b.turnaround_time,
          ),
        );
      }
      const units = residentialPropertyUnits[b.residential_property_type];
      if (units === undefined) {
        errors.push(
          fieldError(
            'residential_property_type',
            `{} must be one of [${Object.keys(residentialPropertyUnits).join(', ')}]`,
            b.residential_property_type,
          ),
        );
      }
      if (!isUsStateCode(b.state)) errors.push(fieldError('state', '{} must be a valid state', b.state));
      if (!/^\d{5}$/.test(b.postal_code)) {
        errors.push(
          fieldError(
            'postal_code',
            `{} with value "${b.postal_code}" fails to match the required pattern: /^\\d{5}$/`,
            b.postal_code,
          ),
        );
      } else if (b.postal_code.startsWith('000')) {
        errors.push(
          fieldError('postal_code', `We do not serve postal code ${b.postal_code} yet.`, b.postal_code),
        );
      }
      if (errors.length || !inspection || !tat || units === undefined) return validationFailed(errors);

      const reportTypeFee = reportFees[slug];
      const inspectionFee = inspection.price + inspection.additionalUnitPrice * (units - 1);
      const surcharge =
        (stateSurcharges[b.state] ?? 0) + (postalPrefixSurcharges[b.postal_code.slice(0, 3)] ?? 0);
      const total = round2(reportTypeFee + inspectionFee + tat.fee + surcharge);
      const report = reportTypes[slug];
      return ok('Pricing fetched successfully.', {
        pricing_data: {
          single_report_amount: {
            report_type_fee: reportTypeFee,
            base_fee: round2(reportTypeFee + inspectionFee),
            inspection_fee: inspectionFee,
            rush_fee: tat.fee,
            conversion_fee: 0,
            surcharge_fee: surcharge,
            gla_surcharge: 0,
            licensing_surcharge: 0,
            total_price: total,
            cc_surcharge: cardSurcharge,
            flood_charge: 0,
            inspection_price: inspection.price,
            inspection_price_additional_units: inspection.additionalUnitPrice,
            units,
            unit_price: round2(total / units),
            due_date: tat.due_date,
          },
          report_type: { slug: report.slug, nickname: report.nickname, formal_name: report.formal_name },
          inspection_type: { slug: inspection.slug, name: inspection.name },
          turnaround_time: {
            slug: tat.slug,
            name: tat.name,
            turnaround_time: tat.turnaround_time,
            turnaround_time_text: tat.turnaround_time_text,
            requested_tat_standard_or_rush: tat.slug === 'standard' ? 'standard' : 'rush',
          },
        },
      });
    }),

    http.get(apiRoutePatterns.loanOfficers, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      return ok('Loan officers fetched successfully.', {
        loan_officers: scope.company.loanOfficers as JsonBodyType[],
      });
    }),

    http.get(apiRoutePatterns.retrieveResponse, async ({ request }) => {
      await latency();
      const user = authenticate(request);
      if (!user) return unauthorized();
      const params = new URL(request.url).searchParams;
      const intake = params.get('intake_token')?.trim() ?? '';
      const order = params.get('order_token')?.trim() ?? '';
      if (!intake && !order) return refuse(422, 'At least one of Intake token or Order token is required!');
      const found = db.orders.find(
        (o) => (!intake || o.intakeToken === intake) && (!order || o.orderToken === order),
      );
      if (!found) {
        return refuse(
          422,
          "The intake token you provided, is either invalid OR you don't have access of the order associated with it!",
        );
      }
      if (found.responses === null) return refuse(422, 'Report is not completed yet!');
      return ok('Order response fetched successfully.', { responses: found.responses as JsonBodyType[] });
    }),
  ];
}
