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
