import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { appointmentKinds, appointmentStatuses } from "../app/domain/appointments/appointment-kinds.ts";
import { invoiceTypes } from "../app/domain/cart-and-checkout/invoice-types.ts";
import { paymentMethods } from "../app/domain/cart-and-checkout/payment-methods.ts";
import { optionTypes } from "../app/domain/catalogue/option-sets.ts";
import { lineKinds, type StoredLineConfiguration } from "../app/domain/configurator/line-kinds/registry.ts";
import {
  type LineServiceCode,
  type PricedLineService,
  servicePriceCodes,
} from "../app/domain/configurator/line-services.ts";
import { productFamilies } from "../app/domain/configurator/product-family.ts";
import type { InvoiceDocument } from "../app/domain/invoices/invoice-document.ts";
import { invoiceDocumentTypes } from "../app/domain/invoices/invoice-kinds.ts";
import { mailStatuses } from "../app/domain/mail/mail-status.ts";
import type { OfferVersionDocument } from "../app/domain/offers/offer-document.ts";
import { offerServiceCodes } from "../app/domain/offers/offer-services.ts";
import { offerDecisions, offerStatuses } from "../app/domain/offers/offer-status.ts";
import { discountKinds } from "../app/domain/offers/offer-totals.ts";
import { workKinds } from "../app/domain/offers/work-kinds.ts";
import { orderStages } from "../app/domain/orders/order-stages.ts";
import { orderStatuses } from "../app/domain/orders/order-status.ts";
import { paymentEntryKinds, recordedPaymentMethods } from "../app/domain/payments/payment-entries.ts";
import { instalmentTriggers, type PaymentSchedule, saleKinds } from "../app/domain/payments/payment-terms.ts";
import { purchaseOrderStatuses } from "../app/domain/purchasing/purchase-order-status.ts";
import { requestStatuses } from "../app/domain/requests/request-status.ts";
import { userRoles } from "../app/domain/staff/staff-roles.ts";
import type { StoredVatSplit } from "../app/domain/vat/vat-split.ts";
import { cutMeasures } from "../app/domain/workshop/cut-measure.ts";

// Money is stored as integer euro cents everywhere (ADR 003). Multipliers that
// are not money use numeric so that 1.15 stays exactly 1.15.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Optimistic lock of a row staff edit (app/server/platform/versioned-rows.server.ts):
 * every edit form carries it, every change bumps it, a stale form gets 409.
 */
const rowVersion = () => integer("version").notNull().default(1);

/** Raw bytes (PostgreSQL `bytea`), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** `'a','b',…` for a check constraint over one of the app's lists, spelled as the migrations have it. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(","));

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The yearly sequences behind the human numbers of quotes and orders
 * (docs/product/documents.md#numbers): one row per prefix and year, bumped
 * with an upsert inside the transaction that creates the document, so two
 * instances never hand out the same number.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    prefix: text("prefix").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.prefix, t.year] }),
    check("document_counters_positive", sql`${t.lastNumber} > 0`),
  ],
);

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  icon: text("icon").notNull(),
  position: integer("position").notNull().default(0),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId)],
);

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1 }),
    isBestseller: boolean("is_bestseller").notNull().default(false),
    isEcoFriendly: boolean("is_eco_friendly").notNull().default(false),
    /** Withdrawn by staff: gone from every listing, page and price (docs/product/catalogue.md#hidden-products). */
    hidden: boolean("hidden").notNull().default(false),
    /**
     * A window or door is a *bene significativo* (docs/product/vat.md): with
     * installation in a home it takes 10 % only up to the value of the rest of
     * the job. A part supplied on its own (a shutter) is not. Staff set it.
     */
    significantGood: boolean("significant_good").notNull().default(true),
    imageUrl: text("image_url"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subcategoryId: integer("subcategory_id").references(() => subcategories.id, {
      onDelete: "set null",
    }),
    position: integer("position").notNull().default(0),
    version: rowVersion(),
  },
  (t) => [
    index("products_category_idx").on(t.categoryId),
    index("products_subcategory_idx").on(t.subcategoryId),
    check("products_base_price_positive", sql`${t.basePriceCents} >= 0`),
    check("products_rating_range", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
  ],
);

/** Fixed technical data per product slug (docs/product/catalogue.md#products). */
export const productSpecs = pgTable(
  "product_specs",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    acousticDb: integer("acoustic_db").notNull(),
    thermalU: numeric("thermal_u", { precision: 4, scale: 2 }).notNull(),
    falsoTelaioPriceCents: integer("falso_telaio_price_cents").notNull(),
    readyDeliverySizes: jsonb("ready_delivery_sizes").$type<string[]>().notNull(),
    stockLocations: jsonb("stock_locations").$type<string[]>().notNull(),
  },
  (t) => [check("product_specs_falso_telaio_positive", sql`${t.falsoTelaioPriceCents} >= 0`)],
);

/** Every option type of every family (app/domain/catalogue/option-sets.ts). */
export const calculatorOptionTypes = optionTypes;

/**
 * How many weeks each product family takes from the paid order to delivery,
 * as staff set it (docs/product/buying.md#delivery-estimate). One row per
 * family, written by the migration that created the table.
 */
export const deliveryTimes = pgTable(
  "lead_times",
  {
    family: text("family", { enum: productFamilies }).primaryKey(),
    minWeeks: integer("min_weeks").notNull(),
    maxWeeks: integer("max_weeks").notNull(),
    version: rowVersion(),
  },
  (t) => [
    check("lead_times_family_valid", sql`${t.family} in (${sqlList(productFamilies)})`),
    check(
      "lead_times_weeks_range",
      sql`${t.minWeeks} between 1 and 52 and ${t.maxWeeks} between ${t.minWeeks} and 52`,
    ),
  ],
);

/**
 * The sizes the factory can make (docs/product/window-price.md#sizes-the-factory-can-make):
 * per family, optionally narrowed to a number of sashes (`window_type`) and an
 * opening type, in whole millimetres. `key` is `family:windowType:openingType`
 * with `*` for any; the migration that created the table wrote the rows, staff
 * change their figures in /gestione/catalogo/misure.
 */
export const sizeLimits = pgTable(
  "size_limits",
  {
    key: text("key").primaryKey(),
    family: text("family", { enum: productFamilies }).notNull(),
    windowType: text("window_type"),
    openingType: text("opening_type"),
    minWidthMm: integer("min_width_mm").notNull(),
    maxWidthMm: integer("max_width_mm").notNull(),
    minHeightMm: integer("min_height_mm").notNull(),
    maxHeightMm: integer("max_height_mm").notNull(),
    version: rowVersion(),
  },
  (t) => [
    check("size_limits_family_valid", sql`${t.family} in (${sqlList(productFamilies)})`),
    check(
      "size_limits_range",
      sql`${t.minWidthMm} between 1 and ${t.maxWidthMm} and ${t.maxWidthMm} <= 6000 and ${t.minHeightMm} between 1 and ${t.maxHeightMm} and ${t.maxHeightMm} <= 6000`,
    ),
  ],
);

