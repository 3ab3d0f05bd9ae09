import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";

// Appointments in the tests (docs/product/production.md#appointments): a day
// always ahead of the test run, the booking form's fields, and the calendar
// invitation of a received message read with an iCalendar parser (ical.js),
// not with the library that wrote it.

/** 14 July of next year: in Rome's summer time, never in the past. */
export const summerDay = () => `${new Date().getUTCFullYear() + 1}-07-14`;
/** 12 January of the year after next: in Rome's winter time. */
export const winterDay = () => `${new Date().getUTCFullYear() + 2}-01-12`;

export function bookingFields(fields: Record<string, string>): Record<string, string> {
  return {
    intent: "book",
    kind: "sopralluogo",
    orderId: "",
    day: summerDay(),
    startTime: "08:30",
    endTime: "10:00",
    teamId: "",
    technicianId: "",
    siteAddress: "Via Indipendenza 10, 40121 Bologna (BO)",
    notes: "",
    ...fields,
  };
}

export interface ReadInvitation {
  /** The method of the message's text/calendar part (Content-Type method=…). */
  partMethod: string;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  tzid: string;
  /** DTSTART as written, in its time zone: "2027-07-14T08:30:00". */
  localStart: string;
  localEnd: string;
  hasRomeTimezone: boolean;
}

/** The invitation of `message`: its text/calendar part parsed. */
export function invitationOf(message: ParsedMail): ReadInvitation {
  const part = message.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!part) throw new Error(`no text/calendar part in «${message.subject}»`);
  const contentType = part.headers.get("content-type") as { params?: Record<string, string> } | undefined;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const start = event.getFirstProperty("dtstart");
  const end = event.getFirstProperty("dtend");
  const timezones = calendar.getAllSubcomponents("vtimezone");
  return {
    partMethod: (contentType?.params?.method ?? "").toUpperCase(),
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: String(event.getFirstPropertyValue("status")),
    tzid: String(start?.getParameter("tzid") ?? ""),
    localStart: String(start?.getFirstValue()),
    localEnd: String(end?.getFirstValue()),
    hasRomeTimezone: timezones.some((zone) => zone.getFirstPropertyValue("tzid") === "Europe/Rome"),
  };
}
