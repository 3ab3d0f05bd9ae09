import type { ReactNode } from "react";
import { ChoiceCard } from "#app/components/ui/choice-card.tsx";

/**
 * A required choice of the checkout (the invoice type, the payment method): a
 * fieldset of radio cards, two by two, with the server's refusal under them
 * and tied to the fieldset.
 */
export function ChoiceCardFieldset<Choice extends string>({
  legend,
  name,
  idPrefix,
  choices,
  checked,
  labelOf,
  onChoose,
  error,
  errorId,
  intro,
  note,
}: {
  legend: string;
  name: string;
  /** Each card's id is the prefix and its value. */
  idPrefix: string;
  choices: readonly Choice[];
  /** The choice ticked when the page is drawn. */
  checked: string;
  labelOf: (choice: Choice) => string;
  onChoose?: (choice: Choice) => void;
  error: string | undefined;
  errorId: string;
  /** Under the legend, above the cards. */
  intro?: ReactNode;
  /** Under the cards, above the error. */
  note?: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-xl font-semibold text-slate-900">{legend}</legend>
      {intro}
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <ChoiceCard
            key={choice}
            id={`${idPrefix}-${choice}`}
            name={name}
            value={choice}
            required
            defaultChecked={choice === checked}
            onChange={onChoose ? () => onChoose(choice) : undefined}
            label={labelOf(choice)}
          />
        ))}
      </div>
      {note}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
