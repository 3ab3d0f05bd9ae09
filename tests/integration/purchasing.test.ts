import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "#app/domain/documents/company.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import * as schema from "#db/schema.ts";
import {
  type Customer,
  readableWords,
  registeredCustomer,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { recipientOf, startSmtpServer, type TestSmtpServer } from "../support/mail.ts";
import { pdfText } from "../support/pdf-reader.ts";
import {
  auditRowsFor,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// Purchasing after the order (docs/product/production.md#purchase-orders,
// docs/product/production.md#delivery-notes): suppliers in the catalogue, the
// purchase orders of an order with a Torterolo door and a shutter, their
// files and e-mail, the arrival on the job page, and the delivery note.

let app: TestApp;
let smtp: TestSmtpServer;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startStaffTestApp({ mail: { smtpUrl: smtp.url } });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
  buyer = await registeredCustomer(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const SUPPLIERS_PATH = "/gestione/catalogo/fornitori";
const pageWords = async (response: Response) => readableWords(await visibleHtml(response));

async function supplierNamed(name: string) {
  const [row] = await app.db.select().from(schema.suppliers).where(eq(schema.suppliers.name, name));
  return row;
}

async function productsOf(path: string): Promise<{ id: number; name: string }[]> {
  return (await (await app.request(path)).json()) as { id: number; name: string }[];
}

/** The buyer's order of a Torterolo door with its fitting (Ingresso) and two shutters (Cucina). */
async function doorAndShutterOrder() {
  const [door] = await productsOf("/api/subcategories/torterolo/products");
  const [shutter] = await productsOf("/api/categories/tapparelle/products");
  const catalogue = await loadPricingCatalogue(app);
  const lines = [
    { kind: "door", ...doorSelection(door!.id), roomLabel: "Ingresso", services: ["installation"] },
    { ...firstValidConfiguration(catalogue, shutter!.id), quantity: 2, roomLabel: "Cucina" },
  ];
  for (const json of lines) {
    const added = await buyer.request("/api/cart", { method: "POST", json });
    expect(added.status, await added.clone().text()).toBe(201);
  }
  const placed = await buyer.json<{ id: number }>("/api/orders", {
    method: "POST",
    json: {
      shipping: validShipping,
      paymentMethod: "carta",
      withdrawalExclusionAccepted: true,
      invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562S" },
    },
  });
  expect(placed.status).toBe(201);
  const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, placed.body.id));
  const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.id, order!.jobId));
  return { order: order!, jobNumber: job!.number, door: door!, shutter: shutter! };
}

function purchaseOrdersOf(orderId: number) {
  return app.db
    .select({ row: schema.purchaseOrders, supplier: schema.suppliers.name })
    .from(schema.purchaseOrders)
    .innerJoin(schema.suppliers, eq(schema.purchaseOrders.supplierId, schema.suppliers.id))
    .where(eq(schema.purchaseOrders.orderId, orderId))
    .orderBy(asc(schema.purchaseOrders.id));
}

