import { staffPageMeta } from "#app/domain/seo.ts";
import { requireStaff } from "#app/server/http/auth-guards.server.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => staffPageMeta("Panoramica");

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return null;
}

export default function DashboardPage() {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Panoramica</h1>
      <p className="mt-2 text-slate-700">La gestione del negozio: scegli una sezione dal menu.</p>
    </div>
  );
}
