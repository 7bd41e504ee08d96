/** Requests the page sends to one service path, counted in the page by a wrapper around fetch. */
import type { Page } from '@playwright/test';

export interface RequestCount {
  sent: number;
  inFlight: number;
  /** The most in flight at once. */
  max: number;
  urls: string[];
  /** Each request's body, where it is text (a JSON body), else ''. */
  bodies: string[];
}

declare global {
  interface Window {
    requestCounts?: Record<string, RequestCount>;
  }
}

/** From the page's next load on, counts its fetches whose URL contains `path`. */
export async function countRequests(page: Page, path: string) {
  await page.addInitScript((counted) => {
    const calls = { sent: 0, inFlight: 0, max: 0, urls: [] as string[], bodies: [] as string[] };
    window.requestCounts = { ...window.requestCounts, [counted]: calls };
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(counted)) return original(input, init);
      calls.sent += 1;
      calls.urls.push(url);
      calls.bodies.push(typeof init?.body === 'string' ? init.body : '');
      calls.inFlight += 1;
      calls.max = Math.max(calls.max, calls.inFlight);
      try {
        return await original(input, init);
      } finally {
        calls.inFlight -= 1;
      }
    };
  }, path);
}

/** What `countRequests(page, path)` has counted so far. */
export async function requestCount(page: Page, path: string): Promise<RequestCount> {
  const count = await page.evaluate((counted) => window.requestCounts?.[counted], path);
  if (!count) throw new Error(`requests to ${path} are not counted on this page`);
  return count;
}
