// What GET /api/door-catalogue answers and the door configurator shows: the
// Torterolo articles, extras and finishes, prices in integer cents (docs/product/door-configurator.md); the JSON API adds euro fields.

export interface DoorCatalogue {
  cylinders: DoorArticleView[];
  handleKits: DoorArticleView[];
  knobs: DoorArticleView[];
  accessories: DoorArticleView[];
  extras: { key: string; label: string; priceCents: number }[];
  finishes: DoorFinishView[];
}

export interface DoorArticleView {
  code: string;
  name: string;
  priceCents: number;
  category: string | null;
}

export interface DoorFinishView {
  key: string;
  name: string;
  line: string;
  priceCents: number;
  replacementCode: string | null;
  looseCode: string | null;
  loosePriceCents: number | null;
  replacementInterno: string | null;
  replacementEsterno: string | null;
  codiceInterno: string | null;
  codiceEsterno: string | null;
  note: string | null;
  thicknessMm: number | null;
  lacquer: "campione" | "scuro" | "brillante" | null;
}
