import { refuse } from "#app/domain/refusal.ts";
import type { Database } from "../platform/db.server.ts";
import {
  type AnswerWho,
  answerOffer,
  type OfferAnswer,
  type OfferAnswerOutcome,
} from "./offer-answer-core.server.ts";

// An answer staff record for a customer who answered in the showroom or by
// phone (docs/product/offers.md#accepting): the same three answers, with an
// optional signed paper copy kept on the version, audited in its transaction.

export const SIGNED_COPY_MAX_BYTES = 5 * 1024 * 1024;
export const SIGNED_COPY_TOO_LARGE = "La copia firmata può pesare al massimo 5 MB.";
export const SIGNED_COPY_TYPE = "La copia firmata dev'essere un PDF, un'immagine JPEG o PNG.";

const signatures: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

/** Whether the bytes start like a PDF, a JPEG or a PNG: the name's extension is not trusted. */
export function isSignedCopyType(bytes: Uint8Array): boolean {
  return signatures.some((signature) => signature.every((byte, index) => bytes[index] === byte));
}

export interface StaffRecordedAnswer {
  answer: OfferAnswer;
  /** The paper the customer signed, scanned or photographed. */
  signedCopy?: { bytes: Uint8Array; name: string } | null;
}

/** Checks the signed copy: at most 5 MB, a PDF, JPEG or PNG; its name cut to 200 characters. */
function signedCopyOf(copy: StaffRecordedAnswer["signedCopy"]): AnswerWho["signedCopy"] {
  if (!copy || copy.bytes.length === 0) return null;
  if (copy.bytes.length > SIGNED_COPY_MAX_BYTES) {
    throw refuse.tooLarge(SIGNED_COPY_TOO_LARGE, { fields: { signedCopy: SIGNED_COPY_TOO_LARGE } });
  }
  if (!isSignedCopyType(copy.bytes))
    throw refuse.invalid(SIGNED_COPY_TYPE, { fields: { signedCopy: SIGNED_COPY_TYPE } });
  const name =
    copy.name
      .replace(/[\\/\p{Cc}]/gu, "_")
      .trim()
      .slice(0, 200) || "copia-firmata";
  return { bytes: Buffer.from(copy.bytes), name };
}

/**
 * Staff record an answer to the offer's latest version. An acceptance makes
 * the order for the offer's account: an offer without one is refused for now
 * (an order needs an account, docs/product/offers.md#accepting).
 */
export async function recordOfferAnswerByStaff(
  db: Database,
  staff: { id: number },
  number: string,
  input: StaffRecordedAnswer,
  { shopIban }: { shopIban: string },
): Promise<OfferAnswerOutcome> {
  const who: AnswerWho = {
    actor: staff,
    ownerId: null,
    recordedByStaff: true,
    signedCopy: signedCopyOf(input.signedCopy),
    shopIban,
  };
  return answerOffer(db, who, number, input.answer);
}
