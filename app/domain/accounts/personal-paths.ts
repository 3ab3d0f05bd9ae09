// The shop's pages and API endpoints that hold a customer's own data (or sign
// them in). They are kept out of every cache and out of search engines.

/** Pages of the signed-in area, and the sign-in page itself. */
export const PERSONAL_PAGE_PATHS = [
  "/cart",
  "/checkout",
  "/orders",
  "/preventivi",
  "/wishlist",
  "/saved-configurations",
  "/auth",
  "/profilo",
  "/password-dimenticata",
  "/reimposta-password",
  "/conferma-email",
  "/annulla-cambio-email",
  "/conferma-richiesta",
] as const;

/** JSON endpoints that answer with, or change, a customer's own data or session. */
const PERSONAL_API_PATHS = [
  "/api/user",
  "/api/cart",
  "/api/orders",
  "/api/wishlist",
  "/api/saved-configurations",
  "/api/login",
  "/api/logout",
  "/api/register",
  "/logout",
];

/** Whether a URL path (without React Router's `.data` suffix) is, or lies under, a personal path. */
export function isPersonalPath(pathname: string): boolean {
  return [...PERSONAL_PAGE_PATHS, ...PERSONAL_API_PATHS].some(
    (personal) => pathname === personal || pathname.startsWith(`${personal}/`),
  );
}
