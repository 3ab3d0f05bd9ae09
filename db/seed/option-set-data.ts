import type { ProductOptionSettings } from "../../app/domain/catalogue/option-sets.ts";
import { productSeeds } from "./catalogue-data.ts";
import type { CalculatorOptionSeed, ProductSeed } from "./types.ts";

// The option values of the families beyond windows and what each demo product
// fixes and preselects (ADR 015, db/seed/prices.md). Additions are in cents and,
// like every addition of the formula, are multiplied by the area: read them as
// "per m²".

const choice = (
  type: CalculatorOptionSeed["type"],
  value: string,
  name: string,
  priceMultiplier: string | null,
  priceAdditionCents: number | null,
  swatchHex?: string,
): CalculatorOptionSeed => ({ type, value, name, priceMultiplier, priceAdditionCents, swatchHex });

export const familyOptionSeeds: CalculatorOptionSeed[] = [
  // Sliding type: the product's own construction, fixed by the product, so its base price carries it.
  choice("slidingType", "alzante", "Alzante scorrevole (HST)", "1.0000", null),
  choice("slidingType", "traslante", "Traslante ribalta (PSK)", "1.0000", null),
  choice("slidingType", "complanare", "Complanare", "1.0000", null),
  choice("slidingType", "minimal", "Minimal a tutto vetro", "1.0000", null),

  // Shutters.
  choice("slatMaterial", "pvc", "PVC", "1.0000", null),
  choice("slatMaterial", "alluminio", "Alluminio coibentato", "1.6000", null),
  choice("slatMaterial", "acciaio", "Acciaio", "2.2000", null),
  choice("slatMaterial", "legno", "Legno", "2.5000", null),
  choice("operation", "cinghia", "Manuale a cinghia", null, 0),
  choice("operation", "manovella", "Manuale ad arganello (asta)", null, 2500),
  choice("operation", "motore", "Motorizzata con pulsante", null, 15000),
  choice("operation", "motore-smart", "Motorizzata radio con telecomando e app", null, 21000),
  choice("box", "nessuno", "Nessuno (cassonetto esistente)", null, 0),
  choice("box", "esterno", "Cassonetto esterno in alluminio", null, 6000),
  choice("box", "incasso", "Cassonetto a scomparsa coibentato", null, 9500),

  // Doors: interior finishes, then entrance-door panels.
  choice("finish", "laminato-bianco", "Laminato bianco", null, 0, "#f4f3ee"),
  choice("finish", "laminato-rovere", "Laminato effetto rovere", null, 0, "#b48a56"),
  choice("finish", "laccato-bianco", "Laccato bianco", null, 6000, "#ffffff"),
  choice("finish", "rovere", "Rovere spazzolato", null, 9000, "#a57b4f"),
  choice("finish", "noce", "Noce nazionale", null, 11000, "#6b4a2f"),
  choice("finish", "vetro-satinato", "Vetro satinato", null, 5000, "#dfe8ea"),
  choice("finish", "pannello-liscio", "Pannello liscio", null, 0, "#e8e6e1"),
  choice("finish", "pannello-pantografato", "Pannello pantografato", null, 12000, "#d8d4cc"),
  choice("finish", "legno-rovere", "Rovere massello", null, 0, "#8a6a48"),
  choice("finish", "alluminio-inox", "Alluminio con inserti inox", null, 0, "#9ea3a8"),
  choice("finish", "vetro-temperato", "Vetro temperato stratificato", null, 0, "#cfdde3"),
  choice("openingSide", "destra", "Apertura a destra", null, 0),
  choice("openingSide", "sinistra", "Apertura a sinistra", null, 0),
  choice("handle", "maniglia-standard", "Maniglia standard", null, 0),
  choice("handle", "maniglia-design", "Maniglia di design", null, 2500),
  choice("handle", "pomolo", "Pomolo", null, 0),
  choice("handle", "maniglia-placca", "Maniglia con placca di sicurezza", null, 0),
  choice("handle", "maniglione", "Maniglione esterno in acciaio", null, 9000),
];

