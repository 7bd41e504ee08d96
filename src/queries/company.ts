/**
 * Company data: payment sources, loan officers, and the company update mutation.
 * The interface has no endpoint that reads company details (see the company page).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { listLoanOfficers, listPaymentSources, updateCompany } from '../api/endpoints';
import type { CompanyUpdate } from '../api/schemas/company';
import { useRequiredSession } from '../session/use-session';

export const paymentSourceQueries = {
  all: () => ['payment-sources'] as const,
  list: (companyToken: string) =>
    queryOptions({
      queryKey: [...paymentSourceQueries.all(), companyToken],
      queryFn: ({ signal }) => listPaymentSources(companyToken, { signal }),
    }),
};

export const loanOfficerQueries = {
  all: () => ['loan-officers'] as const,
  list: (companyToken: string) =>
    queryOptions({
      queryKey: [...loanOfficerQueries.all(), companyToken],
      queryFn: ({ signal }) => listLoanOfficers(companyToken, { signal }),
    }),
};

export function usePaymentSources() {
  const { companyToken } = useRequiredSession();
  return useQuery(paymentSourceQueries.list(companyToken));
}

export function useLoanOfficers() {
  const { companyToken } = useRequiredSession();
  return useQuery(loanOfficerQueries.list(companyToken));
}

export function useUpdateCompany() {
  const { companyToken } = useRequiredSession();
  return useMutation({
    mutationKey: ['company', companyToken, 'update'],
    mutationFn: (company: CompanyUpdate) => updateCompany(companyToken, company),
  });
}
