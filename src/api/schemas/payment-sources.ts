/**
 * 2.8 Payment sources: per processor, ACH accounts and cards.
 */
import * as z from 'zod/mini';
import { decimal, flag, text } from './primitives';

export const achSourceSchema = z.pipe(
  z.object({
    payment_source_id: z.union([z.string(), z.number()]),
    source_name: text,
    last_4: text,
    is_default: flag,
    verification_status: text,
    payload: z.object({
      account_holder_name: text,
      currency: text,
      routing_number: text,
    }),
  }),
  z.transform((d) => ({
    id: String(d.payment_source_id),
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

export const cardSourceSchema = z.pipe(
  z.object({
    payment_source_id: z.union([z.string(), z.number()]),
    source_name: text,
    last_4: text,
    is_default: flag,
    payload: z.object({
      exp_month: decimal,
      exp_year: decimal,
      brand: text,
    }),
  }),
  z.transform((d) => ({
    id: String(d.payment_source_id),
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
    ach: z.nullish(z.array(achSourceSchema)),
    creditCards: z.nullish(z.array(cardSourceSchema)),
  }),
  z.transform((d) => ({ ach: d.ach ?? [], cards: d.creditCards ?? [] })),
);

export const paymentSourcesDataSchema = z.pipe(
  z.object({
    // An empty object is keyed by nothing; some back ends send an empty array for it.
    paymentSources: z.union([
      z.record(z.string(), processorSourcesSchema),
      z.pipe(
        z.array(z.never()),
        z.transform(() => ({})),
      ),
    ]),
  }),
  z.transform((d) =>
    Object.entries(d.paymentSources).map(([processor, sources]) => ({ processor, ...sources })),
  ),
);
export type ProcessorPaymentSources = z.output<typeof paymentSourcesDataSchema>[number];
