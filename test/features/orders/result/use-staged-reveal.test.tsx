/**
 * A page's deferred parts arrive one per frame after its first render, never all in the first commit:
 * each part is laid out in a task of its own, and the next one renders after the frame that paints it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from '../../../../src/features/orders/result/use-staged-reveal';

function Parts({ parts, until }: { parts: number; until?: number }) {
  const shown = useStagedReveal(parts, until);
  return <p>{`${shown} of ${parts} shown`}</p>;
}

/** The text "n of parts shown" on the screen now. */
const shownNow = (parts: number) =>
  Array.from({ length: parts + 1 }, (_, n) => `${n} of ${parts} shown`).find((text) =>
    screen.queryByText(text),
  );

/** Fake timers and animation frames (Vitest leaves the frames real unless asked). */
const useFakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
  });

/** One animation frame of the fake clock (16 ms). */
const nextFrame = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(16);
  });

describe('useStagedReveal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows none at first, then one more part at most in each frame, and stops at the last', async () => {
    useFakeClock();
    render(<Parts parts={3} />);
    const seen = [screen.getByText(/shown/).textContent];
    for (let frame = 0; frame < 10; frame += 1) {
      await nextFrame();
      seen.push(screen.getByText(/shown/).textContent);
    }
    expect([...new Set(seen)]).toEqual(['0 of 3 shown', '1 of 3 shown', '2 of 3 shown', '3 of 3 shown']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lays each part out in a task of its own, before the next part renders', async () => {
    useFakeClock();
    const laidOutWhile: (string | undefined)[] = [];
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(() => {
      laidOutWhile.push(shownNow(3));
      return new DOMRect();
    });
    render(<Parts parts={3} />);
    for (let frame = 0; frame < 10; frame += 1) await nextFrame();
    expect(screen.getByText('3 of 3 shown')).toBeInTheDocument();
    expect(laidOutWhile).toEqual(['1 of 3 shown', '2 of 3 shown', '3 of 3 shown']);
  });

  it('waits at `until` and goes on once the page raises it', async () => {
    useFakeClock();
    function Held() {
      const [until, setUntil] = useState(1);
      return (
        <>
          <Parts parts={3} until={until} />
          <button onClick={() => setUntil(3)}>Go on</button>
        </>
      );
    }
    render(<Held />);
    for (let frame = 0; frame < 10; frame += 1) await nextFrame();
    expect(screen.getByText('1 of 3 shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    for (let frame = 0; frame < 10; frame += 1) await nextFrame();
    expect(screen.getByText('3 of 3 shown')).toBeInTheDocument();
  });

  it('where the browser has scheduler.yield, yields twice a part: to lay it out, then after its frame', async () => {
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
      expect(yields).toBe(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
