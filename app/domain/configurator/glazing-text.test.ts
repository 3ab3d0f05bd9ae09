import { describe, expect, it } from "vitest";
import { glazingFiguresText } from "./glazing-text.ts";

describe("glazingFiguresText", () => {
  it("writes Ug with an Italian comma and the sound reduction in dB", () => {
    expect(glazingFiguresText("s70-triplo-be")).toBe("Ug 0,7 W/m²K · Rw 33 dB");
    expect(glazingFiguresText("p92-triplo-krypton")).toBe("Ug 0,5 W/m²K · Rw 34 dB");
    expect(glazingFiguresText("s70-doppio-acustico")).toBe("Ug 1,1 W/m²K · Rw 41 dB");
  });

  it("says nothing for a code without figures", () => {
    expect(glazingFiguresText("vetro-sconosciuto")).toBeNull();
    expect(glazingFiguresText(undefined)).toBeNull();
  });
});
