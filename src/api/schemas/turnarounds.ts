/**
 * 2.6 Turnaround options of a report type, with their fees and due dates. An item needs its slug and
 * name (it is chosen by them); rank, time text, fee and due date are read one by one (null when
 * unreadable): the price itself comes from confirm-price.
 */
import * as z from 'zod/mini';
import { decimal, isoDate, readable, text } from './primitives';
import { tolerantList } from './tolerant-list';

export const turnaroundSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    turnaround_time: readable(decimal),
    turnaround_time_text: readable(text),
    fee: readable(decimal),
    due_date: readable(isoDate),
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
  z.object({ tat: tolerantList(turnaroundSchema) }),
  z.transform((d) => d.tat),
);
