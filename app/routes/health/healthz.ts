/** Liveness: the process is up and serving. It never touches the database. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
