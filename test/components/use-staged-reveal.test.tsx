/** A page's deferred parts arrive one per task after its first render, never all in the first commit. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from '../../src/components/use-staged-reveal';

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
