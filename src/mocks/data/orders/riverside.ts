/**
 * A result missing its optional parts: no property specs (key absent), no market information (null),
 * no renovation strategies, an empty budget; the address has a unit and a second line.
 */

export const riversideResponse = {
  order_token: 'ord_4M8Q2Z',
  property_address: {
    unit_number: '4B',
    address: '350 Riverside Drive',
    address_line_2: 'Building 2',
    city: 'Cincinnati',
    state: 'OH',
    postal_code: '45202',
    asset_ref_id: null,
  },
  market_information: null,
  confidence_score: {
    fsd_score: '0.097',
    fsd_confidence_score: 88,
    rv_confidence: 'High',
    data_quality: 'Good',
    application_score: 'A',
  },
  subject_condition_rating: {
    overall_condition: '4',
    kitchen: '4',
    baths: '4',
    interior: 'N/A',
    exterior: 'N/A',
  },
  results: {
    commentary: {
      market: '',
      subject_property: 'Fourth-floor condominium with river views; interior not inspected.',
      budget: '',
      valuation: 'As-is value supported by five sales in the same building within twelve months.',
      recommendations: '',
    },
    valuation_summary: {
      current_condition: 'Good',
      estimated_as_is_value: '$186,500',
    },
    budget_line_items: [],
  },
};
