import { describe, expect, it } from 'vitest';
import { orderResponsesDataSchema } from '../../../../src/api/schemas/order-response';
import { withoutColumn, type CompareColumn } from '../../../../src/features/orders/compare/compare-columns';
import { compareCsv } from '../../../../src/features/orders/compare/compare-csv';
import { compareLenderFigures, lenderRows } from '../../../../src/features/orders/compare/compare-lender';
import {
  compareRows,
  markRow,
  resultHeading,
  toCompareResults,
  type CompareFigure,
} from '../../../../src/features/orders/compare/compare-model';
import { cedarResponse } from '../../../../src/mocks/data/orders/cedar';
import { larkspurResponse } from '../../../../src/mocks/data/orders/larkspur';
import { riversideResponse } from '../../../../src/mocks/data/orders/riverside';

const money = (value: number): CompareFigure => ({ text: `$${value}`, value, kind: 'currency' });
const percent = (value: number): CompareFigure => ({ text: `${value}%`, value, kind: 'percent' });

function results(...replies: unknown[][]) {
  return replies.flatMap((responses) => toCompareResults(orderResponsesDataSchema.parse({ responses })));
}

/** Each row as `label: figure [Best]…`, the way a reader goes through the table. */
function readRows(rows: ReturnType<typeof compareRows>): string[] {
  return rows.map(
    (row) =>
      `${row.spec.label}: ${row.figures
        .map(
          (f, i) =>
            `${f?.text ?? '—'}${row.marks[i] === 'best' ? ' [Best]' : row.marks[i] === 'tied' ? ' [Best, tied]' : ''}`,
        )
        .join(' | ')}`,
  );
}

describe('which figure is better', () => {
  it('marks the highest value or return and the lowest cost or time', () => {
    expect(markRow([money(148_000), money(212_000), money(139_500)], 'higher')).toEqual([null, 'best', null]);
    expect(markRow([money(31_200), money(78_900), money(27_650)], 'lower')).toEqual([null, null, 'best']);
  });

  it('marks every figure tied for the best, and nothing when all are the same', () => {
    expect(markRow([percent(12), percent(9), percent(12)], 'higher')).toEqual(['tied', null, 'tied']);
    expect(markRow([money(41), money(41), money(41)], 'lower')).toEqual([null, null, null]);
  });

  it('leaves a missing figure out, and marks nothing with fewer than two figures to compare', () => {
    expect(markRow([null, money(10), money(20)], 'lower')).toEqual([null, 'best', null]);
    expect(markRow([null, money(10), null], 'lower')).toEqual([null, null, null]);
    expect(markRow([{ text: 'N/A', value: null, kind: 'text' }, money(5), money(6)], 'higher')).toEqual([
      null,
      null,
      'best',
    ]);
  });

  it('marks nothing between figures of different kinds, or in a row with no better direction', () => {
    expect(markRow([money(10), percent(20)], 'higher')).toEqual([null, null]);
    expect(markRow([money(10), money(20)], null)).toEqual([null, null]);
  });
});

