/**
 * The portal's one way to confirm success: a toast. `showToast('Link copied.')` from anywhere; the
 * shell renders the <Toaster /> once, right under its header. The region is a polite live region (role=status) that is always
 * in the page, so screen readers hear each message; messages leave on their own after a few seconds,
 * and whatever they confirm is also visible on the page, so nothing is lost with them.
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
  // Rendered right under the header: a sticky strip of no height, whose toasts hang below it. At the top
  // of the page they sit under the header (never over Sign out or the account menu); once the header has
  // scrolled away they stick to the top of the screen, clear of a page's actions at the bottom (the
  // pricing bar on phones, a form's Save, where the user has just clicked).
  return (
    <div
      role="status"
      aria-label="Notifications"
      className="pointer-events-none sticky top-3 z-50 mx-auto flex h-0 max-w-7xl flex-col items-center px-4 lg:items-end print:hidden"
    >
      {list.map((toast) => (
        <p
          key={toast.id}
          className="pointer-events-auto mt-2 max-w-sm rounded-md bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg ring-1 ring-white/20"
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
