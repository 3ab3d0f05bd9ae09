import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { productSeeds } from "../../db/seed/catalogue-data.ts";
import { DESCRIPTIONS_KEY, upgradeDescriptions } from "../../db/seed/upgrade-descriptions.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// A database seeded when the demo descriptions still stated «Uw 1,3 W/m²K» and
// TR651S's «kit maniglie incluso» gets the new texts once (ADR 005's upgrade
// path), and a description staff changed is left alone.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const OLD_CLASSICA =
  "Finestra in PVC a 5 camere con profilo da 70 mm, doppia guarnizione e vetrocamera basso emissivo 4/16/4 con gas argon. Uw 1,3 W/m²K e ferramenta anta-ribalta di serie: la scelta più equilibrata per la ristrutturazione.";
const OLD_TR651S =
  "Porta blindata Torterolo TR651S con scocca in doppia lamiera d'acciaio e serratura a cilindro europeo con defender antistrappo. Classe 3 antieffrazione, soglia mobile e kit maniglie incluso.";
const STAFF_TEXT = "Testo scritto dallo staff: Uw 1,1 W/m²K dichiarato dal fornitore.";

async function descriptionOf(slug: string) {
  const [row] = await app.db
    .select({ description: schema.products.description, version: schema.products.version })
    .from(schema.products)
    .where(eq(schema.products.slug, slug));
  return row!;
}

describe("upgradeDescriptions", () => {
  it("restates untouched old demo descriptions once and leaves staff texts alone", async () => {
    // The database as an older seed left it.
    await app.db.delete(schema.appMeta).where(eq(schema.appMeta.key, DESCRIPTIONS_KEY));
    const set = (slug: string, description: string) =>
      app.db.update(schema.products).set({ description }).where(eq(schema.products.slug, slug));
    await set("finestra-pvc-classica-70", OLD_CLASSICA);
    await set("tr651s", OLD_TR651S);
    await set("finestra-pvc-energy-82", STAFF_TEXT);
    const before = await descriptionOf("finestra-pvc-classica-70");

    // biome-ignore lint/suspicious/noExplicitAny: the test database is one of the two drivers' Drizzle databases.
    expect(await upgradeDescriptions(app.db as any)).toBe(2);
    const seed = (slug: string) => productSeeds.find((product) => product.slug === slug)!.description;
    const classica = await descriptionOf("finestra-pvc-classica-70");
    expect(classica.description).toBe(seed("finestra-pvc-classica-70"));
    expect(classica.description).not.toContain("W/m²K");
    expect(classica.version).toBe(before.version + 1);
    expect((await descriptionOf("tr651s")).description).toBe(seed("tr651s"));
    expect((await descriptionOf("tr651s")).description).not.toContain("incluso");
    expect((await descriptionOf("finestra-pvc-energy-82")).description).toBe(STAFF_TEXT);

    // Once: a later start changes nothing.
    await set("finestra-pvc-classica-70", OLD_CLASSICA);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    expect(await upgradeDescriptions(app.db as any)).toBe(0);
    expect((await descriptionOf("finestra-pvc-classica-70")).description).toBe(OLD_CLASSICA);
  });
});
