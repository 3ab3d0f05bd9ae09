import fc from "fast-check";

// Generators of hostile input for the fuzz suite: "nearly valid" bodies built
// from a route's real payload with a few fields damaged, random JSON, raw
// malformed bodies, hostile path segments and cookies.

/** One request body as the fuzzer sends it. `streamed` sends it in chunks without Content-Length. */
export interface FuzzBody {
  note: string;
  contentType: string | null;
  body: string | Uint8Array | null;
  streamed?: boolean;
}

/** What fast-check prints for a failing case: the damage, never 20 KB of padding. */
function describeBody(value: FuzzBody): string {
  const text = value.body === null ? "" : typeof value.body === "string" ? value.body : "<bytes>";
  const size =
    value.body === null ? 0 : typeof value.body === "string" ? value.body.length : value.body.length;
  const preview = text.length > 400 ? `${text.slice(0, 400)}… (${size} chars)` : text;
  return `${value.note} [${value.contentType ?? "no content-type"}${value.streamed ? ", streamed" : ""}] ${preview}`;
}

function fuzzBody(value: FuzzBody): FuzzBody {
  Object.defineProperty(value, fc.toStringMethod, { value: () => describeBody(value), enumerable: false });
  return value;
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

/** Sets a key as an own, enumerable property, even "__proto__", so JSON.stringify sends it. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export const XSS_MARKERS = ["<script>fuzzXss()</script>", '"><img src=x onerror=fuzzXss()>'] as const;

const hostileStrings = fc.constantFrom(
  "",
  " ",
  "\t\n",
  "\u0000",
  "' OR 1=1 --",
  "1; DROP TABLE users; --",
  ...XSS_MARKERS,
  "$" + "{7*7}{{7*7}}",
  "../../etc/passwd",
  "%00",
  "%zz",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x1F",
  " 12 ",
  "١٢٣",
  "１２",
  "😀👍🏽",
  "\u202Eabc",
  "\uFEFF",
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
);

/** Long enough to hit every max-length rule, short enough to pass the 16 KiB body cap. */
const longString = fc
  .tuple(fc.constantFrom("a", "è", "😀", "<", " ", "9"), fc.integer({ min: 300, max: 6_000 }))
  .map(([unit, length]) => unit.repeat(length));

/** ~20 KB: past the JSON body cap by itself. */
const hugeString = fc
  .tuple(fc.constantFrom("a", "è", "😀"), fc.integer({ min: 17_000, max: 21_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

const junkNumber = fc.oneof(
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 1e12, -1e12, 2 ** 31, 2 ** 53 + 2, 1e308, Number.MIN_VALUE),
);

const junkText = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme" }) },
  { weight: 3, arbitrary: hostileStrings },
  { weight: 1, arbitrary: longString },
);

const prototypeKeys = fc.constantFrom("__proto__", "constructor", "prototype");

const prototypeObject = fc.tuple(prototypeKeys, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => {
  const target: Record<string, unknown> = {};
  setOwn(target, key, value);
  setOwn(target, "isAdmin", true);
  return target;
});

/** A value that does not belong where it is put. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: junkNumber },
  { weight: 4, arbitrary: junkText },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2 }) },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
);

/**
 * A deep copy of a generated value, keeping own "__proto__" keys. Generated
 * values may be shared between runs, and mutations must never write into them.
 */
function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyValue);
  if (value && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      setOwn(copy, key, copyValue((value as Record<string, unknown>)[key]));
    return copy;
  }
  return value;
}

type Path = readonly (string | number)[];

