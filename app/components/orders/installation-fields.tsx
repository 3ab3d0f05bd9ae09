import { ChoiceCardFieldset } from "#app/components/cart-and-checkout/choice-card-fieldset.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { workKindLabels, workKinds } from "#app/domain/offers/work-kinds.ts";

// The self-certification of a job with installation (docs/product/vat.md#who-gets-it):
// the building's use and the kind of work, asked by the checkout and by the
// acceptance of an offer alike. The server requires both; its refusals show
// beside each field.

export function InstallationFields({
  values,
  errors,
  subject = "L'offerta comprende la posa",
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What includes the installation: «L'offerta», «L'ordine». */
  subject?: string;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-6">
      <ChoiceCardFieldset
        legend="L'edificio è a uso abitativo?"
        name="residential"
        idPrefix="abitativo"
        choices={["si", "no"] as const}
        checked={values.residential ?? ""}
        labelOf={(choice) => (choice === "si" ? "Sì, è un'abitazione" : "No")}
        error={errors.residential}
        errorId="errore-abitativo"
        intro={
          <p className="mt-1 text-sm text-slate-700">
            {subject}: l'uso dell'edificio e il tipo di intervento decidono l'aliquota IVA. Per la
            manutenzione di un'abitazione l'IVA è al 10 % (per finestre e porte solo fino al valore del resto
            dei lavori); è una tua dichiarazione, che conserviamo con l'ordine.
          </p>
        }
      />
      <div className="mt-6">
        <SelectField
          id="tipo-intervento"
          name="workKind"
          label="Tipo di intervento"
          required
          defaultValue={values.workKind ?? ""}
          error={errors.workKind}
          choices={[
            { value: "", label: "Scegli il tipo di intervento" },
            ...workKinds.map((kind) => ({ value: kind, label: workKindLabels[kind] })),
          ]}
        />
      </div>
    </section>
  );
}
