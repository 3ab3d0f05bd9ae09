import { describe, expect, it } from "vitest";
import {
  parseCartRequest,
  storedLineDetails,
  storedLineDrawingInput,
  storedLineRequest,
} from "./registry.ts";

const windowBody = {
  productId: 3,
  options: {
    material: "pvc",
    system: "s1",
    profile: "p1",
    color: "bianco",
    windowType: "battente",
    openingType: "anta",
  },
  dimensions: { width: 1200, height: 1400 },
};

describe("parseCartRequest", () => {
  it("reads the public payload without kind as a window, with quantity 1 and no client price", () => {
    const parsed = parseCartRequest({ ...windowBody, calculatedPrice: 1 });
    expect(parsed.success && parsed.data).toEqual({
      kind: "window",
      request: {
        ...windowBody,
        options: { ...windowBody.options, sopraluce: false, sottoluce: false },
        quantity: 1,
      },
    });
  });

  it("reads kind door with the door's own rules and messages", () => {
    const parsed = parseCartRequest({
      kind: "door",
      productId: 3,
      size: { mode: "standard", width: 80, height: 300 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Scegli un'altezza standard: 210, 215 o 220 cm");
  });

  it("answers a body that is not an object with the cart's message", () => {
    expect(parseCartRequest(null).error?.issues[0]?.message).toBe("Dati del prodotto mancanti");
  });
});

describe("storedLineDetails", () => {
  it("reads a stored window as options, dimensions and summary", () => {
    const breakdown = [{ label: "Prezzo base", value: "100,00 €" }];
    const details = storedLineDetails("window", {
      options: windowBody.options,
      dimensions: windowBody.dimensions,
      breakdown,
    });
    expect(details).toEqual({
      options: { ...windowBody.options, sopraluce: false, sottoluce: false },
      dimensions: windowBody.dimensions,
      summary: breakdown,
    });
  });

  it("reads a stored door as its summary only", () => {
    const door = { productId: 3, size: { mode: "standard", width: 80, height: 210 } };
    const details = storedLineDetails("door", { door, breakdown: [{ label: "Porta", value: "Liscia" }] });
    expect(details).toEqual({
      options: null,
      dimensions: null,
      summary: [{ label: "Porta", value: "Liscia" }],
    });
  });

  it("refuses a stored form of another kind instead of guessing", () => {
    expect(() =>
      storedLineDetails("door", { options: windowBody.options, dimensions: windowBody.dimensions }),
    ).toThrow(/Stored door line does not match its schema/);
  });
});

describe("storedLineRequest", () => {
  it("turns a stored window back into the request that prices it today, with the line's quantity", () => {
    const stored = { options: windowBody.options, dimensions: windowBody.dimensions, breakdown: [] };
    expect(storedLineRequest("window", 3, stored, 4)).toEqual({
      kind: "window",
      request: {
        productId: 3,
        options: { ...windowBody.options, sopraluce: false, sottoluce: false },
        dimensions: windowBody.dimensions,
        quantity: 4,
      },
    });
  });

  it("turns a stored door back into its selection, for the line's product", () => {
    const door = { productId: 3, size: { mode: "standard", width: 80, height: 210 }, cylinder: "C1" };
    const { kind, request } = storedLineRequest("door", 3, { door, breakdown: [] }, 1);
    expect(kind).toBe("door");
    expect(request).toMatchObject({ productId: 3, cylinder: "C1", size: door.size });
  });

  it("refuses a stored form of another kind", () => {
    expect(() => storedLineRequest("door", 3, { options: windowBody.options }, 1)).toThrow(
      /Stored door line does not match its schema/,
    );
  });
});

describe("storedLineDrawingInput", () => {
  it("reads a stored window's sizes, chosen values and bands", () => {
    const input = storedLineDrawingInput("window", {
      options: { ...windowBody.options, sopraluce: true },
      dimensions: windowBody.dimensions,
    });
    expect(input).toEqual({
      widthMm: 1200,
      heightMm: 1400,
      options: windowBody.options,
      sopraluce: true,
      sottoluce: false,
    });
  });

  it("reads a stored door's size in mm and its outer finish, else the inner one", () => {
    const size = { mode: "standard", width: 80, height: 210 };
    const door = {
      productId: 3,
      size,
      internalPanel: "mdf-base-bianco-liscio",
      externalPanel: "tech-ardesia",
    };
    expect(storedLineDrawingInput("door", { door })).toMatchObject({
      widthMm: 800,
      heightMm: 2100,
      options: { finish: "tech-ardesia" },
    });
    const inner = storedLineDrawingInput("door", { door: { ...door, externalPanel: null } });
    expect(inner.options).toEqual({ finish: "mdf-base-bianco-liscio" });
    expect(storedLineDrawingInput("door", { door: { productId: 3, size } }).options).toEqual({});
  });

  it("refuses a stored form of another kind", () => {
    expect(() => storedLineDrawingInput("window", { door: { productId: 3 } })).toThrow(
      /Stored window line does not match its schema/,
    );
  });
});
