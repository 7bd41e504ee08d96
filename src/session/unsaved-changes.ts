/**
 * Which forms hold unsaved changes right now, so that leaving by another way than navigation (signing
 * out) can ask first, like navigation does (react-router's blocker in the form's page).
 */
const unsaved = new Set<string>();

export function setUnsavedChanges(formId: string, hasUnsavedChanges: boolean): void {
  if (hasUnsavedChanges) unsaved.add(formId);
  else unsaved.delete(formId);
}

export function hasUnsavedChanges(): boolean {
  return unsaved.size > 0;
}
