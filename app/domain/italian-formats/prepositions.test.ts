import { describe, expect, it } from "vitest";
import { toName } from "./prepositions.ts";

describe("toName", () => {
  it("says «ad» before a name starting with a, «a» otherwise", () => {
    expect(toName("Aurora Serramenti S.r.l.")).toBe("ad Aurora Serramenti S.r.l.");
    expect(toName("aurora")).toBe("ad aurora");
    expect(toName("Bianchi Infissi")).toBe("a Bianchi Infissi");
    expect(toName("Esse Serramenti")).toBe("a Esse Serramenti");
  });
});
