import { createContext } from "react-router";
import type { Database } from "./db.server";

/** The one database client of this process, set by the server for every request. */
export const dbContext = createContext<Database>();
