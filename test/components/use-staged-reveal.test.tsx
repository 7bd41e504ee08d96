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
});
