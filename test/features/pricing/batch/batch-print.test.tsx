/**
 * The printed batch sheet is loaded once a row is priced (batch-print.ts); Print pressed before it has
 * arrived waits for it, puts it in the page, then prints.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrintedSheet } from '../../../../src/features/pricing/batch/batch-print';

describe('the printed batch sheet', () => {
  it('is not loaded before a row is priced, then loads by itself', async () => {
    const { result, rerender } = renderHook(({ priced }) => usePrintedSheet(priced), {
      initialProps: { priced: false },
    });
    expect(result.current.BatchSheet).toBeNull();
    rerender({ priced: true });
    await waitFor(() => expect(result.current.BatchSheet).not.toBeNull());
  });

  it('Print before it has arrived: the sheet is in place when the browser prints', async () => {
    const { result } = renderHook(() => usePrintedSheet(false));
    let sheetWhenPrinted: unknown = 'not printed';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      sheetWhenPrinted = result.current.BatchSheet;
    });
    await result.current.print();
    expect(print).toHaveBeenCalledTimes(1);
    expect(sheetWhenPrinted).toEqual(expect.any(Function));
  });
});
