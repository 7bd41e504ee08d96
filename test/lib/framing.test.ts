/** A page framed by another origin is told apart from a top-level page and a frame of its own origin. */
import { describe, expect, it } from 'vitest';
import { isFramedByAnotherOrigin, type FramingView } from '../../src/lib/framing';

const PORTAL = 'https://portal.example';

function framed(ancestors: string[] | undefined, topOrigin: string): FramingView {
  const top = {
    get location(): { origin: string } {
      if (topOrigin === 'unreadable') throw new DOMException('Blocked a frame', 'SecurityError');
      return { origin: topOrigin };
    },
  };
  return {
    self: {},
    top,
    location: { origin: PORTAL, ...(ancestors ? { ancestorOrigins: ancestors } : {}) },
  };
}

describe('framing', () => {
  it('is not framed at the top of its tab', () => {
    const view: FramingView = { self: null, top: null, location: { origin: PORTAL } };
    view.self = view;
    view.top = view;
    expect(isFramedByAnotherOrigin(view)).toBe(false);
  });

  it('tells by the ancestor origins where the browser lists them', () => {
    expect(isFramedByAnotherOrigin(framed([PORTAL], PORTAL))).toBe(false);
    expect(isFramedByAnotherOrigin(framed(['https://attacker.example'], 'unreadable'))).toBe(true);
    // A frame of the portal inside another origin's page is framed by that origin too.
    expect(isFramedByAnotherOrigin(framed([PORTAL, 'https://attacker.example'], 'unreadable'))).toBe(true);
  });

  it("tells by whether the top's address can be read where the browser does not list them", () => {
    expect(isFramedByAnotherOrigin(framed(undefined, PORTAL))).toBe(false);
    expect(isFramedByAnotherOrigin(framed(undefined, 'unreadable'))).toBe(true);
    expect(isFramedByAnotherOrigin(framed(undefined, 'https://attacker.example'))).toBe(true);
  });
});