/** A semicolon CSV as rows of cells (no quoted separators in these files). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(";"));
}

describe("suppliers in the catalogue", () => {
  const form = (fields: Record<string, string>) => postPageForm(staff, SUPPLIERS_PATH, fields);

  it("lists the seeded suppliers with the products linked to them, from the catalogue's navigation", async () => {
    const words = await pageWords(await staff.request(SUPPLIERS_PATH));
    for (const name of ["Torterolo & Re", "Avvolgibili Liguria", "Vetreria Ponente"])
      expect(words).toContain(name.replace("&", "&amp;"));
    const [door] = await productsOf("/api/subcategories/torterolo/products");
    const [shutter] = await productsOf("/api/categories/tapparelle/products");
    const links = await app.db.select().from(schema.productSuppliers);
    const supplierOf = (productId: number) => links.find((link) => link.productId === productId)?.supplierId;
    expect(supplierOf(door!.id)).toBe((await supplierNamed("Torterolo & Re"))!.id);
    expect(supplierOf(shutter!.id)).toBe((await supplierNamed("Avvolgibili Liguria"))!.id);
    const catalogue = await visibleHtml(await staff.request("/gestione/catalogo"));
    expect(catalogue).toContain(`href="${SUPPLIERS_PATH}"`);
  });

  it("adds a supplier, refuses bad fields beside them saving nothing, and a name already used", async () => {
    const before = await app.db.select().from(schema.suppliers);
    const refused = await form({
      intent: "new-supplier",
      name: " ",
      email: "non-una-mail",
      leadTimeDays: "400",
    });
    expect(refused.status).toBe(400);
    const words = await pageWords(refused);
    expect(words).toContain("Indica il nome del fornitore");
    expect(words).toContain("Inserisci un indirizzo email valido");
    expect(words).toContain("Indica i giorni lavorativi, un numero intero da 0 a 365");
    expect(await app.db.select().from(schema.suppliers)).toHaveLength(before.length);

    const added = await form({
      intent: "new-supplier",
      name: "Ferramenta Levante",
      email: "ordini@ferramenta-levante.example",
      leadTimeDays: "5",
      active: "on",
    });
    expect(added.status).toBe(302);
    const row = await supplierNamed("Ferramenta Levante");
    expect(row).toMatchObject({
      email: "ordini@ferramenta-levante.example",
      leadTimeDays: 5,
      active: true,
      suppliesGlass: false,
    });
    expect((await auditRowsFor(app, "supplier", row!.id)).map((entry) => entry.action)).toEqual([
      "supplier.create",
    ]);

    const twice = await form({
      intent: "new-supplier",
      name: "ferramenta levante",
      email: "a@b.example",
      leadTimeDays: "1",
    });
    expect(twice.status).toBe(400);
    expect(await pageWords(twice)).toContain("Esiste già un fornitore con questo nome");
  });

  it("edits a supplier at its version and refuses a stale form with 409", async () => {
    const row = (await supplierNamed("Avvolgibili Liguria"))!;
    const fields = {
      intent: "supplier",
      supplierId: String(row.id),
      name: "Avvolgibili Liguria",
      email: "acquisti@avvolgibili-liguria.example",
      leadTimeDays: "12",
      active: "on",
      version: String(row.version),
    };
    expect((await form(fields)).status).toBe(302);
    expect(await supplierNamed("Avvolgibili Liguria")).toMatchObject({
      email: "acquisti@avvolgibili-liguria.example",
      leadTimeDays: 12,
      version: row.version + 1,
    });
    const audit = await auditRowsFor(app, "supplier", row.id);
    expect(audit.at(-1)).toMatchObject({ action: "supplier.update", before: { leadTimeDays: 10 } });

    const stale = await form({ ...fields, leadTimeDays: "3" });
    expect(stale.status).toBe(409);
    expect(await pageWords(stale)).toContain("Qualcun altro ha modificato questo fornitore");
    expect((await supplierNamed("Avvolgibili Liguria"))!.leadTimeDays).toBe(12);
  });

  it("links a product to a supplier and back to none, audited on the product", async () => {
    const [product] = await productsOf("/api/categories/tapparelle/products");
    const supplier = (await supplierNamed("Ferramenta Levante"))!;
    const linkOf = async () =>
      (
        await app.db
          .select()
          .from(schema.productSuppliers)
          .where(eq(schema.productSuppliers.productId, product!.id))
      )[0];
    const unknown = await form({
      intent: "product-supplier",
      productId: String(product!.id),
      supplierId: "999999",
    });
    expect(unknown.status).toBe(400);
    expect(await pageWords(unknown)).toContain("Scegli il fornitore");
    const linked = await form({
      intent: "product-supplier",
      productId: String(product!.id),
      supplierId: String(supplier.id),
    });
    expect(linked.status).toBe(302);
    expect(await linkOf()).toMatchObject({ supplierId: supplier.id });
    expect(await pageWords(await staff.request(SUPPLIERS_PATH))).toContain(`Prodotti: ${product!.name}`);
    const back = await form({
      intent: "product-supplier",
      productId: String(product!.id),
      supplierId: String((await supplierNamed("Avvolgibili Liguria"))!.id),
    });
    expect(back.status).toBe(302);
    const none = await form({ intent: "product-supplier", productId: String(product!.id), supplierId: "" });
    expect(none.status).toBe(302);
    expect(await linkOf()).toBeUndefined();
    const audit = (await auditRowsFor(app, "product", product!.id)).filter(
      (entry) => entry.action === "product.supplier",
    );
    expect(audit.map((entry) => entry.after)).toEqual([
      { supplierId: supplier.id },
      { supplierId: (await supplierNamed("Avvolgibili Liguria"))!.id },
      { supplierId: null },
    ]);
    // The purchase orders below buy this shutter from its seeded supplier again.
    const restored = await form({
      intent: "product-supplier",
      productId: String(product!.id),
      supplierId: String((await supplierNamed("Avvolgibili Liguria"))!.id),
    });
    expect(restored.status).toBe(302);
  });

  it("refuses a second glass supplier beside the box", async () => {
    const refused = await form({
      intent: "new-supplier",
      name: "Vetri del Golfo",
      email: "ordini@vetri-golfo.example",
      leadTimeDays: "7",
      suppliesGlass: "on",
      active: "on",
    });
    expect(refused.status).toBe(400);
    expect(await pageWords(refused)).toContain("Il vetro lo fornisce già «Vetreria Ponente»");
    expect(await supplierNamed("Vetri del Golfo")).toBeUndefined();
  });
});

describe("purchase orders of an order with a Torterolo door and shutters", () => {
  let setup: Awaited<ReturnType<typeof doorAndShutterOrder>>;
  const path = () => `/gestione/ordini/${setup.order.id}/ordini-fornitore`;

  beforeAll(async () => {
    setup = await doorAndShutterOrder();
  }, SETUP_TIMEOUT_MS);

  it("shows what would be ordered from whom on the order page, then writes one purchase order per supplier", async () => {
    const page = await pageWords(await staff.request(`/gestione/ordini/${setup.order.id}`));
    expect(page).toContain("Prepara gli ordini fornitore");
    expect(page).toContain("Torterolo &amp; Re");

    const prepared = await postPageForm(staff, path(), { intent: "prepare" });
    expect(prepared.status).toBe(302);
    const rows = await purchaseOrdersOf(setup.order.id);
    expect(rows.map(({ supplier }) => supplier).sort()).toEqual(["Avvolgibili Liguria", "Torterolo & Re"]);
    for (const { row } of rows) {
      expect(row.number).toMatch(/^OF-\d{4}-\d{6}$/);
      expect(row).toMatchObject({ status: "ordinato", jobId: setup.order.jobId });
    }
    const doorOrder = rows.find(({ supplier }) => supplier === "Torterolo & Re")!.row;
    expect(doorOrder.lines).toHaveLength(1);
    expect(doorOrder.lines[0]).toMatchObject({ description: setup.door.name, quantity: 1 });
    expect(doorOrder.lines[0]!.detail).toContain("Misura standard: 90 x 210 cm");
    expect(doorOrder.lines[0]!.detail).toContain("Locale: Ingresso");
    expect(doorOrder.lines[0]!.detail).not.toContain("€");
    const shutterOrder = rows.find(({ supplier }) => supplier === "Avvolgibili Liguria")!.row;
    expect(shutterOrder.lines).toEqual([
      expect.objectContaining({ description: setup.shutter.name, quantity: 2 }),
    ]);
    expect(shutterOrder.lines[0]!.detail).toMatch(/Dimensioni: \d+ x \d+ mm/);
    expect(shutterOrder.lines[0]!.detail).toContain("Locale: Cucina");
    const audit = await auditRowsFor(app, "purchase-order", doorOrder.id);
    expect(audit.map((entry) => entry.action)).toEqual(["purchase-order.create"]);
  });

  it("prints the PDF and the CSV of a purchase order with its lines", async () => {
    const [{ row, supplier }] = (await purchaseOrdersOf(setup.order.id)).filter(
      (found) => found.supplier === "Torterolo & Re",
    ) as [{ row: typeof schema.purchaseOrders.$inferSelect; supplier: string }];
    const pdf = await staff.request(`/gestione/ordini-fornitore/${row.number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      row.number,
      supplier,
      setup.order.number,
      setup.door.name,
      "90 x 210 cm",
      "Ingresso",
    ])
      expect(text).toContain(expected);

    const csv = await staff.request(`/gestione/ordini-fornitore/${row.number}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [headings, ...lines] = csvRows(new TextDecoder().decode(bytes));
    expect(headings).toEqual([
      "Ordine fornitore",
      "Data",
      "Fornitore",
      "Riferimento",
      "Posizione",
      "Descrizione",
      "Dettaglio",
      "Quantità",
    ]);
    expect(lines).toEqual([
      [
        row.number,
        formatDateShort(row.createdAt),
        supplier,
        `${setup.order.number} / ${setup.jobNumber}`,
        "1",
        setup.door.name,
        row.lines[0]!.detail,
        "1",
      ],
    ]);
  });

  it("refuses preparing again what is already ordered (409), writing nothing", async () => {
    const again = await postPageForm(staff, path(), { intent: "prepare" });
    expect(again.status).toBe(409);
    expect(await pageWords(again)).toContain(
      "Gli ordini fornitore di questo ordine sono già stati preparati",
    );
    const one = await postPageForm(staff, path(), {
      intent: "prepare",
      supplierId: String((await supplierNamed("Torterolo & Re"))!.id),
    });
    expect(one.status).toBe(409);
    expect(await pageWords(one)).toContain("L'ordine a questo fornitore è già stato preparato");
    expect(await purchaseOrdersOf(setup.order.id)).toHaveLength(2);
  });

  it("«Invia al fornitore» mails the supplier's address with the PDF and the CSV", async () => {
    const { row } = (await purchaseOrdersOf(setup.order.id)).find(
      (found) => found.supplier === "Torterolo & Re",
    )!;
    const sent = await postPageForm(staff, path(), { intent: "send", purchaseOrderId: String(row.id) });
    expect(sent.status).toBe(302);
    const [message] = (
      await smtp.waitFor((all) => all.some((mail) => mail.subject?.includes(row.number)))
    ).filter((mail) => mail.subject?.includes(row.number));
    expect(recipientOf(message!)).toBe("ordini@torterolo.example");
    const files = message!.attachments.map((file) => file.filename);
    expect(files).toEqual([`ordine-fornitore-${row.number}.pdf`, `ordine-fornitore-${row.number}.csv`]);
    expect(pdfText(new Uint8Array(message!.attachments[0]!.content))).toContain(row.number);
    const csv = message!.attachments[1]!.content.toString("utf8");
    expect(csvRows(csv)[1]).toContain(setup.door.name);
    expect((await auditRowsFor(app, "purchase-order", row.id)).map((entry) => entry.action)).toContain(
      "purchase-order.send",
    );
  });

  it("«Arrivato» records who and when, once, and the job page shows every purchase order", async () => {
    const { row } = (await purchaseOrdersOf(setup.order.id)).find(
      (found) => found.supplier === "Avvolgibili Liguria",
    )!;
    const fields = { intent: "arrived", purchaseOrderId: String(row.id), version: String(row.version) };
    expect((await postPageForm(staff, path(), fields)).status).toBe(302);
    const [arrived] = await app.db
      .select()
      .from(schema.purchaseOrders)
      .where(eq(schema.purchaseOrders.id, row.id));
    expect(arrived).toMatchObject({ status: "arrivato" });
    expect(arrived!.arrivedAt).not.toBeNull();
    expect(arrived!.arrivalRecordedBy).not.toBeNull();
    expect((await postPageForm(staff, path(), fields)).status).toBe(409);

    const job = await pageWords(await staff.request(`/gestione/commesse/${setup.jobNumber}`));
    const rows = await purchaseOrdersOf(setup.order.id);
    for (const { row: each } of rows) expect(job).toContain(each.number);
    expect(job).toContain("Avvolgibili Liguria");
    expect(job).toContain("Arrivato");
    expect(job).toContain(formatDateShort(arrived!.arrivedAt!));
    expect(job).toContain("Ordinato");
  });
});

describe("the delivery note of an order", () => {
  let setup: Awaited<ReturnType<typeof doorAndShutterOrder>>;
  const path = () => `/gestione/ordini/${setup.order.id}/ddt`;
  const notesOf = (orderId: number) =>
    app.db.select().from(schema.deliveryNotes).where(eq(schema.deliveryNotes.orderId, orderId));

  beforeAll(async () => {
    setup = await doorAndShutterOrder();
  }, SETUP_TIMEOUT_MS);

  it("refuses bad input beside each field and saves nothing", async () => {
    const refused = await postPageForm(staff, path(), {
      intent: "delivery-note",
      transportReason: "regalo",
      transportDay: "2026-02-31",
      transportTime: "25:00",
      packages: "0",
      appointmentId: "999999",
    });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    for (const [id, message] of [
      ["ddt-causale", "Scegli la causale del trasporto"],
      ["ddt-data", "Indica la data di inizio del trasporto (gg/mm/aaaa)"],
      ["ddt-ora", "Indica l&#x27;ora di inizio del trasporto (hh:mm)"],
      ["ddt-colli", "Indica il numero di colli, da 1 a 999"],
    ])
      expect(html).toContain(`id="${id}-errore" class="mt-1 text-sm font-medium text-red-800">${message}`);
    const otherOrder = await postPageForm(staff, path(), {
      intent: "delivery-note",
      transportReason: "vendita",
      transportDay: "2026-12-10",
      transportTime: "08:30",
      packages: "3",
      appointmentId: "999999",
    });
    expect(otherOrder.status).toBe(400);
    expect(await pageWords(otherOrder)).toContain("Scegli una consegna o una posa di questo ordine");
    expect(await notesOf(setup.order.id)).toEqual([]);
  });

  it("defaults to «Vendita con posa» and prints every field of the DDT", async () => {
    const form = await visibleHtml(await staff.request(`/gestione/ordini/${setup.order.id}`));
    expect(form).toMatch(/<option value="vendita-con-posa" selected="">Vendita con posa<\/option>/);
    const issued = await postPageForm(staff, path(), {
      intent: "delivery-note",
      transportReason: "vendita-con-posa",
      transportDay: "2026-07-15",
      transportTime: "08:30",
      packages: "3",
      appointmentId: "",
    });
    expect(issued.status).toBe(302);
    const [note] = await notesOf(setup.order.id);
    expect(note!.number).toMatch(/^DDT-\d{4}-\d{6}$/);
    // 08:30 in Rome in July is 06:30 UTC.
    expect(note!.transportStartsAt.toISOString()).toBe("2026-07-15T06:30:00.000Z");
    expect((await auditRowsFor(app, "delivery-note", note!.id)).map((entry) => entry.action)).toEqual([
      "delivery-note.create",
    ]);

    const pdf = await staff.request(`/gestione/ddt/${note!.number}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, " ");
    for (const expected of [
      `Documento di trasporto ${note!.number}`,
      `Data: ${formatDateShort(note!.createdAt)}`,
      "Mittente",
      company.legalName,
      company.registeredOffice,
      "Destinatario",
      validShipping.name,
      setup.order.billingAddress,
      "C.F. RSSMRA85T10A562S",
      "Luogo di destinazione",
      `${validShipping.address}, ${validShipping.postalCode} ${validShipping.city}`,
      "Causale del trasporto: Vendita con posa",
      "Inizio del trasporto: 15/07/2026 08:30",
      "Numero di colli: 3",
      `Trasporto a cura del: Mittente (${company.legalName})`,
      `1. ${setup.door.name}`,
      "Misura: 90 x 210 cm · Locale: Ingresso",
      `2. ${setup.shutter.name}`,
      "Locale: Cucina",
      "Firma del conducente",
      "Firma del destinatario",
    ])
      expect(text).toContain(expected);
    // Each position: its number and name, its quantity, then its size and room.
    expect(text).toMatch(new RegExp(`2\\. ${setup.shutter.name} 2 Misura: \\d+ x \\d+ mm · Locale: Cucina`));
  });

  it("stays as issued when the order changes afterwards", async () => {
    const [note] = await notesOf(setup.order.id);
    await app.db
      .update(schema.orders)
      .set({ shippingName: "Nome Cambiato" })
      .where(eq(schema.orders.id, setup.order.id));
    const text = pdfText(
      new Uint8Array(await (await staff.request(`/gestione/ddt/${note!.number}/pdf`)).arrayBuffer()),
    );
    expect(text).toContain(validShipping.name);
    expect(text).not.toContain("Nome Cambiato");
  });
});

describe("customers", () => {
  it("get 404 on every purchasing page, file and form", async () => {
    const [order] = await app.db.select().from(schema.orders).limit(1);
    const [purchaseOrder] = await app.db.select().from(schema.purchaseOrders).limit(1);
    const [note] = await app.db.select().from(schema.deliveryNotes).limit(1);
    expect(purchaseOrder && note).toBeTruthy();
    const paths = [
      SUPPLIERS_PATH,
      `/gestione/ordini/${order!.id}/ordini-fornitore`,
      `/gestione/ordini/${order!.id}/ddt`,
      `/gestione/ordini-fornitore/${purchaseOrder!.number}/pdf`,
      `/gestione/ordini-fornitore/${purchaseOrder!.number}/csv`,
      `/gestione/ddt/${note!.number}/pdf`,
    ];
    for (const path of paths) {
      expect((await buyer.request(path)).status, path).toBe(404);
      expect((await app.request(path)).status, `${path} as a guest`).toBe(404);
    }
    const before = await app.db.select().from(schema.purchaseOrders);
    for (const [path, intent] of [
      [paths[1]!, "prepare"],
      [paths[2]!, "delivery-note"],
      [SUPPLIERS_PATH, "new-supplier"],
    ] as const)
      expect(
        (await postPageForm(buyer, path, { intent, name: "X", email: "x@y.example", leadTimeDays: "1" }))
          .status,
      ).toBe(404);
    expect(await app.db.select().from(schema.purchaseOrders)).toHaveLength(before.length);
  });
});
