/**
 * 2.6 Turnaround options of a report type, with their fees and due dates.
 */
import * as z from 'zod/mini';
import { decimal, isoDate, text } from './primitives';

export const turnaroundSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    turnaround_time: decimal,
    turnaround_time_text: text,
    fee: decimal,
    due_date: isoDate,
  }),
  z.transform((d) => ({
    slug: d.slug,
    name: d.name,
    rank: d.turnaround_time,
    timeText: d.turnaround_time_text,
    fee: d.fee,
    dueDate: d.due_date,
  })),
);
export type Turnaround = z.output<typeof turnaroundSchema>;

export const turnaroundsDataSchema = z.pipe(
  z.object({ tat: z.array(turnaroundSchema) }),
  z.transform((d) => d.tat),
);
