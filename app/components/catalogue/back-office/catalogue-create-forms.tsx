import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { type SelectChoice, SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  type CatalogueActionResult,
  type CatalogueIntent,
  calculatorOptionTypeLabels,
  STAFF_CATALOGUE_PATH,
  STAFF_OPTIONS_PATH,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { CATALOGUE_NAME_MAX_LENGTH } from "#app/domain/catalogue/catalogue-edit-rules.ts";
import { FormRefusal } from "../../requests/back-office/form-refusal.tsx";

// The «Nuovo prodotto» and «Nuova opzione» forms (docs/product/back-office.md#new-products-and-options):
// plain posts that work without JavaScript; a refusal comes back with each
// message beside its field and the form as it was typed.

/** The refusal of `intent`'s form, if the page's last post was that form and was refused. */
function refusalOf(result: CatalogueActionResult | undefined, intent: CatalogueIntent) {
  return result && !result.ok && result.intent === intent ? result : undefined;
}

function useCreateForm(result: CatalogueActionResult | undefined, intent: CatalogueIntent, action: string) {
  const failure = refusalOf(result, intent);
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === action &&
    navigation.formData?.get("intent") === intent;
  return { failure, errors: failure?.errors ?? {}, values: failure?.values ?? {}, busy };
}

const nameHint = "Deve essere diverso da quelli che ci sono: l'indirizzo della scheda viene dal nome.";

/** A new product: created hidden, shown by staff from its edit page once it is ready. */
export function NewProductForm({
  categories,
  subcategories,
  postedResult,
}: {
  categories: readonly SelectChoice[];
  subcategories: readonly SelectChoice[];
  postedResult: CatalogueActionResult | undefined;
}) {
  const { failure, errors, values, busy } = useCreateForm(postedResult, "new-product", STAFF_CATALOGUE_PATH);
  return (
    <Panel headingId="nuovo-prodotto" title="Nuovo prodotto" className="mt-6 max-w-3xl">
      <Form method="post" action={STAFF_CATALOGUE_PATH} noValidate className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="new-product" />
        <FormRefusal message={failure?.message} errors={errors} />
        <TextField
          id="nuovo-prodotto-nome"
          name="name"
          label="Nome"
          required
          maxLength={CATALOGUE_NAME_MAX_LENGTH}
          defaultValue={values.name ?? ""}
          hint={nameHint}
          error={errors.name}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            id="nuovo-prodotto-categoria"
            name="category"
            label="Categoria"
            required
            defaultValue={values.category ?? ""}
            choices={[{ value: "", label: "Scegli…" }, ...categories]}
            error={errors.category}
          />
          <SelectField
            id="nuovo-prodotto-sottocategoria"
            name="subcategory"
            label="Sottocategoria"
            defaultValue={values.subcategory ?? ""}
            choices={[{ value: "", label: "Nessuna" }, ...subcategories]}
            hint="Facoltativa; deve essere della categoria scelta."
            error={errors.subcategory}
          />
        </div>
        <TextAreaField
          id="nuovo-prodotto-descrizione"
          name="description"
          label="Descrizione"
          rows={4}
          maxLength={5000}
          defaultValue={values.description ?? ""}
          error={errors.description}
        />
        <TextField
          id="nuovo-prodotto-prezzo"
          name="basePrice"
          label="Prezzo base (€)"
          required
          inputMode="decimal"
          defaultValue={values.basePrice ?? ""}
          hint="In euro, per esempio 1.234,50. Più di 0 e al massimo 1.000.000,00 €."
          error={errors.basePrice}
        />
        <fieldset className="flex flex-wrap gap-6">
          <legend className="text-sm font-medium text-slate-900">Badge</legend>
          {[
            { name: "isBestseller", label: "Bestseller" },
            { name: "isEcoFriendly", label: "Eco" },
          ].map(({ name, label }) => (
            <label key={name} className="mt-2 flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                name={name}
                defaultChecked={values[name] === "on"}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-slate-700">
          Il prodotto viene creato nascosto: rendilo visibile dalla sua pagina quando è pronto.
        </p>
        <SubmitButton busy={busy} busyLabel="Creazione…">
          Crea il prodotto
        </SubmitButton>
      </Form>
    </Panel>
  );
}

const optionTypeChoices = Object.entries(calculatorOptionTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

/** A new calculator option of one of the window calculator's types. */
export function NewOptionForm({ postedResult }: { postedResult: CatalogueActionResult | undefined }) {
  const { failure, errors, values, busy } = useCreateForm(postedResult, "new-option", STAFF_OPTIONS_PATH);
  return (
    <Panel headingId="nuova-opzione" title="Nuova opzione" className="mt-6 max-w-3xl">
      <Form method="post" action={STAFF_OPTIONS_PATH} noValidate className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="new-option" />
        <FormRefusal message={failure?.message} errors={errors} />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            id="nuova-opzione-tipo"
            name="type"
            label="Tipo"
            required
            defaultValue={values.type ?? "color"}
            choices={optionTypeChoices}
            error={errors.type}
          />
          <TextField
            id="nuova-opzione-nome"
            name="name"
            label="Nome"
            required
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            defaultValue={values.name ?? ""}
            hint="Diverso da quelli delle altre opzioni dello stesso tipo."
            error={errors.name}
          />
          <TextField
            id="nuova-opzione-moltiplicatore"
            name="multiplier"
            label="Moltiplicatore"
            inputMode="decimal"
            defaultValue={values.multiplier ?? ""}
            hint="Da 0,10 a 10; vuoto: nessuno"
            error={errors.multiplier}
          />
          <TextField
            id="nuova-opzione-aggiunta"
            name="addition"
            label="Aggiunta (€)"
            inputMode="decimal"
            defaultValue={values.addition ?? ""}
            hint="Vuoto: nessuna"
            error={errors.addition}
          />
        </div>
        <SubmitButton busy={busy} busyLabel="Creazione…">
          Crea l'opzione
        </SubmitButton>
      </Form>
    </Panel>
  );
}