/** Every path into a JSON value, the root included. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, index]));
  } else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

type Mutation =
  | { op: "replace"; at: number; value: unknown }
  | { op: "remove"; at: number }
  | { op: "extra"; at: number; key: string; value: unknown }
  | { op: "wrapInArray"; at: number }
  | { op: "asString"; at: number };

const extraKeys = fc.oneof(
  prototypeKeys,
  fc.constantFrom("userId", "id", "isAdmin", "calculatedPrice", "price", "status", "totalAmount", "website"),
  fc.string({ maxLength: 20 }),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: junkValue }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("extra" as const),
      at: fc.nat(),
      key: extraKeys,
      value: junkValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("wrapInArray" as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("asString" as const), at: fc.nat() }) },
);

function applyMutation(root: { value: unknown }, change: Mutation): void {
  const paths = pathsOf(root.value);
  const path = paths[change.at % paths.length]!;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  const parent = parentPath.reduce<unknown>(
    (node, step) => (node as Record<string | number, unknown>)[step],
    root.value,
  ) as Record<string | number, unknown> | undefined;
  const current = key === undefined ? root.value : parent?.[key];
  const put = (value: unknown) => {
    if (key === undefined) root.value = value;
    else if (parent) setOwn(parent as Record<string, unknown>, String(key), value);
  };
  switch (change.op) {
    case "replace":
      put(copyValue(change.value));
      return;
    case "remove":
      if (key === undefined) root.value = undefined;
      else if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else if (parent) delete parent[key];
      return;
    case "extra":
      if (current && typeof current === "object" && !Array.isArray(current))
        setOwn(current as Record<string, unknown>, change.key, copyValue(change.value));
      return;
    case "wrapInArray":
      put([current]);
      return;
    case "asString":
      put(typeof current === "string" ? current : JSON.stringify(current));
      return;
  }
}

/** A valid body from `valid` with one to three fields damaged, removed, added, or wrapped. */
export function nearlyValid<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([body, mutations]) => {
    const root = { value: copyValue(body) };
    for (const change of mutations) applyMutation(root, change);
    return root.value;
  });
}

const jsonBody = (note: string) => (value: unknown) =>
  fuzzBody({ note, contentType: JSON_TYPE, body: JSON.stringify(value) ?? "" });

/** Bodies that are not JSON, not typed as JSON, empty, or too large. */
function malformedJsonBodies<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<FuzzBody> {
  const text = valid.map((value) => JSON.stringify(value));
  return fc.oneof(
    fc.tuple(text, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })).map(([json, cut]) =>
      fuzzBody({
        note: "truncated JSON",
        contentType: JSON_TYPE,
        body: json.slice(0, Math.floor(json.length * cut)),
      }),
    ),
    fc
      .tuple(
        text,
        fc.constantFrom(
          "text/plain",
          "text/json",
          "application/jsonx",
          FORM_TYPE,
          "multipart/form-data; boundary=x",
          "application/xml",
          "application/octet-stream",
          "",
        ),
      )
      .map(([json, contentType]) => fuzzBody({ note: "wrong content type", contentType, body: json })),
    text.map((json) =>
      fuzzBody({ note: "no content type", contentType: null, body: new TextEncoder().encode(json) }),
    ),
    fc
      .tuple(
        text,
        fc.constantFrom(
          "APPLICATION/JSON",
          "application/json; charset=utf-16",
          "application/json;charset=latin1",
          "application/vnd.fuzz+json",
        ),
      )
      .map(([json, contentType]) => fuzzBody({ note: "unusual JSON content type", contentType, body: json })),
    fc
      .constantFrom("", " ", "\n\n", "\uFEFF")
      .map((body) => fuzzBody({ note: "empty body", contentType: JSON_TYPE, body })),
    fc.constant(fuzzBody({ note: "no body", contentType: JSON_TYPE, body: null })),
    fc
      .tuple(text, fc.constantFrom("}", ",", "]", " trailing", "{}", "\u0000"))
      .map(([json, tail]) =>
        fuzzBody({ note: "trailing garbage", contentType: JSON_TYPE, body: json + tail }),
      ),
    fc
      .constantFrom(
        "{productId: 1}",
        "{'a': 1}",
        "NaN",
        "undefined",
        "[1,]",
        '{"a":1,}',
        '{"a":"\\x41"}',
        '"\\ud800"',
      )
      .map((body) => fuzzBody({ note: "not JSON", contentType: JSON_TYPE, body })),
    fc.constant(
      fuzzBody({
        note: "invalid UTF-8",
        contentType: JSON_TYPE,
        body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      }),
    ),
    fc.tuple(fc.constantFrom("[", '{"a":'), fc.integer({ min: 500, max: 4_000 })).map(([open, depth]) => {
      const close = open === "[" ? "]" : "}";
      const body = `${open.repeat(depth)}1${close.repeat(depth)}`;
      return fuzzBody({ note: `nested ${depth} deep`, contentType: JSON_TYPE, body });
    }),
    fc
      .tuple(valid, hugeString)
      .map(([value, padding]) =>
        fuzzBody({ note: "oversized", contentType: JSON_TYPE, body: JSON.stringify({ ...value, padding }) }),
      ),
    fc.tuple(valid, hugeString).map(([value, padding]) =>
      fuzzBody({
        note: "oversized, streamed",
        contentType: JSON_TYPE,
        body: JSON.stringify({ ...value, padding }),
        streamed: true,
      }),
    ),
  );
}

