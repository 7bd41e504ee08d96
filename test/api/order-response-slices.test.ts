/**
 * The order results read in slices (order-response-slices.ts): a long budget is read over several
 * tasks into exactly the value the one-task reading gives, tolerated items and refusals included, and a
 * short one stays in its task.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderResponsesDataSchema } from '../../src/api/schemas/order-response';
import {
  orderResponsesInSlices,
  orderResponsesSlicedSchema,
  SLICED_FROM,
} from '../../src/api/schemas/order-response-slices';
import { benchmarkResponse5k } from '../../src/mocks/data/orders/benchmark';
import { larkspurResponse } from '../../src/mocks/data/orders/larkspur';
import { budgetItem, orderResponse } from './wire-arbitraries';

/** Counts the yields: the browser's `scheduler.yield()`, resolved in a following task. */
function countYields() {
  const yieldToMain = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  vi.stubGlobal('scheduler', { yield: yieldToMain });
  return yieldToMain;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A copy of a reply with `lines` as its budget, as JSON.parse would give it. */
function withBudget(lines: unknown[]) {
  const unit = { ...larkspurResponse, results: { ...larkspurResponse.results, budget_line_items: lines } };
  return JSON.parse(JSON.stringify({ responses: [unit] })) as unknown;
}

/** 1,000 lines, with an unreadable line, amount or allocation every so often. */
function linesWithFlaws() {
  const lines: unknown[] = benchmarkResponse5k().results.budget_line_items.slice(0, 1000);
  return lines.map((line, i) => {
    if (i % 97 === 3) return 'a line that is text';
    if (i % 89 === 5) return null;
    if (i % 83 === 7) return { ...(line as object), total_cost: 'N/A' };
    if (i % 79 === 11) return { ...(line as object), cost_allocation: null };
    if (i % 73 === 13) return { ...(line as object), line_itme: { name: 'not text' } };
    return line;
  });
}

describe('an order reply read in slices', () => {
  it('reads a long budget over several tasks into the same value as in one task, tolerated lines included', async () => {
    const yields = countYields();
    const reply = withBudget(linesWithFlaws());
    const sliced = await orderResponsesInSlices({ budgetMs: 0 }).parseAsync(reply);
    const whole = orderResponsesDataSchema.parse(reply);

    expect(sliced).toEqual(whole);
    // One yield after the reply's own task, one before the unit and one before each line: a slice of
    // 0 ms is always used up.
    expect(yields).toHaveBeenCalledTimes(1002);
    const [unit] = sliced.items;
    expect(unit?.budget).toHaveLength(1000 - 11 - 12 - 14);
    expect(unit?.budgetSkipped).toBe(11 + 12 + 14);
    // Lines 3 and 5 are left out before them: line 7 (an unreadable total) is the sixth, line 11 the tenth.
    const sent = benchmarkResponse5k().results.budget_line_items;
    expect(unit?.budget[5]).toMatchObject({ item: sent[7]?.line_itme, total: { text: 'N/A', value: null } });
    expect(unit?.budget[9]?.item).toBe(sent[11]?.line_itme);
    expect(unit?.budget[9]?.allocation.heavyRepair).toEqual({ text: '', value: null });
  });

  it('reads the 5,000-line benchmark order in slices of the real time budget', async () => {
    const yields = countYields();
    // A clock that moves 10 µs each time it is read, whatever the machine: on a fast one the real
    // clock read all 5,000 lines within two slices of 8 ms, and the test said nothing of the slicing.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.01));
    const reply = JSON.parse(JSON.stringify({ responses: [benchmarkResponse5k()] })) as unknown;
    const sliced = await orderResponsesSlicedSchema.parseAsync(reply);
    clock.mockRestore();

    expect(sliced).toEqual(orderResponsesDataSchema.parse(reply));
    expect(sliced.items[0]?.budget).toHaveLength(5000);
    // At least one read of the clock a line: 50 ms of that clock, six slices of 8 ms or more.
    expect(yields.mock.calls.length).toBeGreaterThan(6);
  });

  it('reads a short budget at once, in the task after the reply’s: one yield', async () => {
    const yields = countYields();
    const reply = withBudget(benchmarkResponse5k().results.budget_line_items.slice(0, SLICED_FROM - 1));
    const sliced = await orderResponsesSlicedSchema.parseAsync(reply);

    expect(sliced).toEqual(orderResponsesDataSchema.parse(reply));
    expect(sliced.items[0]?.budget).toHaveLength(SLICED_FROM - 1);
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('yields with a message where there is no scheduler.yield: other tasks run before it ends', async () => {
    const reply = withBudget(benchmarkResponse5k().results.budget_line_items.slice(0, 300));
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    const parsing = orderResponsesInSlices({ budgetMs: 0 }).parseAsync(reply);
    expect(timerRan).toBe(false);
    const sliced = await parsing;

    expect(timerRan).toBe(true);
    expect(sliced.items[0]?.budget).toHaveLength(300);
  });

  it('refuses what the one-task reading refuses, with the same issue', async () => {
    const allUnusable = { responses: [{}, 'oops'] };
    const sliced = await orderResponsesSlicedSchema.safeParseAsync(allUnusable);
    const whole = orderResponsesDataSchema.safeParse(allUnusable);

    expect(sliced.success).toBe(false);
    expect(sliced.error?.issues).toEqual(whole.error?.issues);
    expect(sliced.error?.issues[0]).toMatchObject({
      path: ['responses'],
      message: 'none of the 2 results could be read',
    });
    expect((await orderResponsesSlicedSchema.safeParseAsync({ responses: 'oops' })).success).toBe(false);
  });

  it('gives the one-task value for any reply, every list sliced', async () => {
    const everyLine = orderResponsesInSlices({ slicedFrom: 0, budgetMs: 0 });
    const flawedLine = fc.oneof(budgetItem, fc.jsonValue());
    const unit = fc.oneof(
      orderResponse.chain((response) =>
        fc.array(flawedLine, { maxLength: 12 }).map((lines) => ({
          ...response,
          results: { ...response.results, budget_line_items: lines },
        })),
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(unit, { maxLength: 3 }), fc.jsonValue()), async (responses) => {
        const reply = { responses };
        const sliced = await everyLine.safeParseAsync(reply);
        const whole = orderResponsesDataSchema.safeParse(reply);
        expect(sliced.success).toBe(whole.success);
        expect(sliced.data).toEqual(whole.data);
        expect(sliced.error?.issues).toEqual(whole.error?.issues);
      }),
      { numRuns: 150 },
    );
  });
});
