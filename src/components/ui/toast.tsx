/**
 * The portal's one way to confirm success: a toast. `showToast('Link copied.')` from anywhere; the
 * shell renders the <Toaster /> once. The region is a polite live region that is always in the page
 * (role=status while it shows messages), so screen readers hear each message. Messages leave on their
 * own after a few seconds, and whatever they confirm is also visible on the page.
 */
import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
}

const SHOW_MS = 6_000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string): void {
  const id = nextId++;
  // The same message twice in a row replaces the first, so that it is heard again.
  toasts = [...toasts.filter((t) => t.message !== message), { id, message }].slice(-3);
  emit();
  setTimeout(() => dismissToast(id), SHOW_MS);
}

/** Forgets every toast (tests start from an empty region). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

const getToasts = () => toasts;

export function Toaster() {
  const list = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    // Always in the page as a polite live region, so the first message is heard; it is a named status
    // region while it shows messages (and stays out of the way of the page's own status messages).
    <div
      aria-live="polite"
      role={list.length > 0 ? 'status' : undefined}
      aria-label={list.length > 0 ? 'Notifications' : undefined}
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-4 lg:top-auto lg:right-6 lg:bottom-6 lg:left-auto lg:items-end print:hidden"
    >
      {list.map((toast) => (
        <p
          key={toast.id}
          onClick={() => dismissToast(toast.id)}
          className="pointer-events-auto max-w-sm rounded-md bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg ring-1 ring-white/20"
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
