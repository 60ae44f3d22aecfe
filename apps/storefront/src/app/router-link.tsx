// The app's links, routed: in-app paths navigate without a reload, everything else is a plain
// link. A plain <a> with a click handler, not React Router's <Link>, and no router hook per link:
// pages render a hundred of these (header and footer), prerendering thousands of pages pays for
// every one, and so does hydration. The layout provides the router's navigate once.
import { type MouseEvent, createContext, useContext } from "react";
import type { HeaderProps } from "@backlot/ui/Header";

type LinkComponent = NonNullable<HeaderProps["LinkComponent"]>;

/** The router's navigate, from the layout (RootLayout). Without it, links load pages the plain way. */
export const LinkNavigation = createContext<((href: string) => unknown) | undefined>(undefined);

const isInApp = (href: string) => href.startsWith("/") && !href.startsWith("//");
/** A plain left click: anything else (new tab, download) is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const RouterLink: LinkComponent = ({ href, children, onClick, ...rest }) => {
  const navigate = useContext(LinkNavigation);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.();
        if (!navigate || event.defaultPrevented || !isInApp(href) || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
};
