/** A page's deferred parts arrive one per task after its first render, never all in the first commit. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGrowingCount, useStagedReveal } from '../../src/components/use-staged-reveal';

function Parts({ parts }: { parts: number }) {
  const shown = useStagedReveal(parts);
  return <p>{`${shown} of ${parts} shown`}</p>;
}

describe('useStagedReveal', () => {
  afterEach(() => vi.useRealTimers());

  it('shows none at first, then one more in each following task, and stops at the last', async () => {
    vi.useFakeTimers();
    render(<Parts parts={3} />);
    expect(screen.getByText('0 of 3 shown')).toBeInTheDocument();
    for (const shown of [1, 2, 3]) {
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      expect(screen.getByText(`${shown} of 3 shown`)).toBeInTheDocument();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('where the browser has scheduler.yield, shows one more part after each yield', async () => {
    let yields = 0;
    const scheduler = {
      yield: () => {
        yields += 1;
        return Promise.resolve();
      },
    };
    vi.stubGlobal('scheduler', scheduler);
    try {
      render(<Parts parts={2} />);
      expect(screen.getByText('0 of 2 shown')).toBeInTheDocument();
      expect(await screen.findByText('2 of 2 shown')).toBeInTheDocument();
      expect(yields).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

function Rows({ total }: { total: number }) {
  const count = useGrowingCount(total, 3);
  return <p>{`${count} of ${total} rows`}</p>;
}

describe('useGrowingCount', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a step at first, then a step more in each following task, up to the total', async () => {
    vi.useFakeTimers();
    render(<Rows total={7} />);
    expect(screen.getByText('3 of 7 rows')).toBeInTheDocument();
    for (const count of [6, 7]) {
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      expect(screen.getByText(`${count} of 7 rows`)).toBeInTheDocument();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never shows fewer: items that arrive later are shown at once, and an empty list waits for them', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Rows total={0} />);
    expect(screen.getByText('0 of 0 rows')).toBeInTheDocument();
    rerender(<Rows total={5} />);
    expect(screen.getByText('3 of 5 rows')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('5 of 5 rows')).toBeInTheDocument();
    rerender(<Rows total={2} />);
    expect(screen.getByText('2 of 2 rows')).toBeInTheDocument();
    rerender(<Rows total={6} />);
    expect(screen.getByText('6 of 6 rows')).toBeInTheDocument();
  });
});
