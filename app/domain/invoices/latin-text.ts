// FatturaPA's text fields take only Basic Latin and Latin-1 characters
// (String…LatinType in the schema) and have a length limit: a description
// with a typographic dash or quote, or a name in another script, would be
// refused by the SDI. The PDF keeps the original text; the XML gets this.

const replacements: Record<string, string> = {
  "\u2013": "-",
  "\u2014": "-",
  "\u2212": "-",
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2026": "...",
  "\u20ac": "EUR",
  "\u00a0": " ",
  "\u202f": " ",
  // Letters that do not decompose into a base letter and a mark.
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0152": "OE",
  "\u0153": "oe",
  "\u0131": "i",
};

/** `text` in Latin-1, on one line, cut at `maxLength` characters (never empty: "-" stands for nothing). */
export function latinText(text: string, maxLength: number): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (replacements[char] !== undefined) result += replacements[char];
    else if (code < 0x20 || code === 0x7f) result += " ";
    else if (code <= 0xff) result += char;
    else {
      // An accented letter outside Latin-1 keeps its base letter («ő» → «o»).
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      result += [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? base : "?";
    }
  }
  const collapsed = result.replace(/\s+/g, " ").trim();
  return [...collapsed].slice(0, maxLength).join("").trim() || "-";
}

/** `text` cut into pieces of at most `size` characters at spaces (FatturaPA's repeated Causale). */
export function latinChunks(text: string, size: number): string[] {
  const words = latinText(text, 10_000).split(" ");
  const chunks: string[] = [];
  let current = "";
  for (const word of words) {
    const piece = word.length > size ? word.slice(0, size) : word;
    if (current && current.length + 1 + piece.length > size) {
      chunks.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks;
}
