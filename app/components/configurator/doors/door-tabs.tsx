import { Tab, TabList, TabPanel, Tabs } from "#app/components/ui/tabs.tsx";
import type { DoorArticleView, DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import { withIncludedPrices } from "#app/domain/configurator/door-included-items.ts";
import { groupItems } from "./door-catalogue-groups.ts";
import { DoorFinishList } from "./door-finish-list.tsx";
import { DoorItemCheckboxGroup, DoorItemRadioGroup } from "./door-item-list.tsx";
import type { DoorConfigurator, DoorProduct } from "./use-door-configurator.ts";

// The door configurator's tabs (docs/product/door-configurator.md): cylinders, handle kits, the two
// kinds of knob (one knob in total), accessories and extras, panels and finishes.

const PIGNA_KNOB_CATEGORY = "Pomolo Pigna uovo";
const ACCESSORY_CATEGORIES = [
  "Telaio",
  "Sensori",
  "Soglie",
  "Imbotti",
  "Coprifili",
  "Vetrocamera",
  "Guarnizioni",
  "Modifiche",
] as const;

export const doorTabs = [
  { value: "cilindri", label: "Cilindri" },
  { value: "kit-maniglie", label: "Kit maniglie" },
  { value: "pomoli", label: "Pomoli" },
  { value: "pomoli-pigna", label: "Pomoli Pigna" },
  { value: "accessori", label: "Accessori" },
  { value: "pannelli", label: "Pannelli e finiture" },
] as const;

export type DoorTab = (typeof doorTabs)[number]["value"];

// One row that scrolls sideways on a phone, rather than three rows of wrapped tabs.
const tabTriggerClass =
  "inline-flex min-h-11 shrink-0 items-center rounded-t-md border-b-2 border-transparent px-2 text-sm whitespace-nowrap sm:px-3 font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base";

const asOption = (article: DoorArticleView) => ({
  code: article.code,
  name: article.name,
  priceCents: article.priceCents,
});

/** The cards of a list: the model's own articles read «(di serie)» at 0 €, as the breakdown bills them. */
type ArticleOptions = (articles: readonly DoorArticleView[]) => ReturnType<typeof asOption>[];

/** The single-choice tabs: cylinders, handle kits and the two kinds of knob. */
function radioTabsFor(catalogue: DoorCatalogue, configurator: DoorConfigurator) {
  const { choices } = configurator;
  const roundKnobs = catalogue.knobs.filter((knob) => knob.category !== PIGNA_KNOB_CATEGORY);
  const pignaKnobs = catalogue.knobs.filter((knob) => knob.category === PIGNA_KNOB_CATEGORY);
  const chosenKnob = catalogue.knobs.find((knob) => knob.code === choices.knob);
  // One knob in total: each knob tab says so when the chosen one sits in the other tab.
  const knobNote = (inThisTab: readonly DoorArticleView[], otherTab: string) =>
    chosenKnob && !inThisTab.includes(chosenKnob)
      ? `Hai scelto ${chosenKnob.name} (${otherTab}): sceglierne uno qui lo sostituisce.`
      : "Si può scegliere un solo pomolo, tondo o Pigna.";

  return [
    {
      value: "cilindri",
      legend: "Scegli il cilindro",
      items: catalogue.cylinders,
      selected: choices.cylinder,
      onChange: configurator.chooseCylinder,
      noneLabel: "Nessun cilindro",
    },
    {
      value: "kit-maniglie",
      legend: "Scegli il kit maniglie",
      items: catalogue.handleKits,
      selected: choices.handleKit,
      onChange: configurator.chooseHandleKit,
      noneLabel: "Nessun kit maniglie",
    },
    {
      value: "pomoli",
      legend: "Pomolo fisso/girevole esterno tondo",
      items: roundKnobs,
      selected: choices.knob,
      onChange: configurator.chooseKnob,
      noneLabel: "Nessun pomolo",
      note: knobNote(roundKnobs, "Pomoli Pigna"),
    },
    {
      value: "pomoli-pigna",
      legend: "Pomolo Pigna uovo",
      items: pignaKnobs,
      selected: choices.knob,
      onChange: configurator.chooseKnob,
      noneLabel: "Nessun pomolo",
      note: knobNote(pignaKnobs, "Pomoli"),
    },
  ];
}

/** What a group of accessories is for, where its name does not say it (docs/product/door-configurator.md#frame). */
const accessoryNotes: Readonly<Record<string, string>> = {
  Telaio:
    "Il telaio in acciaio si fissa al muro e regge la porta: serve quando si toglie anche il vecchio telaio o il vano è nuovo. Se il controtelaio esistente è in buono stato resta al suo posto e non serve sceglierlo: lo verifichiamo al sopralluogo.",
};

/** The accessories tab: the catalogue's accessories by category, then the price map's extra items. */
function DoorAccessoriesTab({
  catalogue,
  configurator,
  options,
}: {
  catalogue: DoorCatalogue;
  configurator: DoorConfigurator;
  options: ArticleOptions;
}) {
  const { choices } = configurator;
  return (
    <TabPanel value="accessori" className="space-y-6 pt-4">
      {groupItems(
        catalogue.accessories,
        (item) => item.category ?? "Altri accessori",
        ACCESSORY_CATEGORIES,
      ).map((group) => (
        <DoorItemCheckboxGroup
          key={group.name}
          legend={group.name}
          note={accessoryNotes[group.name]}
          items={options(group.items)}
          selected={choices.accessories}
          onToggle={configurator.toggleAccessory}
        />
      ))}
      <DoorItemCheckboxGroup
        legend="Articoli aggiuntivi"
        items={catalogue.extras.map((extra) => ({
          code: extra.key,
          name: extra.label,
          priceCents: extra.priceCents,
        }))}
        selected={choices.extras}
        onToggle={configurator.toggleExtra}
      />
    </TabPanel>
  );
}

/** The tabs of articles and finishes, cylinders first; the dialog opens the panels tab when one is missing. */
export function DoorTabs({
  catalogue,
  configurator,
  product,
  tab: activeTab,
  onTabChange,
}: {
  catalogue: DoorCatalogue;
  configurator: DoorConfigurator;
  product: DoorProduct;
  tab: DoorTab;
  onTabChange: (tab: DoorTab) => void;
}) {
  const { choices } = configurator;
  const radioTabs = radioTabsFor(catalogue, configurator);
  const options: ArticleOptions = (articles) => withIncludedPrices(product.slug, articles.map(asOption));

  return (
    <Tabs
      value={activeTab}
      onValueChange={(value) => onTabChange(doorTabs.find((tab) => tab.value === value)?.value ?? "cilindri")}
    >
      <TabList
        aria-label="Articoli e finiture"
        className="flex gap-x-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:thin]"
      >
        {doorTabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} className={tabTriggerClass}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {radioTabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value} className="pt-4">
          <DoorItemRadioGroup
            legend={tab.legend}
            items={options(tab.items)}
            value={tab.selected}
            onChange={tab.onChange}
            noneLabel={tab.noneLabel}
            note={tab.note}
          />
        </TabPanel>
      ))}
      <DoorAccessoriesTab catalogue={catalogue} configurator={configurator} options={options} />
      <TabPanel value="pannelli" className="pt-4">
        <DoorFinishList
          productSlug={product.slug}
          finishes={catalogue.finishes}
          internalPanel={choices.internalPanel}
          externalPanel={choices.externalPanel}
          onToggle={configurator.togglePanel}
        />
      </TabPanel>
    </Tabs>
  );
}
