import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { customer, postForm, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { contactFormFields, quoteContact } from "../support/lead-fixtures.ts";
import { FIRST_ADMIN, postPageForm, signInAsFirstAdmin } from "../support/staff.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// A name with a line break or another control character could forge a header
// in an e-mail or a line in a PDF or a CSV (docs/product/accounts.md#names):
// every form and API that takes a person's or a company's name refuses it with
// 400 and an Italian message, beside the field on a page, and stores nothing.

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT, firstAdmin: FIRST_ADMIN });
const REFUSED = "non può contenere a capo, tabulazioni o altri caratteri di controllo";
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

async function rows(
  table: typeof schema.contactMessages | typeof schema.quoteRequests | typeof schema.users,
) {
  const [row] = await app.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe("names with control characters", () => {
  it.each([
    ["a line feed", "Giulia\nBcc: altri@example.it"],
    ["a carriage return", "Giulia\rX"],
    ["a tab", "Giu\tlia"],
    ["a C1 control", "Giulia\u0085"],
    ["a line separator", "Giulia\u2028Bianchi"],
  ])("the contact page refuses %s in the name, beside the field", async (_, name) => {
    const before = await rows(schema.contactMessages);
    const response = await postForm(app, "/contatti", { ...contactFormFields, cognome: name });
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain(`Il cognome ${REFUSED}`);
    expect(await rows(schema.contactMessages)).toBe(before);
  });

  it("POST /api/quote-requests refuses a name with a line break: 400 with { message }", async () => {
    const before = await rows(schema.quoteRequests);
    const response = await postJson(app, "/api/quote-requests", {
      ...firstValidConfiguration(catalogue, catalogue.configurable[0]!.id),
      ...quoteContact,
      customerName: "Giulia\r\nBianchi",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: `Il nome ${REFUSED}`,
      errors: { customerName: `Il nome ${REFUSED}` },
    });
    expect(await rows(schema.quoteRequests)).toBe(before);
  });

  it("POST /api/register refuses a first name with a line break: 400 with { message }", async () => {
    const before = await rows(schema.users);
    const client = customer(app);
    const { status, body } = await client.json("/api/register", {
      method: "POST",
      json: { username: client.username, password: client.password, firstName: "Mario\nRossi" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: `Il nome ${REFUSED}` });
    expect(await rows(schema.users)).toBe(before);
  });

  it("the profile form refuses a last name with an escape sequence, beside the field", async () => {
    const owner = await registeredCustomer(app);
    const response = await owner.request("/profilo", {
      method: "POST",
      body: new URLSearchParams({ intent: "profile", firstName: "Giulia", lastName: "Verdi\u001b[2J" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain(`Il cognome ${REFUSED}`);
  });

  it("the checkout API refuses a shipping name with a line break", async () => {
    const buyer = await registeredCustomer(app);
    const { status, body } = await buyer.json("/api/orders", {
      method: "POST",
      json: {
        shipping: {
          name: "Mario\nRossi",
          email: "mario@example.it",
          phone: "+39 051 123 4567",
          address: "Via Roma 1",
          city: "Bologna",
          postalCode: "40121",
        },
        paymentMethod: "bonifico",
      },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: `Il nome ${REFUSED}` });
  });

  it("the staff account form refuses a first name with a line break, beside the field", async () => {
    const admin = await signInAsFirstAdmin(app);
    const before = await rows(schema.users);
    const response = await postPageForm(admin, "/gestione/staff", {
      intent: "create",
      username: "collega_a_capo",
      email: "collega@aurora.example",
      firstName: "Anna\nNeri",
      lastName: "Neri",
      password: "Password-Lunga-2026",
      role: "staff",
    });
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain(`Il nome ${REFUSED}`);
    expect(await rows(schema.users)).toBe(before);
  });
});