/**
 * A JSON route's inputs: mostly nearly valid bodies, then random JSON values
 * and raw malformed bodies.
 */
export function jsonBodies<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 12, arbitrary: nearlyValid(valid).map(jsonBody("nearly valid")) },
    { weight: 2, arbitrary: fc.jsonValue().map(jsonBody("random JSON")) },
    { weight: 1, arbitrary: fc.anything().map(jsonBody("random value")) },
    { weight: 1, arbitrary: junkValue.map(jsonBody("junk value")) },
    { weight: 5, arbitrary: malformedJsonBodies(valid) },
  );
}

// Form posts (urlencoded, as a browser without JavaScript sends them).

/** A form value that does not belong where it is put; strings only, as in a real form post. */
const junkFormText = fc.oneof(
  { weight: 4, arbitrary: junkText },
  { weight: 2, arbitrary: junkNumber.map(String) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
);

const redirectTargets = fc.constantFrom(
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
  "javascript:alert(1)",
  "/%0d%0aSet-Cookie:x=1",
  "/\r\nX: y",
  "",
  "/cart",
);

type FormEntries = [string, string][];

type FormMutation =
  | { op: "replace"; at: number; value: string }
  | { op: "remove"; at: number }
  | { op: "duplicate"; at: number; value: string }
  | { op: "extra"; key: string; value: string };

const formMutation: fc.Arbitrary<FormMutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: junkFormText }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("duplicate" as const), at: fc.nat(), value: junkFormText }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("extra" as const),
      key: fc.oneof(
        fc.constantFrom("js", "enhanced", "intent", "redirectTo", "website", "userId", "__proto__", ""),
        fc.string({ maxLength: 20 }),
      ),
      value: fc.oneof(junkFormText, redirectTargets, fc.constantFrom("1", "on")),
    }),
  },
);

function applyFormMutation(entries: FormEntries, change: FormMutation): void {
  if (change.op === "extra") {
    entries.push([change.key, change.value]);
    return;
  }
  if (entries.length === 0) return;
  const index = change.at % entries.length;
  if (change.op === "replace") entries[index] = [entries[index]![0], change.value];
  else if (change.op === "remove") entries.splice(index, 1);
  else entries.push([entries[index]![0], change.value]);
}

const encodeForm = (entries: FormEntries) => new URLSearchParams(entries).toString();

function multipart(entries: FormEntries): { contentType: string; body: string } {
  const boundary = "----fuzz-boundary-7a3c";
  const parts = entries.map(
    ([key, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, "_")}"\r\n\r\n${value.toWellFormed()}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join("")}--${boundary}--\r\n`,
  };
}

/**
 * A form action's inputs: the valid fields with one to three damaged, removed,
 * repeated or added, sent urlencoded (sometimes multipart), plus raw malformed
 * urlencoded bodies and oversized ones.
 */
