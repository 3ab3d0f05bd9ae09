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
