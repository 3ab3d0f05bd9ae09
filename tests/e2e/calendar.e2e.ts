import { expectAccessibleAtStaffWidths, STAFF_PHONE_VIEWPORT } from "../support/axe";
import { expect, signInAsAdmin, test, toastsOf } from "../support/e2e-fixtures";

// The calendar (docs/product/production.md#calendar): staff book a survey
// from the job page, find it in the week and in the day a technician opens on
// a phone at the site; both views pass axe at the desktop and the phone width.

const DESKTOP = { width: 1280, height: 900 };

test("a survey booked on the job page shows in the week and in the day at 375 px", async ({
  page: office,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const customer = `Elena Calendario ${suffix}`;
  const day = `${new Date().getUTCFullYear() + 1}-07-14`;
  const shown = `14/07/${day.slice(0, 4)}`;
  const weekday = ["Domenica", "Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato"][
    new Date(`${day}T12:00:00Z`).getUTCDay()
  ];
  await office.setViewportSize(DESKTOP);
  await signInAsAdmin(office);

  await office.goto("/gestione/commesse");
  await office.getByText("Nuova commessa (cliente al telefono o in showroom)").click();
  await office.getByLabel("Nome del cliente").fill(customer);
  await office.getByLabel("Telefono").fill("333 444 5566");
  await office.getByLabel("Città del cantiere").fill("Imola");
  await office.getByRole("button", { name: "Crea la commessa" }).click();
  await expect(office.getByRole("heading", { level: 1, name: /^Commessa C-/ })).toBeVisible();

  const booking = office.locator("details").filter({ hasText: "Nuovo appuntamento" }).last();
  await booking.getByText("Nuovo appuntamento").click();
  await expect(booking.getByLabel("Indirizzo del cantiere")).toHaveValue(/Imola/);
  await booking.getByLabel("Data").fill(day);
  await booking.getByLabel("Ora di inizio").fill("09:00");
  await booking.getByLabel("Ora di fine").fill("10:30");
  await booking.getByLabel("Tecnico").selectOption({ index: 1 });
  await booking.getByRole("button", { name: "Fissa l'appuntamento" }).click();
  await expect(toastsOf(office).titled("Appuntamento fissato: invito inviato al cliente")).toBeVisible();
  const appointments = office.getByRole("region", { name: "Appuntamenti" });
  await expect(appointments.getByText(`Sopralluogo · ${shown} 09:00–10:30`)).toBeVisible();
  await appointments.getByText("Sposta", { exact: true }).click();
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);

  await office.getByRole("link", { name: "Calendario" }).click();
  await expect(office.getByRole("heading", { level: 1, name: "Calendario" })).toBeVisible();
  await office.goto(`/gestione/calendario?settimana=${day}`);
  await expect(office.getByText(/^Settimana dal Lunedì/)).toBeVisible();
  const entry = office.getByRole("listitem").filter({ hasText: customer });
  await expect(entry).toContainText("09:00–10:30 · Sopralluogo");
  await expect(entry).toContainText("Imola");
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);

  await office
    .getByRole("link", { name: `${weekday} ${shown}` })
    .first()
    .click();
  await expect(office).toHaveURL(new RegExp(`giorno=${day}`));
  await office.setViewportSize(STAFF_PHONE_VIEWPORT);
  const dayEntry = office.getByRole("listitem").filter({ hasText: customer });
  await expect(dayEntry).toContainText("09:00–10:30 · Sopralluogo");
  await expect(dayEntry.getByRole("link", { name: customer })).toBeVisible();
  await expectAccessibleAtStaffWidths(office, [STAFF_PHONE_VIEWPORT, DESKTOP]);

  await dayEntry.getByRole("link", { name: customer }).click();
  await expect(office.getByRole("heading", { level: 1, name: /^Commessa C-/ })).toBeVisible();
});
