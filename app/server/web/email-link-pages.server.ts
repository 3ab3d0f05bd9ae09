import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { FlashToast } from "#app/domain/web/page-actions.ts";
import { type EmailTokenPurpose, findUsableEmailToken } from "../accounts/email-links.server.ts";
import type { Database } from "../platform/db.server.ts";
import { dbContext } from "./context.server.ts";
import { formIntent, pageFormAction } from "./page-actions.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

// The pages an e-mail link opens (docs/product/accounts.md#e-mail-verification):
// the GET only reads whether the link still works and shows a button; the
// button's POST does the work, so that a mail scanner opening links changes nothing.

type Context = Readonly<RouterContextProvider>;

/** The loader: the link's token when it still works, else null (refused as invalid). */
export async function emailLinkLoader(context: Context, request: Request, purpose: EmailTokenPurpose) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = (await findUsableEmailToken(context.get(dbContext), purpose, token)) !== null;
  return data({ token: usable ? token : null }, { status: usable ? 200 : refusalStatus("invalid") });
}

/** The action: spends the posted link with `use`, then redirects to `done` with its toast. */
export function emailLinkAction(
  context: Context,
  request: Request,
  use: (db: Database, token: string) => Promise<void>,
  done: { path: string; toast: FlashToast },
) {
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "use",
      intents: {
        use: formIntent(z.object({ token: z.string().default("") }), async ({ token }) => {
          await use(context.get(dbContext), token);
          return { redirectTo: done.path, toast: done.toast };
        }),
      },
      refused: ({ message }) => ({ message }),
    },
  );
}
