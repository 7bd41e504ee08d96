/** 4.9 Loan officers of the company. */
import { http, type JsonBodyType } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { ok } from '../envelope';
import type { HandlerContext } from './context';

export function loanOfficerHandlers({ companyScoped }: HandlerContext) {
  return [
    http.get(apiRoutePatterns.loanOfficers, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      return ok(
        { loan_officers: scope.company.loanOfficers as JsonBodyType[] },
        'Loan officers fetched successfully.',
      );
    }),
  ];
}
