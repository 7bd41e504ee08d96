/**
 * The portfolio's rows from the mock service's demo results read as the service module reads them: one
 * row per unit, the recommended strategy's figures with the result page's labels, the largest loan
 * within the user's limits, the summary and totals, and filtering and sorting.
 */
import { describe, expect, it } from 'vitest';
import { orderResponsesDataSchema } from '../../../../src/api/schemas/order-response';
import { DEFAULT_LEVERAGE_LIMITS } from '../../../../src/features/orders/leverage/leverage-model';
import { orderKey } from '../../../../src/features/orders/portfolio/portfolio-lines';
import {
  countPortfolio,
  newPortfolio,
  parsePortfolio,
  rowsOfReply,
  type Portfolio,
} from '../../../../src/features/orders/portfolio/portfolio-model';
import { filterRows, tableRows, totalsOf } from '../../../../src/features/orders/portfolio/portfolio-rows';
import { portfolioColumns } from '../../../../src/features/orders/portfolio/portfolio-columns';
import { sortRows } from '../../../../src/components/ui/sort-rows';
import { summaryLine } from '../../../../src/features/orders/portfolio/portfolio-summary';
import { portfolioCsv } from '../../../../src/features/orders/portfolio/portfolio-csv';
import { portfolioResponse } from '../../../../src/mocks/data/orders/portfolio';

const ref = (n: number) => ({
  key: orderKey('int_PORTFOLIO', `ord_P${String(n).padStart(4, '0')}`),
  line: n,
  intakeToken: 'int_PORTFOLIO',
  orderToken: `ord_P${String(n).padStart(4, '0')}`,
});

function reply(n: number, units: (string | null)[]) {
  return orderResponsesDataSchema.parse({ responses: units.map((u) => portfolioResponse(n, u)) });
}

function portfolioOf(): Portfolio {
  const orders = [ref(1), ref(2), ref(7), ref(5), ref(9)];
  const p = newPortfolio(orders, [], []);
  p.results[ref(1).key] = { status: 'opened', rows: rowsOfReply(ref(1), reply(1, [null])) };
  p.results[ref(2).key] = { status: 'opened', rows: rowsOfReply(ref(2), reply(2, [null])) };
  p.results[ref(7).key] = { status: 'opened', rows: rowsOfReply(ref(7), reply(7, ['1', '2'])) };
  p.results[ref(5).key] = { status: 'not-ready', checkedAt: 1 };
  p.results[ref(9).key] = {
    status: 'refused',
    reason: 'We could not find that order',
    advice: 'Check the intake token and the order token.',
    technical: 'The intake token you provided, is either invalid',
  };
  return p;
}

describe('portfolio rows', () => {
  it('gives one row per result, each unit named, with the recommended figures and the largest loan', () => {
    const rows = tableRows(portfolioOf(), DEFAULT_LEVERAGE_LIMITS);
    expect(rows.map((r) => [r.status, r.street, r.position, r.of])).toEqual([
      ['result', '137 Poplar Avenue', 1, 1],
      ['result', '174 Oak Lane', 1, 1],
      ['result', '359 Hickory Lane, Unit 1', 1, 2],
      ['result', '359 Hickory Lane, Unit 2', 2, 2],
      ['not-ready', '', null, null],
      ['refused', '', null, null],
    ]);
    const first = rows[0]!;
    expect(first.figures.asIs).toEqual({ text: '$199,000', value: 199_000 });
    const asIs = first.figures.asIs!.value!;
    const arv = first.figures.arv!.value!;
    expect(first.largestLoan).toBe(Math.min(Math.floor(asIs * 0.75), Math.floor(arv * 0.7)));
  });

  it('counts results apart from orders not ready and refused, and totals only money', () => {
    const portfolio = portfolioOf();
    const rows = tableRows(portfolio, DEFAULT_LEVERAGE_LIMITS);
    const totals = totalsOf(rows);
    expect(summaryLine(totals)).toBe('4 results, 1 not ready yet, 1 refused');
    expect(totals.asIs.count).toBe(4);
    expect(totals.asIs.sum).toBe(rows.reduce((s, r) => s + (r.figures.asIs?.value ?? 0), 0));
    expect(countPortfolio(portfolio)).toEqual({
      orders: 5,
      opened: 3,
      results: 4,
      notReady: 1,
      failed: 0,
      refused: 1,
      pending: 0,
    });
  });

  it('sorts through the table kit with missing figures last either way, filters by text and status', () => {
    const rows = tableRows(portfolioOf(), DEFAULT_LEVERAGE_LIMITS);
    const columns = portfolioColumns(new Set(), () => undefined, { ltv: 75, ltarv: 70 });
    const up = sortRows(rows, columns, { key: 'asIs', direction: 'ascending' });
    const down = sortRows(rows, columns, { key: 'asIs', direction: 'descending' });
    const values = (list: readonly (typeof rows)[number][]) => list.map((r) => r.figures.asIs?.value ?? null);
    expect(values(up).slice(-2)).toEqual([null, null]);
    expect(values(down).slice(-2)).toEqual([null, null]);
    expect(values(up).slice(0, 4)).toEqual([...values(up).slice(0, 4)].sort((a, b) => a! - b!));
    expect(values(down).slice(0, 4)).toEqual([...values(up).slice(0, 4)].reverse());
    expect(filterRows(rows, 'louisville', 'all').map((r) => r.street)).toEqual([
      '174 Oak Lane',
      '359 Hickory Lane, Unit 1',
      '359 Hickory Lane, Unit 2',
    ]);
    expect(filterRows(rows, '', 'not-ready').map((r) => r.orderToken)).toEqual(['ord_P0005']);
    expect(filterRows(rows, 'P0009', 'refused').map((r) => r.reason)).toEqual([
      'We could not find that order',
    ]);
  });

  it('survives storage as JSON, and a damaged entry is dropped', () => {
    const portfolio = portfolioOf();
    expect(parsePortfolio(JSON.parse(JSON.stringify(portfolio)))).toEqual(portfolio);
    expect(parsePortfolio({ orders: 3 })).toBeNull();
    expect(parsePortfolio('not an object')).toBeNull();
  });

  it('exports every row, figures as numbers, the service words of a refusal in its note', () => {
    const csv = portfolioCsv(tableRows(portfolioOf(), DEFAULT_LEVERAGE_LIMITS)).split('\r\n');
    expect(csv[0]).toBe(
      'Line,Address,City and state,Intake token,Order token,Result,Status,As-is value,After-repair value,Renovation cost,Gross return,Annualized return,Total time,Current condition,Value confidence,Largest loan,Note',
    );
    expect(csv).toHaveLength(8);
    // Largest loan: the lower of 75% of $199,000 and 70% of $263,500.
    expect(csv[1]).toBe(
      '1,137 Poplar Avenue,"Cleveland, OH",int_PORTFOLIO,ord_P0001,1 of 1,Result,199000,263500,30700,14.71,47.1,114,Average,Low,149250,',
    );
    expect(csv[5]).toBe('5,,,int_PORTFOLIO,ord_P0005,,Not ready yet,,,,,,,,,,');
    expect(csv[6]).toBe(
      '9,,,int_PORTFOLIO,ord_P0009,,Refused,,,,,,,,,,"We could not find that order (The intake token you provided, is either invalid)"',
    );
  });
});
