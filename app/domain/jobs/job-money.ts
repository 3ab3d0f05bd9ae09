// What the job page shows of each order's money (docs/product/jobs.md#money).

export interface JobOrderMoney {
  orderId: number;
  orderNumber: string;
  totalCents: number;
  /** «Pagamento ricevuto», «Pagato in parte: …», «Rimborsato: …». */
  paymentLabel: string;
  /** Instalments whose trigger happened and that are not paid yet. */
  instalmentsDue: { label: string; leftCents: number; dueOn: string | null; overdue: boolean }[];
  /** Invoices a payment made due, with the day they must be issued by ("yyyy-MM-dd"). */
  invoicesDue: { label: string; amountCents: number; dueBy: string }[];
  invoicesIssued: number;
}
