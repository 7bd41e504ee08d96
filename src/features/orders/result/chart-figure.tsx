/**
 * The frame of the order result's charts (the strategies and the budget's allocation): a figure with its
 * caption, the chart drawn at its container's real width (the page's width on paper), the series'
 * patterns, the legend, and the values in words for assistive technology.
 */
import { useId, useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { useElementWidth } from '../../../components/use-element-width';
import { PRINT_CHART_WIDTH, usePrintMode } from '../../../components/use-print-mode';
import { PatternDefs } from './chart-patterns';

/**
 * The widths charts were last measured at, by chart, and the last of any: a chart is first drawn at
 * its own last width, else at another chart's (they share the page's width up to their own limit),
 * else at 640. A right guess spares the chart a second drawing and layout when it is measured, in the
 * step in which it arrives (docs/decisions/2026-11-24-slow-phone.md).
 */
const lastWidths = new Map<string, number>();
let lastWidth = 640;

/**
 * A chart is drawn again only when its container is more than 10% wider or narrower than the width it
 * was drawn for: its text then stays within 10% of its size, and a guess that close spares the drawing.
 */
const WIDTH_TOLERANCE = 0.1;

/** The width to draw a chart (`chart` names it) at, and the ref of the container it is measured on. */
export function useChartWidth(chart: string): readonly [RefObject<HTMLDivElement | null>, number] {
  const [containerRef, screenWidth] = useElementWidth<HTMLDivElement>(
    lastWidths.get(chart) ?? lastWidth,
    WIDTH_TOLERANCE,
  );
  useLayoutEffect(() => {
    lastWidths.set(chart, screenWidth);
    lastWidth = screenWidth;
  }, [chart, screenWidth]);
  // On paper the chart is drawn for the page's width whatever the screen was.
  return [containerRef, usePrintMode().printing ? PRINT_CHART_WIDTH : screenWidth] as const;
}

export function ChartFigure({
  caption,
  name,
  description,
  legend,
  containerRef,
  width,
  height,
  prefix,
  className = '',
  frameClassName,
  children,
}: {
  caption: ReactNode;
  /** The chart's accessible name ("Chart: …"). */
  name: string;
  /** The chart's values in words. */
  description: string;
  /** The legend's items (`LegendSwatch`es). */
  legend: ReactNode;
  containerRef: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  /** The pattern prefix of the chart's series (usePatternPrefix). */
  prefix: string;
  className?: string;
  frameClassName?: string;
  /** The chart's drawing, inside the SVG. */
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <figure className={`break-inside-avoid ${className}`}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{caption}</figcaption>
      <div ref={containerRef} className={frameClassName}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block h-auto w-full print:mx-auto print:w-3/4"
          role="img"
          aria-label={name}
          aria-describedby={descriptionId}
        >
          <PatternDefs prefix={prefix} />
          {children}
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-label="Chart legend">
        {legend}
      </ul>
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
    </figure>
  );
}
