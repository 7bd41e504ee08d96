/**
 * Asks before unsaved changes are lost: react-router's blocker for navigation inside the portal (with
 * an accessible confirm dialog), the browser's own prompt for closing or reloading the tab, and a
 * registry that lets sign-out ask too.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { setUnsavedChanges } from '../../session/unsaved-changes';
import { buttonClasses } from './button';

export function useUnsavedChangesPrompt(hasUnsavedChanges: boolean, formId = 'form') {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    setUnsavedChanges(formId, hasUnsavedChanges);
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own wording; preventDefault is what asks for it.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      setUnsavedChanges(formId, false);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [hasUnsavedChanges, formId]);

  return blocker;
}

export function LeaveConfirmDialog({
  title,
  children,
  onStay,
  onLeave,
  leaveLabel = 'Leave without saving',
  stayLabel = 'Stay on this page',
}: {
  title: string;
  children: ReactNode;
  onStay: () => void;
  onLeave: () => void;
  leaveLabel?: string;
  stayLabel?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Staying is the safe answer, so it has focus; focus goes back where it was when the dialog closes.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stayRef.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onStay();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep focus inside the modal dialog.
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])');
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      {/* A modal dialog handles its keys (Escape, Tab) as the WAI-ARIA dialog pattern asks; the rule
          allows that on <dialog> but not on role="alertdialog". */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-slate-700">
          {children}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses('secondary')} onClick={onLeave}>
            {leaveLabel}
          </button>
          <button type="button" ref={stayRef} className={buttonClasses('primary')} onClick={onStay}>
            {stayLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
