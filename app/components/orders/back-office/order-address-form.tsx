import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { provinces } from "#app/domain/italian-formats/provinces.ts";
import type { Order } from "#app/domain/orders/order.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// «Indirizzo di consegna» of an order, correctable by staff until production
// (docs/product/offers.md#orders-that-change); a plain form.

export function OrderAddressForm({
  order,
  version,
  action,
  refused,
}: {
  order: Order;
  version: number;
  action: string;
  refused: IntentRefusal<"address"> | undefined;
}) {
  const errors = refused?.errors ?? {};
  const value = (name: string, saved: string | null) => refused?.values[name] ?? saved ?? "";
  return (
    <details className="mt-6 rounded-md border border-slate-300 bg-white p-4" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-brand-800">
        Correggi l'indirizzo di consegna
      </summary>
      <Form method="post" action={action} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="address" />
        <input type="hidden" name="version" value={version} />
        {refused && Object.keys(errors).length === 0 ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
          >
            {refused.message}
          </p>
        ) : null}
        <TextField
          id="ordine-indirizzo"
          name="address"
          label="Indirizzo (via o piazza)"
          defaultValue={value("address", order.shippingStreet ?? order.shippingAddress)}
          error={errors.address}
        />
        <TextField
          id="ordine-civico"
          name="houseNumber"
          label="Numero civico"
          defaultValue={value("houseNumber", order.shippingHouseNumber)}
          error={errors.houseNumber}
        />
        <TextField
          id="ordine-citta"
          name="city"
          label="Città"
          defaultValue={value("city", order.shippingCity)}
          error={errors.city}
        />
        <TextField
          id="ordine-cap"
          name="postalCode"
          label="CAP"
          inputMode="numeric"
          defaultValue={value("postalCode", order.shippingPostalCode)}
          error={errors.postalCode}
        />
        <SelectField
          id="ordine-provincia"
          name="province"
          label="Provincia"
          defaultValue={value("province", order.shippingProvince)}
          error={errors.province}
          choices={[
            { value: "", label: "Scegli la provincia" },
            ...provinces.map((province) => ({
              value: province.code,
              label: `${province.name} (${province.code})`,
            })),
          ]}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" size="sm">
            Salva l'indirizzo
          </Button>
        </div>
      </Form>
    </details>
  );
}
