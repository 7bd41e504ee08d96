/**
 * The complete renovation analysis of 4817 Larkspur Lane, internally consistent: basis = as-is + rehab,
 * net lift = ARV - basis, the budget's line items add up to the Full (= Best) rehab figure.
 */
import { budgetLine, type WireBudgetLine } from './wire-format';

export const larkspurBudget: WireBudgetLine[] = [
  budgetLine('Roof replacement', 'Exterior', 'Tear off and replace with architectural shingles, 24 squares', {
    hr: 9800,
  }),
  budgetLine('Gutters and downspouts', 'Exterior', 'Seamless aluminium, 140 linear feet', { dm: 1350 }),
  budgetLine('Exterior paint', 'Exterior', 'Scrape, prime and paint siding and trim', { dm: 4200 }),
  budgetLine('Front porch repair', 'Exterior', 'Replace rotted joists and decking', { hr: 1900, dm: 400 }),
  budgetLine('Landscaping and clean-up', 'Exterior', 'Remove overgrowth, mulch beds, sod front yard', {
    dm: 1250,
    up: 600,
  }),
  budgetLine('Kitchen cabinets', 'Kitchen', 'Shaker-style cabinets, soft-close', { up: 5900 }),
  budgetLine('Countertops', 'Kitchen', 'Quartz, 42 square feet with undermount sink', { up: 3850 }),
  budgetLine('Appliance package', 'Kitchen', 'Stainless range, refrigerator, dishwasher, microwave', {
    up: 3200,
  }),
  budgetLine('Kitchen plumbing fixtures', 'Kitchen', null, { dm: 650, up: 450 }),
  budgetLine('Open wall to dining room', 'Kitchen', 'Remove non-bearing wall, patch floor and ceiling', {
    rc: 4800,
  }),
  budgetLine('Primary bath remodel', 'Bathrooms', 'New tub surround, vanity, tile floor', {
    up: 5300,
    rc: 1200,
  }),
  budgetLine('Hall bath refresh', 'Bathrooms', 'Regrout, new vanity top and fixtures', {
    dm: 1100,
    up: 2300,
  }),
  budgetLine('Flooring', 'Interior', 'Luxury vinyl plank, 1,200 square feet', { up: 5400 }),
  budgetLine('Interior paint', 'Interior', 'Walls and ceilings throughout', { dm: 3600 }),
  budgetLine('Drywall repair', 'Interior', 'Water-damaged ceiling in hall, patching', { hr: 1150, dm: 300 }),
  budgetLine('Doors and trim', 'Interior', 'Six interior doors, base trim', { up: 1750 }),
  budgetLine('Lighting fixtures', 'Interior', 'LED fixtures throughout', { up: 1050 }),
  budgetLine('Smoke and CO detectors', 'Interior', 'Hard-wired, interconnected', { dm: 250 }),
  budgetLine('HVAC replacement', 'Systems', '80% furnace and 2.5-ton condenser', { hr: 5800 }),
  budgetLine('Electrical panel upgrade', 'Systems', '200 amp service and panel', { hr: 2600 }),
  budgetLine('Water heater', 'Systems', '50 gallon gas', { dm: 1400 }),
  budgetLine('Supply line replacement', 'Systems', 'Replace galvanized supply lines with PEX', { hr: 3900 }),
  budgetLine('Permits', 'Soft Costs', 'Building, electrical and mechanical permits', { soft: 1450 }),
  budgetLine('Architectural drawings', 'Soft Costs', null, { soft: 900 }),
  budgetLine('Dumpsters and haul-off', 'Soft Costs', 'Two 20-yard dumpsters', { soft: 1100 }),
];

export const larkspurStrategies = [
  { title: 'ARV', min: '$248,000', partial: '$289,500', full: '$331,000', best: '$331,000' },
  { title: 'As Is Value', min: '$212,000', partial: '$212,000', full: '$212,000', best: '$212,000' },
  { title: 'Rehab', min: '$18,400', partial: '$46,750', full: '$78,900', best: '$78,900' },
  { title: '$/sqft', min: '$11.22', partial: '$28.51', full: '$48.11', best: '$48.11' },
  { title: 'Basis', min: '$230,400', partial: '$258,750', full: '$290,900', best: '$290,900' },
  { title: 'Net Lift', min: '$17,600', partial: '$30,750', full: '$40,100', best: '$40,100' },
  { title: 'Gross Return', min: '7.64%', partial: '11.88%', full: '13.78%', best: '13.78%' },
  { title: '', min: '', partial: '', full: '', best: '' },
  { title: 'Rehab Time', min: 21, partial: 45, full: 75, best: 75 },
  { title: 'Estim TTS', min: 38, partial: 38, full: 34, best: 34 },
  { title: 'Cushion', min: 14, partial: 14, full: 14, best: 14 },
  { title: 'Total Time', min: 73, partial: 97, full: 123, best: 123 },
  { title: 'Annualized Return', min: '38.20%', partial: '44.70%', full: '40.89%', best: '40.89%' },
];

export const larkspurResponse = {
  order_token: 'ord_5T7R1Q',
  property_address: {
    unit_number: null,
    address: '4817 Larkspur Lane',
    address_line_2: null,
    city: 'Columbus',
    state: 'OH',
    postal_code: '43214',
    asset_ref_id: 'KLG-2026-0418',
  },
  property_specs: {
    above_grade_sqft: 1640,
    below_grade_sqft: 820,
    beds: 3,
    baths: 2,
    year_built: '1958',
    lot_size: 7405,
    stories: '1.5',
    garage: 1,
    key_flags: { golf_course: '0', pool: '0', water_front: null },
  },
  market_information: {
    zip_code_category: 'Suburban',
    demand_score: 72,
    demand_score_level: 'High',
    inventory: '2.1 months',
    medianTTS: '38 days',
    remodeled: '27.40%',
  },
  confidence_score: {
    fsd_score: '0.084',
    fsd_confidence_score: 91,
    rv_confidence: 'High',
    data_quality: 'Good',
    application_score: 'A-',
  },
  subject_condition_rating: {
    overall_condition: '3.5',
    kitchen: '3',
    baths: 'N/A',
    interior: '4',
    exterior: '3.5',
  },
  results: {
    commentary: {
      market:
        'Clintonville-adjacent suburban market with steady demand: 2.1 months of inventory and a median of 38 days to sell. About a quarter of recent sales were remodelled.',
      subject_property:
        'One-and-a-half-storey brick and frame home on a 7,405 square foot lot. Original kitchen and baths, roof near the end of its life, furnace past its service life.',
      budget:
        'The Full scope replaces the roof and mechanicals, opens the kitchen to the dining room and updates finishes throughout. Soft costs include permits and drawings.',
      valuation:
        'As-is value supported by four closed sales within 0.6 miles in the last six months, adjusted for condition. ARV supported by three remodelled sales on comparable lots.',
      recommendations: '',
    },
    valuation_summary: {
      current_condition: 'Average',
      estimated_as_is_value: '$212,000',
    },
    renovation_strategies: larkspurStrategies,
    budget_line_items: larkspurBudget,
  },
};
