/**
 * The portal's one way to confirm success: a toast. `showToast('Link copied.')` from anywhere; the
 * shell renders the <Toaster /> once, right under its header. The region is a polite live region (role=status) that is always
 * in the page, so screen readers hear each message; messages leave on their own after a few seconds,
 * and whatever they confirm is also visible on the page, so nothing is lost with them.
 */
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

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

/** What a tap or a click can reach: a toast laid over one would take the click meant for it. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
const CLEARANCE = 8;

/**
 * How far down the toasts (`box`, where they would sit) move so that they cover no control on screen: below
 * every control they would overlap, as many times as it takes, while they still fit on the screen; where
 * they do not, they stay where they are (the message is also said to screen readers and shown on the page).
 */
export function clearOfControls(box: DOMRect, controls: readonly DOMRect[], screenHeight: number): number {
  let shift = 0;
  for (let tries = 0; tries < controls.length + 1; tries += 1) {
    const top = box.top + shift;
    const bottom = box.bottom + shift;
    const hit = controls.filter(
      (c) =>
        c.width > 0 &&
        c.height > 0 &&
        c.left < box.right &&
        c.right > box.left &&
        c.top < bottom &&
        c.bottom > top,
    );
    if (hit.length === 0) return bottom <= screenHeight ? shift : 0;
    shift = Math.max(...hit.map((c) => c.bottom)) + CLEARANCE - box.top;
  }
  return 0;
}

/** Keeps the toasts off every control while they are shown: on each change, scroll and resize. */
function useClearOfControls(list: readonly Toast[]) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region || list.length === 0) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const items = [...region.children];
      region.style.transform = '';
      if (items.length === 0) return;
      const boxes = items.map((item) => item.getBoundingClientRect());
      const box = new DOMRect(
        Math.min(...boxes.map((b) => b.left)),
        Math.min(...boxes.map((b) => b.top)),
        Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
        Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
      );
      const controls = [...document.querySelectorAll(CONTROLS)]
        .filter((control) => !region.contains(control))
        .map((control) => control.getBoundingClientRect())
        .filter((c) => c.bottom > box.top && c.top < window.innerHeight);
      const shift = clearOfControls(box, controls, window.innerHeight);
      if (shift) region.style.transform = `translateY(${shift}px)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [list]);
  return ref;
}

export function Toaster() {
  const list = useSyncExternalStore(subscribe, getToasts, getToasts);
  const ref = useClearOfControls(list);
  // Rendered right under the header: a sticky strip of no height, whose toasts hang below it. At the top
  // of the page they sit under the header, and once the header has scrolled away they stick to the top of
  // the screen. Wherever that is, they never lie over a control (a page's own actions sit at the top right
  // too, such as "Price a report" on Quotes): they move down past any control they would cover.
  return (
    <div
      ref={ref}
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
