import {
  type OptionType,
  optionTypes,
  type ProductOptionSet,
  type Toggle,
} from "../catalogue/option-sets.ts";
import { MAX_DIMENSION_MM } from "./window-configuration.ts";

// A window configuration in the product page's query string, so a reload, a
// shared link or the way back from sign-in reopens it
// (docs/product/window-price.md#configuration-link). The server reads it for
// the first render; the browser rewrites it as the customer configures.

export type LinkValues = Partial<Record<OptionType, string>> & {
  width: string;
  height: string;
  sopraluce: boolean;
  sottoluce: boolean;
};

const WIDTH = "larghezza";
const HEIGHT = "altezza";
const toggleParams: readonly Toggle[] = ["sopraluce", "sottoluce"];

/** The parameters the configurator owns; any other (configurazione, riga) is left alone. */
function ownParams(set: ProductOptionSet): string[] {
  return [...set.fields.map((field) => field.type), WIDTH, HEIGHT, ...toggleParams];
}

function sameValues(set: ProductOptionSet, a: LinkValues, b: LinkValues): boolean {
  return (
    set.fields.every((field) => (a[field.type] ?? "") === (b[field.type] ?? "")) &&
    a.width.trim() === b.width.trim() &&
    a.height.trim() === b.height.trim() &&
    set.toggles.every((toggle) => a[toggle] === b[toggle])
  );
}

/**
 * Writes `values` into a copy of `current` (its other parameters kept) and
 * returns the query string, "?" included or "". Values equal to `base` (what
 * the page opens with anyway) leave the address clean.
 */
export function configurationSearch(
  set: ProductOptionSet,
  values: LinkValues,
  base: LinkValues,
  current: string,
): string {
  const params = new URLSearchParams(current);
  for (const name of ownParams(set)) params.delete(name);
  if (sameValues(set, values, base)) return params.size > 0 ? `?${params}` : "";
  writeConfiguration(params, set, values);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Writes every free option, the size and the toggles of a configuration into `params`. */
function writeConfiguration(params: URLSearchParams, set: ProductOptionSet, values: LinkValues) {
  for (const field of set.fields) {
    const value = values[field.type];
    if (!field.locked && value) params.set(field.type, value);
  }
  if (values.width.trim()) params.set(WIDTH, values.width.trim());
  if (values.height.trim()) params.set(HEIGHT, values.height.trim());
  for (const toggle of set.toggles) if (values[toggle]) params.set(toggle, "1");
}

/** The product page's configurator section, which a shared link scrolls to. */
export const CONFIGURATOR_ANCHOR = "configuratore";

/**
 * The link «Copia link» shares: the product page with every free option, the
 * size and the toggles written out (never `riga` or what the page opened
 * with), ending at the configurator: "/product/3?color=bianco&larghezza=1200&altezza=1400#configuratore".
 */
export function shareableConfigurationPath(
  productId: number,
  set: ProductOptionSet,
  values: LinkValues,
): string {
  const params = new URLSearchParams();
  writeConfiguration(params, set, values);
  const search = params.toString();
  return `/product/${productId}${search ? `?${search}` : ""}#${CONFIGURATOR_ANCHOR}`;
}

function validDimension(text: string): boolean {
  return /^\d{1,5}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_DIMENSION_MM;
}

export interface ParsedConfigurationLink {
  values: LinkValues;
  /** What was dropped, e.g. `Colore «rosa»`; shown in the page's message. */
  invalid: string[];
}

/**
 * The configuration a link carries, over `defaults`; null when the link has
 * none. A value the product does not offer is dropped (its default stays) and named in `invalid`.
 */
export function parseConfigurationLink(
  set: ProductOptionSet,
  params: URLSearchParams,
  defaults: LinkValues,
): ParsedConfigurationLink | null {
  if (!ownParams(set).some((name) => params.has(name))) return null;
  const values: LinkValues = { ...defaults };
  const invalid: string[] = [];
  for (const field of set.fields) {
    const value = params.get(field.type);
    if (value === null || field.locked) continue;
    if (field.choices.some((choice) => choice.value === value)) values[field.type] = value;
    else invalid.push(`${field.label} «${value}»`);
  }
  for (const [name, key, label] of [
    [WIDTH, "width", "Larghezza"],
    [HEIGHT, "height", "Altezza"],
  ] as const) {
    const value = params.get(name);
    if (value === null) continue;
    if (validDimension(value.trim())) values[key] = value.trim();
    else invalid.push(`${label} «${value}»`);
  }
  for (const toggle of toggleParams) {
    const value = params.get(toggle);
    if (value === null) continue;
    if (set.toggles.includes(toggle) && (value === "1" || value === "0")) values[toggle] = value === "1";
    else invalid.push(`${toggle === "sopraluce" ? "Sopraluce" : "Sottoluce"} «${value}»`);
  }
  return { values, invalid };
}

/** The query parameter naming the cart line the product page's configurator updates. */
export const CART_LINE_PARAM = "riga";

/**
 * "Modifica configurazione" of a cart line: its product page with the line's
 * configuration in the link and the line's id, so the configurator updates it.
 */
export function cartLineEditPath(line: StoredConfiguration & { id: number }): string {
  return storedConfigurationPath(line, { [CART_LINE_PARAM]: String(line.id) });
}

/** A configuration as a cart line or a saved configuration keeps it. */
interface StoredConfiguration {
  productId: number;
  options: Record<string, unknown> | null;
  dimensions: { width: number; height: number } | null;
}

/**
 * The product page's link of a stored configuration (a saved one's «Copia
 * link», a cart line's "Modifica configurazione" with `riga`), ending at the configurator.
 */
export function storedConfigurationPath(
  line: StoredConfiguration,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  const options = line.options ?? {};
  for (const type of optionTypes) {
    const value = options[type];
    if (typeof value === "string" && value) params.set(type, value);
  }
  if (line.dimensions) {
    params.set(WIDTH, String(line.dimensions.width));
    params.set(HEIGHT, String(line.dimensions.height));
  }
  for (const toggle of toggleParams) if (options[toggle] === true) params.set(toggle, "1");
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `/product/${line.productId}?${params}#${CONFIGURATOR_ANCHOR}`;
}

export function invalidLinkMessage(invalid: readonly string[]): string {
  return `Alcuni valori del link non sono validi: ${invalid.join(", ")}. Al loro posto usiamo i valori predefiniti.`;
}
