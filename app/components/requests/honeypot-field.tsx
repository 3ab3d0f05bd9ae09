import { HONEYPOT_FIELD } from "#app/domain/requests/lead-form-fields.ts";

/**
 * The field only robots fill in: off screen, out of the tab order and hidden
 * from screen readers, so a request that carries a value in it is a robot's.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Lascia vuoto questo campo</label>
      <input id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
