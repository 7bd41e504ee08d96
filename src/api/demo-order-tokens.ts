/**
 * The tokens of the demo orders: the one place they are written. The mock service's data and the demo
 * list of the orders page (demo-orders.ts) both import them. Plain constants with no imports, so that
 * Node-side code (the browser tests' runner) can load the mock data.
 */
export const DEMO_ORDER_TOKENS = {
  larkspur: { intakeToken: 'int_8F3K2M', orderToken: 'ord_5T7R1Q' },
  notReady: { intakeToken: 'int_8F3K2M', orderToken: 'ord_9N4W6P' },
  cedarDuplex: { intakeToken: 'int_6W2D9R', orderToken: 'ord_7J3L5X' },
  riverside: { intakeToken: 'int_8F3K2M', orderToken: 'ord_4M8Q2Z' },
  benchmark: { intakeToken: 'int_BENCH1K', orderToken: 'ord_BENCH1K' },
  /** 5,000 budget lines, for `npm run bench` (not in the demo list of the orders page). */
  benchmark5k: { intakeToken: 'int_BENCH5K', orderToken: 'ord_BENCH5K' },
  /** 50,000 budget lines, for `npm run bench` (made only when asked for: see seed-orders.ts). */
  benchmark50k: { intakeToken: 'int_BENCH50K', orderToken: 'ord_BENCH50K' },
} as const;

/**
 * The demo portfolio: 1,000 generated orders of one intake (src/mocks/data/orders/portfolio.ts), order
 * tokens `ord_P0001` to `ord_P1000`. Every twelfth from the fifth is still being prepared, every
 * twentieth from the seventh has two units.
 */
export const DEMO_PORTFOLIO = { intakeToken: 'int_PORTFOLIO', size: 1_000 } as const;

export function demoPortfolioOrderToken(n: number): string {
  return `ord_P${String(n).padStart(4, '0')}`;
}

export const isDemoPortfolioNotReady = (n: number) => n % 12 === 5;
export const demoPortfolioUnits = (n: number) => (n % 20 === 7 ? 2 : 1);
