/**
 * The orders of the built-in mock service, listed on the orders page in demo mode so that a new user
 * reaches a result in one click. Their tokens come from demo-order-tokens.ts, which the mock service's
 * data imports too: production code never depends on src/mocks.
 * Outside demo mode the list is empty, and the bundler drops it from the build (scripts/check-build.mjs
 * proves it).
 */
import { isDemoMode } from './config';
import { DEMO_ORDER_TOKENS, DEMO_PORTFOLIO, demoPortfolioOrderToken } from './demo-order-tokens';

export interface DemoOrder {
  intakeToken: string;
  orderToken: string;
  title: string;
  description: string;
}

// A function, not a constant list: a spread in a top-level literal is kept by the minifier even when unused.
function listDemoOrders(): DemoOrder[] {
  return [
    {
      ...DEMO_ORDER_TOKENS.larkspur,
      title: '4817 Larkspur Lane, Columbus',
      description: 'A complete renovation analysis: strategies, a 25-line budget, commentary.',
    },
    {
      ...DEMO_ORDER_TOKENS.cedarDuplex,
      title: '2210 Cedar Street, Indianapolis',
      description: 'A duplex: two results, one per unit, in one order.',
    },
    {
      ...DEMO_ORDER_TOKENS.riverside,
      title: '350 Riverside Drive, Cincinnati',
      description: 'A valuation without strategies or budget.',
    },
    {
      ...DEMO_ORDER_TOKENS.notReady,
      title: 'An order still being prepared',
      description: 'The service answers that the report is not completed yet.',
    },
    {
      ...DEMO_ORDER_TOKENS.benchmark,
      title: 'A budget of 1,000 line items',
      description: 'A large report, to try sorting and filtering.',
    },
  ];
}

export const demoOrders: readonly DemoOrder[] = isDemoMode ? listDemoOrders() : [];

/** How many demo orders "Use 50 demo orders" pastes on the portfolio page. */
export const DEMO_PORTFOLIO_PASTE = 50;

/**
 * The first orders of the demo portfolio as a user would paste them (`intake,order` a line, a header
 * row first); empty outside demo mode, where the bundler drops the generator.
 */
export function demoPortfolioText(count = DEMO_PORTFOLIO_PASTE): string {
  if (!isDemoMode) return '';
  const lines = Array.from(
    { length: count },
    (_, i) => `${DEMO_PORTFOLIO.intakeToken},${demoPortfolioOrderToken(i + 1)}`,
  );
  return ['Intake token,Order token', ...lines].join('\n');
}
