import { describe, expect, it } from "vitest";
import { fieldErrors } from "../web/validation.ts";
import { bookAppointmentSchema } from "./appointment-forms.ts";

// The booking form as the server reads it (docs/product/production.md#appointments).

const valid = {
  kind: "sopralluogo",
  day: "2027-07-14",
  startTime: "08:30",
  endTime: "10:00",
  teamId: "",
  technicianId: "4",
  orderId: "",
  siteAddress: " Via Roma 1, Imola ",
  notes: "",
};

const errorsOf = (input: Record<string, string>) => {
  const parsed = bookAppointmentSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the booking form", () => {
  it("reads ids, times and the address", () => {
    expect(bookAppointmentSchema.parse(valid)).toMatchObject({
      teamId: null,
      technicianId: 4,
      orderId: null,
      siteAddress: "Via Roma 1, Imola",
    });
  });

  it("refuses beside the field: the end before the start, nobody sent, a delivery without its order", () => {
    expect(errorsOf({ ...valid, endTime: "08:30" })).toEqual({
      endTime: "L'ora di fine deve essere dopo l'inizio",
    });
    expect(errorsOf({ ...valid, technicianId: "" })).toEqual({ teamId: "Scegli una squadra o un tecnico" });
    expect(errorsOf({ ...valid, kind: "posa" })).toEqual({
      orderId: "Scegli l'ordine da consegnare o posare",
    });
    expect(errorsOf({ ...valid, day: "2027-02-30" })).toMatchObject({
      day: expect.stringContaining("data valida"),
    });
  });
});
