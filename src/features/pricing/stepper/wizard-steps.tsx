/**
 * The bodies of the three choice steps: report type, turnaround, inspection type. A card chosen is a
 * draft until "Continue" (or Enter) commits it to the URL: arrowing through the cards never jumps to
 * the next step by itself. Once the quote is priced, a turnaround or inspection step reopened to change
 * it is live (`onChoose`): each card chosen is priced at once, the step stays open, "Done" closes it.
 */
import { ServiceText } from '../../../components/ui/service-text';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import type { InspectionType } from '../../../api/schemas/inspection-types';
import type { ListResult } from '../../../api/schemas/tolerant-list';
import type { ReportType } from '../../../api/schemas/report-types';
import type { Turnaround } from '../../../api/schemas/turnarounds';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SkippedNote } from '../../../components/ui/skipped-note';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState } from '../../../components/ui/states';
import { formatDueDate } from '../../../lib/format';
import { turnaroundWords } from '../../../lib/service-terms';
import { describePlatform } from '../../../lib/inspection-platform';
import { ChoiceCards, Spaced, StepFields, type Choice } from './choice-step';
import { inspectionLabel, turnaroundFeeText } from './step-text';
import { equalProps, sameQuery } from './equal-props';

interface StepProps<T> {
  query: UseQueryResult<ListResult<T>>;
  /** The committed choice (from the URL). */
  value: string | null;
  onContinue: (value: string) => void;
  /** Set while the step is live: called with each card chosen. */
  onChoose?: ((value: string) => void) | undefined;
  /** Called with each card chosen, before it is continued with: what the next step needs can load. */
  onPick?: ((value: string) => void) | undefined;
  titleId: string;
  notice?: ReactNode;
  error?: string | undefined;
}

/** A step re-renders when what it shows changes, not on every render of the page (equal-props.ts). */
const sameStepProps = equalProps<StepProps<unknown>>({ query: sameQuery });

function ChoiceStep<T>({
  query,
  toChoice,
  loadingLabel,
  empty,
  name,
  columns,
  value,
  onContinue,
  onChoose,
  onPick,
  titleId,
  notice,
  error,
  missingMessage,
  hint,
}: StepProps<T> & {
  toChoice: (item: T) => Choice;
  loadingLabel: string;
  empty: ReactNode;
  name: string;
  columns?: 2 | 3 | 4;
  missingMessage: string;
  hint?: ReactNode;
}) {
  const [draft, setDraft] = useState(value);
  const [missing, setMissing] = useState(false);
  const frame = useRef<HTMLFieldSetElement>(null);
  const ready = query.isSuccess && query.data.items.length > 0;
  // Built once per list, so that a card chosen re-renders only the cards whose state changed.
  const items = query.data?.items;
  const choices = useMemo(() => items?.map(toChoice) ?? [], [items, toChoice]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (draft === null) {
          // Nothing to continue with: say so, and take the user to the choices.
          setMissing(true);
          frame.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
          return;
        }
        onContinue(draft);
      }}
      className="space-y-4"
    >
      <StepFields
        titleId={titleId}
        notice={notice}
        error={error ?? (missing && draft === null ? missingMessage : undefined)}
        frameRef={frame}
      >
        <QueryState
          query={query}
          loadingLabel={loadingLabel}
          loadingLines={2}
          isEmpty={(data) => data.items.length === 0 && data.skipped === 0}
          empty={empty}
        >
          {(data) => (
            <>
              <SkippedNote count={data.skipped} />
              {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
              {onChoose ? <p className="text-sm text-slate-700">The price updates as you choose.</p> : null}
              {data.items.length > 0 ? (
                <ChoiceCards
                  name={name}
                  choices={choices}
                  value={draft}
                  onChange={(chosen) => {
                    setDraft(chosen);
                    onChoose?.(chosen);
                    onPick?.(chosen);
                  }}
                  columns={columns}
                />
              ) : null}
            </>
          )}
        </QueryState>
      </StepFields>
      {ready ? <Button type="submit">{onChoose ? 'Done' : 'Continue'}</Button> : null}
    </form>
  );
}