/**
 * The catalogue price of each service a configured line can carry
 * (docs/product/buying.md#services): per m², per piece or per metre of
 * perimeter, as app/domain/configurator/line-services.ts says, with a least amount per piece.
 */
export const servicePrices = pgTable(
  "service_prices",
  {
    code: text("code", { enum: servicePriceCodes }).primaryKey(),
    priceCents: integer("price_cents").notNull(),
    minimumCents: integer("minimum_cents").notNull().default(0),
    version: rowVersion(),
  },
  (t) => [
    check("service_prices_code_valid", sql`${t.code} in (${sqlList(servicePriceCodes)})`),
    check("service_prices_amounts_range", sql`${t.priceCents} >= 0 and ${t.minimumCents} >= 0`),
  ],
);

export const calculatorOptions = pgTable(
  "calculator_options",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    type: text("type", { enum: calculatorOptionTypes }).notNull(),
    value: text("value").notNull(),
    name: text("name").notNull(),
    priceMultiplier: numeric("price_multiplier", { precision: 6, scale: 4 }),
    priceAdditionCents: integer("price_addition_cents"),
    swatchHex: text("swatch_hex"),
    position: integer("position").notNull().default(0),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex("calculator_options_type_value_unique").on(t.type, t.value),
    check("calculator_options_type_valid", sql`${t.type} in (${sqlList(calculatorOptionTypes)})`),
    check(
      "calculator_options_multiplier_positive",
      sql`${t.priceMultiplier} is null or ${t.priceMultiplier} > 0`,
    ),
  ],
);

// The back office searches by name and e-mail with prefix searches an index
// answers (app/domain/staff/text-search.ts, docs/PERFORMANCE.md#back-office-at-scale):
// the words of the name through a full-text index, the e-mail through lower().
const nameWords = (name: SQL) => sql`to_tsvector('simple', ${name})`;
const emailPrefix = (email: AnyPgColumn) => sql`lower(${email}) text_pattern_ops`;
/** An account's full name, as the customer and order searches read it. */
export const accountName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`;
/**
 * What one product fixes on top of its category's option set (ADR 015): the
 * values a customer cannot change (its own material and system) and the
 * defaults a configurator starts from, each by option type. A product without
 * a row locks nothing and starts from the first value of each option.
 */
export const productOptionSets = pgTable("product_option_sets", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  locked: jsonb("locked")
    .$type<Partial<Record<(typeof optionTypes)[number], string>>>()
    .notNull()
    .default({}),
  defaults: jsonb("defaults")
    .$type<Partial<Record<(typeof optionTypes)[number], string>>>()
    .notNull()
    .default({}),
});

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    /**
     * When the account's e-mail was confirmed: by its single-use link, or by
     * staff who spoke with the customer (docs/product/accounts.md#e-mail-verification).
     * Null until then, and again whenever the address changes.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    /** The province's two-letter code ("BO"), from "I miei dati". */
    province: text("province"),
    /** The codice fiscale from "I miei dati", in capitals; the checkout prefills it (docs/product/accounts.md#profile). */
    fiscalCode: text("fiscal_code"),
    /** Who may open the back office (docs/product/back-office.md#roles); sign-ups are always customers. */
    role: text("role", { enum: userRoles }).notNull().default("customer"),
    /** Set when an admin disables a staff account: it can no longer sign in and its sessions are gone. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Whether a staff member other than an admin may change catalogue prices: an admin grants it (docs/product/back-office.md#roles). */
    canEditPrices: boolean("can_edit_prices").notNull().default(false),
    /** Set when staff anonymise a customer (docs/product/back-office.md#gdpr): the personal fields are placeholders. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are unique regardless of case, so "Mario" cannot impersonate "mario".
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    check("users_role_valid", sql`${t.role} in (${sqlList(userRoles)})`),
    index("users_staff_idx").on(t.role).where(sql`${t.role} <> 'customer'`),
    // The customer list, newest first (docs/product/back-office.md#customers).
    index("users_customers_created_at_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.role} = 'customer'`),
    // The customer list's and the order list's searches (app/server/staff/text-search.server.ts).
    index("users_name_idx").using("gin", nameWords(accountName(t))),
    index("users_email_idx").on(emailPrefix(t.email)),
    // An e-mail belongs to one account, regardless of case: login and recovery by e-mail name it (docs/product/accounts.md#one-account-per-address).
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_username_prefix_idx").on(emailPrefix(t.username)),
  ],
);

/**
 * "Password dimenticata?" links (docs/product/accounts.md#password-recovery):
 * only the SHA-256 of the token is kept, each link works once and for 30
 * minutes.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

export const emailTokenPurposes = [
  "verify-account-email",
  "confirm-quote-request",
  "undo-email-change",
] as const;

/**
 * Single-use, expiring e-mail links (docs/product/accounts.md#e-mail-verification):
 * confirming an account's new address, confirming a guest's quote request
 * before its PDF is sent, and undoing an e-mail change from the old address.
 * Only the SHA-256 of the token is kept.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    purpose: text("purpose", { enum: emailTokenPurposes }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    quoteRequestId: integer("quote_request_id").references((): AnyPgColumn => quoteRequests.id, {
      onDelete: "cascade",
    }),
    /** The address the link was sent to: the one it confirms, or the old one it gives back. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_unique").on(t.tokenHash),
    index("email_tokens_user_idx").on(t.userId),
    index("email_tokens_quote_request_idx").on(t.quoteRequestId),
    check("email_tokens_purpose_valid", sql`${t.purpose} in (${sqlList(emailTokenPurposes)})`),
    check("email_tokens_one_owner", sql`num_nonnulls(${t.userId}, ${t.quoteRequestId}) = 1`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the opaque cookie token: a leaked table does not leak live cookies.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_username_idx").on(t.username, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Per-address rate limits shared by every instance: one row per (bucket, key)
 * holding the times (epoch ms) of the hits allowed in the last window, updated
 * by a single upsert so that concurrent requests cannot both take the last slot.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** Which limit: "public-form", "registration". */
    bucket: text("bucket").notNull(),
    /** Whom it counts: the client's address. */
    key: text("key").notNull(),
    hits: bigint("hits", { mode: "number" }).array().notNull(),
    /** Whether the latest hit was refused; read back by the upsert's RETURNING. */
    refused: boolean("refused").notNull().default(false),
    /** When the newest allowed hit leaves the window: the row is useless after it and pruned. */
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: lineKinds }).notNull().default("window"),
    configuration: jsonb("configuration").$type<StoredLineConfiguration>().notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** «Cucina», «Camera 2»: where the piece goes, as the customer names it; follows into the order. */
    roomLabel: text("room_label").notNull().default(""),
    /** The services the customer chose for this line; priced whenever the cart is (cart-pricing.server.ts). */
    services: jsonb("services").$type<LineServiceCode[]>().notNull().default([]),
    /**
     * The accepted quote this line comes from: its price is the quote's or the
     * offer's, honoured at checkout (docs/product/documents.md#accepting-a-quote).
     */
    quoteRequestId: integer("quote_request_id").references(() => quoteRequests.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("cart_items_user_idx").on(t.userId),
    uniqueIndex("cart_items_quote_request_unique").on(t.quoteRequestId),
    check("cart_items_quantity_range", sql`${t.quantity} between 1 and 99`),
    check("cart_items_price_positive", sql`${t.unitPriceCents} >= 0`),
  ],
);

