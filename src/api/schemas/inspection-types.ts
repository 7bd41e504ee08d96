/**
 * 2.3 Standalone inspection types (with their prices) and 2.4 inspection types filtered by report
 * type, whose `none` entry carries only slug and name. An item needs its slug and name; every other
 * field is read on its own (null when unreadable), so one odd price or flag does not hide the item.
 */
import * as z from 'zod/mini';
import { decimal, flag, nullableText, optionalFlag, readable, text } from './primitives';
import { tolerantList } from './tolerant-list';

export const standaloneInspectionTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    pp_platform: readable(text),
    public_description: readable(text),
    gla_applicable: readable(flag),
    licensing_applicable: readable(flag),
    standalone_price: readable(decimal),
    standalone_price_additional_units: readable(decimal),
    contact_info_required: readable(flag),
    draw_inspection: readable(flag),
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
  z.object({ inspectionTypes: tolerantList(standaloneInspectionTypeSchema) }),
  z.transform((d) => d.inspectionTypes),
);

export const NO_INSPECTION_SLUG = 'none';

export const inspectionTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    pp_platform: readable(nullableText),
    public_description: readable(nullableText),
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
  z.object({ inspectionTypes: tolerantList(inspectionTypeSchema) }),
  z.transform((d) => d.inspectionTypes),
);
