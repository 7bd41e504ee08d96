/**
 * A two-unit property, 2210 Cedar Street: one order, one result per unit.
 */
import { budgetLine, budgetTotal, renovationStrategies, type WireBudgetLine } from './wire-format';

const cedarUnit1Budget: WireBudgetLine[] = [
  budgetLine('Cabinets and counters', 'Kitchen', 'Stock cabinets, laminate counters', { up: 7800 }),
  budgetLine('Appliances', 'Kitchen', 'Range, refrigerator, dishwasher', { up: 2600 }),
  budgetLine('Bath remodel', 'Bathrooms', 'Tub surround, vanity, toilet', { dm: 900, up: 4200 }),
  budgetLine('Flooring', 'Interior', 'Luxury vinyl plank, 980 square feet', { up: 3900 }),
  budgetLine('Paint', 'Interior', 'Walls, ceilings and trim', { dm: 2300 }),
  budgetLine('Furnace', 'Systems', 'High-efficiency gas furnace', { hr: 4600 }),
  budgetLine('Electrical repairs', 'Systems', 'Replace ungrounded circuits', { hr: 1900 }),
  budgetLine('Permits', 'Soft Costs', null, { soft: 800 }),
  budgetLine('Clean-out', 'Soft Costs', 'Debris removal and final clean', { soft: 2200 }),
];

const cedarUnit2Budget: WireBudgetLine[] = [
  budgetLine('Cabinets and counters', 'Kitchen', 'Stock cabinets, laminate counters', { up: 7200 }),
  budgetLine('Appliances', 'Kitchen', 'Range, refrigerator, dishwasher', { up: 2450 }),
  budgetLine('Bath refresh', 'Bathrooms', 'Regrout, new vanity and fixtures', { dm: 1100, up: 2400 }),
  budgetLine('Flooring', 'Interior', 'Luxury vinyl plank, 1,040 square feet', { up: 4100 }),
  budgetLine('Paint', 'Interior', 'Walls, ceilings and trim', { dm: 2400 }),
  budgetLine('Rear stairs', 'Exterior', 'Rebuild rear egress stairs', { hr: 3200 }),
  budgetLine('Water heater', 'Systems', '40 gallon gas', { dm: 1450 }),
  budgetLine('Permits', 'Soft Costs', null, { soft: 750 }),
  budgetLine('Clean-out', 'Soft Costs', 'Debris removal and final clean', { soft: 2600 }),
];

export function cedarResponse(unit: '1' | '2') {
  const first = unit === '1';
  const budget = first ? cedarUnit1Budget : cedarUnit2Budget;
  const rehab = budgetTotal(budget);
  return {
    order_token: 'ord_7J3L5X',
    property_address: {
      unit_number: unit,
      address: '2210 Cedar Street',
      address_line_2: null,
      city: 'Indianapolis',
      state: 'IN',
      postal_code: '46203',
      asset_ref_id: first ? 'KLG-2026-0522-A' : 'KLG-2026-0522-B',
    },
    property_specs: {
      above_grade_sqft: first ? 980 : 1040,
      below_grade_sqft: 0,
      beds: 2,
      baths: 1,
      year_built: '1925',
      lot_size: 4356,
      stories: '1',
      garage: 0,
      // The interface gives only "0"/"1" a meaning; the service may send other text, shown as sent.
      key_flags: { golf_course: '0', pool: '0', water_front: first ? 'Canal view' : '1' },
    },
    market_information: {
      zip_code_category: 'Urban',
      demand_score: 64,
      demand_score_level: 'Moderate',
      inventory: '3.4 months',
      medianTTS: '45 days',
      remodeled: '18.90%',
    },
    confidence_score: {
      fsd_score: first ? '0.112' : '0.118',
      fsd_confidence_score: first ? 84 : 82,
      rv_confidence: 'Medium',
      data_quality: 'Fair',
      application_score: 'B',
    },
    subject_condition_rating: {
      overall_condition: first ? '3' : '3.5',
      kitchen: '2.5',
      baths: first ? '3' : 'N/A',
      interior: '3',
      exterior: first ? '3.5' : '3',
    },
    results: {
      commentary: {
        market: 'Fountain Square rental market: steady demand for updated two-bedroom units.',
        subject_property: first
          ? 'Lower unit of a 1925 up-and-down duplex; dated kitchen and bath, furnace near the end of its life.'
          : 'Upper unit of a 1925 up-and-down duplex; rear egress stairs need rebuilding.',
        budget: '',
        valuation: first
          ? 'As-is value supported by three duplex unit sales within 0.5 miles.'
          : 'As-is value supported by three duplex unit sales within 0.5 miles, adjusted for the upper-floor location.',
        recommendations: 'Renovate both units together to share permits and clean-out.',
      },
      valuation_summary: {
        current_condition: first ? 'Fair' : 'Average',
        estimated_as_is_value: first ? '$148,000' : '$139,500',
      },
      renovation_strategies: renovationStrategies(
        first
          ? {
              sqft: 980,
              asIs: 148_000,
              arv: [171_000, 184_500, 196_000, 196_000],
              rehab: [9_800, 19_400, rehab, rehab],
              rehabDays: [14, 30, 50, 50],
              timeToSell: [45, 45, 41, 41],
              cushion: 14,
            }
          : {
              sqft: 1040,
              asIs: 139_500,
              arv: [160_000, 172_500, 188_000, 188_000],
              rehab: [8_600, 16_900, rehab, rehab],
              rehabDays: [14, 28, 46, 46],
              timeToSell: [45, 45, 41, 41],
              cushion: 14,
            },
      ),
      budget_line_items: budget,
    },
  };
}
