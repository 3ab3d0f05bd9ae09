import { Send } from "lucide-react";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { OfferEditorResult, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { ConfirmingForm } from "./confirming-form.tsx";

// «Invia»: the draft becomes the next numbered version, with its PDF and its
// e-mail to the customer (docs/product/offers.md#versions). Asked first.

type Refused = Extract<OfferEditorResult, { ok: false }>;

export function OfferSendPanel({ offer, refused }: { offer: StaffOfferView; refused?: Refused }) {
  if (!offer.editable) return null;
  const mine = refused?.intent === "send" ? refused : undefined;
  const next = (offer.versions.at(-1)?.versionNumber ?? 0) + 1;
  const to = offer.job.email
    ? `a ${offer.job.email}`
    : "senza e-mail: il cliente non ne ha una, consegnagli il PDF";
  return (
    <Panel headingId="offerta-invio" title="Invio al cliente" className="mt-8">
      <div className="mt-3 space-y-3">
        <FormRefusal message={mine?.message} errors={{}} />
        {offer.sendingRefusal ? (
          <p className="text-sm text-slate-800">{offer.sendingRefusal}</p>
        ) : (
          <p className="text-sm text-slate-800">
            La versione {next} sarà inviata {to}, per {formatEuroCents(offer.totals.totalCents)}.
            {offer.versions.length > 0 ? " Sostituisce la versione precedente, che resta consultabile." : ""}
          </p>
        )}
        <ConfirmingForm
          action={staffOfferPath(offer.number)}
          fields={{ intent: "send", version: String(offer.version) }}
          variant="primary"
          label={
            <>
              <Send aria-hidden="true" className="size-4" />
              Invia la versione {next}
            </>
          }
          title={`Inviare la versione ${next} dell'offerta ${offer.number}?`}
          description={`Il cliente riceve l'offerta di ${formatEuroCents(offer.totals.totalCents)} ${to}. Una versione inviata non si modifica più.`}
          confirmLabel={`Invia la versione ${next}`}
        />
      </div>
    </Panel>
  );
}
