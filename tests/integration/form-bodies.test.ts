import { beforeAll, describe, expect, it } from "vitest";
import { type Customer, registeredCustomer } from "../support/api-client.ts";
import { pageFormActions } from "../support/page-form-actions.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp } from "../support/test-app.ts";
import { postUnfinishedBody } from "../support/unfinished-body.ts";

// Every page form action reads its body through one capped reader: a body over
// 32 KiB is refused with 413 while it is still arriving, chunked or not,
// urlencoded or multipart, and the connection is closed instead of drained.

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
let signedIn: Customer;

beforeAll(async () => {
  signedIn = await registeredCustomer(app);
});

const padding = "x".repeat(64 * 1024);
const BOUNDARY = "----body-cap-test";
const bodies = {
  urlencoded: {
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams({ js: "1", intent: "login", padding }).toString(),
  },
  multipart: {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="js"\r\n\r\n1\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n${padding}\r\n`,
  },
};

describe("the form body cap", () => {
  for (const path of pageFormActions) {
    for (const [encoding, { contentType, body }] of Object.entries(bodies)) {
      it(`POST ${path}: a chunked ${encoding} body over the cap is answered 413 before it ends`, async () => {
        const outcome = await postUnfinishedBody(app.baseUrl, path, {
          contentType,
          body,
          headers: { cookie: signedIn.cookie ?? "" },
        });
        expect(outcome.answered, "the server waited for the whole body").toBe(true);
        expect(outcome.status).toBe(413);
        expect(outcome.connectionHeader).toBe("close");
        expect(outcome.text).toContain("La richiesta è troppo grande");
        expect(outcome.closedByServer).toBe(true);
      });
    }
  }

  it("answers a declared Content-Length over the cap with 413 and Connection: close, on the page and in .data", async () => {
    for (const path of ["/contatti", "/contatti.data"]) {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: bodies.urlencoded.body,
      });
      expect(response.status, path).toBe(413);
      expect(response.headers.get("connection"), path).toBe("close");
      expect(await response.text(), path).toContain("La richiesta è troppo grande");
    }
  });

  it("answers a chunked JSON body over its 16 KiB cap with 413 in the same way", async () => {
    const outcome = await postUnfinishedBody(app.baseUrl, "/api/price", {
      contentType: "application/json",
      body: JSON.stringify({ padding }),
    });
    expect(outcome.answered, "the server waited for the whole body").toBe(true);
    expect(outcome.status).toBe(413);
    expect(outcome.connectionHeader).toBe("close");
    expect(JSON.parse(outcome.text)).toEqual({ message: "La richiesta è troppo grande" });
    expect(outcome.closedByServer).toBe(true);
  });

  it("reads a multipart form under the cap", async () => {
    const form = new FormData();
    form.set("intent", "login");
    form.set("username", signedIn.username);
    form.set("password", "non-la-password-giusta");
    const response = await app.request("/auth", { method: "POST", body: form, redirect: "manual" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Nome utente o password non corretti");
  });
});
