/**
 * Content wider than a phone (a table, a chart) scrolls sideways at its own size instead of shrinking.
 * The frame is focusable and named, so that a keyboard can scroll it too, and positioned, so that
 * visually hidden text inside it cannot widen the page. While more of it is out of sight at the end, a
 * shade at that edge says so. Printing shows all of it.
 */
import type { ReactNode } from 'react';

export function ScrollFrame({
  label,
  labelledBy,
  role = 'group',
  focusable = true,
  className = '',
  head,
  foot,
  children,
}: {
  /** The frame's name, or the id of what names it. */
  label?: string;
  labelledBy?: string;
  role?: 'group' | 'region';
  /** False where the content always fits (it wraps): no tab stop that scrolls nothing. */
  focusable?: boolean;
  className?: string;
  /** Drawn before the frame, outside it: a long table's heading row that stays in view (StickyHead). */
  head?: ReactNode;
  /** Drawn right after the frame: a long table's sideways scroll bar that stays in view (StickyScrollBar). */
  foot?: ReactNode;
  children: ReactNode;
}) {
  // The wrapper draws a shade at the frame's end while there is more to scroll to (index.css,
  // .scroll-shade): a table a little wider than a desk's window gave no sign of its last columns, and its
  // scroll bar is at the foot of the table, out of sight.
  return (
    <div className="scroll-shade">
      {head}
      <div
        role={role}
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={focusable ? 0 : undefined}
        className={`scroll-shade-frame relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:overflow-visible ${className}`}
      >
        {children}
      </div>
      {foot}
    </div>
  );
}
