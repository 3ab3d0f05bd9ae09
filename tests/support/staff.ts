import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { type Customer, customer } from "./api-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

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

/**
 * Every back-office page, for the access matrix (tests/integration/staff-access.test.ts).
 * A new /gestione page adds itself here; `path` may name a real object.
 */
export interface StaffPage {
  path: string;
  adminOnly: boolean;
}

/** Every back-office action: a form post that would change something if it were allowed. */
export interface StaffAction {
  path: string;
  fields: Record<string, string>;
  adminOnly: boolean;
}
