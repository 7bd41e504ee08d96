import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-900 ring-red-300',
  brand: 'bg-brand-50 text-brand-900 ring-brand-300',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  className = '',
  children,
}: {
  tone?: BadgeTone;
  /** Extra classes: `whitespace-nowrap` for a short status that must not break over two lines. */
  className?: string;
  children: ReactNode;
}) {
  // The radius is half a one-line badge's height (a pill); a badge whose words wrap on a phone is a
  // rounded box, not a stadium.
  return (
    <span
      className={`inline-flex items-center rounded-[0.625rem] px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
