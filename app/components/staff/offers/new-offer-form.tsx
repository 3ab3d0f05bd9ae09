import { FilePlus2 } from "lucide-react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

// «Nuova offerta» on a job, a quote request or a lead (docs/product/offers.md#writing-an-offer):
// a draft starts at once and opens in the editor.

export function NewOfferForm({
  action,
  label = "Nuova offerta",
  fields = {},
}: {
  action: string;
  label?: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post" action={action} className="mt-4">
      <input type="hidden" name="intent" value="new-offer" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass({ variant: "primary", size: "sm" })}>
        <FilePlus2 aria-hidden="true" className="size-4" />
        {label}
      </button>
    </Form>
  );
}
