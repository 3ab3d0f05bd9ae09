import {
  CalendarDays,
  ClipboardList,
  Contact,
  FileText,
  FolderOpen,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  Receipt,
  Tags,
  UsersRound,
  Wallet,
} from "lucide-react";
import { NavLink } from "react-router";
import type { StaffRole } from "#app/domain/staff/staff-roles.ts";

// The back office's sections (docs/product/back-office.md). A vertical list
// beside the page from 1024 px, a wrapping row above it on a tablet.

interface StaffSection {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Only admins see (and may open) it. */
  adminOnly?: boolean;
  /** Active only on this very path, not on the ones below it. */
  end?: boolean;
}

export const staffSections: readonly StaffSection[] = [
  { to: "/gestione", label: "Panoramica", Icon: LayoutDashboard, end: true },
  { to: "/gestione/commesse", label: "Commesse", Icon: FolderOpen },
  { to: "/gestione/offerte", label: "Offerte", Icon: FileText },
  { to: "/gestione/ordini", label: "Ordini", Icon: Package },
  { to: "/gestione/fatture", label: "Fatture", Icon: Receipt },
  { to: "/gestione/calendario", label: "Calendario", Icon: CalendarDays },
  { to: "/gestione/richieste", label: "Richieste", Icon: Inbox },
  { to: "/gestione/clienti", label: "Clienti", Icon: Contact },
  { to: "/gestione/catalogo", label: "Catalogo", Icon: Tags },
  { to: "/gestione/posta", label: "Posta", Icon: Mail },
  { to: "/gestione/staff", label: "Personale", Icon: UsersRound, adminOnly: true },
  { to: "/gestione/squadre", label: "Squadre", Icon: UsersRound, adminOnly: true },
  { to: "/gestione/registro", label: "Registro attività", Icon: ClipboardList, adminOnly: true },
  { to: "/gestione/impostazioni/pagamenti", label: "Condizioni di pagamento", Icon: Wallet, adminOnly: true },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-brand-50 hover:text-brand-800"
  }`;

export function StaffNavigation({ role }: { role: StaffRole }) {
  const sections = staffSections.filter((section) => !section.adminOnly || role === "admin");
  return (
    <nav aria-label="Gestione">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {sections.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={linkClass}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
