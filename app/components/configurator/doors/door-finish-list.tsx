import { Check } from "lucide-react";
import { useId } from "react";
import type { DoorFinishView } from "#app/domain/catalogue/door-catalogue.ts";
import { finishShortName, finishSwatch } from "#app/domain/configurator/door-finish-labels.ts";
import { PANTOGRAPH_SUPPLEMENT_CENTS } from "#app/domain/configurator/door-price.ts";
import { type StandardPanels, standardPanelsOf } from "#app/domain/configurator/door-standard-panels.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { groupItems } from "./door-catalogue-groups.ts";
import type { PanelSide } from "./use-door-configurator.ts";

// Panels and finishes grouped by line, each with a colour swatch and a short
// name; the supplier's codes stay one click away (docs/product/door-configurator.md#panels).
// Each finish can be the internal panel, the external one or both; pressing a
// side's button again removes it.

const lacquerNotes: Record<NonNullable<DoorFinishView["lacquer"]>, string> = {
  campione: "Laccatura a campione: +40%",
  scuro: "Colore scuro: +40%",
  brillante: "Colore brillante: +40%",
};

/** The supplier's codes, folded away: a customer chooses by name and colour. */
function FinishCodes({ finish }: { finish: DoorFinishView }) {
  const codes: [string, string][] = [];
  if (finish.replacementCode) codes.push(["Codice sostituzione", finish.replacementCode]);
  if (finish.looseCode) codes.push(["Codice sciolto", finish.looseCode]);
  if (finish.loosePriceCents !== null)
    codes.push(["Prezzo sciolto", formatEuroCents(finish.loosePriceCents)]);
  if (finish.replacementInterno) codes.push(["Sostituzione interno", finish.replacementInterno]);
  if (finish.replacementEsterno) codes.push(["Sostituzione esterno", finish.replacementEsterno]);
  if (finish.codiceInterno) codes.push(["Codice interno", finish.codiceInterno]);
  if (finish.codiceEsterno) codes.push(["Codice esterno", finish.codiceEsterno]);
  if (codes.length === 0) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-8 cursor-pointer items-center text-slate-700 hover:text-brand-800">
        Codici fornitore
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 sm:grid-cols-[auto_1fr_auto_1fr] sm:gap-x-3">
        {codes.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}:</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const tagClass = "rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800";

function SideButton({
  side,
  finishName,
  pressed,
  onPress,
}: {
  side: PanelSide;
  finishName: string;
  pressed: boolean;
  onPress: () => void;
}) {
  const sideLabel = side === "interno" ? "Interno" : "Esterno";
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The visible side comes first, so the name still starts with what is seen (WCAG 2.5.3).
      aria-label={`${sideLabel}: ${finishName}`}
      onClick={onPress}
      className={`inline-flex min-w-24 items-center justify-center gap-1 rounded-md border px-3 py-1.5 text-sm font-semibold ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          : "border-slate-400 bg-white text-slate-900 hover:border-brand-700 hover:bg-brand-50"
      }`}
    >
      {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
      {sideLabel}
    </button>
  );
}

function FinishRow({
  finish,
  internal,
  external,
  onToggle,
}: {
  finish: DoorFinishView;
  internal: boolean;
  external: boolean;
  onToggle: (side: PanelSide, key: string) => void;
}) {
  const tags = [
    finish.note,
    finish.thicknessMm ? `spessore ${finish.thicknessMm}mm` : null,
    finish.lacquer ? lacquerNotes[finish.lacquer] : null,
  ].filter((tag): tag is string => Boolean(tag));
  return (
    <li
      className={`flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between ${
        internal || external ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white"
      }`}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden="true"
          className="mt-0.5 size-8 shrink-0 rounded-full border border-slate-400 shadow-inner"
          style={{ background: finishSwatch(finish.name) }}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{finishShortName(finish)}</p>
          <FinishCodes finish={finish} />
          {tags.length > 0 ? (
            <p className="mt-2 flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <span key={tag} className={tagClass}>
                  {tag}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <p className="font-semibold whitespace-nowrap text-slate-900">
          {formatEuroCents(finish.priceCents)}
          {finish.priceCents === 0 ? (
            <span className="ml-1 text-sm font-normal text-slate-700">(incluso)</span>
          ) : null}
        </p>
        <div className="flex gap-2">
          <SideButton
            side="interno"
            finishName={finish.name}
            pressed={internal}
            onPress={() => onToggle("interno", finish.key)}
          />
          <SideButton
            side="esterno"
            finishName={finish.name}
            pressed={external}
            onPress={() => onToggle("esterno", finish.key)}
          />
        </div>
      </div>
    </li>
  );
}

/** What the door has on each side now: the chosen finish, the model's own panel, or nothing yet. */
function PanelChoiceNote({
  finishes,
  internalPanel,
  externalPanel,
  standard,
}: {
  finishes: readonly DoorFinishView[];
  internalPanel: string | null;
  externalPanel: string | null;
  standard: StandardPanels | null;
}) {
  const sideText = (key: string | null, side: PanelSide) => {
    const chosen = key ? finishes.find((finish) => finish.key === key)?.name : undefined;
    if (chosen) return chosen;
    return standard ? `di serie (${standard[side]})` : "nessuno";
  };
  return (
    <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <p>
        {standard
          ? `Questo modello ha di serie il pannello ${standard.interno.toLowerCase()} all'interno e ${standard.esterno.toLowerCase()} all'esterno: scegli un pannello solo per sostituirlo.`
          : "Questo modello non ha pannelli di serie: scegli almeno un pannello, interno o esterno."}
      </p>
      <p className="mt-1">
        Interno: <strong>{sideText(internalPanel, "interno")}</strong> · Esterno:{" "}
        <strong>{sideText(externalPanel, "esterno")}</strong>
      </p>
    </div>
  );
}

export function DoorFinishList({
  productSlug,
  finishes,
  internalPanel,
  externalPanel,
  onToggle,
}: {
  productSlug: string;
  finishes: readonly DoorFinishView[];
  internalPanel: string | null;
  externalPanel: string | null;
  onToggle: (side: PanelSide, key: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-6">
      <PanelChoiceNote
        finishes={finishes}
        internalPanel={internalPanel}
        externalPanel={externalPanel}
        standard={standardPanelsOf(productSlug)}
      />
      {groupItems(finishes, (finish) => finish.line).map((group, index) => {
        const headingId = `${id}-linea-${index}`;
        return (
          <section key={group.name} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {group.name}
            </h3>
            {group.name === "Pantografati" ? (
              <p className="text-sm text-slate-700">
                Supplemento pantografatura {formatEuroCents(PANTOGRAPH_SUPPLEMENT_CENTS)} per ogni lato
                scelto.
              </p>
            ) : null}
            <ul className="mt-2 space-y-2">
              {group.items.map((finish) => (
                <FinishRow
                  key={finish.key}
                  finish={finish}
                  internal={internalPanel === finish.key}
                  external={externalPanel === finish.key}
                  onToggle={onToggle}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
