/**
 * 2.3 Standalone inspection types (with their prices) and 2.4 inspection types filtered by report
 * type, whose `none` entry carries only slug and name.
 */
import * as z from 'zod/mini';
import { decimal, flag, nullableText, optionalFlag, text } from './primitives';

export const standaloneInspectionTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    pp_platform: text,
    public_description: text,
    gla_applicable: flag,
    licensing_applicable: flag,
    standalone_price: decimal,
    standalone_price_additional_units: decimal,
    contact_info_required: flag,
    draw_inspection: flag,
    company_custom_pricing: z.optional(z.unknown()),
  }),
  z.transform((d) => ({
    slug: d.slug,
    name: d.name,
    platform: d.pp_platform,
    description: d.public_description,
    glaApplicable: d.gla_applicable,
    licensingApplicable: d.licensing_applicable,
    price: d.standalone_price,
    additionalUnitPrice: d.standalone_price_additional_units,
    contactInfoRequired: d.contact_info_required,
    drawInspection: d.draw_inspection,
    /** Any value: its type is not shown by the interface. */
    companyCustomPricing: d.company_custom_pricing ?? null,
  })),
);
export type StandaloneInspectionType = z.output<typeof standaloneInspectionTypeSchema>;

export const standaloneInspectionTypesDataSchema = z.pipe(
  z.object({ inspectionTypes: z.array(standaloneInspectionTypeSchema) }),
  z.transform((d) => d.inspectionTypes),
);

export const NO_INSPECTION_SLUG = 'none';

export const inspectionTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    pp_platform: nullableText,
    public_description: nullableText,
    gla_applicable: optionalFlag,
    licensing_applicable: optionalFlag,
  }),
  z.transform((d) => ({
    slug: d.slug,
    name: d.name,
    isNone: d.slug === NO_INSPECTION_SLUG,
    platform: d.pp_platform,
    description: d.public_description,
    glaApplicable: d.gla_applicable,
    licensingApplicable: d.licensing_applicable,
  })),
);
export type InspectionType = z.output<typeof inspectionTypeSchema>;

export const inspectionTypesDataSchema = z.pipe(
  z.object({ inspectionTypes: z.array(inspectionTypeSchema) }),
  z.transform((d) => d.inspectionTypes),
);
