import { Outlet } from "react-router";
import { StaffNavigation } from "#app/components/staff/staff-navigation.tsx";
import { userRoleLabels } from "#app/domain/staff/staff-roles.ts";
import { requireStaff, staffOnlyMiddleware } from "#app/server/web/auth-guards.server.ts";
import type { Route } from "./+types/layout";

// The back office's frame (docs/product/back-office.md): 404 for anyone but
// staff, before any page below it loads or acts.
export const middleware: Route.MiddlewareFunction[] = [staffOnlyMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const { username, firstName, role } = requireStaff(context);
  return { staff: { username, firstName, role } };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <aside className="mb-6 border-b border-slate-200 pb-4 lg:mb-0 lg:border-r lg:border-b-0 lg:pr-4">
        <p className="px-3 text-sm text-slate-700">
          Gestione ·{" "}
          <span className="font-semibold text-slate-900">{staff.firstName?.trim() || staff.username}</span> (
          {userRoleLabels[staff.role]})
        </p>
        <div className="mt-3">
          <StaffNavigation role={staff.role} />
        </div>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
