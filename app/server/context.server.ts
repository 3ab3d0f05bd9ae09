import { createContext } from "react-router";
import type { Database } from "./db.server.ts";
import type { SlidingWindowLimiter } from "./rate-limit.server.ts";

/** The one database client of this process, set by the server for every request. */
export const dbContext = createContext<Database>();

/** Facts about the request that only the HTTP server knows. */
export interface RequestInfo {
  /** The client's address as Express resolves it (honours `trust proxy`). */
  clientIp: string;
}
export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

/** Per-process limiters for the public forms (quotes, contact, leads). */
export const publicFormLimiterContext = createContext<SlidingWindowLimiter>();
