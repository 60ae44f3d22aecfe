// The UI kit's links as the router's, so moving between console pages never reloads it.
import type { QuoteDeskProps } from "@backlot/ui/QuoteDesk";
import { Link } from "react-router";

type LinkComponent = NonNullable<QuoteDeskProps["LinkComponent"]>;

export const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
