/** The schema of `data` of each endpoint, by name, for the property-based tests. */
import { tokenResultSchema } from '../../src/api/schemas/auth';
import { companyDataSchema } from '../../src/api/schemas/company';
import {
  inspectionTypesDataSchema,
  standaloneInspectionTypesDataSchema,
} from '../../src/api/schemas/inspection-types';
import { loanOfficersDataSchema } from '../../src/api/schemas/loan-officers';
import { orderResponsesDataSchema } from '../../src/api/schemas/order-response';
import { paymentSourcesDataSchema } from '../../src/api/schemas/payment-sources';
import { pricingDataSchema } from '../../src/api/schemas/pricing';
import { reportTypesDataSchema } from '../../src/api/schemas/report-types';
import { turnaroundsDataSchema } from '../../src/api/schemas/turnarounds';

export const dataSchemas = {
  token: tokenResultSchema,
  standalone: standaloneInspectionTypesDataSchema,
  inspection: inspectionTypesDataSchema,
  reportTypes: reportTypesDataSchema,
  turnarounds: turnaroundsDataSchema,
  company: companyDataSchema,
  paymentSources: paymentSourcesDataSchema,
  loanOfficers: loanOfficersDataSchema,
  pricing: pricingDataSchema,
  orders: orderResponsesDataSchema,
};
