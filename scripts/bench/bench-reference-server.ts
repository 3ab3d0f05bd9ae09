// The benchmark's ceiling for GET /api/products on PostgreSQL: a bare node:http
// server with a pg Pool (max 10, like the app) that answers the same JSON as
// the app's listProducts (app/server/catalogue/catalogue.server.ts), with no framework,
// no ORM and no middleware. scripts/bench/bench.ts starts it as a child process so
// that it never shares an event loop with autocannon.
//
//   DATABASE_URL=postgres://... PORT=0 node scripts/bench/bench-reference-server.ts
//
// It listens on 127.0.0.1 only and prints one JSON line with its port.
import { createServer } from "node:http";
import pg from "pg";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("bench-reference-server: DATABASE_URL is required");
  process.exit(1);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on("error", (error) => console.error(`bench-reference-server: pg pool: ${error.message}`));

// The same shape as productQuery(): products joined with their category and
// left-joined with their subcategory, ordered by position then id.
const PRODUCTS_SQL = `
  select p.id, p.name, p.slug, p.description, p.base_price_cents, p.rating,
         p.is_bestseller, p.is_eco_friendly, p.image_url, p.category_id, p.subcategory_id,
         c.name as category_name, c.slug as category_slug,
         s.name as subcategory_name, s.slug as subcategory_slug
    from products p
    join categories c on c.id = p.category_id
    left join subcategories s on s.id = p.subcategory_id
   order by p.position asc, p.id asc`;

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  base_price_cents: number;
  rating: string | null;
  is_bestseller: boolean;
  is_eco_friendly: boolean;
  image_url: string | null;
  category_id: number;
  subcategory_id: number | null;
  category_name: string;
  category_slug: string;
  subcategory_name: string | null;
  subcategory_slug: string | null;
}

// Same fields, same order and same conversions as the app's productJson():
// the cents, numeric rating to number, and the euros added last.
function toProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    basePriceCents: row.base_price_cents,
    rating: row.rating === null ? null : Number(row.rating),
    isBestseller: row.is_bestseller,
    isEcoFriendly: row.is_eco_friendly,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    category: { name: row.category_name, slug: row.category_slug },
    subcategory:
      row.subcategory_name !== null && row.subcategory_slug !== null
        ? { name: row.subcategory_name, slug: row.subcategory_slug }
        : null,
    basePrice: Math.round(row.base_price_cents) / 100,
  };
}

const server = createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(text),
    });
    res.end(text);
  };
  if (req.method !== "GET") return send(405, { message: "Metodo non consentito" });
  if (req.url === "/api/products") {
    pool.query<ProductRow>(PRODUCTS_SQL).then(
      (result) => send(200, result.rows.map(toProduct)),
      (error: Error) => {
        console.error(`bench-reference-server: ${error.message}`);
        send(500, { message: "Errore interno" });
      },
    );
    return;
  }
  if (req.url === "/readyz") {
    pool.query("select 1").then(
      () => send(200, { status: "ok" }),
      () => send(503, { status: "unavailable" }),
    );
    return;
  }
  send(404, { message: "Risorsa non trovata" });
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(JSON.stringify({ level: "info", msg: "reference server listening", port }));
});

function shutdown() {
  server.close(() => {
    pool.end().finally(() => process.exit(0));
  });
  server.closeAllConnections();
  setTimeout(() => process.exit(1), 5_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
