/** Results that arrive together are shown one a painted frame; until then their columns stay loading. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareColumn } from '../../../../src/features/orders/compare/compare-columns';
import type { CompareResult } from '../../../../src/features/orders/compare/compare-model';
import { useDeferredColumns } from '../../../../src/features/orders/compare/use-deferred-columns';

const item = (order: string) => ({ intakeToken: 'int_1', orderToken: order, result: 1 });

function loading(order: string, itemIndex: number): CompareColumn {
  return { id: order, itemIndex, item: item(order), title: `Order ${order}`, state: 'loading' };
}

function ready(order: string, itemIndex: number, result: CompareResult): CompareColumn {
  return {
    id: order,
    itemIndex,
    item: item(order),
    title: `Larkspur ${order}`,
    state: 'ready',
    result,
    place: 'Dallas, TX',
    position: 1,
    of: 1,
  };
}

/** Lets the browser paint: the next animation frame, then a task. */
const paint = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('useDeferredColumns', () => {
  it('shows results that arrive together one a frame, in column order, and keeps what it shows', async () => {
    const first = { place: 'a' } as unknown as CompareResult;
    const second = { place: 'b' } as unknown as CompareResult;
    const { result, rerender } = renderHook((columns: CompareColumn[]) => useDeferredColumns(columns), {
      initialProps: [loading('ord_A', 0), loading('ord_B', 1)],
    });
    expect(result.current.map((c) => c.state)).toEqual(['loading', 'loading']);
    const loaded = result.current;
    // Both answers arrive: nothing changes in that render (the same array, so memoized parts stay).
    rerender([ready('ord_A', 0, first), ready('ord_B', 1, second)]);
    expect(result.current).toBe(loaded);
    await paint();
    expect(result.current.map((c) => c.state)).toEqual(['ready', 'loading']);
    expect(result.current[0]).toMatchObject({ title: 'Larkspur ord_A', result: first });
    expect(result.current[1]).toMatchObject({ id: 'ord_B', state: 'loading' });
    await paint();
    expect(result.current.map((c) => c.state)).toEqual(['ready', 'ready']);
    expect(result.current[1]).toMatchObject({ title: 'Larkspur ord_B', result: second });
    const shown = result.current;
    rerender([ready('ord_A', 0, first), ready('ord_B', 1, second)]);
    expect(result.current).toBe(shown);
  });

  it('passes an error at once, and a column removed takes its place with it', () => {
    const error = new Error('refused');
    const { result, rerender } = renderHook((columns: CompareColumn[]) => useDeferredColumns(columns), {
      initialProps: [loading('ord_A', 0), loading('ord_B', 1)],
    });
    rerender([
      { ...loading('ord_A', 0), state: 'error', error, notReady: false, retry: null },
      loading('ord_B', 1),
    ]);
    expect(result.current[0]).toMatchObject({ state: 'error', error });
    rerender([loading('ord_B', 0)]);
    expect(result.current.map((c) => c.id)).toEqual(['ord_B']);
  });
});
