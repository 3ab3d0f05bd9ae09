import { data } from "react-router";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";

// Not built yet: answers 404 until its module lands.
export function loader() {
  throw data(null, { status: refusalStatus("not-found") });
}
