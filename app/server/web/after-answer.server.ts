import { createContext } from "react-router";

// Work a request starts but its answer does not wait for, run once the answer
// has been sent: "Password dimenticata?" answers as fast for an account that
// exists as for one that does not, and prepares the link afterwards
// (docs/product/accounts.md#password-recovery). A failure is logged, never lost
// silently; a crash in between loses the work, as it would lose the request.

export type DeferredWork = () => Promise<void>;

/**
 * Starts work that was deferred, when it is deferred: the work itself waits for
 * the answer to be sent. The server runs it at once; tests may hold it, or
 * keep track of it to wait for it.
 */
export type DeferredWorkRunner = (work: DeferredWork) => void;

export const runDeferredWork: DeferredWorkRunner = (work) => void work();

export interface AfterAnswer {
  /** Runs `work` once this request's answer is sent; `what` names it in the error log. */
  defer(what: string, work: DeferredWork): void;
}

/** A response as far as this module needs it: Node's ServerResponse emits "close" once it is done. */
interface ClosingResponse {
  once(event: "close", listener: () => void): unknown;
}

/** The deferred work of one request, started by `runner` and run after `response` closes. */
export function afterAnswer(
  response: ClosingResponse,
  runner: DeferredWorkRunner,
  logFailure: (what: string, error: unknown) => void,
): AfterAnswer {
  const answered = new Promise<void>((resolve) => response.once("close", resolve));
  return {
    defer(what, work) {
      runner(async () => {
        await answered;
        try {
          await work();
        } catch (error) {
          logFailure(what, error);
        }
      });
    },
  };
}

/** Set by the server for every request; outside one (a unit test) the work runs at once. */
export const afterAnswerContext = createContext<AfterAnswer>({
  defer(_what, work) {
    void work();
  },
});
