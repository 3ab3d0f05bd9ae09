import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderStatusOfStage, stageOfLegacyStatus } from "../../app/domain/orders/order-stages.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, customer, registeredCustomer, validShipping } from "./api-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "./window-fixtures.ts";

// The back office's test people: the first admin from the environment, the
// staff members that admin creates through /gestione/staff, and plain posts of
// the back office's page forms (no JavaScript: a success redirects).

export const FIRST_ADMIN = { username: "amministratore", password: "Gestione-Aurora-2026!" } as const;
export const STAFF_PASSWORD = "Banco-Lavoro-2026!";

/** A fresh app whose database got the first admin from ADMIN_USERNAME/ADMIN_PASSWORD. */
export function startStaffTestApp(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  return startTestApp({ ...options, firstAdmin: FIRST_ADMIN });
}

/** A client signed in through POST /api/login. */
export async function signIn(app: TestApp, username: string, password: string): Promise<Customer> {
  const client = customer(app, username);
  client.password = password;
  const { status } = await client.json("/api/login", { method: "POST", json: { username, password } });
  expect(status, `login of ${username}`).toBe(200);
  return client;
}

export function signInAsFirstAdmin(app: TestApp): Promise<Customer> {
  return signIn(app, FIRST_ADMIN.username, FIRST_ADMIN.password);
}

/** A plain form post (no `js=1`), as a browser without JavaScript sends it. */
export function postPageForm(client: Customer, pathname: string, fields: Record<string, string>) {
  return client.request(pathname, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

/** The admin creates a staff account through /gestione/staff; answers its username. */
export async function createStaffAccount(
  admin: Customer,
  role: "staff" | "admin" = "staff",
): Promise<{ username: string; password: string }> {
  const username = `${role}_${randomBytes(4).toString("hex")}`;
  const response = await postPageForm(admin, "/gestione/staff", {
    intent: "create",
    username,
    email: `${username}@aurora.example`,
    firstName: "Giulia",
    lastName: "Verdi",
    password: STAFF_PASSWORD,
    role,
  });
  expect(response.status, "staff account created").toBe(302);
  return { username, password: STAFF_PASSWORD };
}

/** A new staff member (or admin), created by the admin and signed in. */
export async function signedInStaff(app: TestApp, admin: Customer, role: "staff" | "admin" = "staff") {
  const { username, password } = await createStaffAccount(admin, role);
  return signIn(app, username, password);
}

/** «Crea la commessa» for a customer who phoned (no account, no e-mail); answers the job's number. */
export async function phoneJob(staff: Customer, customerName: string): Promise<string> {
  const created = await postPageForm(staff, "/gestione/commesse", {
    intent: "create",
    customerName,
    customerPhone: "333 444 5566",
    customerEmail: "",
    siteCity: "Imola",
  });
  expect(created.status, "job created").toBe(302);
  return /\/gestione\/commesse\/(C-\d{4}-\d{6})$/.exec(created.headers.get("location") ?? "")![1]!;
}

/** The admin lets a staff member change catalogue prices (docs/product/back-office.md#roles), on /gestione/staff. */
export async function grantPricePermission(app: TestApp, admin: Customer, staff: Customer): Promise<void> {
  const [row] = await app.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, staff.username));
  const response = await postPageForm(admin, "/gestione/staff", {
    intent: "grant-prices",
    userId: String(row!.id),
  });
  expect(response.status, "price permission granted").toBe(302);
}

/**
 * Every back-office page, for the access matrix (tests/integration/staff-access.test.ts).
 * A new /gestione page adds itself here; `path` may name a real object.
 */
export interface StaffPage {
  path: string;
  adminOnly: boolean;
  /** A download (CSV), not a page: it has no `.data` of its own for those allowed in. */
  resource?: boolean;
  /** Names an object that does not exist: 404 for everyone, staff included. */
  missing?: boolean;
}

/** Every back-office action: a form post that would change something if it were allowed. */
export interface StaffAction {
  path: string;
  fields: Record<string, string>;
  adminOnly: boolean;
}

/** A customer's real order through the API: one window of the first configurable product. */
export async function placeOrder(
  app: TestApp,
  buyer: Customer,
  order: {
    paymentMethod?: string;
    shipping?: Partial<typeof validShipping>;
    notes?: string;
    /** The window's services, e.g. ["installation"]. */
    services?: string[];
    /** «Le misure indicate sono definitive» at the checkout. */
    sizesConfirmed?: boolean;
  } = {},
): Promise<number> {
  const catalogue = await loadPricingCatalogue(app);
  const line = await buyer.request("/api/cart", {
    method: "POST",
    json: {
      ...firstValidConfiguration(catalogue, catalogue.configurable[0]!.id),
      ...(order.services ? { services: order.services } : {}),
    },
  });
  expect(line.status, "window added to the cart").toBe(201);
  const placed = await buyer.json<{ id: number }>("/api/orders", {
    method: "POST",
    json: {
      shipping: { ...validShipping, ...order.shipping },
      paymentMethod: order.paymentMethod ?? "carta",
      withdrawalExclusionAccepted: true,
      ...(order.notes ? { notes: order.notes } : {}),
      ...(order.sizesConfirmed ? { sizesConfirmed: true } : {}),
    },
  });
  expect(placed.status, "order placed").toBe(201);
  return placed.body.id;
}

/**
 * Puts an order into a state for a test's setup, straight in the database (the
 * shop itself changes a status only through the workflow). Answers its version.
 */
export async function setOrderState(
  app: TestApp,
  orderId: number,
  state: Partial<
    Pick<typeof schema.orders.$inferInsert, "status" | "stage" | "createdAt" | "totalCents" | "paymentMethod">
  >,
): Promise<number> {
  // A status alone sets the stage it stood for before stages, so the two agree as the server keeps them.
  const stage = state.stage ?? (state.status ? stageOfLegacyStatus[state.status] : undefined);
  const status = state.status ?? (state.stage ? orderStatusOfStage(state.stage) : undefined);
  const [row] = await app.db
    .update(schema.orders)
    .set({ ...state, ...(stage ? { stage, status } : {}) })
    .where(eq(schema.orders.id, orderId))
    .returning({ version: schema.orders.version });
  if (!row) throw new Error(`no order ${orderId}`);
  return row.version;
}

/**
 * A back-office test file's setup signs several people in (argon2 on every
 * password) and places orders: on a busy CI machine that can pass Vitest's 60 s.
 */
export const SETUP_TIMEOUT_MS = 180_000;

/** A fresh app with its first admin, a staff member the admin created, and a customer; all signed in. */
export async function startStaffWorld() {
  const app = await startStaffTestApp();
  const admin = await signInAsFirstAdmin(app);
  const staff = await signedInStaff(app, admin);
  // The catalogue's prices are an admin's to grant (docs/product/back-office.md#roles): this staff member may.
  await grantPricePermission(app, admin, staff);
  const buyer = await registeredCustomer(app);
  return { app, admin, staff, buyer };
}

/** The number customers and staff read on an order, "A-2026-000045". */
export async function orderNumberOf(app: TestApp, orderId: number): Promise<string> {
  const [row] = await app.db
    .select({ number: schema.orders.number })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.number;
}

/** The audit rows about one object, oldest first. */
export function auditRowsFor(app: TestApp, objectType: string, objectId: number) {
  return app.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.objectType, objectType), eq(schema.auditLog.objectId, String(objectId))))
    .orderBy(schema.auditLog.id);
}
