import { z } from "zod";
import { integerLike } from "../web/validation.ts";

/** How many of one configured line a customer orders: a whole number from 1 to 99. */
export const quantitySchema = z.preprocess(
  integerLike,
  z
    .number({ error: "La quantità deve essere un numero intero da 1 a 99" })
    .int("La quantità deve essere un numero intero da 1 a 99")
    .min(1, "La quantità minima è 1")
    .max(99, "La quantità massima è 99"),
);
