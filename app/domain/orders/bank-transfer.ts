import { company } from "../documents/company.ts";
import type { Order } from "./order.ts";
import { isOrderOpen } from "./order-status.ts";

// The payment reference (causale) of a bank transfer
// (docs/decisions/019-italian-checkout-rules.md#causale).

/** A fictional IBAN with a valid checksum, for development and tests only (SHOP_IBAN in production). */
export const DEMO_SHOP_IBAN = "IT60X0542811101000000123456";

/** Banks accept at most 140 characters of causale (SEPA remittance information). */
export const PAYMENT_REFERENCE_MAX_LENGTH = 140;

/** The law a "bonifico parlante" names for the tax deduction on home renovation works. */
export const TAX_DEDUCTION_LAW = "art. 16-bis DPR 917/1986";

/** The seller's partita IVA without the country prefix: 11 digits. */
export function sellerVatNumber(): string {
  return company.vatNumber.replace(/^IT/, "");
}

/**
 * "Ordine A-2026-000045 - Aurora Serramenti S.r.l." for an ordinary transfer; with the
 * deduction, the "bonifico parlante": "Bonifico per detrazione art. 16-bis DPR 917/1986 -
 * Ordine A-2026-000045 - C.F. beneficiario RSSMRA85T10A562S - P.IVA 04518230372" (123 characters).
 */
export function paymentReference(orderNumber: string, deductionFiscalCode: string | null): string {
  if (!deductionFiscalCode) return `Ordine ${orderNumber} - ${company.legalName}`;
  return [
    `Bonifico per detrazione ${TAX_DEDUCTION_LAW}`,
    `Ordine ${orderNumber}`,
    `C.F. beneficiario ${deductionFiscalCode}`,
    `P.IVA ${sellerVatNumber()}`,
  ].join(" - ");
}

/**
 * The causale of one instalment: the order's with the instalment's name
 * after the number («Ordine A-2026-000045 Acconto - …»), within the banks' 140
 * characters (a long name is cut, never the codes the deduction needs).
 */
export function instalmentPaymentReference(
  orderNumber: string,
  deductionFiscalCode: string | null,
  instalmentLabel: string,
): string {
  const plain = paymentReference(orderNumber, deductionFiscalCode);
  const room = PAYMENT_REFERENCE_MAX_LENGTH - plain.length - 1;
  if (room <= 0) return plain;
  const label = instalmentLabel.trim().slice(0, room);
  return plain.replace(`Ordine ${orderNumber}`, `Ordine ${orderNumber} ${label}`);
}

/** What the customer needs to make the transfer: shown on the success screen, the order page, the e-mail and the PDF. */
export interface BankTransferInstructions {
  payee: string;
  /** Compact; shown in groups of four. */
  iban: string;
  amountCents: number;
  reference: string;
}

/**
 * What the customer needs to pay an order by bank transfer, or null for
 * another method: the payee, the shop's IBAN, the amount and the causale
 * (docs/product/buying.md#bank-transfer).
 */
export function bankTransferInstructions(
  order: Pick<Order, "paymentMethod" | "totalCents" | "paymentReference" | "paymentIban">,
): BankTransferInstructions | null {
  if (order.paymentMethod !== "bonifico" || !order.paymentReference || !order.paymentIban) return null;
  return {
    payee: company.legalName,
    iban: order.paymentIban,
    amountCents: order.totalCents,
    reference: order.paymentReference,
  };
}

/**
 * The bank details a customer still needs: an open order paid by transfer whose
 * money has not all arrived. Staff see them always, on their order page.
 */
export function awaitedBankTransfer(
  order: Pick<Order, "status" | "paymentMethod" | "totalCents" | "paymentReference" | "paymentIban">,
  paymentState: string,
): BankTransferInstructions | null {
  return isOrderOpen(order.status) && paymentState !== "paid" ? bankTransferInstructions(order) : null;
}
