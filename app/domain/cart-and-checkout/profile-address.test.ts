import { describe, expect, it } from "vitest";
import { splitProfileAddress } from "./profile-address.ts";

describe("the profile's one-line address split for the checkout", () => {
  it.each([
    ["Via Roma 12, 40121 Bologna", "Via Roma", "12", "40121", "Bologna", ""],
    ["Via dell'Indipendenza, 5 - 40121 Bologna BO", "Via dell'Indipendenza", "5", "40121", "Bologna", "BO"],
    ["Piazza Maggiore 1 40124 Bologna", "Piazza Maggiore", "1", "40124", "Bologna", ""],
    ["Corso Buenos Aires 12/B, 20124 Milano (MI)", "Corso Buenos Aires", "12/B", "20124", "Milano", "MI"],
    ["Via Emilia 3, 40068 San Lazzaro di Savena", "Via Emilia", "3", "40068", "San Lazzaro di Savena", ""],
    ["Via Indipendenza 10", "Via Indipendenza", "10", "", "", ""],
  ])("%s", (line, street, houseNumber, postalCode, city, province) => {
    expect(splitProfileAddress(line)).toEqual({ street, houseNumber, postalCode, city, province });
  });

  it("puts a line it cannot split in the street, whole, and leaves the rest empty", () => {
    expect(splitProfileAddress("Località Case Sparse, vicino alla chiesa")).toEqual({
      street: "Località Case Sparse, vicino alla chiesa",
      houseNumber: "",
      postalCode: "",
      city: "",
      province: "",
    });
    expect(splitProfileAddress("")).toEqual({
      street: "",
      houseNumber: "",
      postalCode: "",
      city: "",
      province: "",
    });
  });
});
