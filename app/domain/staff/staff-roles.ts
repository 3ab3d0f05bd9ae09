// The one list of user roles: the database column, its check constraint, the
// guards and the staff pages all read it (docs/product/back-office.md#roles).
// An admin is a staff member who can also manage staff.

export const userRoles = ["customer", "staff", "admin"] as const;

export type UserRole = (typeof userRoles)[number];

/** The roles that open /gestione; the staff page offers exactly these. */
export const staffRoles = ["staff", "admin"] as const satisfies readonly UserRole[];

export type StaffRole = (typeof staffRoles)[number];

export const userRoleLabels: Record<UserRole, string> = {
  customer: "Cliente",
  staff: "Personale",
  admin: "Amministratore",
};

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}
