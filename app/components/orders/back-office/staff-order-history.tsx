import { OrderTimeline } from "#app/components/orders/order-timeline.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { orderStageLabel } from "#app/domain/orders/order-stages.ts";
import { orderStatusLabel } from "#app/domain/orders/order-status.ts";
import type { OrderHistoryEntry } from "#app/domain/orders/order-status-change.ts";

// The back office's history of an order: every stage change with who made it,
// when, an admin's reason to go without the deposit, and each note's visibility.

function StepDetail({ text }: { text: string }) {
  return <p className="mt-1 text-sm text-slate-700">{text}</p>;
}

function changeText(entry: OrderHistoryEntry): string {
  const from = entry.fromStage ? orderStageLabel(entry.fromStage) : orderStatusLabel(entry.fromStatus);
  const override = entry.overrideReason ? ` · senza acconto: ${entry.overrideReason}` : "";
  const note = entry.note
    ? entry.noteVisibleToCustomer
      ? " · nota visibile al cliente"
      : " · nota interna"
    : "";
  return `Da «${from}», di ${entry.changedBy}, ${formatDateTime(entry.changedAt)}${override}${note}`;
}

export function StaffOrderHistory({
  createdAt,
  history,
}: {
  createdAt: string;
  history: OrderHistoryEntry[];
}) {
  const steps = [
    {
      key: "ricevuto",
      status: "pending",
      stage: "in_attesa_di_conferma",
      at: createdAt,
      note: null,
      detail: <StepDetail text="Ordine ricevuto" />,
    },
    ...history.map((entry) => ({
      key: entry.id,
      status: entry.toStatus,
      stage: entry.toStage,
      at: entry.changedAt,
      note: entry.note || null,
      detail: <StepDetail text={changeText(entry)} />,
    })),
  ];
  return <OrderTimeline title="Storico dello stato" steps={steps} />;
}
