// The demo history's inbox: quote requests (a priced window) and leads (the
// two public forms), from guests and from signed-in customers, each walked
// through the request workflow the way app/server/requests/request-workflow.server.ts
// does it: taken in charge (assigned), noted, offered, answered; every change
// with its history row and its audit row.

import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { productInterestOptions } from "#app/domain/requests/lead-form-fields.ts";
import type { RequestKind, RequestStatus } from "#app/domain/requests/request-status.ts";
import { reserveDocumentNumbers } from "#app/server/documents/document-numbers.server.ts";
import { requestAuditTypes } from "#app/server/requests/request-workflow.server.ts";
import * as schema from "#db/schema.ts";
import { splitBatches } from "./batches.ts";
import type { FillContext, StaffMember } from "./fill-context.ts";
import { storeDemoJobs } from "./fill-jobs.ts";
import { CUSTOMER_MESSAGES, type DemoPerson, demoPerson, OFFER_REASONS, REQUEST_NOTES } from "./people.ts";
import { momentBetween, requestWalk, type Step, shortlyAfter } from "./walks.ts";

/** Two requests in five are quote requests, the rest leads. */
const QUOTE_SHARE = 0.4;

type AuditRow = typeof schema.auditLog.$inferInsert;
type Reference = { quoteRequestId: number } | { contactMessageId: number };

/** One request's life, without its id: what happened, by whom and when. */
interface RequestLife {
  steps: Step<RequestStatus>[];
  /** Who made the changes: the assignee, or whoever closed a request nobody took. */
  handler: StaffMember;
  assignee: StaffMember | null;
  assignedAt: Date | null;
  offer: { priceCents: number; reason: string; at: Date } | null;
  notes: { author: StaffMember; body: string; at: Date }[];
  version: number;
}

/** Who asked: a customer signed in (after signing up) or a guest. */
function requester(
  context: FillContext,
  createdAt: Date,
  serial: string,
): DemoPerson & { userId: number | null } {
  const { random, customers } = context;
  if (random.next() < 0.35) {
    const customer = random.pick(customers);
    if (customer.createdAt <= createdAt) return { ...customer, userId: customer.id };
  }
  return { ...demoPerson(random, serial), userId: null };
}

function offerFor(context: FillContext, priceCents: number, at: Date): RequestLife["offer"] {
  const { random } = context;
  const discount = random.next() < 0.8;
  const rate = discount ? -random.integer(3, 15) : random.integer(3, 12);
  // Offers are round euros, as staff type them.
  const offered = Math.max(100, Math.round((priceCents * (100 + rate)) / 100 / 100) * 100);
  return {
    priceCents: offered,
    reason: random.pick(OFFER_REASONS[discount ? "sconto" : "maggiorazione"]),
    at,
  };
}

function requestLife(context: FillContext, createdAt: Date, priceCents: number | null): RequestLife {
  const { random, staff, until } = context;
  const { steps } = requestWalk(random, createdAt, until);
  const handler = random.pick(staff);
  const takenAt = steps.find((step) => step.to === "in-lavorazione")?.at ?? null;
  // Taken in charge means assigned; most are assigned the moment they are taken.
  const assignee = takenAt ? handler : null;
  const offerStep = priceCents === null ? undefined : steps.find((step) => step.to === "offerta-inviata");
  const offer = offerStep && priceCents !== null ? offerFor(context, priceCents, offerStep.at) : null;
  const notes =
    takenAt && assignee
      ? Array.from({ length: random.integer(0, 2) }, () => ({
          author: assignee,
          body: random.pick(REQUEST_NOTES),
          at: shortlyAfter(random, takenAt, until),
        }))
      : [];
  return {
    steps,
    handler,
    assignee,
    assignedAt: takenAt,
    offer,
    notes,
    version: 1 + steps.length + (assignee ? 1 : 0),
  };
}