const orderStatusList = sqlList(orderStatuses);

/**
 * A customer's project at one address, from the first request to the last
 * invoice (docs/product/jobs.md): every quote request, lead and order belongs
 * to one. The customer's details are the job's own, so a phone customer
 * without an account has a job too; the site address is where the work is.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "C-2026-000123" (docs/product/documents.md#numbers); the id stays internal. */
    number: text("number").notNull(),
    /** The customer's account; null for a guest or a customer the office knows only by phone. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email"),
    customerPhone: text("customer_phone"),
    siteStreet: text("site_street"),
    sitePostalCode: text("site_postal_code"),
    siteCity: text("site_city"),
    siteProvince: text("site_province"),
    /** «Piano terra», «3° piano»: free text, as the customer says it. */
    siteFloor: text("site_floor"),
    /** Whether the building has a lift; null while nobody has asked. */
    siteLift: boolean("site_lift"),
    /** Parking, stairs, opening hours: what the survey and the fitters must know. */
    siteAccessNotes: text("site_access_notes").notNull().default(""),
    /** The days the customer proposed for the survey, as they wrote them; staff read them when booking. */
    surveyPreferredDays: text("survey_preferred_days").notNull().default(""),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_number_unique").on(t.number),
    index("jobs_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("jobs_user_idx").on(t.userId),
    index("jobs_email_idx").on(emailPrefix(t.customerEmail)),
    index("jobs_name_idx").using("gin", nameWords(sql`${t.customerName}`)),
  ],
);

/** The job a request, a lead or an order belongs to: set when it is made, never null. */
const jobReference = () =>
  integer("job_id")
    .notNull()
    .references((): AnyPgColumn => jobs.id, { onDelete: "restrict" });

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status", { enum: orderStatuses }).notNull().default("pending"),
    /**
     * The workshop's stage (docs/product/production.md#stages); `status` is
     * always the spec's status this stage reads as, written with it.
     */
    stage: text("stage", { enum: orderStages }).notNull().default("in_attesa_di_conferma"),
    /**
     * When the customer confirmed the final sizes of every position (the
     * survey's revision accepted, or a supply-only checkout's sizes); null until then.
     */
    measurementsConfirmedAt: timestamp("measurements_confirmed_at", { withTimezone: true }),
    totalCents: integer("total_cents").notNull(),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    shippingName: text("shipping_name").notNull(),
    shippingEmail: text("shipping_email").notNull(),
    shippingPhone: text("shipping_phone").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    billingAddress: text("billing_address").notNull(),
    /**
     * The address in parts (docs/product/buying.md#checkout); `shipping_address`
     * keeps the one-line street and number for older readers. Null on orders
     * placed before the parts were kept, and parts an API client left out.
     */
    shippingStreet: text("shipping_street"),
    shippingHouseNumber: text("shipping_house_number"),
    shippingProvince: text("shipping_province"),
    /** "Dati di fatturazione" (docs/product/buying.md#invoice-data): 'privato' or 'azienda'; null when not given. */
    invoiceType: text("invoice_type", { enum: invoiceTypes }),
    invoiceFiscalCode: text("invoice_fiscal_code"),
    invoiceCompanyName: text("invoice_company_name"),
    invoiceVatNumber: text("invoice_vat_number"),
    invoiceSdiCode: text("invoice_sdi_code"),
    invoicePec: text("invoice_pec"),
    /** "Voglio usufruire della detrazione fiscale": the causale is a bonifico parlante. */
    taxDeduction: boolean("tax_deduction").notNull().default(false),
    /** The causale of a bank transfer, fixed when the order is placed; null for other methods. */
    paymentReference: text("payment_reference"),
    /**
     * The IBAN the customer was told to pay (SHOP_IBAN when the order was
     * placed): the e-mail, the PDF and the pages keep showing the same one.
     */
    paymentIban: text("payment_iban"),
    /** When the customer acknowledged that made-to-measure products cannot be returned (Codice del Consumo art. 59). */
    withdrawalExclusionAcceptedAt: timestamp("withdrawal_exclusion_accepted_at", { withTimezone: true }),
    notes: text("notes").notNull().default(""),
    idempotencyKey: text("idempotency_key"),
    /** Optimistic lock: every status change bumps it, so two staff members cannot both change one state. */
    version: integer("version").notNull().default(1),
    /** "A-2026-000045" (docs/product/documents.md#numbers); the id stays internal. */
    number: text("number").notNull(),
    jobId: jobReference(),
    /**
     * The offer version this order was accepted from (docs/product/offers.md#accepting);
     * null for an order from the cart. At most one order per version.
     */
    offerVersionId: integer("offer_version_id").references((): AnyPgColumn => offerVersions.id, {
      onDelete: "restrict",
    }),
    /**
     * What the customer declared accepting an offer with installation
     * (docs/product/offers.md#accepting): the building is residential, and the
     * kind of work; both null on other orders. They decide the reduced VAT later.
     */
    residentialDeclared: boolean("residential_declared"),
    workKind: text("work_kind", { enum: workKinds }),
    /**
     * The VAT per rate of `total_cents` (docs/product/vat.md); null on orders
     * placed before it was kept, which are all at 22 %.
     */
    vatSplit: jsonb("vat_split").$type<StoredVatSplit>(),
    /** The terms as the customer read them («Acconto 30 % alla conferma, saldo alla posa»). */
    paymentTerms: text("payment_terms").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId),
    uniqueIndex("orders_offer_version_unique").on(t.offerVersionId),
    index("orders_job_idx").on(t.jobId),
    uniqueIndex("orders_number_unique").on(t.number),
    // The back office lists orders newest first, filtered by status (docs/product/back-office.md#orders).
    index("orders_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("orders_status_created_at_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // Sorted by total, both ways (an index is read backwards as well as forwards).
    index("orders_total_idx").on(t.totalCents, t.id),
    index("orders_shipping_email_idx").on(emailPrefix(t.shippingEmail)),
    index("orders_shipping_name_idx").using("gin", nameWords(sql`${t.shippingName}`)),
    uniqueIndex("orders_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    check("orders_total_positive", sql`${t.totalCents} >= 0`),
    check("orders_status_valid", sql`${t.status} in (${orderStatusList})`),
    check("orders_stage_valid", sql`${t.stage} in (${sqlList(orderStages)})`),
    index("orders_stage_created_at_idx").on(t.stage, t.createdAt.desc(), t.id.desc()),
    check("orders_invoice_type_valid", sql`${t.invoiceType} in (${sqlList(invoiceTypes)})`),
    check("orders_work_kind_valid", sql`${t.workKind} in (${sqlList(workKinds)})`),
  ],
);

