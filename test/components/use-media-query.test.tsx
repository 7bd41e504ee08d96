import { act, render, screen } from '@testing-library/react';
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
  it('asks the browser for a query once, however often the page renders, and follows its changes', () => {
    const browser = resizableWindow(true);
    const { rerender } = render(<Layout />);
    expect(screen.getByText('Wide layout')).toBeInTheDocument();
    rerender(<Layout />);
    rerender(<Layout />);
    act(() => browser.resize(false));
    expect(screen.getByText('Phone layout')).toBeInTheDocument();
    expect(browser.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('gives a new stand-in its own lists, not those of the one before', () => {
    resizableWindow(true);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('Wide layout')).toBeInTheDocument();
    unmount();
    const narrow = resizableWindow(false);
    render(<Layout />);
    expect(screen.getByText('Phone layout')).toBeInTheDocument();
    expect(narrow.matchMedia).toHaveBeenCalledTimes(1);
  });
});