/** The history and audit rows of one request's life, as the workflow writes them. */
function lifeRows(kind: RequestKind, id: number, life: RequestLife, reference: Reference) {
  const objectType = requestAuditTypes[kind];
  const audit: AuditRow[] = [];
  const history = life.steps.map((step) => {
    const actor = life.handler;
    const byOffer = kind === "preventivo" && step.to === "offerta-inviata" && life.offer;
    const note = byOffer ? `Offerta di ${formatEuroCents(byOffer.priceCents)}` : statusNote(step.to);
    audit.push(
      byOffer
        ? {
            actorId: actor.id,
            at: step.at,
            action: "request.offer",
            objectType,
            objectId: String(id),
            before: { status: step.from, offeredPriceCents: null, offerReason: null },
            after: { status: step.to, offeredPriceCents: byOffer.priceCents, offerReason: byOffer.reason },
          }
        : {
            actorId: actor.id,
            at: step.at,
            action: "request.status",
            objectType,
            objectId: String(id),
            before: { status: step.from },
            after: { status: step.to, note },
          },
    );
    return {
      ...reference,
      fromStatus: step.from,
      toStatus: step.to,
      changedBy: actor.id,
      changedAt: step.at,
      note,
    };
  });
  if (life.assignee && life.assignedAt)
    audit.push({
      actorId: life.assignee.id,
      at: life.assignedAt,
      action: "request.assign",
      objectType,
      objectId: String(id),
      before: { assignedTo: null },
      after: { assignedTo: life.assignee.id },
    });
  return { history, audit };
}

const STATUS_NOTES: Partial<Record<RequestStatus, string>> = {
  "offerta-inviata": "Preventivo inviato via e-mail",
  accettata: "Il cliente ha accettato per telefono",
  rifiutata: "Il cliente ha scelto un altro fornitore",
  chiusa: "Nessuna risposta dal cliente",
};
const statusNote = (status: RequestStatus) => STATUS_NOTES[status] ?? "";

/** Inserts one kind's rows, then their histories, notes and audit rows; answers how many of each. */
async function storeRequests<Row>(
  context: FillContext,
  kind: RequestKind,
  requests: { row: Row; life: RequestLife }[],
  insert: (rows: Row[]) => Promise<{ id: number }[]>,
) {
  const { tx } = context;
  const made = { history: 0, notes: 0, audit: 0 };
  for (const batch of splitBatches(requests)) {
    const ids = await insert(batch.map(({ row }) => row));
    const reference = (id: number): Reference =>
      kind === "preventivo" ? { quoteRequestId: id } : { contactMessageId: id };
    const rows = batch.map(({ life }, index) => ({
      id: ids[index]!.id,
      life,
      ...lifeRows(kind, ids[index]!.id, life, reference(ids[index]!.id)),
    }));
    const history = rows.flatMap((row) => row.history);
    const audit = rows.flatMap((row) => row.audit);
    const notes = rows.flatMap(({ id, life }) =>
      life.notes.map((note) => ({
        ...reference(id),
        requestId: id,
        authorId: note.author.id,
        body: note.body,
        createdAt: note.at,
      })),
    );
    for (const part of splitBatches(history)) await tx.insert(schema.requestStatusHistory).values(part);
    for (const part of splitBatches(notes)) {
      const noteIds = await tx
        .insert(schema.requestNotes)
        .values(part.map(({ requestId: _requestId, ...note }) => note))
        .returning({ id: schema.requestNotes.id });
      part.forEach((note, index) => {
        audit.push({
          actorId: note.authorId,
          at: note.createdAt,
          action: "request.note",
          objectType: requestAuditTypes[kind],
          objectId: String(note.requestId),
          before: null,
          after: { noteId: noteIds[index]!.id, body: note.body },
        });
      });
    }
    for (const part of splitBatches(audit)) await tx.insert(schema.auditLog).values(part);
    made.history += history.length;
    made.notes += notes.length;
    made.audit += audit.length;
  }
  return made;
}