/** Every status change of an order: the customer's timeline and the back office's history read it. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: orderStatuses }).notNull(),
    toStatus: text("to_status", { enum: orderStatuses }).notNull(),
    /** The stages of the change; null on changes recorded before stages were kept. */
    fromStage: text("from_stage", { enum: orderStages }),
    toStage: text("to_stage", { enum: orderStages }),
    /** An admin's reason for passing a guard (e.g. production without the deposit); "" otherwise. */
    overrideReason: text("override_reason").notNull().default(""),
    changedBy: integer("changed_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
    /** Internal notes stay internal: only a note staff chose to share reaches the customer's timeline. */
    noteVisibleToCustomer: boolean("note_visible_to_customer").notNull().default(false),
  },
  (t) => [
    index("order_status_history_order_idx").on(t.orderId, t.changedAt),
    check("order_status_history_from_valid", sql`${t.fromStatus} in (${orderStatusList})`),
    check("order_status_history_to_valid", sql`${t.toStatus} in (${orderStatusList})`),
  ],
);

const recordedPaymentMethodList = sqlList(recordedPaymentMethods);

/**
 * The shop's default payment terms per kind of sale (docs/product/payments.md#terms),
 * set by an admin; an offer may carry its own.
 */
export const paymentTermDefaults = pgTable(
  "payment_term_defaults",
  {
    saleKind: text("sale_kind", { enum: saleKinds }).primaryKey(),
    schedule: jsonb("schedule").$type<PaymentSchedule>().notNull(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: rowVersion(),
  },
  (t) => [check("payment_term_defaults_sale_kind_valid", sql`${t.saleKind} in (${sqlList(saleKinds)})`)],
);

/**
 * What an order's terms ask, instalment by instalment: the amount is fixed
 * when the order is made (and again when a revision changes the total); the
 * due date is set when its trigger happens.
 */
export const orderInstalments = pgTable(
  "order_instalments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1, 2, … in the order they fall due. */
    position: integer("position").notNull(),
    /** «Acconto», «Saldo», «Pagamento». */
    label: text("label").notNull(),
    percentBp: integer("percent_bp").notNull(),
    amountCents: integer("amount_cents").notNull(),
    trigger: text("trigger", { enum: instalmentTriggers }).notNull(),
    dueDays: integer("due_days").notNull().default(0),
    /** When the trigger happened; null while it has not. */
    triggeredAt: timestamp("triggered_at", { withTimezone: true }),
    /** "yyyy-MM-dd": the trigger's day plus `due_days`; null until triggered. */
    dueOn: date("due_on", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("order_instalments_order_position_unique").on(t.orderId, t.position),
    index("order_instalments_due_idx").on(t.dueOn),
    check("order_instalments_trigger_valid", sql`${t.trigger} in (${sqlList(instalmentTriggers)})`),
    check("order_instalments_amount_range", sql`${t.amountCents} >= 0`),
    check("order_instalments_percent_range", sql`${t.percentBp} between 0 and 10000`),
  ],
);

/**
 * The ledger of money for an order, as staff record it from the bank statement
 * or the courier's receipt, or as a card payment writes it
 * (docs/product/payments.md): rows are only ever added. A payment and a
 * withholding count towards what is paid; a reversal cancels one row it names
 * (a mistake), a refund gives money back. Amounts are always positive; the kind
 * says which way they count.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The day the money arrived (a calendar date in Italy, no time). */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: recordedPaymentMethods }).notNull(),
    kind: text("kind", { enum: paymentEntryKinds }).notNull().default("payment"),
    /** The instalment this money pays; null for a payment of the whole order or before instalments were kept. */
    instalmentId: integer("instalment_id").references(() => orderInstalments.id, { onDelete: "set null" }),
    /** The row a reversal cancels; a row is reversed at most once. */
    reversesPaymentId: integer("reverses_payment_id").references((): AnyPgColumn => orderPayments.id, {
      onDelete: "restrict",
    }),
    /** Why a reversal or a refund was recorded; "" for a payment. */
    reason: text("reason").notNull().default(""),
    recordedBy: integer("recorded_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff form's one-time key: a double submit records the payment once. */
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.receivedOn),
    uniqueIndex("order_payments_order_idempotency_unique").on(t.orderId, t.idempotencyKey),
    uniqueIndex("order_payments_reverses_unique").on(t.reversesPaymentId),
    check("order_payments_amount_positive", sql`${t.amountCents} > 0`),
    check("order_payments_method_valid", sql`${t.method} in (${recordedPaymentMethodList})`),
    check("order_payments_kind_valid", sql`${t.kind} in (${sqlList(paymentEntryKinds)})`),
    check(
      "order_payments_reversal_shape",
      sql`(${t.kind} = 'reversal') = (${t.reversesPaymentId} is not null)`,
    ),
  ],
);

/**
 * Every state-changing staff action, written in the same transaction as the
 * change (app/server/staff/audit.server.ts): who, when, what, before and after.
 */
/** Staff's internal notes on an order: append-only, dated, by author, at any status; never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** What was done, e.g. "order.status", "staff.create". */
    action: text("action").notNull(),
    /** What it was done to, e.g. "order", "user", "product". */
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_object_idx").on(t.objectType, t.objectId, t.at.desc()),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    // Snapshot: an order must read the same after the catalogue changes.
    productName: text("product_name").notNull(),
    kind: text("kind", { enum: lineKinds }).notNull().default("window"),
    configuration: jsonb("configuration").$type<StoredLineConfiguration>().notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /** Where the piece goes («Cucina»); empty when nobody said. */
    roomLabel: text("room_label").notNull().default(""),
    /** Whether the sizes are final (from the survey, or confirmed so by the customer) or indicative. */
    sizesFinal: boolean("sizes_final").notNull().default(false),
    /** The line's services as priced when the order was placed; included in `lineTotalCents`. */
    services: jsonb("services").$type<PricedLineService[]>().notNull().default([]),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_range", sql`${t.quantity} between 1 and 99`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_items_user_product_unique").on(t.userId, t.productId)],
);

