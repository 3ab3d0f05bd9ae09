import { useFetcher } from "react-router";
import { EnhancedSubmissionField } from "#app/components/forms/enhanced-submission.tsx";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import type { StaffAccountSummary } from "#app/domain/staff-accounts.ts";
import { userRoleLabels } from "#app/domain/staff-roles.ts";
import { type StaffAccountResult, staffAccountToasts } from "./staff-account-result.ts";
import { StaffTable, staffCellClass } from "./staff-table.tsx";

const headings = ["Nome utente", "Nome e e-mail", "Ruolo", "Stato", ""];

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
  return (
    <StaffTable
      caption="Account del personale"
      headings={headings}
      minWidthClass="min-w-[40rem]"
      rows={accounts}
      empty="Nessun account del personale."
    >
      {(account) => (
        <StaffAccountTableRow
          key={account.id}
          account={account}
          own={account.id === currentUserId}
          action={action}
        />
      )}
    </StaffTable>
  );
}

function StaffAccountTableRow({
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
  const intent = disabled ? "enable" : "disable";
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  return (
    <tr>
      <th scope="row" className={`${staffCellClass} font-semibold text-slate-900`}>
        {account.username}
      </th>
      <td className={staffCellClass}>
        <span className="block text-slate-900">{name || "—"}</span>
        <span className="block break-all text-slate-700">{account.email ?? ""}</span>
      </td>
      <td className={staffCellClass}>{userRoleLabels[account.role]}</td>
      <td className={staffCellClass}>
        {disabled && account.disabledAt ? (
          <span className="font-medium text-red-800">
            Disattivato dal <time dateTime={account.disabledAt}>{formatDateShort(account.disabledAt)}</time>
          </span>
        ) : (
          <span className="font-medium text-green-800">Attivo</span>
        )}
      </td>
      <td className={`${staffCellClass} text-right`}>
        {own ? (
          <span className="text-slate-700">Il tuo account</span>
        ) : (
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value={intent} />
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
        )}
      </td>
    </tr>
  );
}
