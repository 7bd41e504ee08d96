/**
 * Which forms hold unsaved changes right now, so that leaving by another way than navigation (signing
 * out) can ask first, like navigation does (react-router's blocker in the form's page), and a question
 * asked while a slow save was on its way can see that it has become moot.
 */
const unsaved = new Set<string>();
const listeners = new Set<() => void>();

export function setUnsavedChanges(formId: string, hasUnsavedChanges: boolean): void {
  const had = unsaved.has(formId);
  if (hasUnsavedChanges) unsaved.add(formId);
  else unsaved.delete(formId);
  if (had !== hasUnsavedChanges) listeners.forEach((listener) => listener());
}

export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}

/** For `useSyncExternalStore`. */
export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
