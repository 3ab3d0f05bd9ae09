import type { CalculatorOptionSeed } from "./types.ts";

// The option values of the configurator's depth (docs/product/window-options.md):
// glazings per system, the outside colour, the hand of a window with several
// sashes and the mosquito net. The box reuses the shutters' values. Additions
// are cents per m², like every addition of the formula; each type's first value
// is the neutral one (price 0), which is also what a configuration without the
// type is priced as.

const choice = (
  type: CalculatorOptionSeed["type"],
  value: string,
  name: string,
  priceAdditionCents: number,
  swatchHex?: string,
): CalculatorOptionSeed => ({ type, value, name, priceMultiplier: null, priceAdditionCents, swatchHex });

export const configuratorDepthOptionSeeds: CalculatorOptionSeed[] = [
  // Glazing: the names repeat thermal-catalogue.ts's descriptions, which hold the Ug and the dB.
  choice("glazing", "s70-doppio-be", "Doppio vetro basso emissivo 4/16/4 argon", 0),
  choice("glazing", "s70-doppio-stratificato", "Doppio vetro stratificato di sicurezza 33.1/16/4", 2500),
  choice("glazing", "s70-doppio-acustico", "Doppio vetro acustico 44.2A/16/6", 5500),
  choice("glazing", "s70-triplo-be", "Triplo vetro basso emissivo 4/10/4/10/4 argon", 4500),
  choice("glazing", "p82-triplo-be", "Triplo vetro basso emissivo 4/12/4/12/4 argon", 0),
  choice("glazing", "p82-triplo-stratificato", "Triplo vetro stratificato di sicurezza 33.1/12/4/12/4", 3000),
  choice("glazing", "p82-triplo-acustico", "Triplo vetro acustico 44.2A/12/4/12/6", 6500),
  choice("glazing", "p92-triplo-be", "Triplo vetro basso emissivo 4/16/4/16/4 argon", 0),
  choice("glazing", "p92-triplo-krypton", "Triplo vetro basso emissivo 4/14/4/14/4 kripton", 5000),
  choice("glazing", "p92-triplo-acustico", "Triplo vetro acustico 44.2A/16/4/16/6", 6500),

  // Outside colour (bicolore): the surcharge includes the second coating.
  choice("outsideColor", "come-interno", "Come l'interno", 0),
  choice("outsideColor", "bianco", "Bianco", 3000, "#ffffff"),
  choice("outsideColor", "antracite", "Grigio antracite RAL 7016", 5500, "#383e42"),
  choice("outsideColor", "grigio", "Grigio", 5000, "#7d7f7d"),
  choice("outsideColor", "marrone", "Marrone", 5000, "#6b4226"),
  choice("outsideColor", "nero", "Nero", 6000, "#1f1f1f"),
  choice("outsideColor", "legno-naturale", "Legno naturale", 7500, "#c8a165"),
  choice("outsideColor", "legno-scuro", "Legno scuro", 7500, "#5a3d26"),

  // The hand of a window with several sashes: which sash opens first, seen from inside.
  choice("openingSide", "principale-destra", "Anta principale a destra", 0),
  choice("openingSide", "principale-sinistra", "Anta principale a sinistra", 0),

  choice("mosquitoNet", "nessuna", "Nessuna zanzariera", 0),
  choice("mosquitoNet", "laterale", "Zanzariera a scorrimento laterale", 4500),
  choice("mosquitoNet", "verticale", "Zanzariera avvolgibile verticale", 3900),
];
