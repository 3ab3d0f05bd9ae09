import type { DrawingSpec, ShutterOperation, SlatMaterial, SlidingType } from "./product-drawing-spec.ts";

// The Italian words a product drawing is read as by screen readers: a short
// label (the accessible name) and a full description (docs/product/drawings.md#text).

/** What a category's products are called in a drawing's label; other categories use the family's name. */
const subjectByCategorySlug: Readonly<Record<string, string>> = {
  finestre: "Finestra",
  portefinestre: "Portafinestra",
  scorrevoli: "Scorrevole",
  tapparelle: "Tapparella",
  "porte-ingresso": "Porta d'ingresso",
  "porte-interne": "Porta interna",
  "porte-blindate": "Porta blindata",
};

export function drawingSubject(categorySlug: string | null | undefined): string | undefined {
  return categorySlug ? subjectByCategorySlug[categorySlug] : undefined;
}

const openingNames = {
  battente: "apertura a battente",
  "anta-ribalta": "apertura anta ribalta",
  vasistas: "apertura a vasistas",
  scorrevole: "apertura scorrevole",
  fissa: "fissa (non apribile)",
} as const;

const slidingTypeNames: Record<SlidingType, string> = {
  alzante: "alzante",
  traslante: "traslante",
  complanare: "complanare",
  minimal: "minimal",
};

const operationNames: Record<ShutterOperation, string> = {
  strap: "comando a cinghia",
  crank: "comando a manovella",
  motor: "comando motorizzato",
};

const boxNames = {
  none: "senza cassonetto",
  external: "cassonetto esterno",
  hidden: "cassonetto a scomparsa",
};

const slatMaterialNames: Record<SlatMaterial, string> = {
  pvc: "stecche in PVC",
  alluminio: "stecche in alluminio",
  acciaio: "stecche in acciaio",
  legno: "stecche in legno",
};

const handleNames = { handle: "maniglia", knob: "pomolo", pull: "maniglione" };

const panelsWord = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Which panels of a sliding door move, from the left: 2 panels fixed + sliding, 4 fixed outside. */
export function slidingPanelKinds(panels: number): ("fixed" | "sliding")[] {
  if (panels >= 4) return ["fixed", "sliding", "sliding", "fixed"];
  return Array.from({ length: Math.max(2, panels) }, (_, index) => (index === 0 ? "fixed" : "sliding"));
}

/** The few words that set this drawing apart from another of its family. */
function features(spec: DrawingSpec): string[] {
  switch (spec.family) {
    case "window":
    case "french-window":
      return [
        `${spec.subject} a ${panelsWord(spec.sashes, "anta", "ante")}`,
        ...(spec.opening ? [openingNames[spec.opening]] : []),
      ];
    case "sliding":
      return [
        `${spec.subject} ${slidingTypeNames[spec.slidingType]}`,
        panelsWord(spec.panels, "anta", "ante"),
      ];
    case "shutter":
      return [spec.subject, operationNames[spec.operation], boxNames[spec.box]];
    case "door":
      return [
        spec.subject,
        spec.sliding ? "scorrevole" : `apertura a ${spec.hingeSide === "left" ? "sinistra" : "destra"}`,
      ];
  }
}

/** The accessible name: "Porta interna, apertura a destra, 800 × 2100 mm". */
export function drawingLabel(spec: DrawingSpec): string {
  return [...features(spec), `${spec.widthMm} × ${spec.heightMm} mm`].join(", ");
}

function details(spec: DrawingSpec): string[] {
  switch (spec.family) {
    case "sliding": {
      const kinds = slidingPanelKinds(spec.panels);
      const fixed = kinds.filter((kind) => kind === "fixed").length;
      const sliding = kinds.length - fixed;
      return [
        `${fixed} ${fixed === 1 ? "fissa" : "fisse"} e ${sliding} ${sliding === 1 ? "scorrevole" : "scorrevoli"}`,
      ];
    }
    case "shutter":
      return spec.slatMaterial ? [slatMaterialNames[spec.slatMaterial]] : [];
    case "door":
      return [handleNames[spec.handle], ...(spec.glazed ? ["con vetro"] : [])];
    default:
      return [];
  }
}

/**
 * The full text alternative, e.g. "Finestra a 2 ante, apertura anta ribalta,
 * colore Noce, larghezza 1200 mm, altezza 1400 mm, con sopraluce."
 */
export function describeDrawing(spec: DrawingSpec): string {
  const parts = [...features(spec), ...details(spec)];
  if (spec.colourName) parts.push(`colore ${spec.colourName}`);
  parts.push(`larghezza ${spec.widthMm} mm`, `altezza ${spec.heightMm} mm`);
  if (spec.family === "window" || spec.family === "french-window") {
    const bands = [spec.sopraluce && "sopraluce", spec.sottoluce && "sottoluce"].filter(Boolean);
    if (bands.length) parts.push(`con ${bands.join(" e ")}`);
  }
  return `${parts.join(", ")}.`;
}