export function reportChoice(report: ReportType): Choice {
  const flags = [
    report.renovationBudgetNeeded ? 'Renovation budget needed' : null,
    report.landEligible ? 'Land eligible' : null,
    report.partialConstructionEligible ? 'Partial construction eligible' : null,
  ].filter((f): f is string => f !== null);
  return {
    value: report.slug,
    label: report.nickname || report.formalName || report.slug,
    description: [
      report.formalName && report.formalName !== report.nickname ? (
        <ServiceText text={report.formalName} className="block font-medium text-slate-800" />
      ) : null,
      report.description ? <ServiceText text={report.description} className="block" /> : null,
      flags.length > 0 ? <BadgeRow labels={flags} tone="brand" /> : null,
    ],
  };
}

function BadgeRow({ labels, tone }: { labels: string[]; tone?: BadgeTone }) {
  return (
    <span className="flex flex-wrap gap-1 pt-1">
      <Spaced
        parts={labels.map((label) => (
          <Badge key={label} tone={tone}>
            {label}
          </Badge>
        ))}
      />
    </span>
  );
}

export const ReportTypeStep = memo(function ReportTypeStep(props: StepProps<ReportType>) {
  return (
    <ChoiceStep
      {...props}
      name="report"
      toChoice={reportChoice}
      loadingLabel="Loading report types…"
      missingMessage="Choose a report type."
      empty={
        <EmptyState title="No report types yet">
          Your company is not set up for any report type. Contact your account manager to get started.
        </EmptyState>
      }
    />
  );
}, sameStepProps);

export function turnaroundChoice(t: Turnaround): Choice {
  return {
    value: t.slug,
    label: t.name,
    description: [
      t.timeText ? <span className="block">{turnaroundWords(t.timeText)}</span> : null,
      <span className="block">{turnaroundFeeText(t.fee)}</span>,
      <span className="block font-medium text-slate-800">Due {formatDueDate(t.dueDate)}</span>,
    ],
  };
}

export const TurnaroundStep = memo(function TurnaroundStep(props: StepProps<Turnaround>) {
  return (
    <ChoiceStep
      {...props}
      name="turnaround"
      hint="Delivery estimates are in business days; the due date is the day the report is promised."
      toChoice={turnaroundChoice}
      loadingLabel="Loading turnaround options…"
      missingMessage="Choose a turnaround."
      empty={<EmptyState title="No turnaround is offered for this report type" />}
    />
  );
}, sameStepProps);

function applies(value: boolean | null, yes: string, no: string): string | null {
  if (value === null) return null;
  return value ? yes : no;
}

export function inspectionChoice(i: InspectionType): Choice {
  const platform = describePlatform(i.platform);
  const facts = [
    applies(i.glaApplicable, 'Gross living area (GLA) measured', 'No gross living area (GLA) measurement'),
    applies(i.licensingApplicable, 'Licensed inspector', 'No licensing required'),
  ].filter((f): f is string => f !== null);
  return {
    value: i.slug,
    label: inspectionLabel(i),
    description: i.isNone
      ? [<span className="block">A desktop report: no one visits the property.</span>]
      : [
          i.description ? <ServiceText text={i.description} className="block" /> : null,
          platform ? <span className="block font-medium text-slate-800">{platform}</span> : null,
          facts.length > 0 ? <BadgeRow labels={facts} /> : null,
        ],
  };
}

export const InspectionStep = memo(function InspectionStep(props: StepProps<InspectionType>) {
  return (
    <ChoiceStep
      {...props}
      name="inspection"
      columns={4}
      toChoice={inspectionChoice}
      loadingLabel="Loading inspection types…"
      missingMessage="Choose an inspection."
      empty={<EmptyState title="No inspection type is offered for this report type" />}
    />
  );
}, sameStepProps);
