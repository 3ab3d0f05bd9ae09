import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError, SelectField, TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { STAFF_SUPPLIERS_PATH } from "#app/domain/purchasing/purchasing-paths.ts";
import type { SupplierRow } from "#app/domain/purchasing/supplier-form.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// The catalogue's supplier forms (docs/product/production.md#purchase-orders):
// one plain form per supplier, one to add a supplier, one to say which
// supplier a product comes from. A refusal is drawn into the form it came
// from, with what was typed and each message beside its field.

export type SupplierIntent = "supplier" | "new-supplier" | "product-supplier";
export type SupplierRefusal = IntentRefusal<SupplierIntent>;

interface Shown {
  name: string;
  email: string;
  leadTimeDays: string;
  suppliesGlass: boolean;
  active: boolean;
}

function Checkbox({
  id,
  name,
  label,
  checked,
  error,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  error?: string;
}) {
  return (
    <div className="md:mt-7">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-errore` : undefined}
          className="size-4 accent-brand-700"
        />
        {label}
      </label>
      <FieldError id={`${id}-errore`} message={error} />
    </div>
  );
}

function SupplierFields({
  prefix,
  shown,
  errors,
}: {
  prefix: string;
  shown: Shown;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid items-start gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto_auto]">
      <TextField
        id={`${prefix}-nome`}
        name="name"
        label="Nome"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={shown.name}
        error={errors.name}
      />
      <TextField
        id={`${prefix}-email`}
        name="email"
        type="email"
        label="E-mail per gli ordini"
        required
        autoComplete="off"
        defaultValue={shown.email}
        error={errors.email}
      />
      <TextField
        id={`${prefix}-giorni`}
        name="leadTimeDays"
        label="Consegna (giorni lavorativi)"
        inputMode="numeric"
        required
        autoComplete="off"
        defaultValue={shown.leadTimeDays}
        error={errors.leadTimeDays}
      />
      <Checkbox
        id={`${prefix}-vetro`}
        name="suppliesGlass"
        label="Fornisce il vetro"
        checked={shown.suppliesGlass}
        error={errors.suppliesGlass}
      />
      <Checkbox
        id={`${prefix}-attivo`}
        name="active"
        label="Attivo"
        checked={shown.active}
        error={errors.active}
      />
    </div>
  );
}

/** What a form shows: what was typed when its save was refused (unless the row changed meanwhile), else the saved values. */
function shownValues(saved: Shown, refused: SupplierRefusal | undefined): Shown {
  if (!refused || refused.kind === "conflict") return saved;
  const typed = refused.values;
  return {
    name: typed.name ?? "",
    email: typed.email ?? "",
    leadTimeDays: typed.leadTimeDays ?? "",
    suppliesGlass: typed.suppliesGlass === "on",
    active: typed.active === "on",
  };
}

function SupplierForm({
  supplier,
  refused,
}: {
  supplier: SupplierRow;
  refused: SupplierRefusal | undefined;
}) {
  const saved = { ...supplier, leadTimeDays: String(supplier.leadTimeDays) };
  const errors = refused && refused.kind !== "conflict" ? refused.errors : {};
  const prefix = `fornitore-${supplier.id}`;
  return (
    <li className="py-4">
      <Form
        key={refused ? "rifiutato" : `${supplier.version}`}
        method="post"
        action={STAFF_SUPPLIERS_PATH}
        noValidate
        aria-labelledby={`${prefix}-titolo`}
      >
        <input type="hidden" name="intent" value="supplier" />
        <input type="hidden" name="supplierId" value={supplier.id} />
        <input type="hidden" name="version" value={supplier.version} />
        <p id={`${prefix}-titolo`} className="font-semibold text-slate-900">
          {supplier.name}
          <span className="ml-2 text-sm font-normal text-slate-700">
            {supplier.products.length === 0
              ? "Nessun prodotto collegato"
              : `Prodotti: ${supplier.products.map((product) => product.name).join(", ")}`}
          </span>
        </p>
        <div className="mt-2">
          <FormRefusal message={refused?.message} errors={errors} />
        </div>
        <div className="mt-2">
          <SupplierFields prefix={prefix} shown={shownValues(saved, refused)} errors={errors} />
        </div>
        <Button type="submit" variant="outline" className="mt-3">
          Salva<span className="sr-only"> {supplier.name}</span>
        </Button>
      </Form>
    </li>
  );
}

export function SupplierList({
  suppliers,
  refused,
}: {
  suppliers: SupplierRow[];
  refused: SupplierRefusal | undefined;
}) {
  const rowRefusal = (id: number) =>
    refused?.intent === "supplier" && refused.values.supplierId === String(id) ? refused : undefined;
  return (
    <Panel headingId="fornitori-elenco" title="Fornitori" className="mt-6">
      <ul className="divide-y divide-slate-200">
        {suppliers.map((supplier) => (
          <SupplierForm key={supplier.id} supplier={supplier} refused={rowRefusal(supplier.id)} />
        ))}
      </ul>
    </Panel>
  );
}

export function NewSupplierForm({ refused }: { refused: SupplierRefusal | undefined }) {
  const own = refused?.intent === "new-supplier" ? refused : undefined;
  const empty = { name: "", email: "", leadTimeDays: "", suppliesGlass: false, active: true };
  return (
    <Panel headingId="fornitori-nuovo" title="Aggiungi un fornitore" className="mt-6">
      <Form
        method="post"
        action={STAFF_SUPPLIERS_PATH}
        noValidate
        className="mt-2"
        key={own ? "rifiutato" : "vuoto"}
      >
        <input type="hidden" name="intent" value="new-supplier" />
        <FormRefusal message={own?.message} errors={own?.errors ?? {}} />
        <div className="mt-2">
          <SupplierFields
            prefix="nuovo-fornitore"
            shown={shownValues(empty, own)}
            errors={own?.errors ?? {}}
          />
        </div>
        <Button type="submit" className="mt-3">
          Aggiungi il fornitore
        </Button>
      </Form>
    </Panel>
  );
}

export function ProductSupplierForm({
  products,
  suppliers,
  refused,
}: {
  products: { id: number; name: string; supplierId: number | null }[];
  suppliers: SupplierRow[];
  refused: SupplierRefusal | undefined;
}) {
  const own = refused?.intent === "product-supplier" ? refused : undefined;
  const errors = own?.errors ?? {};
  const supplierName = (id: number | null) => suppliers.find((supplier) => supplier.id === id)?.name;
  return (
    <Panel headingId="fornitori-prodotti" title="Da chi si acquista un prodotto" className="mt-6">
      <p className="text-sm text-slate-700">
        I prodotti collegati a un fornitore finiscono nei suoi ordini fornitore; gli altri li produciamo noi.
      </p>
      <Form
        method="post"
        action={STAFF_SUPPLIERS_PATH}
        noValidate
        className="mt-3 grid items-start gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      >
        <input type="hidden" name="intent" value="product-supplier" />
        <div className="md:col-span-3">
          <FormRefusal message={own?.message} errors={errors} />
        </div>
        <SelectField
          id="prodotto-fornitore-prodotto"
          name="productId"
          label="Prodotto"
          defaultValue={own?.values.productId ?? ""}
          error={errors.productId}
          choices={[
            { value: "", label: "Scegli il prodotto" },
            ...products.map((product) => ({
              value: String(product.id),
              label: `${product.name} — ${supplierName(product.supplierId) ?? "prodotto da noi"}`,
            })),
          ]}
        />
        <SelectField
          id="prodotto-fornitore-fornitore"
          name="supplierId"
          label="Fornitore"
          defaultValue={own?.values.supplierId ?? ""}
          error={errors.supplierId}
          choices={[
            { value: "", label: "Nessuno: lo produciamo noi" },
            ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.name })),
          ]}
        />
        <Button type="submit" variant="outline" className="md:mt-6">
          Collega
        </Button>
      </Form>
    </Panel>
  );
}
