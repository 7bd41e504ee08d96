/**
 * 4.8 confirm-price: validates the seven fields in the service's words and computes the price from
 * its parts (report fee, inspection per unit, turnaround fee, state and postal-code surcharges).
 */
import { http } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { isUsStateCode } from '../../lib/us-states';
import { round2 } from '../data/money';
import {
  cardSurcharge,
  inspectionsByReport,
  postalPrefixSurcharges,
  reportFees,
  reportTypes,
  residentialPropertyUnits,
  stateSurcharges,
  turnaroundsByReport,
} from '../data/reference';
import { fieldError, ok, validationFailed, type ServiceErrorElement } from '../envelope';
import { postalCodeError, unservedPostalCodeError } from '../postal-code';
import { readBody, requiredStrings, type HandlerContext } from './context';

const fields = [
  'company_token',
  'report_type',
  'inspection_type',
  'turnaround_time',
  'residential_property_type',
  'state',
  'postal_code',
] as const;

const oneOf = (key: string, allowed: readonly string[], value: string) =>
  fieldError(key, `{} must be one of [${allowed.join(', ')}]`, value);

export function pricingHandlers({ signedIn, companyFor, reportTypeFor, turnaroundsFor }: HandlerContext) {
  return [
    http.post(apiRoutePatterns.pricing, async ({ request }) => {
      const user = await signedIn(request);
      if (user instanceof Response) return user;
      const body = await readBody(request, fields);
      if (body instanceof Response) return body;
      const missing = requiredStrings(body, fields);
      if (missing.length) return validationFailed(missing);
      const b = body as Record<(typeof fields)[number], string>;

      const company = companyFor(user, b.company_token);
      if (company instanceof Response) return company;
      const slug = reportTypeFor(company, b.report_type);
      if (slug instanceof Response) return slug;

      const errors: ServiceErrorElement[] = [];
      const inspection = inspectionsByReport[slug].find((i) => i.slug === b.inspection_type);
      if (!inspection) {
        const slugs = inspectionsByReport[slug].map((i) => i.slug);
        errors.push(oneOf('inspection_type', slugs, b.inspection_type));
      }
      const tat = turnaroundsFor(slug).find((t) => t.slug === b.turnaround_time);
      if (!tat) {
        const slugs = turnaroundsByReport[slug].map((t) => t.slug);
        errors.push(oneOf('turnaround_time', slugs, b.turnaround_time));
      }
      const units = residentialPropertyUnits[b.residential_property_type];
      if (units === undefined) {
        const types = Object.keys(residentialPropertyUnits);
        errors.push(oneOf('residential_property_type', types, b.residential_property_type));
      }
      if (!isUsStateCode(b.state)) errors.push(fieldError('state', '{} must be a valid state', b.state));
      const postal = postalCodeError(b.postal_code) ?? unservedPostalCodeError(b.postal_code);
      if (postal) errors.push(postal);
      if (errors.length || !inspection || !tat || units === undefined) return validationFailed(errors);

      const reportTypeFee = reportFees[slug];
      const inspectionFee = inspection.price + inspection.additionalUnitPrice * (units - 1);
      const surcharge =
        (stateSurcharges[b.state] ?? 0) + (postalPrefixSurcharges[b.postal_code.slice(0, 3)] ?? 0);
      const total = round2(reportTypeFee + inspectionFee + tat.fee + surcharge);
      const report = reportTypes[slug];
      return ok(
        {
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
        },
        'Pricing fetched successfully.',
      );
    }),
  ];
}
