import { NavLink, type NavLinkProps } from "react-router";

export interface PageLink {
  to: string;
  label: string;
}

/** One list item per page link, each marked as the current page where it is: the header, the mobile menu and the footer list their links this way. */
export function NavLinkItems({
  links,
  className,
}: {
  links: readonly PageLink[];
  className: NavLinkProps["className"];
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === "/"} className={className}>
        {link.label}
      </NavLink>
    </li>
  ));
}

/** The links to the given categories' pages. */
export function categoryLinks(categories: readonly { slug: string; name: string }[]): PageLink[] {
  return categories.map((category) => ({ to: `/category/${category.slug}`, label: category.name }));
}
