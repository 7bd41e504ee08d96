/**
 * A browser whose localStorage is full: every write to it throws the QuotaExceededError a browser throws
 * (sessionStorage, a quota of its own, still takes writes). `while` makes it full only while it holds true,
 * e.g. until the portal removed some of its own keys.
 */
import { vi } from 'vitest';

export function fillLocalStorage(options: { while?: () => boolean } = {}) {
  // The browser's own write, for sessionStorage (taken from its descriptor: it is called with a storage as `this`).
  const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')?.value as (
    this: Storage,
    key: string,
    value: string,
  ) => void;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (this === window.localStorage && (options.while?.() ?? true))
      throw new DOMException(
        "Failed to execute 'setItem' on 'Storage': the quota has been exceeded.",
        'QuotaExceededError',
      );
    setItem.call(this, key, value);
  });
}
