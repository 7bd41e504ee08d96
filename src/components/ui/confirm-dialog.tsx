/**
 * Asks before unsaved changes are lost: react-router's blocker for navigation inside the portal (with
 * a native modal confirm dialog), the browser's own prompt for closing or reloading the tab, and a
 * registry that lets sign-out ask too.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
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

  // A slow save that succeeds while "Leave without saving?" is asked makes the question moot: nothing
  // would be lost any more, so the navigation the user asked for goes ahead and the dialog closes.
  useEffect(() => {
    if (blocker.state === 'blocked' && !hasUnsavedChanges) blocker.proceed();
  }, [blocker, hasUnsavedChanges]);

  return blocker;
}

/**
 * A modal confirmation on the native `<dialog>` opened with `showModal()`: the browser keeps focus inside
 * it, makes the page behind it inert and turns Escape into `cancel`, which answers "stay". Staying is the
 * safe answer, so it has the focus; when the dialog goes, focus returns to what opened it.
 */
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  // Set while the dialog closes because its owner removed it, not because the user dismissed it.
  const removingRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    removingRef.current = false;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first button (leave): move it to the safe answer.
    stayRef.current?.focus();
    return () => {
      removingRef.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: stay. The owner removes the dialog; the browser must not close it on its own first.
        event.preventDefault();
        onStay();
      }}
      onClose={() => {
        // A browser may close a modal dialog without a cancelable cancel (a second Escape): that is staying
        // too. The close event comes later than the close itself: ignore it once the dialog is open again
        // (React's StrictMode closes and reopens it) or on its way out.
        if (!removingRef.current && !dialogRef.current?.open) onStay();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/60"
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
    </dialog>
  );
}
