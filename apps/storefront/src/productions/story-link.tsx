// A link for the room's stories: it says where it goes and runs its click handler, but stays on the story (a real
// navigation would unload the story test's page).
import type { LinkComponent } from "@backlot/ui/Link";

export const StoryLink: LinkComponent = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
    {...rest}
  >
    {children}
  </a>
);
