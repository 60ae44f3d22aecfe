// The UI kit's links, routed: in-app paths navigate without a reload, everything else is a plain link.
import type { HeaderProps } from "@backlot/ui/Header";
import { Link } from "react-router";

type LinkComponent = NonNullable<HeaderProps["LinkComponent"]>;

export const RouterLink: LinkComponent = ({ href, children, ...rest }) =>
  href.startsWith("/") && !href.startsWith("//") ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
