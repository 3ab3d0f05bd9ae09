import { z } from "zod";
import { type WorkKind, workKinds } from "../offers/work-kinds.ts";
import type { VatDeclaration } from "./beni-significativi.ts";

// The customer's self-certification for a job with installation
// (docs/product/vat.md#who-gets-it): whether the building is mainly
// residential, and the kind of work. The checkout and the acceptance of an
// offer ask it with the same fields; the JSON API takes it as
// `residentialDeclared` and `workKind`.

export const RESIDENTIAL_MESSAGE = "Indica se l'edificio è a uso abitativo.";
export const WORK_KIND_MESSAGE = "Scegli il tipo di intervento.";

/** The declaration as an order keeps it. */
export interface InstallationDeclaration {
  residential: boolean;
  workKind: WorkKind;
}

/**
 * The form's fields: «sì» (residential) or «no», and the kind of work. Both
 * optional in the schema: the server requires them when the lines are
 * installed by the shop.
 */
export const installationFields = {
  residential: z.enum(["si", "no"], { error: RESIDENTIAL_MESSAGE }).optional(),
  workKind: z.enum(workKinds, { error: WORK_KIND_MESSAGE }).optional(),
};

export type InstallationFieldsInput = {
  residential?: "si" | "no" | undefined;
  workKind?: WorkKind | undefined;
};

/** Why the building's use is missing for a job with installation, field by field; empty when complete. */
export function installationDeclarationErrors(input: InstallationFieldsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.residential) errors.residential = RESIDENTIAL_MESSAGE;
  if (!input.workKind) errors.workKind = WORK_KIND_MESSAGE;
  return errors;
}

/** The form's answer as a declaration; null while a field is missing. */
export function declarationOfFields(input: InstallationFieldsInput): InstallationDeclaration | null {
  return input.residential && input.workKind
    ? { residential: input.residential === "si", workKind: input.workKind }
    : null;
}

/** A stored declaration (the order's columns) as the VAT split reads it. */
export function vatDeclarationOf(
  declaration: { residential: boolean | null; workKind: WorkKind | null } | null,
): VatDeclaration | null {
  return declaration
    ? { residentialDeclared: declaration.residential, workKind: declaration.workKind }
    : null;
}

/** The JSON API's fields (POST /api/orders): both or neither. */
export const apiDeclarationFields = {
  residentialDeclared: z.boolean({ error: RESIDENTIAL_MESSAGE }).optional(),
  workKind: z.enum(workKinds, { error: WORK_KIND_MESSAGE }).optional(),
};

type ApiDeclarationInput = { residentialDeclared?: boolean | undefined; workKind?: WorkKind | undefined };

/** The API's declaration comes whole or not at all: one half alone is refused on the other. */
export function checkApiDeclaration(input: ApiDeclarationInput, ctx: z.RefinementCtx) {
  if (input.residentialDeclared !== undefined && input.workKind === undefined) {
    ctx.addIssue({ code: "custom", path: ["workKind"], message: WORK_KIND_MESSAGE });
  }
  if (input.workKind !== undefined && input.residentialDeclared === undefined) {
    ctx.addIssue({ code: "custom", path: ["residentialDeclared"], message: RESIDENTIAL_MESSAGE });
  }
}

/** The API's fields as a declaration; null when not given. */
export function apiDeclarationOf(input: ApiDeclarationInput): InstallationDeclaration | null {
  return input.residentialDeclared === undefined || input.workKind === undefined
    ? null
    : { residential: input.residentialDeclared, workKind: input.workKind };
}
