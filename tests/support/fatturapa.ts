import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// Validates a FatturaPA file against the published schema kept in
// tests/data/fatturapa/ (README there), offline: xmllint with --nonet and the
// catalog that maps the schema's import of the W3C signature schema to its copy.

const folder = fileURLToPath(new URL("../data/fatturapa/", import.meta.url));
export const FATTURAPA_SCHEMA = `${folder}Schema_del_file_xml_FatturaPA_v1.2.2.xsd`;

/** xmllint's complaints about `xml`; "" when it validates. */
export function fatturaPaSchemaErrors(xml: string): string {
  const result = spawnSync("xmllint", ["--nonet", "--noout", "--schema", FATTURAPA_SCHEMA, "-"], {
    input: xml,
    encoding: "utf8",
    env: { ...process.env, XML_CATALOG_FILES: `${folder}catalog.xml` },
  });
  if (result.error) throw result.error;
  return result.status === 0 ? "" : `${result.stderr}`.trim() || `xmllint exited ${result.status}`;
}

/** What a test reads back from a FatturaPA file: its type, number, total, lines and summary per rate, in cents. */
export interface FatturaPaFigures {
  type: string;
  number: string;
  totalCents: number;
  lines: { description: string; rate: number; totalCents: number }[];
  rates: { rate: number; netCents: number; vatCents: number }[];
}

const cents = (amount: string | undefined) => Math.round(Number(amount ?? "NaN") * 100);
const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
const blocks = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, "g"))].map((match) => match[1] ?? "");

export function fatturaPaFigures(xml: string): FatturaPaFigures {
  return {
    type: tag(xml, "TipoDocumento") ?? "",
    number: tag(xml, "Numero") ?? "",
    totalCents: cents(tag(xml, "ImportoTotaleDocumento")),
    lines: blocks(xml, "DettaglioLinee").map((line) => ({
      description: tag(line, "Descrizione") ?? "",
      rate: Number(tag(line, "AliquotaIVA")),
      totalCents: cents(tag(line, "PrezzoTotale")),
    })),
    rates: blocks(xml, "DatiRiepilogo").map((summary) => ({
      rate: Number(tag(summary, "AliquotaIVA")),
      netCents: cents(tag(summary, "ImponibileImporto")),
      vatCents: cents(tag(summary, "Imposta")),
    })),
  };
}