export const savedConfigurations = pgTable(
  "saved_configurations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: lineKinds }).notNull().default("window"),
    configuration: jsonb("configuration").$type<StoredLineConfiguration>().notNull(),
    calculatedPriceCents: integer("calculated_price_cents").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_configurations_user_idx").on(t.userId),
    uniqueIndex("saved_configurations_one_default").on(t.userId, t.productId).where(sql`${t.isDefault}`),
  ],
);

const requestStatusList = sqlList(requestStatuses);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    /** The signed-in customer who asked; null for a guest (docs/product/leads.md). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    configuration: jsonb("configuration").$type<StoredLineConfiguration>().notNull(),
    calculatedPriceCents: integer("calculated_price_cents").notNull(),
    notes: text("notes").notNull().default(""),
    privacyConsent: boolean("privacy_consent").notNull(),
    status: text("status", { enum: requestStatuses }).notNull().default("nuova"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** Optimistic lock: every status, assignment or offer change bumps it. */
    version: integer("version").notNull().default(1),
    /** The staff's offer (docs/product/back-office.md#offers); all four are set together. */
    offeredPriceCents: integer("offered_price_cents"),
    offerReason: text("offer_reason"),
    offeredBy: integer("offered_by").references(() => users.id, { onDelete: "restrict" }),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    /** "P-2026-000123" (docs/product/documents.md#numbers); the id stays internal. */
    number: text("number").notNull(),
    /** The expired quote this one renews: an expired quote is renewed once (docs/product/documents.md#accepting-a-quote). */
    renewedFromId: integer("renewed_from_id").references((): AnyPgColumn => quoteRequests.id, {
      onDelete: "set null",
    }),
    /** When a guest confirmed the address by the link the acknowledgement sent; signed-in requests need none. */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    jobId: jobReference(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_requests_job_idx").on(t.jobId),
    check("quote_requests_consent_given", sql`${t.privacyConsent}`),
    check("quote_requests_status_valid", sql`${t.status} in (${requestStatusList})`),
    check(
      "quote_requests_offer_complete",
      sql`(${t.offeredPriceCents} is null) = (${t.offerReason} is null) and (${t.offeredPriceCents} is null) = (${t.offeredAt} is null)`,
    ),
    check("quote_requests_offer_positive", sql`${t.offeredPriceCents} is null or ${t.offeredPriceCents} > 0`),
    index("quote_requests_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("quote_requests_status_created_at_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("quote_requests_user_idx").on(t.userId),
    index("quote_requests_email_idx").on(emailPrefix(t.customerEmail)),
    index("quote_requests_name_idx").using("gin", nameWords(sql`${t.customerName}`)),
    uniqueIndex("quote_requests_number_unique").on(t.number),
    uniqueIndex("quote_requests_renewed_from_unique").on(t.renewedFromId),
  ],
);

export const contactSources = ["contatti", "home-preventivo", "carrello"] as const;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    source: text("source", { enum: contactSources }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    productInterest: text("product_interest"),
    message: text("message").notNull().default(""),
    privacyConsent: boolean("privacy_consent").notNull().default(false),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: requestStatuses }).notNull().default("nuova"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** Optimistic lock: every status or assignment change bumps it. */
    version: integer("version").notNull().default(1),
    jobId: jobReference(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_job_idx").on(t.jobId),
    check("contact_messages_status_valid", sql`${t.status} in (${requestStatusList})`),
    index("contact_messages_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("contact_messages_status_created_at_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("contact_messages_user_idx").on(t.userId),
    index("contact_messages_email_idx").on(emailPrefix(t.email)),
    index("contact_messages_name_idx").using("gin", nameWords(sql`${t.firstName} || ' ' || ${t.lastName}`)),
  ],
);

/**
 * Which request a history row or a note belongs to: a quote request or a lead,
 * exactly one of the two (so both keep their foreign keys and cascade).
 */
const requestReference = () => ({
  quoteRequestId: integer("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
  contactMessageId: integer("contact_message_id").references(() => contactMessages.id, {
    onDelete: "cascade",
  }),
});

/** Every status change of a quote request or a lead, written with the change and its audit row. */
export const requestStatusHistory = pgTable(
  "request_status_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ...requestReference(),
    fromStatus: text("from_status", { enum: requestStatuses }).notNull(),
    toStatus: text("to_status", { enum: requestStatuses }).notNull(),
    changedBy: integer("changed_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
  },
  (t) => [
    check(
      "request_status_history_one_request",
      sql`num_nonnulls(${t.quoteRequestId}, ${t.contactMessageId}) = 1`,
    ),
    check("request_status_history_from_valid", sql`${t.fromStatus} in (${requestStatusList})`),
    check("request_status_history_to_valid", sql`${t.toStatus} in (${requestStatusList})`),
    index("request_status_history_quote_idx").on(t.quoteRequestId, t.changedAt),
    index("request_status_history_lead_idx").on(t.contactMessageId, t.changedAt),
  ],
);

/** Staff's internal notes on a request: append-only, dated, by author; never shown to the customer. */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ...requestReference(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("request_notes_one_request", sql`num_nonnulls(${t.quoteRequestId}, ${t.contactMessageId}) = 1`),
    index("request_notes_quote_idx").on(t.quoteRequestId, t.createdAt),
    index("request_notes_lead_idx").on(t.contactMessageId, t.createdAt),
  ],
);

// ---- Door configurator catalogue (one security-door brand: Torterolo) ----

export const doorFinishLines = [
  "Laminati Base",
  "MDF Base",
  "Impiallacciati Base",
  "Essenza PVC",
  "Tech",
  "Design",
  "Zero",
  "Design - Zero",
  "Phantos",
  "Phantos laccato",
  "Impiallacciati",
  "Essenza Doors",
  "Pantografati",
  "Pannelli Lisci",
  "Alluminio Bugnato",
  "Multistrato Marino",
  "Spigolo Tondo",
] as const;

export const doorLacquerKinds = ["campione", "scuro", "brillante"] as const;

export const doorFinishes = pgTable(
  "door_finishes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    line: text("line", { enum: doorFinishLines }).notNull(),
    priceCents: integer("price_cents").notNull(),
    replacementCode: text("replacement_code"),
    looseCode: text("loose_code"),
    loosePriceCents: integer("loose_price_cents"),
    replacementInterno: text("replacement_interno"),
    replacementEsterno: text("replacement_esterno"),
    codiceInterno: text("codice_interno"),
    codiceEsterno: text("codice_esterno"),
    note: text("note"),
    thicknessMm: integer("thickness_mm"),
    // Sample lacquers and dark or bright colours carry the +40% lacquer supplement.
    lacquer: text("lacquer", { enum: doorLacquerKinds }),
    position: integer("position").notNull().default(0),
    version: rowVersion(),
  },
  (t) => [
    check("door_finishes_price_positive", sql`${t.priceCents} >= 0`),
    check("door_finishes_thickness", sql`${t.thicknessMm} is null or ${t.thicknessMm} in (7, 14)`),
  ],
);

