/**
 * The mock service: MSW handlers for all ten endpoints, behaving like the service rather than like a
 * fixture file. They require a bearer token issued by create-token, validate queries and bodies in the
 * service's style (refusals as HTTP 422 or HTTP 200 with success:false, `errors` elements
 * `{message, key, label, value}`), compute prices from their parts and store company updates.
 * One set of handlers serves demo mode, vitest and the browser tests; `handlers/` holds one file per
 * resource, `envelope.ts` the reply envelope.
 */
import type { MockDb } from './db';
import { authHandlers } from './handlers/auth';
import { companyHandlers } from './handlers/company';
import { createHandlerContext, type HandlerOptions } from './handlers/context';
import { loanOfficerHandlers } from './handlers/loan-officers';
import { orderHandlers } from './handlers/orders';
import { paymentSourceHandlers } from './handlers/payment-sources';
import { pricingHandlers } from './handlers/pricing';
import { referenceDataHandlers } from './handlers/reference-data';
import { notFoundHandlers } from './handlers/not-found';
import { overrideHandlers } from './overrides';

export function createHandlers(db: MockDb, options: HandlerOptions = {}) {
  const context = createHandlerContext(db, options);
  return [
    // First: a user's not-allowed calls and queued faults answer before the normal replies.
    ...overrideHandlers(db),
    ...authHandlers(context),
    ...referenceDataHandlers(context),
    ...companyHandlers(context),
    ...paymentSourceHandlers(context),
    ...pricingHandlers(context),
    ...loanOfficerHandlers(context),
    ...orderHandlers(context),
    // Last: any other path under /api (or a known path with another method) is a 404 in the envelope.
    ...notFoundHandlers(options),
  ];
}
