/** The three choice steps of the wizard: report type, turnaround, inspection type. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import type { InspectionType } from '../../api/schemas/inspection-types';
import type { ListResult } from '../../api/schemas/tolerant-list';
import type { ReportType } from '../../api/schemas/report-types';
import type { Turnaround } from '../../api/schemas/turnarounds';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { SkippedNote } from '../../components/ui/skipped-note';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { formatDueDate, UNREADABLE } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { describePlatform } from '../../lib/inspection-platform';
import { ChoiceCards, Spaced, StepFrame, type Choice } from './choice-step';

interface StepProps<T> {
  query: UseQueryResult<ListResult<T>>;
  value: string | null;
  onChange: (value: string) => void;
  notice?: ReactNode;
  error?: string | undefined;
  frameRef?: Ref<HTMLFieldSetElement> | undefined;
}

function QueryStates<T>({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<ListResult<T>>;
  label: string;
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={label} lines={2} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { items, skipped } = query.data;
  if (items.length === 0 && skipped === 0) return <>{empty}</>;
  return (
    <>
      <SkippedNote count={skipped} className="mb-3" />
      {items.length > 0 ? children(items) : null}
    </>
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
        <span className="block font-medium text-slate-800">{report.formalName}</span>
      ) : null,
      report.description ? <span className="block">{report.description}</span> : null,
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

export function ReportTypeStep({ query, value, onChange, notice, error }: StepProps<ReportType>) {
  return (
    <StepFrame number={1} title="Report type" notice={notice} error={error}>
      <QueryStates
        query={query}
        label="Loading report types…"
        empty={
          <EmptyState title="No report types yet">
            Your company is not set up for any report type. Contact your account manager to get started.
          </EmptyState>
        }
      >
        {(reports) => (
          <ChoiceCards name="report" choices={reports.map(reportChoice)} value={value} onChange={onChange} />
        )}
      </QueryStates>
    </StepFrame>
  );
}

export function turnaroundFeeText(fee: number | null): string {
  if (fee === null) return `Extra fee: ${UNREADABLE}`;
  return fee > 0 ? `${formatMoney(fee)} extra` : 'No extra fee';
}

export function TurnaroundStep({ query, value, onChange, notice, error, frameRef }: StepProps<Turnaround>) {
  return (
    <StepFrame number={2} title="Turnaround" notice={notice} error={error} frameRef={frameRef}>
      <QueryStates
        query={query}
        label="Loading turnaround options…"
        empty={<EmptyState title="No turnaround is offered for this report type" />}
      >
        {(turnarounds) => (
          <ChoiceCards
            name="turnaround"
            value={value}
            onChange={onChange}
            choices={turnarounds.map((t) => ({
              value: t.slug,
              label: t.name,
              description: [
                t.timeText ? <span className="block">{t.timeText}</span> : null,
                <span className="block">{turnaroundFeeText(t.fee)}</span>,
                <span className="block font-medium text-slate-800">Due {formatDueDate(t.dueDate)}</span>,
              ],
            }))}
          />
        )}
      </QueryStates>
    </StepFrame>
  );
}

function applies(value: boolean | null, yes: string, no: string): string | null {
  if (value === null) return null;
  return value ? yes : no;
}

export function inspectionLabel(inspection: { name: string; isNone: boolean }): string {
  return inspection.isNone ? `${inspection.name} (desktop report)` : inspection.name;
}

export function InspectionStep({
  query,
  value,
  onChange,
  notice,
  error,
  frameRef,
}: StepProps<InspectionType>) {
  return (
    <StepFrame number={3} title="Inspection" notice={notice} error={error} frameRef={frameRef}>
      <QueryStates
        query={query}
        label="Loading inspection types…"
        empty={<EmptyState title="No inspection type is offered for this report type" />}
      >
        {(inspections) => (
          <ChoiceCards
            name="inspection"
            value={value}
            onChange={onChange}
            columns={4}
            choices={inspections.map((i) => {
              const platform = describePlatform(i.platform);
              const facts = [
                applies(i.glaApplicable, 'GLA measured', 'No GLA measurement'),
                applies(i.licensingApplicable, 'Licensed inspector', 'No licensing required'),
              ].filter((f): f is string => f !== null);
              return {
                value: i.slug,
                label: inspectionLabel(i),
                description: i.isNone
                  ? [<span className="block">A desktop report: no one visits the property.</span>]
                  : [
                      i.description ? <span className="block">{i.description}</span> : null,
                      platform ? <span className="block font-medium text-slate-800">{platform}</span> : null,
                      facts.length > 0 ? <BadgeRow labels={facts} /> : null,
                    ],
              };
            })}
          />
        )}
      </QueryStates>
    </StepFrame>
  );
}
