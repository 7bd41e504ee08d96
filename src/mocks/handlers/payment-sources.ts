/** 4.7 Payment sources of the company, per processor. */
import { http } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { ok } from '../envelope';
import type { HandlerContext } from './context';

export function paymentSourceHandlers({ companyScoped }: HandlerContext) {
  return [
    http.get(apiRoutePatterns.paymentSources, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      return ok({ paymentSources: scope.company.paymentSources }, 'Payment sources fetched successfully.');
    }),
  ];
}
