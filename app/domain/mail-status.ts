// Where an outgoing e-mail stands (docs/product/mail.md): waiting or retrying,
// delivered, or given up after the last attempt.
export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  pending: "In coda",
  sent: "Inviata",
  failed: "Non inviata",
};