export const doorArticleKinds = ["cylinder", "handleKit", "knob", "accessory"] as const;

export const doorArticles = pgTable(
  "door_articles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: doorArticleKinds }).notNull(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    // Knob category ("Pomolo fisso/girevole esterno tondo", "Pomolo Pigna uovo") or
    // accessory category (Telaio, Sensori, ...); null for cylinders and kits.
    category: text("category"),
    position: integer("position").notNull().default(0),
    version: rowVersion(),
  },
  (t) => [check("door_articles_price_positive", sql`${t.priceCents} >= 0`)],
);

/** Named extra items priced by key (controtelaio1..5, telaio_sopraluce1..3, ...). */
export const doorPriceMap = pgTable(
  "door_price_map",
  {
    key: text("key").primaryKey(),
    label: text("label").notNull(),
    priceCents: integer("price_cents").notNull(),
    position: integer("position").notNull().default(0),
    version: rowVersion(),
  },
  (t) => [check("door_price_map_price_positive", sql`${t.priceCents} >= 0`)],
);

/**
 * The transactional outbox (ADR 017): every e-mail is written here in the
 * transaction of the event that causes it, as its kind and the facts it tells
 * (`params`), and a worker in each instance renders and sends it later. A
 * worker claims a message by moving `nextAttemptAt` forward (its lease): a
 * crashed instance's message is due again once that passes, with the same
 * `messageId`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Which template renders it ("order-received", …): app/server/mail/templates.server.ts. */
    kind: text("kind").notNull(),
    /** The Message-ID header, without angle brackets: fixed at enqueue, the same on every attempt. */
    messageId: text("message_id").notNull().unique(),
    /** The customer's address; null: the shop's own (SHOP_EMAIL when it is sent). */
    recipient: text("recipient"),
    /** What the template needs, as it was when the event committed. */
    params: jsonb("params").notNull(),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    /** Attempts started, including one a crash interrupted. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in (${sqlList(mailStatuses)})`),
    // The worker's query: due pending messages, oldest first.
    index("mail_outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_status_created_at_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The rendered bytes of an issued document (an offer as it was sent; later an
 * invoice), shared by every instance: an issued document never changes, so it
 * is rendered once and served from here (docs/product/documents.md#issued-documents).
 */
export const issuedDocumentPdfs = pgTable("issued_document_pdfs", {
  /** Which document and which issue of it, e.g. "quote:123:v4". */
  documentKey: text("document_key").primaryKey(),
  pdf: bytea("pdf").notNull(),
  createdAt: createdAt(),
});

// ---- Offers with lines and versions (docs/product/offers.md) ----

/** The prices of the services an offer carries as lines of their own (transport, floor surcharge, ladder truck). */
export const offerServicePrices = pgTable(
  "offer_service_prices",
  {
    code: text("code", { enum: offerServiceCodes }).primaryKey(),
    priceCents: integer("price_cents").notNull(),
    version: rowVersion(),
  },
  (t) => [
    check("offer_service_prices_code_valid", sql`${t.code} in (${sqlList(offerServiceCodes)})`),
    check("offer_service_prices_price_range", sql`${t.priceCents} >= 0`),
  ],
);

/**
 * An offer the office writes for a job: its draft lines are the office's until
 * it is sent; each sending makes an immutable version the customer answers.
 */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "O-2026-000012" (docs/product/documents.md#numbers). */
    number: text("number").notNull(),
    jobId: jobReference(),
    /** The customer's account, when they have one: it sees the offer on its quote page. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The quote request or the lead it started from, if any. */
    quoteRequestId: integer("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    contactMessageId: integer("contact_message_id").references(() => contactMessages.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: offerStatuses }).notNull().default("bozza"),
    /** The last day the next version holds (a calendar date in Italy). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    customerNote: text("customer_note").notNull().default(""),
    /** For the office only: never printed, never shown to the customer. */
    officeNote: text("office_note").notNull().default(""),
    paymentTerms: text("payment_terms").notNull().default(""),
    /** The instalments staff chose for this offer; null takes the shop's default for its kind of sale. */
    paymentSchedule: jsonb("payment_schedule").$type<PaymentSchedule>(),
    discountKind: text("discount_kind", { enum: discountKinds }),
    discountValue: integer("discount_value"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    version: rowVersion(),
    createdAt: createdAt(),
    /**
     * The order this offer changes (docs/product/offers.md#orders-that-change):
     * a revision of an order, accepted by its customer; null for an ordinary offer.
     */
    revisesOrderId: integer("revises_order_id").references((): AnyPgColumn => orders.id, {
      onDelete: "restrict",
    }),
    /** Why staff changed the order («Misure definitive dal sopralluogo»); "" on an ordinary offer. */
    revisionReason: text("revision_reason").notNull().default(""),
  },
  (t) => [
    uniqueIndex("offers_number_unique").on(t.number),
    index("offers_job_idx").on(t.jobId),
    index("offers_revises_order_idx").on(t.revisesOrderId),
    index("offers_user_idx").on(t.userId),
    index("offers_status_idx").on(t.status, t.validUntil),
    check("offers_status_valid", sql`${t.status} in (${sqlList(offerStatuses)})`),
    check("offers_discount_complete", sql`(${t.discountKind} is null) = (${t.discountValue} is null)`),
  ],
);

export const offerLineTypes = ["product", "service", "free"] as const;

/** The draft's lines, in their order: a configured position, a service of the offer, or a free line. */
export const offerLines = pgTable(
  "offer_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type", { enum: offerLineTypes }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: lineKinds }),
    configuration: jsonb("configuration").$type<StoredLineConfiguration>(),
    /** The services priced on a configured position (installation, removal, subframe). */
    lineServices: jsonb("line_services").$type<LineServiceCode[]>().notNull().default([]),
    serviceCode: text("service_code", { enum: offerServiceCodes }),
    /** A free line's text, or an extra word on a service line. */
    description: text("description").notNull().default(""),
    roomLabel: text("room_label").notNull().default(""),
    /** Whether the sizes come from the survey (final) or from the customer (indicative). */
    sizesFinal: boolean("sizes_final").notNull().default(false),
    quantity: integer("quantity").notNull(),
    /** Priced by the server for a position or a service; typed by staff for a free line. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    discountKind: text("discount_kind", { enum: discountKinds }),
    discountValue: integer("discount_value"),
  },
  (t) => [
    index("offer_lines_offer_idx").on(t.offerId, t.position),
    check("offer_lines_quantity_range", sql`${t.quantity} between 1 and 99`),
    check("offer_lines_type_valid", sql`${t.type} in (${sqlList(offerLineTypes)})`),
    check(
      "offer_lines_shape",
      sql`(${t.type} = 'product') = (${t.productId} is not null and ${t.configuration} is not null and ${t.kind} is not null) and (${t.type} = 'service') = (${t.serviceCode} is not null)`,
    ),
    check("offer_lines_discount_complete", sql`(${t.discountKind} is null) = (${t.discountValue} is null)`),
  ],
);

/** One sent issue of an offer: what the customer saw, priced and frozen, and how they answered it. */
export const offerVersions = pgTable(
  "offer_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    document: jsonb("document").$type<OfferVersionDocument>().notNull(),
    totalCents: integer("total_cents").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    sentBy: integer("sent_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    decision: text("decision", { enum: offerDecisions }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The customer, or the staff member who recorded an answer taken by phone or on paper. */
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The reason of a decline or the change asked for, as the customer wrote it. */
    decisionNote: text("decision_note").notNull().default(""),
    /** The signed paper copy of an acceptance staff recorded (PDF or image). */
    signedCopy: bytea("signed_copy"),
    signedCopyName: text("signed_copy_name"),
  },
  (t) => [
    uniqueIndex("offer_versions_offer_number_unique").on(t.offerId, t.versionNumber),
    check("offer_versions_decision_valid", sql`${t.decision} in (${sqlList(offerDecisions)})`),
    check("offer_versions_decision_complete", sql`(${t.decision} is null) = (${t.decidedAt} is null)`),
  ],
);

