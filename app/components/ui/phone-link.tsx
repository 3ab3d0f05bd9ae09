import { phoneHref } from "#app/domain/italian-formats/phone-numbers.ts";

/** A phone number staff can call with a tap; the number as the customer wrote it, or "—" without one. */
export function PhoneLink({ phone, className }: { phone: string | null | undefined; className?: string }) {
  const href = phone ? phoneHref(phone) : null;
  if (!phone || !href) return <>{phone || "—"}</>;
  return (
    <a href={href} className={className ?? "text-brand-800 underline underline-offset-2"}>
      {phone}
    </a>
  );
}
