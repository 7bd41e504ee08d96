/**
 * Fills for hand-made SVG charts that do not rely on color alone: each series has its own pattern
 * (solid, hatching, dots, cross-hatching, stripes) drawn in a dark ink, so series stay distinct in
 * grayscale print and for color-blind readers. Every bar also carries a direct value label.
 */
import { useId } from 'react';

// Tailwind classes, so that the brand's series follow the dark theme (the others stay light patches
// with a dark ink, legible on either background).
export const SERIES_STYLES = [
  { ink: 'stroke-brand-800', dot: 'fill-brand-800', background: 'fill-brand-800', kind: 'solid' },
  { ink: 'stroke-brand-700', dot: 'fill-brand-700', background: 'fill-brand-100', kind: 'hatch' },
  { ink: 'stroke-orange-900', dot: 'fill-orange-900', background: 'fill-orange-100', kind: 'dots' },
  { ink: 'stroke-green-900', dot: 'fill-green-900', background: 'fill-green-100', kind: 'cross' },
  { ink: 'stroke-purple-900', dot: 'fill-purple-900', background: 'fill-purple-100', kind: 'stripes' },
] as const;

/** A prefix for pattern ids that is safe inside `url(#...)` (React's ids contain punctuation). */
export function usePatternPrefix(): string {
  return `p${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function patternFill(prefix: string, series: number): string {
  return `url(#${prefix}-${series % SERIES_STYLES.length})`;
}

export function PatternDefs({ prefix }: { prefix: string }) {
  return (
    <defs>
      {SERIES_STYLES.map((style, i) => (
        <pattern key={style.kind} id={`${prefix}-${i}`} width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" className={style.background} />
          {style.kind === 'hatch' ? (
            <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" className={style.ink} strokeWidth="1.6" />
          ) : null}
          {style.kind === 'dots' ? <circle cx="4" cy="4" r="1.8" className={style.dot} /> : null}
          {style.kind === 'cross' ? (
            <path d="M0,0 L8,8 M8,0 L0,8" className={style.ink} strokeWidth="1.2" />
          ) : null}
          {style.kind === 'stripes' ? (
            <path d="M0,2 H8 M0,6 H8" className={style.ink} strokeWidth="1.6" />
          ) : null}
        </pattern>
      ))}
    </defs>
  );
}

/** A legend entry: the series' pattern beside its name (the patterns are defined in the chart's SVG). */
export function LegendSwatch({ prefix, series, label }: { prefix: string; series: number; label: string }) {
  return (
    <li className="flex items-center gap-2 text-sm text-slate-800">
      <svg width="18" height="18" aria-hidden="true" className="shrink-0">
        <rect
          x="0.5"
          y="0.5"
          width="17"
          height="17"
          fill={patternFill(prefix, series)}
          className="stroke-slate-800"
        />
      </svg>
      {label}
    </li>
  );
}