describe('the comparison of the demo orders', () => {
  const compared = results([cedarResponse('1'), cedarResponse('2')], [larkspurResponse], [riversideResponse]);

  it('names each unit of a multi-unit order, and the results by their street', () => {
    expect(compared.map(resultHeading)).toEqual([
      '2210 Cedar Street, Unit 1',
      '2210 Cedar Street, Unit 2',
      '4817 Larkspur Lane',
      '350 Riverside Drive, Unit 4B',
    ]);
  });

  it('marks returns, margin and times, never the rows that measure a deal’s size', () => {
    expect(readRows(compareRows(compared, 'best'))).toEqual([
      'As-is value: $148,000 | $139,500 | $212,000 | $186,500',
      'After-repair value: $196,000 | $188,000 | $331,000 | —',
      'Renovation cost: $31,200 | $27,650 | $78,900 | —',
      'Cost basis: $179,200 | $167,150 | $290,900 | —',
      'Net gain: $16,800 | $20,850 | $40,100 | —',
      'Dollars per square foot: $31.84 | $26.59 | $48.11 | —',
      'Current condition: Fair | Average | Average | Good',
      'Value confidence: Medium | Medium | High | High',
      'Gross return: 9.38% | 12.47% | 13.78% [Best] | —',
      'Annualized return: 32.61% | 45.06% [Best] | 40.89% | —',
      // Net gain ÷ after-repair value: 16,800 ÷ 196,000, 20,850 ÷ 188,000, 40,100 ÷ 331,000.
      'Margin: 8.57% | 11.09% | 12.11% [Best] | —',
      'Renovation time: 50 days | 46 days [Best] | 75 days | —',
      'Estimated time to sell: 41 days | 41 days | 34 days [Best] | —',
      'Total time: 105 days | 101 days [Best] | 123 days | —',
    ]);
  });

  it('switches every column to another strategy, ties included', () => {
    const rows = readRows(compareRows(compared.slice(0, 3), 'min'));
    expect(rows[1]).toBe('After-repair value: $171,000 | $160,000 | $248,000');
    expect(rows[11]).toBe('Renovation time: 14 days [Best, tied] | 14 days [Best, tied] | 21 days');
    // The as-is value is the valuation's, the same whatever the strategy.
    expect(rows[0]).toBe('As-is value: $148,000 | $139,500 | $212,000');
  });

  it('exports the figures as shown, the Best ones named, ties said, formula text made inert', () => {
    const rows = compareRows(compared.slice(1, 3), 'best');
    const limits = { ltv: 75, ltarv: 70, ltc: 90 };
    const terms = [
      { loan: 100_000, purchasePrice: null },
      { loan: null, purchasePrice: null },
    ];
    const lender = lenderRows(
      compareLenderFigures(compared.slice(1, 3), 'best', limits, terms),
      terms,
      limits,
    );
    const csv = compareCsv(['=HYPERLINK("x")', '4817 Larkspur Lane'], 'Best (recommended)', rows, {
      limits: 'loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%',
      rows: lender,
    });
    const lines = csv.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      `Figure,"'=HYPERLINK(""x"")",4817 Larkspur Lane,Best`,
      'Strategy,Best (recommended),Best (recommended),',
      'Your limits,"loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%","loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%",',
      'As-is value,"$139,500","$212,000",',
    ]);
    expect(lines.slice(11)).toEqual([
      `Gross return,12.47%,13.78%,4817 Larkspur Lane`,
      `Annualized return,45.06%,40.89%,"'=HYPERLINK(""x"")"`,
      'Margin,11.09%,12.11%,4817 Larkspur Lane',
      `Renovation time,46 days,75 days,"'=HYPERLINK(""x"")"`,
      'Estimated time to sell,41 days,34 days,4817 Larkspur Lane',
      `Total time,101 days,123 days,"'=HYPERLINK(""x"")"`,
      'Largest loan at your 75% loan-to-value,"$104,625","$159,000",',
      'Largest loan at your 70% loan to after-repair value,"$131,600","$231,700",',
      'Largest loan within your limits,"$104,625; Loan-to-value binds","$159,000; Loan-to-value binds",',
      'Your loan amount,"$100,000",,',
      'Loan-to-value,71.7%,,',
      'Loan to after-repair value,53.2%,,',
      'Against your limits,Within your limits,,',
      '',
    ]);
    const tied = compareCsv(['A', 'B', 'C'], 'Minimum', compareRows(compared.slice(0, 3), 'min'), {
      limits: '',
      rows: [],
    });
    expect(tied.split('\r\n')).toContain('Renovation time,14 days,14 days,21 days,Tied: A; B');
  });
});

describe('removing a column', () => {
  const items = [
    { intakeToken: 'int_6W2D9R', orderToken: 'ord_7J3L5X', result: null },
    { intakeToken: 'int_8F3K2M', orderToken: 'ord_5T7R1Q', result: null },
  ];
  const [cedarUnit2] = results([cedarResponse('1'), cedarResponse('2')]).slice(1);

  it('keeps the other results of an order shown whole', () => {
    const column = {
      id: 'x',
      itemIndex: 0,
      item: items[0]!,
      title: '2210 Cedar Street, Unit 2',
      state: 'ready',
      result: cedarUnit2!,
      place: 'Indianapolis, IN',
      position: 2,
      of: 2,
    } satisfies CompareColumn;
    expect(withoutColumn(items, column)).toEqual([{ ...items[0], result: 1 }, items[1]]);
  });

  it('drops a failed column’s order', () => {
    const column = {
      id: 'y',
      itemIndex: 1,
      item: items[1]!,
      title: 'Order ord_5T7R1Q',
      state: 'error',
      error: new Error('x'),
      notReady: false,
      retry: () => undefined,
    } satisfies CompareColumn;
    expect(withoutColumn(items, column)).toEqual([items[0]]);
  });
});
