// The thermal figures of the catalogue, keyed by the options' stable codes
// (calculator_options.type + value): Uf and ψg per frame material and system,
// Ug per system (the configurator has no glazing option: each system comes with
// its glazing), Ud per entrance-door finish. Typical declared values, with their
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
