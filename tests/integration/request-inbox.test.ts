import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, visibleHtml } from "../support/api-client.ts";
import { postRequestForm, sendLead, sendQuoteRequest } from "../support/requests.ts";
import { signedInStaff, signInAsFirstAdmin, startStaffTestApp } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The inbox /gestione/richieste (docs/product/back-office.md#quote-requests-and-leads):
// quote requests and leads in one list, newest first, filtered by kind, status,
// date and name or e-mail, 25 a page, the filters in the URL; and its CSV export.

let app: TestApp;
let staff: Customer;
const ids = { quote: 0, lead: 0, formulaQuote: 0 };
/** Each quote request's number by id: staff name a quote by the number the customer holds. */
const quoteNumbers = new Map<number, string>();

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
  // 28 older leads fill more than one page; the three below are the newest.
  for (let index = 0; index < 28; index++) {
    await sendLead(app, {
      nome: `Riempitivo${index}`,
      cognome: "Pagine",
      email: `pagina${index}@example.it`,
    });
  }
  ids.lead = await sendLead(app, { nome: "Anna Maria", cognome: "De Luca", email: "a.deluca@esempio.it" });
  const giulia = await sendQuoteRequest(app, {
    customerName: "Giulia Bianchi",
    customerEmail: "giulia.b@example.it",
  });
  const formula = await sendQuoteRequest(app, {
    customerName: '=HYPERLINK("http://evil.example";"Clicca")',
    customerEmail: "formula@example.it",
  });
  ids.quote = giulia.id;
  ids.formulaQuote = formula.id;
  for (const sent of [giulia, formula]) quoteNumbers.set(sent.id, sent.number);
});
afterAll(async () => {
  await app?.close();
});

/** The inbox's rows as "Preventivo P-2026-000003" / "Contatto n. 12", in page order. */
async function listed(query = ""): Promise<string[]> {
  const response = await staff.request(`/gestione/richieste${query}`);
  expect(response.status).toBe(200);
  const html = await visibleHtml(response);
  return [...html.matchAll(/>(Preventivo P-\d{4}-\d{6}|Contatto n\. \d+)</g)].map((match) => match[1]!);
}

const quote = (id: number) => `Preventivo ${quoteNumbers.get(id)}`;
const lead = (id: number) => `Contatto n. ${id}`;

/** Today in Italy, as a date input sends it (yyyy-mm-dd). */
function italianDate(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(date);
}

describe("the list", () => {
  it("shows quote requests and leads together, newest first, 25 a page with the count", async () => {
    const first = await listed();
    expect(first).toHaveLength(25);
    expect(first.slice(0, 3)).toEqual([quote(ids.formulaQuote), quote(ids.quote), lead(ids.lead)]);
    const html = await visibleHtml(await staff.request("/gestione/richieste"));
    expect(html).toContain("31 richieste");
    expect(html).toContain('href="/gestione/richieste?pagina=2"');
    const second = await listed("?pagina=2");
    expect(second).toHaveLength(6);
    expect(new Set([...first, ...second]).size).toBe(31);
  });

  it("filters by kind and by status, and the filters stay in the page links", async () => {
    expect(await listed("?tipo=preventivo")).toEqual([quote(ids.formulaQuote), quote(ids.quote)]);
    expect(await listed("?tipo=contatto")).toHaveLength(25);
    await postRequestForm(app, staff, "preventivo", ids.quote, {
      intent: "status",
      status: "in-lavorazione",
    });
    expect(await listed("?stato=in-lavorazione")).toEqual([quote(ids.quote)]);
    expect(await listed("?tipo=contatto&stato=in-lavorazione")).toEqual([]);
    const html = await visibleHtml(await staff.request("/gestione/richieste?tipo=contatto"));
    expect(html).toContain('href="/gestione/richieste?tipo=contatto&amp;pagina=2"');
    expect(html).toContain('<option value="contatto" selected="">');
  });

  it("filters by date, days counted in Italy", async () => {
    expect(await listed(`?tipo=preventivo&dal=${italianDate()}&al=${italianDate()}`)).toHaveLength(2);
    expect(await listed(`?dal=${italianDate(1)}`)).toEqual([]);
    expect(await listed(`?al=${italianDate(-1)}`)).toEqual([]);
  });

  it("searches by the beginning of any word of the name, or of the e-mail", async () => {
    expect(await listed("?cerca=bianc")).toEqual([quote(ids.quote)]);
    expect(await listed("?cerca=Giulia%20Bia")).toEqual([quote(ids.quote)]);
    expect(await listed("?cerca=luca")).toEqual([lead(ids.lead)]);
    expect(await listed("?cerca=maria%20de")).toEqual([lead(ids.lead)]);
    expect(await listed("?cerca=a.delu")).toEqual([lead(ids.lead)]);
    expect(await listed("?cerca=GIULIA.B%40EXAMPLE")).toEqual([quote(ids.quote)]);
    expect(await listed("?cerca=ianchi")).toEqual([]);
    // LIKE's own characters are text, not wildcards.
    expect(await listed("?cerca=%25")).toEqual([]);
    expect(await listed("?cerca=_")).toEqual([]);
  });

  it("reads malformed filters as no filter", async () => {
    const all = await listed();
    expect(await listed("?tipo=ordine&stato=evasa&dal=ieri&al=2026-13-45&pagina=-3")).toEqual(all);
  });

  it("shows the price at request time and the offer of a quote request", async () => {
    const [row] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, ids.quote));
    const html = await visibleHtml(await staff.request("/gestione/richieste?tipo=preventivo"));
    expect(html).toContain(formatEuroCents(row!.calculatedPriceCents));
  });
});

describe("the CSV export", () => {
  async function exported(query = "") {
    const response = await staff.request(`/gestione/richieste/esporta${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="richieste-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  }

  it("is UTF-8 with a BOM, ; separated, CRLF lines, prices with a decimal comma, every page", async () => {
    const text = await exported();
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "Tipo;Numero;Data;Stato;Nome;E-mail;Telefono;Oggetto;Prezzo richiesta (€);Prezzo offerto (€);Assegnata a",
    );
    expect(lines).toHaveLength(1 + 31 + 1);
    const [row] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, ids.quote));
    const cents = row!.calculatedPriceCents;
    const price = `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
    // The quote by its printed number, the phone as Excel shows it without an apostrophe.
    const number = quoteNumbers.get(ids.quote)!;
    const line = lines.find((candidate) => candidate.startsWith(`Preventivo;${number};`));
    expect(line).toMatch(
      new RegExp(
        `^Preventivo;${number};\\d{2}/\\d{2}/\\d{4};[^;]+;Giulia Bianchi;giulia\\.b@example\\.it;333 123 4567;[^;]+;${price};;$`,
      ),
    );
    expect(lines.find((candidate) => candidate.startsWith(`Contatto;${ids.lead};`))).toContain(
      ";Anna Maria De Luca;a.deluca@esempio.it;;Modulo contatti;;;",
    );
  });

  it("neutralises a formula and quotes what needs quoting", async () => {
    const text = await exported("?cerca=formula");
    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"";""Clicca"")";formula@example.it;`);
  });

  it("exports what the filters select", async () => {
    const text = await exported("?tipo=contatto&cerca=luca");
    expect(text.slice(1).split("\r\n").slice(1, -1)).toEqual([expect.stringMatching(/^Contatto;/)]);
  });
});