export async function fillRequests(context: FillContext, count: number) {
  const { tx, random, from, until, pool, runTag } = context;
  const quoteCount = Math.round(count * QUOTE_SHARE);
  const quotes = Array.from({ length: quoteCount }, (_, index) => {
    const createdAt = momentBetween(random, from, until);
    const person = requester(context, createdAt, `${runTag}q${index + 1}`);
    const line = random.pick(pool.windows);
    const life = requestLife(context, createdAt, line.unitPriceCents);
    const row: typeof schema.quoteRequests.$inferInsert = {
      number: "", // given below, in date order, once every request has its date
      jobId: 0, // given below, with the jobs
      productId: line.productId,
      userId: person.userId,
      customerName: `${person.firstName} ${person.lastName}`,
      customerEmail: person.email,
      customerPhone: person.phone,
      configuration: line.configuration,
      calculatedPriceCents: line.unitPriceCents,
      notes: random.pick(CUSTOMER_MESSAGES),
      privacyConsent: true,
      status: life.steps.at(-1)?.to ?? "nuova",
      assignedTo: life.assignee?.id ?? null,
      version: life.version,
      offeredPriceCents: life.offer?.priceCents ?? null,
      offerReason: life.offer?.reason ?? null,
      offeredBy: life.offer ? (life.assignee?.id ?? null) : null,
      offeredAt: life.offer?.at ?? null,
      createdAt,
    };
    return { row, life };
  });
  const leads = Array.from({ length: count - quoteCount }, (_, index) => {
    const createdAt = momentBetween(random, from, until);
    const person = requester(context, createdAt, `${runTag}c${index + 1}`);
    const life = requestLife(context, createdAt, null);
    const fromHome = random.next() < 0.55;
    const row: typeof schema.contactMessages.$inferInsert = {
      jobId: 0, // given below, with the jobs
      source: fromHome ? "home-preventivo" : "contatti",
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: random.next() < 0.8 ? person.phone : null,
      productInterest: fromHome ? random.pick(productInterestOptions).value : null,
      message: random.pick(CUSTOMER_MESSAGES),
      privacyConsent: true,
      userId: person.userId,
      status: life.steps.at(-1)?.to ?? "nuova",
      assignedTo: life.assignee?.id ?? null,
      version: life.version,
      createdAt,
    };
    return { row, life };
  });
  const quoteNumbers = await reserveDocumentNumbers(
    tx,
    documentPrefixes.quote,
    quotes.map(({ row }) => row.createdAt as Date),
  );
  quotes.forEach(({ row }, index) => {
    row.number = quoteNumbers[index]!;
  });
  const jobIds = await storeDemoJobs(tx, [
    ...quotes.map(({ row }) => ({
      userId: row.userId ?? null,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      customerPhone: row.customerPhone,
      createdAt: row.createdAt as Date,
    })),
    ...leads.map(({ row }) => ({
      userId: row.userId ?? null,
      customerName: `${row.firstName} ${row.lastName}`,
      customerEmail: row.email,
      customerPhone: row.phone ?? null,
      createdAt: row.createdAt as Date,
    })),
  ]);
  quotes.forEach(({ row }, index) => {
    row.jobId = jobIds[index]!;
  });
  leads.forEach(({ row }, index) => {
    row.jobId = jobIds[quotes.length + index]!;
  });
  const quoteRows = await storeRequests(context, "preventivo", quotes, (rows) =>
    tx.insert(schema.quoteRequests).values(rows).returning({ id: schema.quoteRequests.id }),
  );
  const leadRows = await storeRequests(context, "contatto", leads, (rows) =>
    tx.insert(schema.contactMessages).values(rows).returning({ id: schema.contactMessages.id }),
  );
  return {
    quoteRequests: quotes.length,
    leads: leads.length,
    requestStatusHistory: quoteRows.history + leadRows.history,
    requestNotes: quoteRows.notes + leadRows.notes,
    requestAuditLog: quoteRows.audit + leadRows.audit,
  };
}
