// The thermal figures of the catalogue, keyed by the options' stable codes
// (calculator_options.type + value): Uf and ψg per frame material and system,
// Ug per system (the configurator has no glazing option: each system comes with
// its standard glazing, the glazing option may change it), Ud per entrance-door finish. Typical declared values, with their
// sources, in docs/decisions/018-thermal-transmittance-and-ecobonus.md; what an
// option without a figure means in docs/product/thermal.md#data.

/** W/m²K. */
export interface FrameFigures {
  /** Frame (telaio + anta) thermal transmittance Uf, W/m²K. */
  uf: number;
  /** Linear thermal transmittance ψg of the glass edge (the spacer), W/mK. */
  psiG: number;
}

export interface Glazing {
  /** What the system's glazing is, in Italian, for the docs and the API reader. */
  description: string;
  /** Centre-of-glass thermal transmittance Ug, W/m²K. */
  ug: number;
}

/** Ug of the glazing each system is sold with. */
export const glazingBySystem: Readonly<Record<string, Glazing>> = {
  "standard-70": { description: "Vetrocamera basso emissivo 4/16/4 con argon", ug: 1.1 },
  "performance-82": { description: "Triplo vetro basso emissivo 4/12/4/12/4 con argon", ug: 0.7 },
  "passive-92": { description: "Triplo vetro basso emissivo 4/16/4/16/4 con argon", ug: 0.6 },
};

/** A glazing a customer may choose, by its option code: the system it fits, its Ug and its sound reduction. */
export interface GlazingChoice extends Glazing {
  system: string;
  /** Weighted sound reduction index Rw of the glazing, dB (EN ISO 717-1). */
  soundReductionDb: number;
}

/**
 * The glazings on offer per system (docs/product/window-options.md#glazing). The
 * first of each system is the one it is sold with (price 0, the Ug above); the
 * prices are the options' own, in calculator_options.
 */
export const glazingChoices: Readonly<Record<string, GlazingChoice>> = {
  "s70-doppio-be": {
    system: "standard-70",
    description: "Doppio vetro basso emissivo 4/16/4 argon",
    ug: 1.1,
    soundReductionDb: 32,
  },
  "s70-doppio-stratificato": {
    system: "standard-70",
    description: "Doppio vetro stratificato di sicurezza 33.1/16/4",
    ug: 1.1,
    soundReductionDb: 35,
  },
  "s70-doppio-acustico": {
    system: "standard-70",
    description: "Doppio vetro acustico 44.2A/16/6",
    ug: 1.1,
    soundReductionDb: 41,
  },
  "s70-triplo-be": {
    system: "standard-70",
    description: "Triplo vetro basso emissivo 4/10/4/10/4 argon",
    ug: 0.7,
    soundReductionDb: 33,
  },
  "p82-triplo-be": {
    system: "performance-82",
    description: "Triplo vetro basso emissivo 4/12/4/12/4 argon",
    ug: 0.7,
    soundReductionDb: 33,
  },
  "p82-triplo-stratificato": {
    system: "performance-82",
    description: "Triplo vetro stratificato di sicurezza 33.1/12/4/12/4",
    ug: 0.7,
    soundReductionDb: 37,
  },
  "p82-triplo-acustico": {
    system: "performance-82",
    description: "Triplo vetro acustico 44.2A/12/4/12/6",
    ug: 0.7,
    soundReductionDb: 44,
  },
  "p92-triplo-be": {
    system: "passive-92",
    description: "Triplo vetro basso emissivo 4/16/4/16/4 argon",
    ug: 0.6,
    soundReductionDb: 34,
  },
  "p92-triplo-krypton": {
    system: "passive-92",
    description: "Triplo vetro basso emissivo 4/14/4/14/4 kripton",
    ug: 0.5,
    soundReductionDb: 34,
  },
  "p92-triplo-acustico": {
    system: "passive-92",
    description: "Triplo vetro acustico 44.2A/16/4/16/6",
    ug: 0.6,
    soundReductionDb: 45,
  },
};

/** ψg: the standard system has an aluminium spacer, the others a warm-edge one. */
const aluminiumSpacer = { woodOrPvc: 0.08, metal: 0.11 };
const warmEdgeSpacer = { woodOrPvc: 0.04, metal: 0.06 };

/** Uf and ψg by frame material, then by system. */
export const frameFigures: Readonly<Record<string, Readonly<Record<string, FrameFigures>>>> = {
  pvc: {
    "standard-70": { uf: 1.3, psiG: aluminiumSpacer.woodOrPvc },
    "performance-82": { uf: 1.1, psiG: warmEdgeSpacer.woodOrPvc },
    "passive-92": { uf: 0.95, psiG: warmEdgeSpacer.woodOrPvc },
  },
  alluminio: {
    "standard-70": { uf: 2.6, psiG: aluminiumSpacer.metal },
    "performance-82": { uf: 2.0, psiG: warmEdgeSpacer.metal },
    "passive-92": { uf: 1.4, psiG: warmEdgeSpacer.metal },
  },
  legno: {
    "standard-70": { uf: 1.4, psiG: aluminiumSpacer.woodOrPvc },
    "performance-82": { uf: 1.2, psiG: warmEdgeSpacer.woodOrPvc },
    "passive-92": { uf: 1.0, psiG: warmEdgeSpacer.woodOrPvc },
  },
  "legno-alluminio": {
    "standard-70": { uf: 1.4, psiG: aluminiumSpacer.woodOrPvc },
    "performance-82": { uf: 1.2, psiG: warmEdgeSpacer.woodOrPvc },
    "passive-92": { uf: 1.0, psiG: warmEdgeSpacer.woodOrPvc },
  },
};

/**
 * Ud of an entrance door as its maker declares it for the whole door
 * (EN 14351-1), by finish code. Interior doors have none: they do not close
 * the heated space.
 */
export const entranceDoorUd: Readonly<Record<string, number>> = {
  "pannello-liscio": 1.3,
  "pannello-pantografato": 1.3,
  "legno-rovere": 1.5,
  "alluminio-inox": 1.4,
  "vetro-temperato": 1.6,
};

export interface ThermalFigures {
  ug: number;
  uf: number;
  psiG: number;
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * Ug, Uf and ψg of a window's material and system, or null when the catalogue
 * has no figure for them. Ug is the chosen glazing's when it fits the system,
 * else the glazing the system is sold with.
 */
export function windowFigures(options: Readonly<Record<string, unknown>>): ThermalFigures | null {
  const system = text(options.system);
  const material = text(options.material);
  if (!system || !material) return null;
  const chosen = glazingChoices[text(options.glazing) ?? ""];
  const glazing = chosen?.system === system ? chosen : glazingBySystem[system];
  const frame = frameFigures[material]?.[system];
  return glazing && frame ? { ug: glazing.ug, uf: frame.uf, psiG: frame.psiG } : null;
}
