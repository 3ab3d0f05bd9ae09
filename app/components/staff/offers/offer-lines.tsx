import { ArrowDown, ArrowUp, Copy, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { lineServices } from "#app/domain/configurator/line-services.ts";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import type { EditorLine, OfferEditorResult, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { discountFields } from "#app/domain/offers/offer-editor-forms.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { StaffSection } from "../staff-section.tsx";
import { ConfirmingForm } from "./confirming-form.tsx";
import { DiscountFields } from "./discount-fields.tsx";
import { OfferLineFacts } from "./offer-line-facts.tsx";

// The offer's lines in their order, each with its own plain form
// (docs/product/offers.md#writing-an-offer): quantity, room, sizes, services,
// text and discount, then copy («come la precedente»), move and remove.

type Refused = Extract<OfferEditorResult, { ok: false }>;

function LineForm({ line, offer, refused }: { line: EditorLine; offer: StaffOfferView; refused?: Refused }) {
  const mine = refused?.intent === "line" && refused.values.lineId === String(line.id) ? refused : undefined;
  const errors = mine?.errors ?? {};
  const saved = discountFields(line.discount);
  const value = (name: string, fallback: string) => mine?.values[name] ?? fallback;
  const id = `riga-${line.id}`;
  return (
    <Form
      method="post"
      action={staffOfferPath(offer.number)}
      noValidate
      className="mt-4 grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value="line" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="version" value={offer.version} />
      <div className="sm:col-span-2">
        <FormRefusal message={mine?.message} errors={errors} />
      </div>
      <TextField
        id={`${id}-quantita`}
        name="quantity"
        label="Quantità"
        inputMode="numeric"
        defaultValue={value("quantity", String(line.quantity))}
        error={errors.quantity}
      />
      {line.type === "product" ? (
        <TextField
          id={`${id}-ambiente`}
          name="roomLabel"
          label="Ambiente"
          hint="Per esempio Cucina, Camera 2"
          defaultValue={value("roomLabel", line.roomLabel)}
          error={errors.roomLabel}
        />
      ) : (
        <TextField
          id={`${id}-descrizione`}
          name="description"
          label="Descrizione"
          defaultValue={value("description", line.type === "service" ? line.description : line.title)}
          error={errors.description}
        />
      )}
      {line.type === "free" ? (
        <TextField
          id={`${id}-prezzo`}
          name="unitPrice"
          label="Prezzo unitario (€, IVA inclusa)"
          inputMode="decimal"
          defaultValue={value("unitPrice", euroAmountInput(line.unitPriceCents))}
          error={errors.unitPrice}
        />
      ) : null}
      {line.type === "product" ? (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-900">Misure e servizi</legend>
          <input type="hidden" name="sizesFinal" value="" />
          <input type="hidden" name="lineServicesShown" value="1" />
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="sizesFinal" defaultChecked={line.sizesFinal} className="size-4" />
            Misure definitive (rilevate al sopralluogo)
          </label>
          {line.offeredServices.map((code) => (
            <label key={code} className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="lineServices"
                value={code}
                defaultChecked={line.services.some((service) => service.code === code)}
                className="size-4"
              />
              {lineServices[code].label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <DiscountFields
        idPrefix={id}
        kind={value("discountKind", saved.discountKind)}
        value={value("discountValue", saved.discountValue)}
        error={errors.discountValue}
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" size="sm">
          Salva la riga
        </Button>
      </div>
    </Form>
  );
}

/** «Misure definitive»: the position configured again at the sizes measured on site. */
function MeasureForm({
  line,
  offer,
  refused,
}: {
  line: EditorLine;
  offer: StaffOfferView;
  refused?: Refused;
}) {
  if (line.type !== "product") return null;
  const mine =
    refused?.intent === "measure" && refused.values.lineId === String(line.id) ? refused : undefined;
  const errors = mine?.errors ?? {};
  const door = line.kind === "door" && "door" in line.configuration;
  const size = "door" in line.configuration ? line.configuration.door.size : line.configuration.dimensions;
  const unit = door ? "cm" : "mm";
  const id = `misure-${line.id}`;
  return (
    <Form
      method="post"
      action={staffOfferPath(offer.number)}
      noValidate
      className="mt-4 grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="measure" />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="version" value={offer.version} />
      <div className="sm:col-span-3">
        <FormRefusal message={mine?.message} errors={errors} />
      </div>
      <TextField
        id={`${id}-larghezza`}
        name="width"
        label={`Larghezza misurata (${unit})`}
        inputMode="numeric"
        defaultValue={mine?.values.width ?? String(size.width)}
        error={errors.width}
      />
      <TextField
        id={`${id}-altezza`}
        name="height"
        label={`Altezza misurata (${unit})`}
        inputMode="numeric"
        defaultValue={mine?.values.height ?? String(size.height)}
        error={errors.height}
      />
      <Button type="submit" variant="secondary" size="sm">
        Salva le misure definitive
      </Button>
    </Form>
  );
}

function LineActions({ line, offer, index }: { line: EditorLine; offer: StaffOfferView; index: number }) {
  const action = staffOfferPath(offer.number);
  const fields = { lineId: String(line.id), version: String(offer.version) };
  const small = (intent: string, label: string, icon: React.ReactNode, disabled = false) => (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="version" value={offer.version} />
      <button type="submit" disabled={disabled} className={buttonClass({ variant: "ghost", size: "sm" })}>
        {icon}
        {label}
      </button>
    </Form>
  );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {small("copy", "Come la precedente", <Copy aria-hidden="true" className="size-4" />)}
      {small("up", "Sposta su", <ArrowUp aria-hidden="true" className="size-4" />, index === 0)}
      {small(
        "down",
        "Sposta giù",
        <ArrowDown aria-hidden="true" className="size-4" />,
        index === offer.lines.length - 1,
      )}
      <ConfirmingForm
        action={action}
        fields={{ intent: "remove", ...fields }}
        variant="danger-outline"
        label={
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            Elimina
          </>
        }
        title={`Eliminare la riga ${index + 1}?`}
        description={`«${line.title}» esce dall'offerta ${offer.number}; il totale viene ricalcolato.`}
        confirmLabel="Elimina la riga"
      />
    </div>
  );
}

export function OfferLines({ offer, refused }: { offer: StaffOfferView; refused?: Refused }) {
  return (
    <StaffSection id="offerta-righe" title={`Righe (${offer.lines.length})`}>
      {offer.lines.length === 0 ? (
        <p className="mt-3 text-slate-700">L'offerta non ha ancora righe.</p>
      ) : null}
      <ol className="mt-3 space-y-4">
        {offer.lines.map((line, index) => (
          <li key={line.id} className="rounded-lg border border-slate-300 bg-white p-4">
            <h3 className="font-semibold break-words text-slate-900">
              {index + 1}. {line.title}
              {line.roomLabel ? ` · ${line.roomLabel}` : ""}
            </h3>
            <OfferLineFacts line={line} />
            {offer.editable ? (
              <>
                <LineForm line={line} offer={offer} refused={refused} />
                <MeasureForm line={line} offer={offer} refused={refused} />
                <LineActions line={line} offer={offer} index={index} />
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </StaffSection>
  );
}
