/**
 * The three choices of the stepper, for every row: report type, then the turnarounds and inspections
 * offered for it (the same lists, filtered by report type, as the stepper). Selects rather than the
 * stepper's cards: here they are settings of a sheet, chosen once.
 */
import { useMemo } from 'react';
import { isolatedText } from '../../../lib/bidi';
import { SelectField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { ErrorState } from '../../../components/ui/states';
import { formatDueDate } from '../../../lib/format';
import { useInspectionTypes, useReportTypes, useTurnarounds } from '../../../queries/reference-data';
import { inspectionLabel, turnaroundFeeText } from '../stepper/step-text';
import type { BatchChoices } from './batch-model';

export interface ChoiceSlugs {
  report: string;
  turnaround: string;
  inspection: string;
}

/** The choices with their names, once all three are offered; else null. */
export function useBatchChoices(slugs: ChoiceSlugs): {
  choices: BatchChoices | null;
  lists: ReturnType<typeof useLists>;
} {
  const lists = useLists(slugs.report);
  const report = lists.reportTypes.data?.items.find((r) => r.slug === slugs.report);
  const turnaround = lists.turnarounds.data?.items.find((t) => t.slug === slugs.turnaround);
  const inspection = lists.inspections.data?.items.find((i) => i.slug === slugs.inspection);
  // The same object while the choices are the same: the rows' own choices are checked against it.
  const choices = useMemo(
    () =>
      report && turnaround && inspection
        ? {
            report: { slug: report.slug, name: report.nickname },
            turnaround: { slug: turnaround.slug, name: turnaround.name },
            inspection: { slug: inspection.slug, name: inspectionLabel(inspection) },
          }
        : null,
    [report, turnaround, inspection],
  );
  return { choices, lists };
}

function useLists(report: string) {
  const reportTypes = useReportTypes();
  const offered = reportTypes.data?.items.some((r) => r.slug === report) ?? false;
  const turnarounds = useTurnarounds(offered ? report : null);
  const inspections = useInspectionTypes(offered ? report : null);
  return { reportTypes, turnarounds, inspections };
}

export function BatchChoiceFields({
  slugs,
  lists,
  errors,
  onChange,
}: {
  slugs: ChoiceSlugs;
  lists: ReturnType<typeof useLists>;
  errors: Partial<Record<keyof ChoiceSlugs, string>>;
  onChange: (slugs: ChoiceSlugs) => void;
}) {
  const { reportTypes, turnarounds, inspections } = lists;
  const listError = turnarounds.error ?? inspections.error;
  return (
    <QueryState
      query={reportTypes}
      loadingLabel="Loading report types…"
      loadingLines={2}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <p className="text-sm text-slate-700">
          Your company is not set up for any report type. Contact your account manager to get started.
        </p>
      }
    >
      {(reportData) => (
        <div className="space-y-3">
          {/* field-rows: a choice that says what is missing above it keeps the three controls level. */}
          <div className="field-rows grid gap-4 sm:-mb-4 sm:grid-cols-3 sm:gap-y-0">
            <SelectField
              label="Report type"
              value={slugs.report}
              error={errors.report}
              onChange={(e) => onChange({ report: e.target.value, turnaround: '', inspection: '' })}
            >
              <option value="">Choose a report type</option>
              {reportData.items.map((r) => (
                <option key={r.slug} value={r.slug}>
                  {isolatedText(r.nickname)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Turnaround"
              value={slugs.turnaround}
              error={errors.turnaround}
              disabled={!turnarounds.data}
              onChange={(e) => onChange({ ...slugs, turnaround: e.target.value })}
            >
              <option value="">{slugs.report ? 'Choose a turnaround' : 'Choose a report type first'}</option>
              {turnarounds.data?.items.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {`${isolatedText(t.name)}: ${turnaroundFeeText(t.fee).toLowerCase()}, due ${formatDueDate(t.dueDate)}`}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Inspection"
              value={slugs.inspection}
              error={errors.inspection}
              disabled={!inspections.data}
              onChange={(e) => onChange({ ...slugs, inspection: e.target.value })}
            >
              <option value="">{slugs.report ? 'Choose an inspection' : 'Choose a report type first'}</option>
              {inspections.data?.items.map((i) => (
                <option key={i.slug} value={i.slug}>
                  {inspectionLabel(i)}
                </option>
              ))}
            </SelectField>
          </div>
          {listError ? (
            <ErrorState
              error={listError}
              onRetry={() => {
                if (turnarounds.isError) void turnarounds.refetch();
                if (inspections.isError) void inspections.refetch();
              }}
            />
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
