import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { larkspurResponse, larkspurStrategies } from '../../../../src/mocks/data/orders/larkspur';
import { strategyRowSchema } from '../../../../src/api/schemas/order-response';
import { StrategiesSection } from '../../../../src/features/orders/strategies/strategies-section';
import { mockDb } from '../../../mock-service';
import { LARKSPUR, openOrder, readFacts, section, tableRows } from '../helpers';

/** The Larkspur report's strategy rows as the portal reads them. */
const larkspurStrategiesRows = () => larkspurStrategies.map((row) => strategyRowSchema.parse(row));

function useStrategies(rows: Record<string, string | number>[]) {
  mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!.responses = [
    { ...larkspurResponse, results: { ...larkspurResponse.results, renovation_strategies: rows } },
  ];
}

describe('renovation strategies', () => {
  it('shows values as sent, giving only the time rows a day unit', async () => {
    useStrategies([
      ...larkspurStrategies.slice(0, 7),
      // A plain number in a row that is not a time row: no unit is invented for it.
      { title: 'Units', min: 2, partial: 2, full: 3, best: 3 },
      { title: '', min: '', partial: '', full: '', best: '' },
      // A time row the service already wrote with its unit is kept as sent.
      { title: 'Rehab Time', min: '21 days', partial: 45, full: 75, best: 1 },
      ...larkspurStrategies.slice(9),
    ]);
    await openOrder(LARKSPUR);
    const table = within(section('Renovation strategies')).getByRole('table', {
      name: 'Renovation strategies',
    });
    const rows = tableRows(table);
    expect(rows.find((r) => r[0] === 'Units')).toEqual(['Units', '2', '2', '3', '3']);
    expect(rows.find((r) => r[0] === 'Renovation timeService: Rehab Time')).toEqual([
      'Renovation timeService: Rehab Time',
      '21 days',
      '45 days',
      '75 days',
      '1 day',
    ]);
    expect(rows.find((r) => r[0] === 'Dollars per square footService: $/sqft')).toEqual([
      'Dollars per square footService: $/sqft',
      '$11.22',
      '$28.51',
      '$48.11',
      '$48.11',
    ]);
    expect(rows.find((r) => r[0]?.startsWith('Gross return'))).toEqual([
      'Gross return= Net gain ÷ cost basis',
      '7.64%',
      '11.88%',
      '13.78%',
      '13.78%',
    ]);
  });

  it('offers one card per strategy on a phone, the recommended one first', async () => {
    await openOrder(LARKSPUR);
    const cards = within(section('Renovation strategies')).getByRole('list', {
      name: 'Strategies, recommended first',
    });
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'RecommendedService: Best',
      'MinimumService: Min',
      'Partial',
      'Full',
    ]);
    const best = within(items[0]!).getByRole('article', { name: 'RecommendedService: Best' });
    // A card's two definition lists (money, then time) have no role to query.
    // eslint-disable-next-line testing-library/no-node-access
    const [money, time] = best.querySelectorAll('dl');
    expect(readFacts(money as HTMLElement)).toEqual({
      'After-repair valueService: ARV': '$331,000',
      'As-is valueService: As Is Value': '$212,000',
      'Renovation costService: Rehab': '$78,900',
      'Dollars per square footService: $/sqft': '$48.11',
      'Cost basisService: Basis= As-is value + renovation cost': '$290,900',
      'Net gainService: Net Lift= After-repair value − cost basis': '$40,100',
      'Gross return= Net gain ÷ cost basis': '13.78%',
    });
    expect(readFacts(time as HTMLElement)).toEqual({
      'Renovation timeService: Rehab Time': '75 days',
      'Estimated time to sellService: Estim TTS': '34 days',
      'CushionThe service does not define it.': '14 days',
      'Total time': '123 days',
      'Annualized return= Gross return × 365 ÷ total time': '40.89%',
    });
    // A card's two definition lists (money, then time) have no role to query.
    // eslint-disable-next-line testing-library/no-node-access
    expect(readFacts(items[1]!.querySelector('dl')!)['After-repair valueService: ARV']).toBe('$248,000');
  });

  it('charts ARV, as-is value and rehab on an axis ending just above the largest bar, one label format', async () => {
    await openOrder(LARKSPUR);
    const chart = within(section('Renovation strategies')).getByRole('img', {
      name: 'Chart: After-repair value, As-is value, Renovation cost by strategy',
    });
    // Chart labels are SVG text, which has no role.
    // eslint-disable-next-line testing-library/no-node-access
    const texts = Array.from(chart.querySelectorAll('text')).map((t) => t.textContent);
    // The largest bar is $331,000: the axis ends at $350K, in steps of $50K.
    expect(texts.slice(0, 8)).toEqual(['$0', '$50K', '$100K', '$150K', '$200K', '$250K', '$300K', '$350K']);
    // The Min group's bars: ARV, as-is value, rehab, in thousands without decimals like every label.
    expect(texts.slice(8, 11)).toEqual(['$248K', '$212K', '$18K']);
    const barLabels = texts.filter((t) => t?.startsWith('$'));
    expect(barLabels.every((t) => /^\$(0|\d+K)$/.test(t))).toBe(true);
    // The recommended group is named in words, not by its shading alone.
    expect(texts).toContain('Recommended');
    expect(texts).toContain('Annualized 40.89%');
  });
});

describe('the strategies table while the result arrives', () => {
  it('builds its first group of rows (the money rows) in one step, and the time rows after it', () => {
    const rows = larkspurStrategiesRows();
    const titles = () =>
      tableRows(screen.getByRole('table', { name: 'Renovation strategies' })).map((row) => row[0]);
    const { unmount } = render(<StrategiesSection rows={rows} chart={false} tableGroups={1} />);
    const partial = titles();
    unmount();
    render(<StrategiesSection rows={rows} chart={false} />);
    const all = titles();
    // The heading row, then the rows before the service's empty separator row; then every row.
    expect(partial).toEqual(all.slice(0, partial.length));
    expect(partial.some((title) => title?.startsWith('Renovation time'))).toBe(false);
    expect(all.some((title) => title?.startsWith('Renovation time'))).toBe(true);
  });
});
