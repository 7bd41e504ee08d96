/**
 * 2.10 The price of one report, fee by fee, and the body of confirm-price (4.8).
 */
import * as z from 'zod/mini';
import { decimal, isoDate, text } from './primitives';

/**
 * The choices confirm-price (4.8) prices, as the portal holds them (`PricingRequest`), renamed for the
 * wire by the transform; with `company_token` they are exactly the seven fields the service accepts.
 */
export const pricingRequestSchema = z.pipe(
  z.object({
    reportType: z.string(),
    inspectionType: z.string(),
    turnaround: z.string(),
    residentialPropertyType: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  z.transform((d) => ({
    report_type: d.reportType,
    inspection_type: d.inspectionType,
    turnaround_time: d.turnaround,
    residential_property_type: d.residentialPropertyType,
    state: d.state,
    postal_code: d.postalCode,
  })),
);
export type PricingRequest = z.input<typeof pricingRequestSchema>;

export const pricingDataSchema = z.pipe(
  z.object({
    pricing_data: z.object({
      single_report_amount: z.object({
        report_type_fee: decimal,
        base_fee: decimal,
        inspection_fee: decimal,
        rush_fee: decimal,
        conversion_fee: decimal,
        surcharge_fee: decimal,
        gla_surcharge: decimal,
        licensing_surcharge: decimal,
        total_price: decimal,
        cc_surcharge: decimal,
        flood_charge: decimal,
        inspection_price: decimal,
        inspection_price_additional_units: decimal,
        units: decimal,
        unit_price: decimal,
        due_date: isoDate,
      }),
      report_type: z.object({ slug: z.string(), nickname: text, formal_name: text }),
      inspection_type: z.object({ slug: z.string(), name: text }),
      turnaround_time: z.object({
        slug: z.string(),
        name: text,
        turnaround_time: z.nullish(decimal),
        turnaround_time_text: text,
        requested_tat_standard_or_rush: text,
      }),
    }),
  }),
  z.transform(({ pricing_data: p }) => {
    const a = p.single_report_amount;
    return {
      amounts: {
        reportTypeFee: a.report_type_fee,
        baseFee: a.base_fee,
        inspectionFee: a.inspection_fee,
        rushFee: a.rush_fee,
        conversionFee: a.conversion_fee,
        surchargeFee: a.surcharge_fee,
        glaSurcharge: a.gla_surcharge,
        licensingSurcharge: a.licensing_surcharge,
        floodCharge: a.flood_charge,
        inspectionPrice: a.inspection_price,
        inspectionPriceAdditionalUnits: a.inspection_price_additional_units,
      },
      totalPrice: a.total_price,
      ccSurcharge: a.cc_surcharge,
      units: a.units,
      unitPrice: a.unit_price,
      dueDate: a.due_date,
      reportType: {
        slug: p.report_type.slug,
        nickname: p.report_type.nickname,
        formalName: p.report_type.formal_name,
      },
      inspectionType: { slug: p.inspection_type.slug, name: p.inspection_type.name },
      turnaround: {
        slug: p.turnaround_time.slug,
        name: p.turnaround_time.name,
        rank: p.turnaround_time.turnaround_time ?? null,
        timeText: p.turnaround_time.turnaround_time_text,
        requested: p.turnaround_time.requested_tat_standard_or_rush,
      },
    };
  }),
);
export type Pricing = z.output<typeof pricingDataSchema>;
