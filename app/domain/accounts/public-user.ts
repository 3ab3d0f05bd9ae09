import type { UserRole } from "../staff/staff-roles.ts";

/** What the browser and the API may see of a user: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  /** customer, staff or admin (docs/product/back-office.md#roles); the server decides access from it. */
  role: UserRole;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  /** Two-letter province code, from "I miei dati". */
  province: string | null;
}
