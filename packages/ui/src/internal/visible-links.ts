// Which of the tenant's links a visitor sees, by the link's `auth` flag: true is for logged-in users only, false
// for logged-out visitors only (anonymous sessions count as logged out), unflagged for everyone.
// Children follow the same rule; a menu whose children are all hidden keeps its own link.
import type { Link } from "@backlot/tenant-config";

export function visibleLinks(links: readonly Link[], loggedIn: boolean): Link[] {
  return links
    .filter((link) => link.auth === undefined || link.auth === loggedIn)
    .map((link) => {
      const { children, ...rest } = link;
      const shown = children ? visibleLinks(children, loggedIn) : [];
      return shown.length > 0 ? { ...rest, children: shown } : rest;
    });
}