export const orderRevisionAppliedBy = ["customer", "staff"] as const;

/**
 * One accepted change of an order (docs/product/offers.md#orders-that-change):
 * the revision's version that replaced the order's lines, the one it replaced,
 * the totals before and after, why staff changed it and who confirmed it.
 */
export const orderRevisions = pgTable(
  "order_revisions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "restrict" }),
    offerVersionId: integer("offer_version_id")
      .notNull()
      .references(() => offerVersions.id, { onDelete: "restrict" }),
    /** The accepted version the order pointed to before; null for an order from the cart. */
    previousOfferVersionId: integer("previous_offer_version_id").references(() => offerVersions.id, {
      onDelete: "restrict",
    }),
    previousTotalCents: integer("previous_total_cents").notNull(),
    newTotalCents: integer("new_total_cents").notNull(),
    reason: text("reason").notNull().default(""),
    /** The staff member who started the change. */
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    /** The customer who accepted it, or the staff member who applied a change that kept the total. */
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    appliedBy: text("applied_by", { enum: orderRevisionAppliedBy }).notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_revisions_order_idx").on(t.orderId, t.appliedAt),
    uniqueIndex("order_revisions_version_unique").on(t.offerVersionId),
    index("order_revisions_previous_version_idx").on(t.previousOfferVersionId),
    check("order_revisions_applied_by_valid", sql`${t.appliedBy} in (${sqlList(orderRevisionAppliedBy)})`),
  ],
);

// ---- After the order: appointments, measurements, workshop and suppliers (docs/product/production.md) ----

/** A named team of staff members (e.g. «Squadra posa 1»), defined by an admin. */
export const staffTeams = pgTable(
  "staff_teams",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_teams_name_unique").on(sql`lower(${t.name})`)],
);

export const staffTeamMembers = pgTable(
  "staff_team_members",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => staffTeams.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index("staff_team_members_user_idx").on(t.userId)],
);

/**
 * A survey, a delivery or a fitting at the job's site. Its `uid` and
 * `sequence` are the calendar invitation's: the same UID for its whole life,
 * the sequence raised on every move and on the cancel.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    jobId: jobReference(),
    /** The order a delivery or a fitting is for; null for a survey before the order. */
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: appointmentKinds }).notNull(),
    status: text("status", { enum: appointmentStatuses }).notNull().default("programmato"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    teamId: integer("team_id").references(() => staffTeams.id, { onDelete: "restrict" }),
    technicianId: integer("technician_id").references(() => users.id, { onDelete: "restrict" }),
    /** The site address as booked, on one line. */
    siteAddress: text("site_address").notNull(),
    notes: text("notes").notNull().default(""),
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    /** Who did it, when and what they noted, once it is «svolto». */
    doneBy: integer("done_by").references(() => users.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneNotes: text("done_notes").notNull().default(""),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason").notNull().default(""),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex("appointments_uid_unique").on(t.uid),
    index("appointments_starts_at_idx").on(t.startsAt),
    index("appointments_job_idx").on(t.jobId, t.startsAt),
    index("appointments_order_idx").on(t.orderId),
    check("appointments_kind_valid", sql`${t.kind} in (${sqlList(appointmentKinds)})`),
    check("appointments_status_valid", sql`${t.status} in (${sqlList(appointmentStatuses)})`),
    check("appointments_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("appointments_someone", sql`${t.teamId} is not null or ${t.technicianId} is not null`),
  ],
);

/**
 * The staff members an appointment occupies, fixed when it is booked or moved
 * (the technician and the team's members): the conflict check and the
 * calendar's rows read them.
 */
export const appointmentStaff = pgTable(
  "appointment_staff",
  {
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.userId] }),
    index("appointment_staff_user_idx").on(t.userId),
  ],
);

/** A customer's request for another date, with their message to the office. */
export const appointmentChangeRequests = pgTable(
  "appointment_change_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("appointment_change_requests_appointment_idx").on(t.appointmentId, t.createdAt)],
);

/**
 * The size of a position as measured at the site, before it is re-priced into
 * the order: width and height in whole millimetres, the technician's notes.
 */
