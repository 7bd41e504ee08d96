import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from '../../src/components/use-media-query';

function Layout() {
  const wide = useMediaQuery('(min-width: 40rem)', false);
  return <p>{wide ? 'Wide layout' : 'Phone layout'}</p>;
}

/** A window whose width can change: one listener list per query, like a browser's. */
function resizableWindow(initiallyWide: boolean) {
  let wide = initiallyWide;
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return wide;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    resize(toWide: boolean) {
      wide = toWide;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  it('makes its lists for a query once, however often the page renders, and follows its changes', () => {
    const browser = resizableWindow(true);
    const { rerender } = render(<Layout />);
    expect(screen.getByText('Wide layout')).toBeInTheDocument();
    rerender(<Layout />);
    rerender(<Layout />);
    act(() => browser.resize(false));
    expect(screen.getByText('Phone layout')).toBeInTheDocument();
    // One list read for the snapshot, one listened to (use-media-query.ts says why).
    expect(browser.matchMedia).toHaveBeenCalledTimes(2);
  });

  it('gives a new stand-in its own lists, not those of the one before', () => {
    resizableWindow(true);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('Wide layout')).toBeInTheDocument();
    unmount();
    const narrow = resizableWindow(false);
    render(<Layout />);
    expect(screen.getByText('Phone layout')).toBeInTheDocument();
    expect(narrow.matchMedia).toHaveBeenCalledTimes(2);
  });

  it('tells every component of a change, even when one read the media before the browser told them', () => {
    const browser = chromiumLikeWindow();
    const { rerender } = render(<Both render={1} />);
    expect(screen.getByText('Second: screen')).toBeInTheDocument();
    browser.printMediaOn();
    // The first renders by itself (a resize, say) and reads the new value before the browser's events.
    rerender(<Both render={2} />);
    expect(screen.getByText('First: print')).toBeInTheDocument();
    expect(screen.getByText('Second: screen')).toBeInTheDocument();
    act(() => browser.sendChanges());
    expect(screen.getByText('Second: print')).toBeInTheDocument();
  });
});

/**
 * As Chromium does: a list's change event is sent only when its value differs from the one that list
 * last gave, so reading a list in between swallows its event.
 */
function chromiumLikeWindow() {
  let printing = false;
  const made: { last: boolean; listeners: Set<() => void> }[] = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const list = { last: false, listeners: new Set<() => void>() };
      made.push(list);
      return {
        media: query,
        get matches() {
          list.last = printing;
          return list.last;
        },
        addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
      };
    }),
  );
  return {
    printMediaOn() {
      printing = true;
    },
    /** The browser's media check: each list whose value changed since it was last read is told. */
    sendChanges() {
      for (const list of made) {
        if (list.last === printing) continue;
        list.last = printing;
        for (const listener of list.listeners) listener();
      }
    },
  };
}

function First({ render }: { render: number }) {
  return <p data-render={render}>First: {useMediaQuery('print', false) ? 'print' : 'screen'}</p>;
}

/** Renders only when told by the media (memo: its parent's renders pass it nothing new). */
const Second = memo(function Second() {
  return <p>Second: {useMediaQuery('print', false) ? 'print' : 'screen'}</p>;
});

function Both({ render }: { render: number }) {
  return (
    <>
      <First render={render} />
      <Second />
    </>
  );
}
