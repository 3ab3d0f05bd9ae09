import type { ComponentPropsWithoutRef, ReactNode } from "react";

// A region named by its own visible heading: the heading's id labels the
// region (aria-labelledby), so the list of regions a screen reader offers
// reads the same titles a sighted visitor sees.

type HeadingLevel = 1 | 2 | 3;

export type LabelledSectionProps = {
  /** `aside` for content beside the page's main subject. */
  as?: "section" | "aside";
  headingId: string;
  title: ReactNode;
  level?: HeadingLevel;
  headingClassName: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<"section">, "title" | "aria-labelledby" | "children">;

export function LabelledSection({
  as: Region = "section",
  headingId,
  title,
  level = 2,
  headingClassName,
  children,
  ...regionProps
}: LabelledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <Region aria-labelledby={headingId} {...regionProps}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