export const positionMeasurements = pgTable("position_measurements", {
  orderItemId: integer("order_item_id")
    .primaryKey()
    .references(() => orderItems.id, { onDelete: "cascade" }),
  widthMm: integer("width_mm").notNull(),
  heightMm: integer("height_mm").notNull(),
  notes: text("notes").notNull().default(""),
  measuredBy: integer("measured_by")
    .notNull()
    .references(() => users.id, { onDelete: "restrict" }),
  measuredAt: timestamp("measured_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How the workshop cuts one profile system (docs/product/production.md#cut-list):
 * the deductions from the frame's size to the sash, the bead and the glass,
 * the saw's kerf, the trims, how a 45° cut is measured, the stock bar and the
 * shortest offcut worth keeping. Keyed by the system's option value.
 */
export const profileSystemSettings = pgTable(
  "profile_system_settings",
  {
    systemValue: text("system_value").primaryKey(),
    /** The frame profile's face width: a short-point 45° cut is this much shorter at each end. */
    frameFaceMm: integer("frame_face_mm").notNull(),
    sashFaceMm: integer("sash_face_mm").notNull(),
    /** From the frame's outer width and height to the sashes' (all of them together, before the overlap). */
    sashWidthDeductionMm: integer("sash_width_deduction_mm").notNull(),
    sashHeightDeductionMm: integer("sash_height_deduction_mm").notNull(),
    /** How much two neighbouring sashes overlap at the central meeting stile. */
    sashOverlapMm: integer("sash_overlap_mm").notNull(),
    /** From a sash's outer size to its glazing bead's length (90° cuts). */
    beadDeductionMm: integer("bead_deduction_mm").notNull(),
    /** From the bead's length to the pane's size: the glass clearance on both sides together. */
    glassClearanceMm: integer("glass_clearance_mm").notNull(),
    kerfMm: integer("kerf_mm").notNull(),
    /** Added at each end of a bar, e.g. for welding PVC. */
    trimMm: integer("trim_mm").notNull(),
    cutMeasure: text("cut_measure", { enum: cutMeasures }).notNull().default("punta-lunga"),
    stockLengthMm: integer("stock_length_mm").notNull().default(6000),
    minOffcutMm: integer("min_offcut_mm").notNull(),
    version: rowVersion(),
  },
  (t) => [
    check("profile_system_settings_cut_measure_valid", sql`${t.cutMeasure} in (${sqlList(cutMeasures)})`),
    check(
      "profile_system_settings_non_negative",
      sql`least(${t.frameFaceMm}, ${t.sashFaceMm}, ${t.sashWidthDeductionMm}, ${t.sashHeightDeductionMm}, ${t.sashOverlapMm}, ${t.beadDeductionMm}, ${t.glassClearanceMm}, ${t.kerfMm}, ${t.trimMm}, ${t.minOffcutMm}) >= 0`,
    ),
    check("profile_system_settings_stock_positive", sql`${t.stockLengthMm} > 0`),
  ],
);

/** Who the shop buys from: Torterolo doors, shutters, glass. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** Working days from the order to the goods at the workshop. */
    leadTimeDays: integer("lead_time_days").notNull(),
    /** The supplier of the glass panes of the windows the shop makes (one at most). */
    suppliesGlass: boolean("supplies_glass").notNull().default(false),
    active: boolean("active").notNull().default(true),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("suppliers_name_unique").on(sql`lower(${t.name})`),
    check("suppliers_lead_time_range", sql`${t.leadTimeDays} between 0 and 365`),
  ],
);

/** Which supplier a bought-in product comes from (a Torterolo door, a shutter); none for what the shop makes. */
export const productSuppliers = pgTable("product_suppliers", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  supplierId: integer("supplier_id")
    .notNull()
    .references(() => suppliers.id, { onDelete: "restrict" }),
});

export interface PurchaseOrderLine {
  description: string;
  /** «900 × 2100 mm», «Cucina»: what the supplier needs to know. */
  detail: string;
  quantity: number;
}

/** An order to one supplier for one customer order: numbered, e-mailed, then received. */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "OF-2026-000004" (docs/product/documents.md#numbers). */
    number: text("number").notNull(),
    jobId: jobReference(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "restrict" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "restrict" }),
    lines: jsonb("lines").$type<PurchaseOrderLine[]>().notNull(),
    status: text("status", { enum: purchaseOrderStatuses }).notNull().default("ordinato"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    arrivalRecordedBy: integer("arrival_recorded_by").references(() => users.id, { onDelete: "set null" }),
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex("purchase_orders_number_unique").on(t.number),
    index("purchase_orders_order_idx").on(t.orderId),
    index("purchase_orders_job_idx").on(t.jobId),
    check("purchase_orders_status_valid", sql`${t.status} in (${sqlList(purchaseOrderStatuses)})`),
  ],
);

export interface DeliveryNoteLine {
  description: string;
  detail: string;
  quantity: number;
}

/**
 * A delivery note (DDT) for a delivery: numbered per year, and frozen when it
 * is issued, so it prints the same afterwards.
 */
export const deliveryNotes = pgTable(
  "delivery_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** "DDT-2026-000007" (docs/product/documents.md#numbers). */
    number: text("number").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "restrict" }),
    appointmentId: integer("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    /** Causale del trasporto, e.g. «Vendita» or «Vendita con posa». */
    transportReason: text("transport_reason").notNull(),
    transportStartsAt: timestamp("transport_starts_at", { withTimezone: true }).notNull(),
    packages: integer("packages").notNull(),
    recipient: jsonb("recipient").$type<{ name: string; address: string; fiscalCode: string }>().notNull(),
    destination: text("destination").notNull(),
    lines: jsonb("lines").$type<DeliveryNoteLine[]>().notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("delivery_notes_number_unique").on(t.number),
    index("delivery_notes_order_idx").on(t.orderId),
    check("delivery_notes_packages_range", sql`${t.packages} between 1 and 999`),
  ],
);

// ---- Invoices (docs/product/invoices.md) ----

/** One row per year: the issuing transaction locks it, so numbers never skip or repeat. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastProgressive: integer("last_progressive").notNull().default(0),
});

/**
 * An issued invoice or credit note: frozen when issued, never changed. The PDF
 * and the FatturaPA XML are made from `document`.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    year: integer("year").notNull(),
    progressive: integer("progressive").notNull(),
    /** "2026/000012" as printed. */
    number: text("number").notNull(),
    type: text("type", { enum: invoiceDocumentTypes }).notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The payment an acconto invoice is for; null for a final invoice or a credit note. */
    paymentId: integer("payment_id").references(() => orderPayments.id, { onDelete: "restrict" }),
    /** The invoice a credit note corrects. */
    creditsInvoiceId: integer("credits_invoice_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    /** "yyyy-MM-dd", the invoice's date in Italy. */
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer("issued_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
    totalCents: integer("total_cents").notNull(),
    /** The FatturaPA XML as issued, and its name as the SDI expects it (IT<partita IVA>_<progressivo>.xml). */
    xml: text("xml").notNull(),
    xmlFileName: text("xml_file_name").notNull(),
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    uniqueIndex("invoices_year_progressive_unique").on(t.year, t.progressive),
    uniqueIndex("invoices_number_unique").on(t.number),
    uniqueIndex("invoices_idempotency_unique").on(t.idempotencyKey),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_on_idx").on(t.issuedOn, t.id),
    check("invoices_type_valid", sql`${t.type} in (${sqlList(invoiceDocumentTypes)})`),
    check("invoices_total_positive", sql`${t.totalCents} > 0`),
  ],
);
