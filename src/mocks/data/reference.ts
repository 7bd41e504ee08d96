/**
 * Reference data of the mock service, in the service's wire format, with the prices observed on the
 * real service's training environment (shared/spec/vendor-notes.md).
 */

export const reportTypes = {
  'prop-value': {
    slug: 'prop-value',
    nickname: 'Property Valuation',
    formal_name: 'Desktop Property Valuation Report',
    renovation_budget_needed: 0,
    ask_current_stats: '1',
    ask_proposed_stats: '0',
    public_description: 'An as-is market value for the property, backed by recent comparable sales.',
    land_eligible: '1',
    partial_construction_eligible: '0',
  },
  'reno-arv': {
    slug: 'reno-arv',
    nickname: 'Renovation Analysis',
    formal_name: 'Renovation Analysis with After-Repair Value',
    renovation_budget_needed: 1,
    ask_current_stats: '1',
    ask_proposed_stats: '1',
    public_description:
      'As-is and after-repair values for four renovation strategies, with a line-item renovation budget.',
    land_eligible: '0',
    partial_construction_eligible: '1',
  },
  'reo-strategy': {
    slug: 'reo-strategy',
    nickname: 'REO Strategy',
    formal_name: 'REO Disposition Strategy Report',
    renovation_budget_needed: 1,
    ask_current_stats: '1',
    ask_proposed_stats: '0',
    public_description: 'Compares selling as-is against repairing first, for bank-owned properties.',
    land_eligible: '0',
    partial_construction_eligible: '0',
  },
} as const;

export type ReportSlug = keyof typeof reportTypes;

/** Report fee, before inspection and turnaround. */
export const reportFees: Record<ReportSlug, number> = {
  'prop-value': 349.99,
  'reno-arv': 419.99,
  'reo-strategy': 479.99,
};

export interface TatDefinition {
  slug: string;
  name: string;
  turnaround_time: number;
  turnaround_time_text: string;
  fee: number;
  /** Business days from today to the due date. */
  businessDays: number;
}

const standard: TatDefinition = {
  slug: 'standard',
  name: 'Standard',
  turnaround_time: 3,
  turnaround_time_text: '3-5 biz days',
  fee: 0,
  businessDays: 5,
};
const rush: TatDefinition = {
  slug: 'rush',
  name: 'Rush',
  turnaround_time: 2,
  turnaround_time_text: '2-3 biz days',
  fee: 100,
  businessDays: 3,
};
const superRush: TatDefinition = {
  slug: 'super-rush',
  name: 'Super Rush',
  turnaround_time: 1,
  turnaround_time_text: '1-2 biz days',
  fee: 175,
  businessDays: 2,
};

export const turnaroundsByReport: Record<ReportSlug, TatDefinition[]> = {
  'prop-value': [standard, rush, superRush],
  'reno-arv': [standard, rush, { ...superRush, fee: 200 }],
  'reo-strategy': [standard, rush],
};

export interface InspectionDefinition {
  slug: string;
  name: string;
  pp_platform?: string;
  public_description?: string;
  gla_applicable?: string;
  licensing_applicable?: string;
  /** Add-on price with a report, first unit. */
  price: number;
  /** Add-on price for each additional unit. */
  additionalUnitPrice: number;
}

const interiorWithExterior: InspectionDefinition = {
  slug: 'interior-w-exterior',
  name: 'Interior with Exterior',
  pp_platform: 'crowdsource',
  public_description: 'A local inspector photographs and measures the interior and exterior.',
  gla_applicable: '1',
  licensing_applicable: '1',
  price: 70,
  additionalUnitPrice: 25,
};
const exterior: InspectionDefinition = {
  slug: 'exterior',
  name: 'Exterior Only',
  pp_platform: 'crowdsource',
  public_description: 'A local inspector photographs the exterior and the street.',
  gla_applicable: '0',
  licensing_applicable: '0',
  price: 50,
  additionalUnitPrice: 15,
};
const homeownerDirect: InspectionDefinition = {
  slug: 'interior-homeowner-direct',
  name: 'Interior (Homeowner Direct)',
  pp_platform: 'direct',
  public_description: 'The homeowner takes guided photos of the interior with a phone app.',
  gla_applicable: '0',
  licensing_applicable: '0',
  price: 40,
  additionalUnitPrice: 10,
};
/**
 * The draw inspection as an add-on to a report: $150 (vendor notes), +$10 for each additional unit as
 * when ordered on its own. Offered with the renovation report, whose budget is the scope of later draws.
 */
