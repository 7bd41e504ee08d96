/**
 * A reply read section by section and field by field (issue 21, the order result): one field the
 * portal cannot read becomes an `Unreadable` marker where it stands, one section that is not an object
 * becomes a marker for the whole section, and the rest of the reply is read as usual. Absent stays
 * absent (null): the pages hide what was not sent and say "Unreadable" only for what was sent and could
 * not be read. See docs/decisions/2026-11-24-order-result-read-field-by-field.md.
 */
import * as z from 'zod/mini';
import type { ListResult } from './tolerant-list';
import { tolerantList } from './tolerant-list';

/** A value the service sent and the portal could not read, with a short rendering of what was sent. */
export interface Unreadable {
  readonly unreadable: true;
  /** What the service sent, as JSON, cut to 80 characters: shown on hover, for support. */
  readonly sent: string;
}

/** A field read on its own: its value, or the marker of what could not be read. */
export type Read<T> = T | Unreadable;

export function isUnreadable(value: unknown): value is Unreadable {
  return (
    typeof value === 'object' && value !== null && (value as { unreadable?: unknown }).unreadable === true
  );
}

function unreadable(input: unknown): Unreadable {
  let sent: string;
  try {
    sent = JSON.stringify(input) ?? String(input);
  } catch {
    sent = String(input);
  }
  return { unreadable: true, sent: sent.length > 80 ? `${sent.slice(0, 79)}…` : sent };
}

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** A field: what `schema` reads from it, or the marker when it cannot. */
export function field<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.unknown(),
    z.transform((input): Read<z.output<T>> => {
      const result = schema.safeParse(input);
      return result.success ? result.data : unreadable(input);
    }),
  );
}

type Shape = Record<string, z.ZodMiniType>;

/**
 * An object of fields, each read on its own. A key that is left out is read as undefined (absent), as
 * zod would otherwise refuse a missing key whose schema transforms.
 */
export function fields<S extends Shape>(shape: S) {
  const object = z.object(shape);
  const keys = Object.keys(shape);
  return z.pipe(
    z.unknown(),
    z.transform((input, ctx): z.output<typeof object> => {
      const result = isRecord(input)
        ? object.safeParse(Object.fromEntries(keys.map((key) => [key, input[key]])))
        : null;
      if (result?.success) return result.data;
      ctx.issues.push({ code: 'custom', message: 'expected an object', input });
      return z.NEVER;
    }),
  );
}

/**
 * A section (an object of fields, each read with `field`): null when absent or null, the marker when it
 * is not an object. With every field read on its own, an object always reads.
 */
export function section<S extends Shape>(shape: S) {
  const object = fields(shape);
  return z.pipe(
    z.unknown(),
    z.transform((input): z.output<typeof object> | Unreadable | null => {
      if (input === null || input === undefined) return null;
      const result = object.safeParse(input);
      return result.success ? result.data : unreadable(input);
    }),
  );
}

/** A list inside a section, read item by item: empty when absent, the marker when it is not a list. */
export function listSection<T extends z.ZodMiniType>(item: T) {
  const list = tolerantList(item);
  return z.pipe(
    z.unknown(),
    z.transform((input): ListResult<z.output<T>> | Unreadable => {
      if (input === null || input === undefined) return { items: [], skipped: 0 };
      const result = list.safeParse(input);
      return result.success ? result.data : unreadable(input);
    }),
  );
}

/**
 * The paths (in the service's field names) of every marker under `value`: what the technical details
 * list and count. Lists are not walked: their items are read whole, and the ones left out are counted.
 */
export function unreadablePaths(value: unknown, path = ''): string[] {
  if (isUnreadable(value)) return [path];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    unreadablePaths(child, path === '' ? key : `${path}.${key}`),
  );
}

export { isRecord };