const has = (product: ProductSeed, ...words: string[]) => words.some((word) => product.slug.includes(word));

function frameMaterial(product: ProductSeed): string {
  if (has(product, "legno-alluminio")) return "legno-alluminio";
  if (has(product, "pvc")) return "pvc";
  if (has(product, "legno")) return "legno";
  return "alluminio";
}

/** The system by the profile depth in the name: up to 75 mm standard, up to 85 performance, deeper passive. */
function frameSystem(product: ProductSeed): string {
  const depth = Number(product.name.match(/\b(\d{2,3})\b/)?.[1] ?? 0);
  if (product.categorySlug === "scorrevoli")
    return has(product, "alzante") ? "performance-82" : "standard-70";
  if (depth >= 86 || has(product, "passiv")) return "passive-92";
  if (depth >= 76 || has(product, "energy")) return "performance-82";
  return "standard-70";
}

function slidingType(product: ProductSeed): string {
  if (has(product, "alzante")) return "alzante";
  if (has(product, "traslante")) return "traslante";
  if (has(product, "complanare")) return "complanare";
  return "minimal";
}

function settingsOf(product: ProductSeed): ProductOptionSettings | null {
  switch (product.categorySlug) {
    case "finestre": {
      const vasistas = has(product, "vasistas");
      return {
        locked: { material: frameMaterial(product), system: frameSystem(product) },
        defaults: {
          windowType: vasistas ? "una-anta" : "due-ante",
          openingType: vasistas ? "vasistas" : "anta-ribalta",
          color: "bianco",
        },
      };
    }
    case "portefinestre":
      return {
        locked: { material: frameMaterial(product), system: frameSystem(product) },
        defaults: { windowType: "due-ante", openingType: "anta-ribalta", color: "bianco" },
      };
    case "scorrevoli":
      return {
        locked: {
          material: frameMaterial(product),
          system: frameSystem(product),
          slidingType: slidingType(product),
        },
        defaults: { windowType: "due-ante", color: has(product, "minimal") ? "grigio" : "bianco" },
      };
    case "tapparelle": {
      const motor = has(product, "smart") ? "motore-smart" : has(product, "motorizzat") ? "motore" : null;
      const frangisole = has(product, "frangisole");
      return {
        locked: {
          slatMaterial: has(product, "pvc") ? "pvc" : "alluminio",
          ...(motor ? { operation: motor } : {}),
        },
        defaults: {
          operation: frangisole ? "manovella" : "cinghia",
          box: frangisole ? "esterno" : "nessuno",
          color: frangisole ? "grigio" : "bianco",
        },
      };
    }
    case "porte-interne":
      return {
        locked: interiorFinish(product),
        defaults: { finish: "laminato-bianco", openingSide: "destra", handle: "maniglia-standard" },
      };
    case "porte-ingresso":
      return {
        locked: entranceFinish(product),
        defaults: { finish: "pannello-liscio", openingSide: "destra", handle: "maniglione" },
      };
    default:
      return null;
  }
}

function interiorFinish(product: ProductSeed): ProductOptionSettings["locked"] {
  if (has(product, "laccata")) return { finish: "laccato-bianco" };
  if (has(product, "rovere")) return { finish: "rovere" };
  if (has(product, "noce")) return { finish: "noce" };
  if (has(product, "vetro")) return { finish: "vetro-satinato" };
  return {};
}

function entranceFinish(product: ProductSeed): ProductOptionSettings["locked"] {
  if (has(product, "decorato")) return { finish: "pannello-pantografato" };
  if (has(product, "legno")) return { finish: "legno-rovere" };
  if (has(product, "inox")) return { finish: "alluminio-inox" };
  if (has(product, "vetrata")) return { finish: "vetro-temperato" };
  return {};
}

/** Each demo product of the window configurator with what it fixes and preselects. */
export const productOptionSeeds: { slug: string; settings: ProductOptionSettings }[] = productSeeds.flatMap(
  (product) => {
    const settings = settingsOf(product);
    return settings ? [{ slug: product.slug, settings }] : [];
  },
);
