/** The first entry of the header and the mobile menu. */
export const homePage = { to: "/", label: "Home" };

/** The company's own pages, linked after the products in the header, the mobile menu and the footer. */
export const companyPages = [
  { to: "/chi-siamo", label: "Chi siamo" },
  { to: "/contatti", label: "Contatti" },
] as const;
