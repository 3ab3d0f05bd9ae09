import { z } from "zod";

// What the back office's list filters share (docs/product/back-office.md): they
// live in the URL, and anything malformed there is simply no filter, so a
// list always answers.

/** yyyy-MM-dd, as a date input sends it, and a real calendar day; anything else is no filter. */
export const filterDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  })
  .optional()
  .catch(undefined);

/** Free text typed in a list's filter (a search box): trimmed, at most 100 characters; empty is no filter. */
export const filterTextSchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .catch(undefined)
  .transform((value) => value || undefined);

/** A list's URL parameters read with `schema`, whose every field falls back rather than fails. */
export function parseListQuery<Schema extends z.ZodType>(
  schema: Schema,
  searchParams: URLSearchParams,
): z.output<Schema> {
  return schema.parse(Object.fromEntries(searchParams));
}

/**
 * A list's filter read from its URL: each field comes from the URL parameter
 * `paramNames` names for it, since the URL speaks Italian (?cerca= is `search`).
 */
export function parseListFilter<
  Schema extends z.ZodType<Record<string, unknown>>,
  const ParamNames extends Record<string, keyof z.output<Schema>>,
>(
  schema: Schema,
  paramNames: ParamNames,
  searchParams: URLSearchParams,
): { [Field in keyof ParamNames]: z.output<Schema>[ParamNames[Field]] } {
  const query = parseListQuery(schema, searchParams);
  return Object.fromEntries(Object.entries(paramNames).map(([field, param]) => [field, query[param]])) as {
    [Field in keyof ParamNames]: z.output<Schema>[ParamNames[Field]];
  };
}
