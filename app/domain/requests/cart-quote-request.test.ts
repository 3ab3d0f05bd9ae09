import { describe, expect, it } from "vitest";
import { cartQuoteFormSchema, cartQuoteMessage, cartQuotePrefill } from "./cart-quote-request.ts";

const valid = {
  siteStreet: "Via Saragozza 12",
  sitePostalCode: "40123",
  siteCity: "Bologna",
  siteProvince: "bo",
};

describe("the whole cart's quote request form", () => {
  it("reads a plain post: a province in any case, the lift and the survey's box", () => {
    const parsed = cartQuoteFormSchema.parse({ ...valid, siteLift: "si", surveyWanted: "on" });
    expect(parsed).toMatchObject({ siteProvince: "BO", siteLift: true, surveyWanted: true, note: "" });
    expect(cartQuoteFormSchema.parse(valid)).toMatchObject({ siteLift: null, surveyWanted: false });
  });

  it("refuses each wrong field beside itself, in Italian", () => {
    const parsed = cartQuoteFormSchema.safeParse({
      siteStreet: " ",
      sitePostalCode: "4012",
      siteCity: "Bologna",
      siteProvince: "XX",
      preferredDays: "x".repeat(201),
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      siteStreet: "Scrivi l'indirizzo del cantiere (via e numero civico)",
      sitePostalCode: "Inserisci un CAP di 5 cifre",
      siteProvince: "Scegli una provincia italiana (per esempio BO)",
      preferredDays: "I giorni preferiti possono contenere al massimo 200 caratteri",
    });
  });

  it("writes the lead's message from the survey, the days and the note", () => {
    const form = cartQuoteFormSchema.parse({ ...valid, surveyWanted: "on", preferredDays: "Lunedì" });
    expect(cartQuoteMessage(form)).toBe("Sopralluogo richiesto: sì\nGiorni preferiti: Lunedì\nNota: —");
  });

  it("fills the site from the profile's one-line address", () => {
    expect(
      cartQuotePrefill({
        address: "Via dell'Indipendenza, 5 - 40121 Bologna BO",
        city: null,
        postalCode: null,
        province: null,
      }),
    ).toEqual({
      siteStreet: "Via dell'Indipendenza 5",
      sitePostalCode: "40121",
      siteCity: "Bologna",
      siteProvince: "BO",
    });
    expect(cartQuotePrefill({ address: null, city: null, postalCode: null, province: null })).toEqual({
      siteStreet: "",
      sitePostalCode: "",
      siteCity: "",
      siteProvince: "",
    });
  });
});
