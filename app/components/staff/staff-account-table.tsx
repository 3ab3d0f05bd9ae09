import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import type { StaffAccountSummary } from "#app/domain/staff/staff-accounts.ts";
import { userRoleLabels } from "#app/domain/staff/staff-roles.ts";
import { type StaffAccountResult, staffAccountToasts } from "./staff-account-result.ts";
import { type StaffColumn, StaffColumnTable, type StaffTableDefinition } from "./staff-column-table.tsx";
import { nameAndEmailColumn, textColumn } from "./staff-columns.tsx";
import { StaffRowHeading, staffCellClass } from "./staff-table.tsx";

const accountColumns: StaffColumn<StaffAccountSummary>[] = [
  {
    heading: "Nome utente",
    cell: (account) => <StaffRowHeading className="text-slate-900">{account.username}</StaffRowHeading>,
  },
  nameAndEmailColumn("Nome e e-mail", (account) => ({
    name: [account.firstName, account.lastName].filter(Boolean).join(" ") || "—",
    email: account.email ?? "",
  })),
  textColumn("Ruolo", (account) => userRoleLabels[account.role]),
  textColumn("Prezzi", (account) =>
    account.role === "admin" ? "Sempre" : account.canEditPrices ? "Può modificarli" : "Solo lettura",
  ),
  textColumn("Stato", (account) =>
    account.disabledAt ? (
      <span className="font-medium text-red-800">
        Disattivato dal <time dateTime={account.disabledAt}>{formatDateShort(account.disabledAt)}</time>
      </span>
    ) : (
      <span className="font-medium text-green-800">Attivo</span>
    ),
  ),
];

/** Every staff account with its state and the button that disables or re-enables it. */
export function StaffAccountTable({
  accounts,
  currentUserId,
  action,
}: {
  accounts: StaffAccountSummary[];
  currentUserId: number;
  action: string;
}) {
  const table: StaffTableDefinition<StaffAccountSummary> = {
    caption: "Account del personale",
    minWidthClass: "min-w-[40rem]",
    empty: "Nessun account del personale.",
    columns: [
      ...accountColumns,
      {
        heading: "",
        cell: (account) => (
          <AccountSwitchCell account={account} own={account.id === currentUserId} action={action} />
        ),
      },
    ],
  };
  return <StaffColumnTable table={table} rows={accounts} />;
}

/** The button that disables or re-enables an account (never one's own), with its own fetcher and toast. */
function AccountSwitchCell({
  account,
  own,
  action,
}: {
  account: StaffAccountSummary;
  own: boolean;
  action: string;
}) {
  const fetcher = useFetcher<StaffAccountResult>();
  useFetcherToast(fetcher, (result) => {
    if (!result.ok)
      return { title: "Operazione non riuscita", description: result.message, variant: "destructive" };
    const toast = staffAccountToasts[result.intent];
    return { title: toast.title, description: toast.description(result.username), variant: "success" };
  });
  const disabled = account.disabledAt !== null;
  return (
    <td className={`${staffCellClass} text-right`}>
      {own ? (
        <span className="text-slate-700">Il tuo account</span>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          {account.role === "staff" ? (
            <fetcher.Form method="post" action={action}>
              <input
                type="hidden"
                name="intent"
                value={account.canEditPrices ? "revoke-prices" : "grant-prices"}
              />
              <input type="hidden" name="userId" value={account.id} />
              <EnhancedSubmissionField />
              <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
                {account.canEditPrices ? "Togli il permesso sui prezzi" : "Permetti di modificare i prezzi"}
                <span className="sr-only"> a {account.username}</span>
              </Button>
            </fetcher.Form>
          ) : null}
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value={disabled ? "enable" : "disable"} />
            <input type="hidden" name="userId" value={account.id} />
            <EnhancedSubmissionField />
            <Button
              type="submit"
              size="sm"
              variant={disabled ? "outline" : "danger-outline"}
              disabled={fetcher.state !== "idle"}
            >
              {disabled ? "Riattiva" : "Disattiva"}
              <span className="sr-only"> {account.username}</span>
            </Button>
          </fetcher.Form>
        </div>
      )}
    </td>
  );
}
