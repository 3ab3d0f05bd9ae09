import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { refuse } from "#app/domain/refusal.ts";
import { sessionConfigContext } from "./context.server.ts";
import { doneWithMessage, echoFields, formIntent, pageFormAction } from "./page-actions.server.ts";

// The page-action dispatcher (docs/decisions/010-page-action-protocol.md):
// what a page answers for each outcome of its forms, with and without JavaScript.

function post(fields: [string, string][]) {
  const context = new RouterContextProvider();
  context.set(sessionConfigContext, { secret: "segreto-di-prova-abbastanza-lungo", secure: false });
  const request = new Request("http://shop.test/gestione/richieste/1", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return { request, context };
}

/** What a dispatched action answered: data with its status, or the redirect it threw. */
async function answerOf(run: Promise<unknown>) {
  try {
    const answer = await run;
    // data(…, init) is React Router's DataWithResponseInit: `{ type, data, init }`.
    if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
      const { data, init } = answer as { data: unknown; init: ResponseInit | null };
      return { status: init?.status, data };
    }
    return { status: 200, data: answer };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("location") };
  }
}

const noteSchema = z.object({ note: z.string().trim().min(1, "Scrivi la nota") });

function requestPage(add: (note: string) => Promise<void>) {
  return (fields: [string, string][]) =>
    answerOf(
      pageFormAction(post(fields), {
        echo: echoFields(["note"], 5),
        intents: {
          note: formIntent(noteSchema, async ({ note }) => {
            await add(note);
            return doneWithMessage("note", "Nota aggiunta", "/gestione/richieste/1");
          }),
          close: formIntent(
            z.object({}),
            async () => {
              throw refuse.conflict("La richiesta è già chiusa");
            },
            { refusalField: "status" },
          ),
        },
      }),
    );
}

describe("pageFormAction", () => {
  const saved: string[] = [];
  const page = requestPage(async (note) => void saved.push(note));

  test("answers a script with the result and a plain post with a redirect", async () => {
    expect(
      await page([
        ["intent", "note"],
        ["note", "Richiamare"],
        ["js", "1"],
      ]),
    ).toEqual({
      status: 200,
      data: { ok: true, intent: "note", message: "Nota aggiunta" },
    });
    expect(
      await page([
        ["intent", "note"],
        ["note", "Di nuovo"],
      ]),
    ).toEqual({
      status: 302,
      location: "/gestione/richieste/1",
    });
    expect(saved).toEqual(["Richiamare", "Di nuovo"]);
  });

  test("refuses a form its schema refuses: 400, each field's message, the form as typed (cut)", async () => {
    expect(
      await page([
        ["intent", "note"],
        ["note", "  "],
      ]),
    ).toEqual({
      status: 400,
      data: {
        ok: false,
        intent: "note",
        kind: "invalid",
        message: "Scrivi la nota",
        errors: { note: "Scrivi la nota" },
        values: { note: "  " },
      },
    });
  });

  test("answers a service's refusal with its kind's status, beside the intent's field", async () => {
    expect(await page([["intent", "close"]])).toMatchObject({
      status: 409,
      data: { intent: "close", kind: "conflict", errors: { status: "La richiesta è già chiusa" } },
    });
  });

  test("refuses a form that names no intent of the page, and reads only the first intent sent", async () => {
    expect(await page([["intent", "delete"]])).toMatchObject({
      status: 400,
      data: { kind: "invalid", message: "Operazione non riconosciuta", errors: {} },
    });
    expect(
      await page([
        ["intent", "close"],
        ["intent", "note"],
        ["note", "x"],
      ]),
    ).toMatchObject({
      status: 409,
    });
  });

  test("runs the page's admission before the form is read", async () => {
    const refused = await answerOf(
      pageFormAction(
        { ...post([]), request: new Request("http://shop.test/", { method: "POST", body: "{}" }) },
        {
          admit: async () => {
            throw refuse.limit("Hai inviato troppe richieste in poco tempo. Riprova tra 1 minuto.");
          },
          intents: { note: formIntent(noteSchema, async () => ({ result: "mai" })) },
          refused: ({ message }) => ({ message }),
        },
      ),
    );
    expect(refused).toEqual({
      status: 429,
      data: { message: "Hai inviato troppe richieste in poco tempo. Riprova tra 1 minuto." },
    });
  });

  test("answers a failure that is no refusal with 500 and the page's text only when asked to", async () => {
    const failing = requestPage(async () => {
      throw new Error("connection reset");
    });
    await expect(
      failing([
        ["intent", "note"],
        ["note", "x"],
      ]),
    ).rejects.toThrow("connection reset");
    const answered = await answerOf(
      pageFormAction(
        post([
          ["intent", "note"],
          ["note", "x"],
        ]),
        {
          intents: {
            note: formIntent(noteSchema, async () => {
              throw new Error("connection reset");
            }),
          },
          unexpected: { log: "note failed", message: () => "Impossibile aggiungere la nota." },
        },
      ),
    );
    expect(answered).toMatchObject({
      status: 500,
      data: { kind: null, message: "Impossibile aggiungere la nota." },
    });
  });
});
