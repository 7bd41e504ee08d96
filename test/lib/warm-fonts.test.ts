import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each test: the warm-up runs once per page load. */
const load = async () => {
  vi.resetModules();
  return (await import('../../src/lib/warm-fonts')).warmFonts;
};

describe('warmFonts', () => {
  const idle: (() => void)[] = [];
  /** What each idle task laid out: the line's font, whether it was in the page, hidden from everyone. */
  const laidOut: string[] = [];

  beforeEach(() => {
    idle.length = 0;
    laidOut.length = 0;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      const hidden = this.getAttribute('aria-hidden') === 'true' && this.style.visibility === 'hidden';
      laidOut.push(
        `${this.style.fontSize} ${this.style.fontWeight}` +
          `${document.body.contains(this) ? '' : ' detached'}${hidden ? '' : ' visible'}`,
      );
      return 1;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lays out one hidden line per size and weight, each in a task of its own, and leaves the page as it was', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const warmFonts = await load();
    const before = document.body.innerHTML;

    warmFonts();
    expect(laidOut).toEqual([]);

    let tasks = 0;
    while (idle.length > 0) {
      idle.shift()?.();
      tasks += 1;
      expect(document.body.innerHTML).toBe(before);
    }
    // Sixteen strikes and the last, empty, idle task.
    expect(tasks).toBe(17);
    expect(laidOut).toEqual([
      '0.875rem 400',
      '0.875rem 600',
      '0.75rem 400',
      '0.875rem 500',
      '0.75rem 600',
      '1rem 400',
      '1rem 500',
      '1rem 600',
      '0.875rem 700',
      '1.125rem 600',
      '0.75rem 500',
      '11px 400',
      '1.5rem 700',
      '1.25rem 700',
      '1.875rem 600',
      '1.875rem 700',
    ]);

    warmFonts();
    expect(idle).toEqual([]);
  });

  it('takes turns with the page through scheduler.yield where the browser has it', async () => {
    const turns: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => turns.push(resolve)),
    });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const warmFonts = await load();

    warmFonts();
    expect(turns).toHaveLength(1);
    turns.shift()?.();
    await Promise.resolve();
    expect(laidOut).toEqual(['0.875rem 400']);
    while (turns.length > 0) {
      turns.shift()?.();
      await Promise.resolve();
    }
    expect(laidOut).toHaveLength(16);
    expect(idle).toEqual([]);
  });

  it('does nothing where the browser has neither scheduler.yield nor requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const warmFonts = await load();

    warmFonts();

    expect(laidOut).toEqual([]);
    expect(timeout).not.toHaveBeenCalled();
  });
});
