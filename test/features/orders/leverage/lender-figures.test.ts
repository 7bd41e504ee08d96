import { describe, expect, it } from 'vitest';
import {
  bindingInWords,
  dealMargin,
  lenderFigures,
  limitsVerdict,
  type DealValues,
} from '../../../../src/features/orders/leverage/lender-figures';
import { DEFAULT_LEVERAGE_LIMITS } from '../../../../src/features/orders/leverage/leverage-model';

/** The worked example: as-is $287,500, after-repair value $398,000. */
const DEAL: DealValues = { asIsValue: 287_500, arv: 398_000, rehab: 61_000, netGain: 49_500 };
const NO_LOAN = { loan: null, purchasePrice: null };

describe('the largest loan within the lender’s limits', () => {
  it('gives $215,625 at 75% of the as-is value and $278,600 at 70% of the ARV; loan-to-value binds', () => {
    const figures = lenderFigures(DEAL, DEFAULT_LEVERAGE_LIMITS);
    expect(figures.ratios.ltv.largestLoan).toBe(215_625);
    expect(figures.ratios.ltarv.largestLoan).toBe(278_600);
    expect(figures.applying).toEqual(['ltv', 'ltarv']);
    expect(figures.largestLoan).toBe(215_625);
    expect(figures.binding).toEqual(['ltv']);
    expect(bindingInWords(figures.binding)).toBe('Loan-to-value binds');
  });

  it('follows the user’s own limits: at 90% and 50% the after-repair value binds', () => {
    const figures = lenderFigures(DEAL, { ltv: 90, ltarv: 50, ltc: 90 });
    expect(figures.ratios.ltv.largestLoan).toBe(258_750);
    expect(figures.ratios.ltarv.largestLoan).toBe(199_000);
    expect(figures.largestLoan).toBe(199_000);
    expect(bindingInWords(figures.binding)).toBe('Loan to after-repair value binds');
  });

  it('names both limits when they give the same loan', () => {
    const figures = lenderFigures(
      { asIsValue: 200_000, arv: 300_000, rehab: null, netGain: null },
      {
        ltv: 75,
        ltarv: 50,
        ltc: 90,
      },
    );
    expect(figures.largestLoan).toBe(150_000);
    expect(bindingInWords(figures.binding)).toBe('Loan-to-value and loan to after-repair value bind (equal)');
  });

  it('adds loan-to-cost with a purchase price: (purchase + renovation) × 90%', () => {
    const figures = lenderFigures(DEAL, DEFAULT_LEVERAGE_LIMITS, { loan: null, purchasePrice: 170_000 });
    // (170,000 + 61,000) × 90% = 207,900: below the other two, so it binds.
    expect(figures.ratios.ltc.largestLoan).toBe(207_900);
    expect(figures.largestLoan).toBe(207_900);
    expect(figures.binding).toEqual(['ltc']);
  });

  it('works out what it can when a figure is missing', () => {
    const figures = lenderFigures(
      { asIsValue: 186_500, arv: null, rehab: null, netGain: null },
      DEFAULT_LEVERAGE_LIMITS,
    );
    expect(figures.applying).toEqual(['ltv']);
    expect(figures.largestLoan).toBe(139_875);
    expect(figures.margin).toBeNull();
    const none = lenderFigures(
      { asIsValue: null, arv: null, rehab: null, netGain: null },
      DEFAULT_LEVERAGE_LIMITS,
    );
    expect(none.largestLoan).toBeNull();
    expect(none.binding).toEqual([]);
  });
});

describe('a loan against the limits, in words', () => {
  it('says "Within your limits" at or under every limit', () => {
    const figures = lenderFigures(DEAL, DEFAULT_LEVERAGE_LIMITS, { loan: 215_625, purchasePrice: null });
    expect(figures.ratios.ltv.percent).toBe(75);
    expect(limitsVerdict(figures, 215_625)).toEqual(['Within your limits']);
  });

  it('says by how much a loan is over each limit it exceeds', () => {
    // $291,000 on $398,000 is 73.1%: over 70% by 291,000 - 278,600 = $12,400; over 75% of $287,500 by $75,375.
    const loan = 291_000;
    const figures = lenderFigures(DEAL, DEFAULT_LEVERAGE_LIMITS, { loan, purchasePrice: null });
    expect(limitsVerdict(figures, loan)).toEqual([
      'Over your 75% limit by $75,375',
      'Over your 70% limit by $12,400',
    ]);
    // $280,000: 97.4% of the as-is value, within 100%; 70.4% of the after-repair value.
    const onlyArv = lenderFigures(
      DEAL,
      { ltv: 100, ltarv: 70, ltc: 90 },
      { loan: 280_000, purchasePrice: null },
    );
    expect(limitsVerdict(onlyArv, 280_000)).toEqual(['Over your 70% limit by $1,400']);
  });

  it('names the limit when two of the user’s limits share a percentage', () => {
    const figures = lenderFigures(
      DEAL,
      { ltv: 70, ltarv: 70, ltc: 90 },
      { loan: 291_000, purchasePrice: null },
    );
    expect(limitsVerdict(figures, 291_000)).toEqual([
      'Over your 70% loan-to-value limit by $89,750',
      'Over your 70% loan to after-repair value limit by $12,400',
    ]);
  });

  it('says nothing without a loan amount', () => {
    expect(limitsVerdict(lenderFigures(DEAL, DEFAULT_LEVERAGE_LIMITS, NO_LOAN), null)).toEqual([]);
  });
});

describe('margin', () => {
  it('is net gain ÷ after-repair value', () => {
    expect(dealMargin(49_500, 398_000)).toBeCloseTo(12.437, 3);
    expect(dealMargin(40_100, 331_000)!.toFixed(2)).toBe('12.11');
    expect(dealMargin(-5_000, 100_000)).toBe(-5);
    expect(dealMargin(10_000, 0)).toBeNull();
    expect(dealMargin(null, 100_000)).toBeNull();
  });
});
