/**
 * The words of a turnaround's fee and of an inspection, shared by the stepper and the batch page. A module
 * of their own: the batch page then loads these, not the stepper's steps.
 */
import { UNREADABLE } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';

/** The option's fee as the service sends it, added to the price: "+$115" ("+$115.50" with cents). */
export function turnaroundFeeText(fee: number | null): string {
  if (fee === null) return `Extra fee: ${UNREADABLE}`;
  if (fee <= 0) return 'No extra fee';
  return `+${formatAmount(fee)}`;
}

export function inspectionLabel(inspection: { name: string; isNone: boolean }): string {
  return inspection.isNone ? `${inspection.name} (desktop report)` : inspection.name;
}