export function formBodies(valid: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzBody> {
  const damaged = fc
    .tuple(valid, fc.array(formMutation, { minLength: 1, maxLength: 3 }))
    .map(([fields, mutations]) => {
      const entries: FormEntries = Object.entries(fields);
      for (const change of mutations) applyFormMutation(entries, change);
      return entries;
    });
  return fc.oneof(
    {
      weight: 14,
      arbitrary: damaged.map((entries) =>
        fuzzBody({ note: "nearly valid form", contentType: FORM_TYPE, body: encodeForm(entries) }),
      ),
    },
    {
      weight: 2,
      arbitrary: damaged.map((entries) =>
        fuzzBody({ note: "nearly valid multipart form", ...multipart(entries) }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 10 }), junkFormText, { maxKeys: 6 })
        .map((fields) =>
          fuzzBody({ note: "random form", contentType: FORM_TYPE, body: encodeForm(Object.entries(fields)) }),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "",
          "&&&",
          "=",
          "==&=",
          "a=%zz&b=%",
          "%E0%A4%A=1",
          "intent=%00",
          "a".repeat(1000),
          "+=+&+",
        )
        .map((body) => fuzzBody({ note: "malformed form", contentType: FORM_TYPE, body })),
    },
    {
      weight: 1,
      arbitrary: damaged.map((entries) =>
        fuzzBody({
          note: "nearly valid form, streamed",
          contentType: FORM_TYPE,
          body: encodeForm(entries),
          streamed: true,
        }),
      ),
    },
    { weight: 2, arbitrary: oversizedFormBodies(valid) },
  );
}

/**
 * Forms over the 32 KiB cap: with Content-Length, and chunked without it (the
 * server must stop reading at the cap), urlencoded and multipart.
 */
export function oversizedFormBodies(valid: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzBody> {
  return fc
    .record({
      fields: valid,
      size: fc.integer({ min: 33_000, max: 200_000 }),
      multipart: fc.boolean(),
      streamed: fc.boolean(),
    })
    .map(({ fields, size, multipart: asMultipart, streamed }) => {
      const entries: FormEntries = [...Object.entries(fields), ["padding", "x".repeat(size)]];
      const encoded = asMultipart
        ? multipart(entries)
        : { contentType: FORM_TYPE, body: encodeForm(entries) };
      return fuzzBody({
        note: `oversized ${asMultipart ? "multipart " : ""}form${streamed ? ", streamed" : ""}`,
        ...encoded,
        streamed,
      });
    });
}

// Path segments and cookies.

/** Ids and slugs no route should choke on; the constants are raw URL text, the rest is encoded. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "1e3",
    "0x10",
    "00000000001",
    "2147483647",
    "2147483648",
    "99999999999",
    "9".repeat(400),
    "NaN",
    "null",
    "undefined",
    "%20",
    "%201",
    "..",
    "%2e%2e",
    "%2F",
    "%2f..%2f",
    "%00",
    "%",
    "%zz",
    "%E0%A4%A",
    "%F0%9F%98%80",
    "%D9%A1",
    "'%20OR%201=1--",
    "%3Cscript%3E",
    "__proto__",
    "constructor",
    "a".repeat(300),
    "finestre%0d%0aX:1",
    "FINESTRE",
    "finestre-",
    "-finestre",
  ),
  fc.integer({ min: -10, max: 2_000_000_000 }).map(String),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-z0-9-]{1,130}$/),
);

/** Session cookies that are absent, malformed, forged or huge. */
export const hostileCookie: fc.Arbitrary<string | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom(
    "__Host-sid=",
    "__Host-sid=abc",
    "__Host-sid=abc.def",
    "__Host-sid=.",
    "__Host-sid=%zz",
    "__Host-sid=a.b.c",
    "sid=abc.def",
    `__Host-sid=${"a".repeat(6_000)}`,
    "__Host-sid=x; __Host-sid=y",
    "=; ;;",
  ),
  fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,120}$/).map((value) => `__Host-sid=${value}`),
);
