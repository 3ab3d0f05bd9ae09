import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import {
  type ProductVisibility,
  productVisibilities,
  productVisibilityLabels,
  type StaffProductDetail,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import { FormRefusal } from "../../requests/back-office/form-refusal.tsx";
import { type CatalogueFormTarget, useCatalogueForm } from "./catalogue-action-result.ts";
import { CatalogueField, type CatalogueFieldSpec, catalogueNameField } from "./catalogue-field.tsx";
import { RowVersionField } from "./catalogue-row-form.tsx";

const basePriceField: CatalogueFieldSpec = {
  name: "basePrice",
  label: "Prezzo base (€)",
  idSuffix: "prezzo",
  required: true,
  inputMode: "decimal",
  hint: "In euro, per esempio 1.234,50. Più di 0 e al massimo 1.000.000,00 €.",
};

type FlagName = "isBestseller" | "isEcoFriendly" | "significantGood";

const badges = [
  { name: "isBestseller", label: "Bestseller", hint: "Il badge «Bestseller» sulla scheda e negli elenchi." },
  { name: "isEcoFriendly", label: "Eco", hint: "Il badge «Eco» sulla scheda e negli elenchi." },
] as const;

/** The VAT flag (docs/product/vat.md#beni-significativi-in-the-catalogue). */
const vatFlags = [
  {
    name: "significantGood",
    label: "Bene significativo (finestre e porte: IVA al 10 % solo fino al valore del resto dei lavori)",
    hint: "Con la posa in un'abitazione: togli la spunta per un prodotto che è una parte, come una tapparella fornita da sola.",
  },
] as const;

/** One ticked or unticked flag with its label, its hint and its refusal. */
function FlagField({
  flag,
  checked,
  error,
}: {
  flag: { name: FlagName; label: string; hint: string };
  checked: boolean;
  error: string | undefined;
}) {
  const { name, label, hint } = flag;
  return (
    <div className="flex items-start gap-2">
      <input
        id={`prodotto-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        aria-describedby={`prodotto-${name}-suggerimento`}
        className="mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={`prodotto-${name}`} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`prodotto-${name}-suggerimento`} className="text-sm text-slate-700">
          {hint}
        </p>
        {error ? <p className="text-sm font-medium text-red-800">{error}</p> : null}
      </div>
    </div>
  );
}

/** What the form shows: the product as saved, or what was typed when the save was refused. */
function shownValues(product: StaffProductDetail, values: Record<string, string>, refused: boolean) {
  if (!refused) {
    return {
      name: product.name,
      description: product.description,
      basePrice: euroAmountInput(product.basePriceCents),
      visibility: (product.hidden ? "nascosto" : "visibile") as ProductVisibility,
      isBestseller: product.isBestseller,
      isEcoFriendly: product.isEcoFriendly,
      significantGood: product.significantGood,
    };
  }
  return {
    name: values.name ?? "",
    description: values.description ?? "",
    basePrice: values.basePrice ?? "",
    visibility: (values.visibility === "nascosto" ? "nascosto" : "visibile") as ProductVisibility,
    isBestseller: values.isBestseller === "on",
    isEcoFriendly: values.isEcoFriendly === "on",
    significantGood: values.significantGood === "on",
  };
}

/**
 * A product's name, description, base price, visibility and badges. Works as
 * a plain post too: a refusal comes back with each message beside its field
 * and the form as it was left.
 */
export function CatalogueProductForm({
  product,
  target,
}: {
  product: StaffProductDetail;
  target: CatalogueFormTarget;
}) {
  const { fetcher, failure, showsTyped, errors, values, busy } = useCatalogueForm(target);
  const shown = shownValues(product, values, showsTyped);
  // A saved change draws the form again from the saved product (prices as the shop writes them back).
  const savedKey = JSON.stringify(product);
  return (
    <fetcher.Form
      key={showsTyped ? `${savedKey}-rifiutato` : savedKey}
      method="post"
      action={target.action}
      noValidate
      className="space-y-5"
    >
      <input type="hidden" name="intent" value={target.intent} />
      <RowVersionField version={product.version} />
      <EnhancedSubmissionField />
      <FormRefusal message={failure?.message} errors={errors} />
      <CatalogueField idPrefix="prodotto" field={catalogueNameField} values={shown} errors={errors} />
      <TextAreaField
        id="prodotto-descrizione"
        name="description"
        label="Descrizione"
        rows={5}
        maxLength={5000}
        defaultValue={shown.description}
        error={errors.description}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <CatalogueField idPrefix="prodotto" field={basePriceField} values={shown} errors={errors} />
        <SelectField
          id="prodotto-visibilita"
          name="visibility"
          label="Visibilità"
          required
          defaultValue={shown.visibility}
          choices={productVisibilities.map((value) => ({ value, label: productVisibilityLabels[value] }))}
          hint="Un prodotto nascosto sparisce da elenchi, ricerca, scheda e prezzi."
          error={errors.visibility}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">Badge</legend>
        {badges.map((flag) => (
          <FlagField key={flag.name} flag={flag} checked={shown[flag.name]} error={errors[flag.name]} />
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-900">IVA</legend>
        {vatFlags.map((flag) => (
          <FlagField key={flag.name} flag={flag} checked={shown[flag.name]} error={errors[flag.name]} />
        ))}
      </fieldset>
      <SubmitButton busy={busy}>Salva il prodotto</SubmitButton>
    </fetcher.Form>
  );
}
