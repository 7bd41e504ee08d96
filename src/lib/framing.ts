/**
 * Is the page framed by another origin? On a host that sends no headers the portal's own policy cannot
 * forbid it (a `<meta>` Content-Security-Policy cannot say `frame-ancestors`), so the boot module asks
 * before it draws anything, and a page framed so shows nothing of the portal.
 */
export interface FramingView {
  self: unknown;
  top: { location: { origin: string } } | null;
  location: { origin: string; ancestorOrigins?: { length: number; [index: number]: string } };
}

export function isFramedByAnotherOrigin(view: FramingView): boolean {
  if (view.top === null || view.top === view.self) return false;
  const ancestors = view.location.ancestorOrigins;
  if (ancestors) {
    for (let i = 0; i < ancestors.length; i += 1) if (ancestors[i] !== view.location.origin) return true;
    return false;
  }
  try {
    // Reading another origin's location throws.
    return view.top.location.origin !== view.location.origin;
  } catch {
    return true;
  }
}
