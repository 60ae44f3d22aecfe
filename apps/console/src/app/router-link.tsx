// The UI kit's links as the router's, so moving between console pages never reloads it.
import type { LinkComponent } from "@backlot/ui/Link";
import { Link } from "react-router";

export const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
