/**
 * 2.8 Payment sources: per processor, ACH accounts and cards. A source needs its id (the key of its
 * row); every other field is read on its own (null when unreadable), so one card's odd expiry does not
 * hide the others, nor that card.
 */
import * as z from 'zod/mini';
import { decimal, flag, readable, text } from './primitives';
import { tolerantList } from './tolerant-list';

const sourceId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((id) => String(id)),
);
// A payload that is not an object reads as an empty one: each of its fields is then unreadable.
const payload = z.pipe(
  z.nullish(z.unknown()),
  z.transform((input): Record<string, unknown> =>
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {},
  ),
);

const achPayloadSchema = z.object({
  account_holder_name: readable(text),
  currency: readable(text),
  routing_number: readable(text),
});

export const achSourceSchema = z.pipe(
  z.object({
    payment_source_id: sourceId,
    source_name: readable(text),
    last_4: readable(text),
    is_default: readable(flag),
    verification_status: readable(text),
    payload: z.pipe(payload, achPayloadSchema),
  }),
  z.transform((d) => ({
    id: d.payment_source_id,
    sourceName: d.source_name,
    last4: d.last_4,
    isDefault: d.is_default,
    verificationStatus: d.verification_status,
    accountHolderName: d.payload.account_holder_name,
    currency: d.payload.currency,
    routingNumber: d.payload.routing_number,
  })),
);

export type AchSource = z.output<typeof achSourceSchema>;

const cardPayloadSchema = z.object({
  exp_month: readable(decimal),
  exp_year: readable(decimal),
  brand: readable(text),
});

export const cardSourceSchema = z.pipe(
  z.object({
    payment_source_id: sourceId,
    source_name: readable(text),
    last_4: readable(text),
    is_default: readable(flag),
    payload: z.pipe(payload, cardPayloadSchema),
  }),
  z.transform((d) => ({
    id: d.payment_source_id,
    sourceName: d.source_name,
    last4: d.last_4,
    isDefault: d.is_default,
    expMonth: d.payload.exp_month,
    expYear: d.payload.exp_year,
    brand: d.payload.brand,
  })),
);

export type CardSource = z.output<typeof cardSourceSchema>;

const processorSourcesSchema = z.pipe(
  z.object({
    ach: z.nullish(tolerantList(achSourceSchema)),
    creditCards: z.nullish(tolerantList(cardSourceSchema)),
  }),
  z.transform((d) => ({
    ach: d.ach?.items ?? [],
    cards: d.creditCards?.items ?? [],
    skipped: (d.ach?.skipped ?? 0) + (d.creditCards?.skipped ?? 0),
  })),
);

export const paymentSourcesDataSchema = z.pipe(
  z.object({
    // An empty object is keyed by nothing; some back ends send an empty array for it.
    paymentSources: z.union([
      z.record(z.string(), z.unknown()),
      z.pipe(
        z.array(z.never()),
        z.transform(() => ({})),
      ),
    ]),
  }),
  z.transform((d) => {
    // Each processor read on its own (issue 21): one the portal cannot read (an unknown key with a value
    // that is not an object of lists) is left out and counted, and the others are listed.
    const groups: { processor: string; ach: AchSource[]; cards: CardSource[] }[] = [];
    let skipped = 0;
    for (const [processor, value] of Object.entries(d.paymentSources)) {
      const result = processorSourcesSchema.safeParse(value);
      if (!result.success) {
        skipped += 1;
        continue;
      }
      groups.push({ processor, ach: result.data.ach, cards: result.data.cards });
      skipped += result.data.skipped;
    }
    return { items: groups, skipped };
  }),
);

export type PaymentSources = z.output<typeof paymentSourcesDataSchema>;
export type ProcessorPaymentSources = PaymentSources['items'][number];
