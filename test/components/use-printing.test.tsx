import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePrinting } from '../../src/components/use-printing';

function Sheet() {
  return <p>{usePrinting() ? 'Printed sheet' : 'Screen'}</p>;
}

/** A browser whose print media can be turned on, telling the lists' listeners or not. */
function printableWindow() {
  let printing = false;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === 'print' && printing;
      },
      media: query,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    })),
  );
  return {
    /** Print media on; the listeners listening now are told. */
    print() {
      printing = true;
      for (const listener of listeners) listener({ matches: true });
    },
  };
}

describe('usePrinting', () => {
  it('follows print media, and the beforeprint and afterprint events', () => {
    const browser = printableWindow();
    render(<Sheet />);
    expect(screen.getByText('Screen')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('Printed sheet')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.getByText('Screen')).toBeInTheDocument();
    act(() => browser.print());
    expect(screen.getByText('Printed sheet')).toBeInTheDocument();
  });

  it('is printing when print media came on after its first render but before it listened', () => {
    const browser = printableWindow();
    // Runs after the sheet's first render and before the effects that listen (a loaded machine's gap
    // between a commit and its effects: a browser test once printed a blank page in it).
    function PrintsNow() {
      useLayoutEffect(() => browser.print(), []);
      return null;
    }
    render(
      <>
        <Sheet />
        <PrintsNow />
      </>,
    );
    expect(screen.getByText('Printed sheet')).toBeInTheDocument();
  });
});
