import { and, asc, eq, inArray } from "drizzle-orm";
import { lineKindRegistry } from "#app/domain/configurator/line-kinds/registry.ts";
import { refuse } from "#app/domain/refusal.ts";
import {
  ANONYMISED_NAME,
  anonymisedEmail,
  anonymisedUsername,
  type CustomerAccount,
} from "#app/domain/staff/customer-accounts.ts";
import * as schema from "#db/schema.ts";
import { endUserSessions } from "../accounts/sessions.server.ts";
import { listWishlist } from "../accounts/wishlist.server.ts";
import { listSavedConfigurations } from "../configurator/saved-configurations.server.ts";
import { anonymiseJobs } from "../jobs/job-records.server.ts";
import { listOrders } from "../orders/orders.server.ts";
import type { Database } from "../platform/db.server.ts";
import { quoteOfferView } from "../requests/quotes.server.ts";
import { recordAudit } from "./audit.server.ts";
import {
  CUSTOMER_NOT_FOUND,
  customerRequestsOf,
  findCustomerRow,
  listCustomerRequests,
  toCustomerAccount,
} from "./customer-accounts.server.ts";

// GDPR for a customer (docs/product/back-office.md#gdpr): "Esporta dati" hands
// over everything the shop holds about them as JSON; "Anonimizza" replaces
// their personal data with placeholders, in one transaction with its audit
// row. Orders are kept as they are: they are the shop's tax records.

const { users, quoteRequests, contactMessages, orderStatusHistory } = schema;

/** What "Esporta dati" downloads. Amounts are integer cents, as everywhere inside the shop (ADR 003). */
export interface CustomerDataExport {
  exportedAt: string;
  account: CustomerAccount;
  orders: unknown[];
  quoteRequests: unknown[];
  leads: unknown[];
  savedConfigurations: unknown[];
  wishlist: { productId: number; productName: string }[];
}

async function exportedOrders(db: Database, userId: number) {
  const orders = await listOrders(db, userId);
  const history =
    orders.length === 0
      ? []
      : await db
          .select()
          .from(orderStatusHistory)
          .where(
            inArray(
              orderStatusHistory.orderId,
              orders.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return orders.map(({ items, ...order }) => ({
    ...order,
    items: items.map(
      ({ id, productId, productName, kind, quantity, unitPriceCents, lineTotalCents, summary }) => ({
        id,
        productId,
        productName,
        kind,
        quantity,
        unitPriceCents,
        lineTotalCents,
        configuration: summary,
      }),
    ),
    // Internal notes stay internal: only the notes the customer was shown travel.
    statusHistory: history
      .filter((entry) => entry.orderId === order.id)
      .map((entry) => ({
        from: entry.fromStatus,
        to: entry.toStatus,
        at: entry.changedAt.toISOString(),
        note: entry.noteVisibleToCustomer ? entry.note : "",
      })),
  }));
}

async function exportedRequests(
  db: Database,
  account: { id: number; email: string | null; emailVerifiedAt: Date | null },
) {
  const { quotes, leads } = await listCustomerRequests(db, account);
  return {
    quoteRequests: quotes.map(({ quote, productName }) => {
      const stored = lineKindRegistry.window.storedSchema.parse(quote.configuration);
      return {
        id: quote.id,
        createdAt: quote.createdAt.toISOString(),
        status: quote.status,
        productId: quote.productId,
        productName,
        customerName: quote.customerName,
        customerEmail: quote.customerEmail,
        customerPhone: quote.customerPhone,
        notes: quote.notes,
        configuration: { options: stored.options, dimensions: stored.dimensions, summary: stored.breakdown },
        requestPriceCents: quote.calculatedPriceCents,
        offer: quoteOfferView(quote),
      };
    }),
    leads: leads.map((lead) => ({
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      source: lead.source,
      status: lead.status,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      productInterest: lead.productInterest,
      message: lead.message,
    })),
  };
}

/** Everything the shop holds about a customer; the export itself is audited (who read whose data). */
export async function exportCustomerData(
  db: Database,
  actor: { id: number },
  userId: number,
): Promise<CustomerDataExport> {
  const row = await findCustomerRow(db, userId);
  const [orders, requests, saved, wishlist] = await Promise.all([
    exportedOrders(db, userId),
    exportedRequests(db, row),
    listSavedConfigurations(db, userId),
    listWishlist(db, userId),
  ]);
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId: actor.id,
      action: "customer.export",
      objectType: "user",
      objectId: userId,
      before: null,
      after: null,
    }),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: toCustomerAccount(row),
    orders,
    ...requests,
    savedConfigurations: saved.map(
      ({ id, name, product, options, dimensions, summary, calculatedPriceCents, isDefault, createdAt }) => ({
        id,
        name,
        productId: product.id,
        productName: product.name,
        options,
        dimensions,
        summary,
        calculatedPriceCents,
        isDefault,
        createdAt,
      }),
    ),
    wishlist: wishlist.map((item) => ({ productId: item.productId, productName: item.product.name })),
  };
}

