// The UI kit's links, routed: in-app paths navigate without a reload, everything else is a plain
// link. A plain <a> with a click handler, not React Router's <Link>: pages render a hundred of
// these (header and footer), and prerendering thousands of pages pays for every one.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { HeaderProps } from "@backlot/ui/Header";

type LinkComponent = NonNullable<HeaderProps["LinkComponent"]>;

const isInApp = (href: string) => href.startsWith("/") && !href.startsWith("//");
/** A plain left click: anything else (new tab, download) is the browser's. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const RouterLink: LinkComponent = ({ href, children, onClick, ...rest }) => {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.();
        if (event.defaultPrevented || !isInApp(href) || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
};
