/**
 * The element that has keyboard focus. Testing Library has no query for it, and jest-dom's `toHaveFocus`
 * needs the element first; where focus lands on a wrapper with no role (a confirmation's focus target),
 * tests read it here and assert what it contains.
 */
export function focusedElement(): Element | null {
  return document.activeElement;
}
