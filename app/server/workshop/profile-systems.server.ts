import { asc } from "drizzle-orm";
import { parseFields } from "#app/domain/web/validation.ts";
import {
  type ProfileSystemEdit,
  profileSystemEditSchema,
  profileSystemMessages,
} from "#app/domain/workshop/profile-system-form.ts";
import type { NamedProfileSystem } from "#app/domain/workshop/profile-system-settings.ts";
import * as schema from "#db/schema.ts";
import { calculatorOptionRows } from "../catalogue/catalogue.server.ts";
import { keyedSetting, type StaffActor } from "../catalogue/catalogue-edit-writes.server.ts";
import type { Database } from "../platform/db.server.ts";

// The profile systems' cut settings (docs/product/production.md#cut-settings):
// read with the system option's Italian name for the documents and the back
// office, edited one system at a time, audited, at the row's version.

const table = schema.profileSystemSettings;

export type StaffProfileSystem = NamedProfileSystem & { version: number };

/** Every system that has settings, in the calculator's order of the system options. */
export async function listProfileSystems(db: Database): Promise<StaffProfileSystem[]> {
  const [rows, options] = await Promise.all([
    db.select().from(table).orderBy(asc(table.systemValue)),
    calculatorOptionRows(db),
  ]);
  const systems = options.filter((option) => option.type === "system");
  const order = (value: string) => {
    const index = systems.findIndex((option) => option.value === value);
    return index === -1 ? systems.length : index;
  };
  return rows
    .map((row) => ({
      ...row,
      name: systems.find((option) => option.value === row.systemValue)?.name ?? row.systemValue,
    }))
    .sort((a, b) => order(a.systemValue) - order(b.systemValue));
}

const saveProfileSystem = keyedSetting(
  table,
  { field: "systemValue", column: table.systemValue },
  {
    frameFaceMm: table.frameFaceMm,
    sashFaceMm: table.sashFaceMm,
    sashWidthDeductionMm: table.sashWidthDeductionMm,
    sashHeightDeductionMm: table.sashHeightDeductionMm,
    sashOverlapMm: table.sashOverlapMm,
    beadDeductionMm: table.beadDeductionMm,
    glassClearanceMm: table.glassClearanceMm,
    kerfMm: table.kerfMm,
    trimMm: table.trimMm,
    cutMeasure: table.cutMeasure,
    stockLengthMm: table.stockLengthMm,
    minOffcutMm: table.minOffcutMm,
  },
  {
    objectType: "profile_system",
    changed: profileSystemMessages.changed,
    notFound: profileSystemMessages.notFound,
  },
);

/** One system's settings: an existing system only, audited in the same transaction as the write. */
export async function updateProfileSystem(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<ProfileSystemEdit> {
  const edit = parseFields(profileSystemEditSchema, input);
  const { systemValue, version, ...settings } = edit;
  await saveProfileSystem(db, actor, systemValue, settings, version ?? null);
  return edit;
}
