import { Form, Link } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { OfferEditorResult, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { offerServiceCodes, offerServices } from "#app/domain/offers/offer-services.ts";
import { StaffSection } from "../staff-section.tsx";
import { DiscountFields } from "./discount-fields.tsx";

// Adding lines to a draft (docs/product/offers.md#writing-an-offer): a
// product through the shop's own configurators, an offer service at its
// catalogue price, or a free line with the price staff type.

type Refused = Extract<OfferEditorResult, { ok: false }>;

function refusedFor(refused: Refused | undefined, intent: OfferEditorResult["intent"]) {
  return refused?.intent === intent ? refused : undefined;
}

function ServiceForm({ offer, refused }: { offer: StaffOfferView; refused?: Refused }) {
  const mine = refusedFor(refused, "add-service");
  const errors = mine?.errors ?? {};
  const value = (name: string, fallback = "") => mine?.values[name] ?? fallback;
  return (
    <Form
      method="post"
      action={staffOfferPath(offer.number)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="add-service" />
      <h3 className="font-semibold text-slate-900 sm:col-span-2">Servizio</h3>
      <div className="sm:col-span-2">
        <FormRefusal message={mine?.message} errors={errors} />
      </div>
      <SelectField
        id="nuovo-servizio"
        name="serviceCode"
        label="Servizio"
        defaultValue={value("serviceCode", "transport")}
        error={errors.serviceCode}
        choices={offerServiceCodes.map((code) => ({
          value: code,
          label: `${offerServices[code].label} (${formatEuroCents(offer.servicePrices[code])} ${offerServices[code].unitText})`,
        }))}
      />
      <TextField
        id="nuovo-servizio-quantita"
        name="quantity"
        label="Quantità"
        inputMode="numeric"
        defaultValue={value("quantity", "1")}
        error={errors.quantity}
      />
      <TextField
        id="nuovo-servizio-descrizione"
        name="description"
        label="Nota sulla riga"
        hint="Facoltativa, per esempio «3° piano senza ascensore»"
        defaultValue={value("description")}
        error={errors.description}
      />
      <DiscountFields
        idPrefix="nuovo-servizio"
        kind={value("discountKind")}
        value={value("discountValue")}
        error={errors.discountValue}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" size="sm">
          Aggiungi il servizio
        </Button>
      </div>
    </Form>
  );
}

function FreeLineForm({ offer, refused }: { offer: StaffOfferView; refused?: Refused }) {
  const mine = refusedFor(refused, "add-free");
  const errors = mine?.errors ?? {};
  const value = (name: string, fallback = "") => mine?.values[name] ?? fallback;
  return (
    <Form
      method="post"
      action={staffOfferPath(offer.number)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="add-free" />
      <h3 className="font-semibold text-slate-900 sm:col-span-2">Riga libera</h3>
      <div className="sm:col-span-2">
        <FormRefusal message={mine?.message} errors={errors} />
      </div>
      <TextField
        id="nuova-riga-descrizione"
        name="description"
        label="Descrizione"
        required
        defaultValue={value("description")}
        error={errors.description}
      />
      <TextField
        id="nuova-riga-prezzo"
        name="unitPrice"
        label="Prezzo unitario (€, IVA inclusa)"
        required
        inputMode="decimal"
        defaultValue={value("unitPrice")}
        error={errors.unitPrice}
      />
      <TextField
        id="nuova-riga-quantita"
        name="quantity"
        label="Quantità"
        inputMode="numeric"
        defaultValue={value("quantity", "1")}
        error={errors.quantity}
      />
      <DiscountFields
        idPrefix="nuova-riga"
        kind={value("discountKind")}
        value={value("discountValue")}
        error={errors.discountValue}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" size="sm">
          Aggiungi la riga
        </Button>
      </div>
    </Form>
  );
}

export function OfferAddForms({ offer, refused }: { offer: StaffOfferView; refused?: Refused }) {
  return (
    <StaffSection id="offerta-aggiungi" title="Aggiungi una riga">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="rounded-lg border border-slate-300 bg-white p-4">
          <h3 className="font-semibold text-slate-900">Prodotto configurato</h3>
          <p className="mt-2 text-sm text-slate-700">
            Finestre, portefinestre, scorrevoli, persiane e porte con i configuratori del negozio: stessi
            limiti, stesse opzioni, stesso prezzo.
          </p>
          <Link
            to={`${staffOfferPath(offer.number)}/configura`}
            className={buttonClass({ variant: "primary", size: "sm", className: "mt-3" })}
          >
            Scegli il prodotto
          </Link>
        </div>
        <div className="rounded-lg border border-slate-300 bg-white p-4">
          <ServiceForm offer={offer} refused={refused} />
        </div>
        <div className="rounded-lg border border-slate-300 bg-white p-4">
          <FreeLineForm offer={offer} refused={refused} />
        </div>
      </div>
    </StaffSection>
  );
}