const drawInspection: InspectionDefinition = {
  slug: 'draw-inspection',
  name: 'Draw Inspection',
  pp_platform: 'crowdsource',
  public_description: 'An inspector confirms the work completed against the renovation budget before a draw.',
  gla_applicable: '0',
  licensing_applicable: '0',
  price: 150,
  additionalUnitPrice: 10,
};
const noInspection: InspectionDefinition = {
  slug: 'none',
  name: 'No Inspection',
  price: 0,
  additionalUnitPrice: 0,
};

export const inspectionsByReport: Record<ReportSlug, InspectionDefinition[]> = {
  'prop-value': [interiorWithExterior, exterior, homeownerDirect, noInspection],
  'reno-arv': [interiorWithExterior, homeownerDirect, drawInspection, noInspection],
  'reo-strategy': [exterior, interiorWithExterior, noInspection],
};

export const standaloneInspectionTypes = [
  {
    slug: 'interior-w-exterior',
    name: 'Interior with Exterior',
    pp_platform: 'crowdsource',
    public_description: 'A local inspector photographs and measures the interior and exterior.',
    gla_applicable: '1',
    licensing_applicable: '1',
    standalone_price: '150.00',
    standalone_price_additional_units: '95.00',
    contact_info_required: '1',
    draw_inspection: '0',
    company_custom_pricing: null,
  },
  {
    slug: 'interior-homeowner-direct',
    name: 'Interior (Homeowner Direct)',
    pp_platform: 'direct',
    public_description: 'The homeowner takes guided photos of the interior with a phone app.',
    gla_applicable: '0',
    licensing_applicable: '0',
    standalone_price: '80.00',
    standalone_price_additional_units: '10.00',
    contact_info_required: '1',
    draw_inspection: '0',
    company_custom_pricing: null,
  },
  {
    slug: 'exterior',
    name: 'Exterior Only',
    pp_platform: 'crowdsource',
    public_description: 'A local inspector photographs the exterior and the street.',
    gla_applicable: '0',
    licensing_applicable: '0',
    standalone_price: '85.00',
    standalone_price_additional_units: '0.00',
    contact_info_required: '0',
    draw_inspection: '0',
    company_custom_pricing: null,
  },
  {
    slug: 'draw-inspection',
    name: 'Draw Inspection',
    pp_platform: 'crowdsource',
    public_description:
      'An inspector confirms the work completed against the renovation budget before a draw.',
    gla_applicable: '0',
    licensing_applicable: '0',
    standalone_price: '150.00',
    standalone_price_additional_units: '10.00',
    contact_info_required: '1',
    draw_inspection: '1',
    company_custom_pricing: null,
  },
  {
    slug: 'draw-inspection-direct',
    name: 'Draw Inspection (Direct)',
    pp_platform: 'direct',
    public_description: 'The borrower documents completed work with guided photos before a draw.',
    gla_applicable: '0',
    licensing_applicable: '0',
    standalone_price: '80.00',
    standalone_price_additional_units: '0.00',
    contact_info_required: '1',
    draw_inspection: '1',
    company_custom_pricing: null,
  },
  {
    slug: 'pdi-interior',
    name: 'Post-Disaster Interior',
    pp_platform: 'crowdsource',
    public_description: 'Interior and exterior condition after a declared disaster.',
    gla_applicable: '1',
    licensing_applicable: '0',
    standalone_price: '150.00',
    standalone_price_additional_units: '95.00',
    contact_info_required: '1',
    draw_inspection: '0',
    company_custom_pricing: null,
  },
  {
    slug: 'pdi-exterior',
    name: 'Post-Disaster Exterior',
    pp_platform: 'crowdsource',
    public_description: 'Exterior condition after a declared disaster.',
    gla_applicable: '0',
    licensing_applicable: '0',
    standalone_price: '85.00',
    standalone_price_additional_units: '0.00',
    contact_info_required: '0',
    draw_inspection: '0',
    company_custom_pricing: null,
  },
];

export const residentialPropertyUnits: Record<string, number> = {
  sfr: 1,
  townhouse: 1,
  condo: 1,
  duplex: 2,
  triplex: 3,
  quadruplex: 4,
  mobile: 1,
};

/** Location surcharges: some states, and some postal-code prefixes on top. */
export const stateSurcharges: Record<string, number> = { NY: 25, CA: 15, AK: 40, HI: 40 };
export const postalPrefixSurcharges: Record<string, number> = { '100': 20, '941': 10 };

/** Charged on card payments, reported apart from the total. */
export const cardSurcharge = 3.5;
