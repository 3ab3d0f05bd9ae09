import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { ENHANCED_SUBMISSION_FIELD } from "#app/domain/web/page-actions.ts";
import type { CheckoutActionResult, CompletedOrder } from "./checkout-fields.ts";

/** The simulated payment takes about 1.5 s, the success screen 3 s. */
const PAYMENT_DELAY_MS = 1500;
const REDIRECT_DELAY_MS = 3000;

export type CheckoutPhase =
  | { step: "form" }
  | { step: "processing" }
  | { step: "success"; order: CompletedOrder };

/**
 * With JavaScript the order is sent after a pretend payment and answered with a
 * success screen that moves on to the order; a plain post (no script) gets the
 * action's redirect instead.
 */
export function useSimulatedPayment() {
  const fetcher = useFetcher<CheckoutActionResult>();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CheckoutPhase>({ step: "form" });
  const awaitingResult = useRef(false);
  const paymentTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!awaitingResult.current || !fetcher.data) return;
    awaitingResult.current = false;
    setPhase(fetcher.data.ok ? { step: "success", order: fetcher.data } : { step: "form" });
  }, [fetcher.data]);

  // A submission that ended without a new answer returns to the form instead of spinning forever.
  useEffect(() => {
    if (fetcher.state === "idle" && awaitingResult.current && phase.step === "processing") {
      awaitingResult.current = false;
      setPhase({ step: "form" });
    }
  }, [fetcher.state, phase.step]);

  // Only a paid order moves on by itself: the bank details of an unpaid one stay on screen.
  useEffect(() => {
    if (phase.step !== "success" || !phase.order.paid) return;
    const timer = window.setTimeout(() => navigate(`/orders/${phase.order.orderId}`), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  useEffect(() => () => window.clearTimeout(paymentTimer.current), []);

  function submitWithSimulatedPayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.step !== "form") return;
    const formData = new FormData(event.currentTarget);
    formData.set(ENHANCED_SUBMISSION_FIELD, "1");
    setPhase({ step: "processing" });
    paymentTimer.current = window.setTimeout(() => {
      awaitingResult.current = true;
      fetcher.submit(formData, { method: "post" });
    }, PAYMENT_DELAY_MS);
  }

  return { phase, answer: fetcher.data, submitWithSimulatedPayment };
}
