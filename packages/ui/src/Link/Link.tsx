// How components render a link: a plain <a> by default; an app passes its router's link (the storefront's,
// the console's), so moving between its pages never reloads it.
import type { ComponentType, ReactNode } from "react";

export interface LinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  "aria-current"?: "page";
}

export type LinkComponent = ComponentType<LinkProps>;

export const PlainLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
