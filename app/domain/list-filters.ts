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