/** Sign-in can never match it: it is not a password hash at all (app/server/accounts/passwords.server.ts). */
const NO_PASSWORD = "!anonimizzato";

/**
 * Replaces a customer's personal data with placeholders, in one transaction:
 * the account (which can no longer sign in), its leads and quote requests
 * (by account, or guest ones by its confirmed e-mail: customerRequestsOf). Its sessions end, its cart, wishlist and saved
 * configurations go. Its orders stay as they are, for the tax records. The
 * audit row says what was done, never the erased values.
 */
export async function anonymiseCustomer(
  db: Database,
  actor: { id: number },
  userId: number,
): Promise<{ username: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "customer")))
      .for("update");
    if (!row) throw refuse.notFound(CUSTOMER_NOT_FOUND);
    if (row.anonymizedAt) throw refuse.conflict("Il cliente è già stato anonimizzato");
    const email = anonymisedEmail(userId);
    const requests = customerRequestsOf(row);
    const quotes = await tx
      .update(quoteRequests)
      .set({
        customerName: `${ANONYMISED_NAME.firstName} ${ANONYMISED_NAME.lastName}`,
        customerEmail: email,
        customerPhone: "",
        notes: "",
      })
      .where(requests.quoteRequests)
      .returning({ id: quoteRequests.id, jobId: quoteRequests.jobId });
    const leads = await tx
      .update(contactMessages)
      .set({ ...ANONYMISED_NAME, email, phone: null, message: "" })
      .where(requests.leads)
      .returning({ id: contactMessages.id, jobId: contactMessages.jobId });
    const jobIds = [...quotes, ...leads].map((request) => request.jobId);
    const name = `${ANONYMISED_NAME.firstName} ${ANONYMISED_NAME.lastName}`;
    await anonymiseJobs(tx, userId, jobIds, { name, email });
    const username = anonymisedUsername(userId);
    const anonymizedAt = new Date();
    await tx
      .update(users)
      .set({
        username,
        passwordHash: NO_PASSWORD,
        ...ANONYMISED_NAME,
        email,
        emailVerifiedAt: null,
        phone: null,
        address: null,
        city: null,
        postalCode: null,
        anonymizedAt,
      })
      .where(eq(users.id, userId));
    await endUserSessions(tx, userId);
    await tx.delete(schema.cartItems).where(eq(schema.cartItems.userId, userId));
    await tx.delete(schema.wishlistItems).where(eq(schema.wishlistItems.userId, userId));
    await tx.delete(schema.savedConfigurations).where(eq(schema.savedConfigurations.userId, userId));
    await tx
      .delete(schema.loginAttempts)
      .where(eq(schema.loginAttempts.username, row.username.toLowerCase()));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "customer.anonymise",
      objectType: "user",
      objectId: userId,
      before: { anonymizedAt: null },
      after: {
        anonymizedAt: anonymizedAt.toISOString(),
        quoteRequests: quotes.map((quote) => quote.id),
        leads: leads.map((lead) => lead.id),
      },
    });
    return { username };
  });
}
