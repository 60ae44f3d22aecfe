// Sends a visitor to the sign-in page, coming back to the page (and query) they are on once signed in: what a
// heart, a set list's picker or a card's quick add do for someone who is not signed in.
import { useLocation, useNavigate } from "react-router";
import { hrefs } from "./hrefs.js";

export function useLogInHere(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(hrefs.login(location.pathname + location.search));
}
