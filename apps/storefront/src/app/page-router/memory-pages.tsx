// For tests: the page router in memory (React Router's MemoryRouter), with a probe that reads where it is and moves
// it, as the data router's `router.state` and `router.navigate` did.
import { render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from "react-router";
import type { PageRoute } from "./page-route.js";
import { PageRouter } from "./PageRouter.js";
import { preparePage } from "./prepare-page.js";

export interface RouterProbe {
  /** The router's address now (the one being loaded, when a page is pending). */
  readonly location: Location;
  readonly navigationType: NavigationType;
  readonly navigate: NavigateFunction;
  /** Render inside the router. */
  Probe: ComponentType;
}

export function routerProbe(): RouterProbe {
  const seen: { location?: Location; navigationType?: NavigationType; navigate?: NavigateFunction } = {};
  const fail = () => {
    throw new Error("The router probe is not rendered: put <router.Probe /> inside the router");
  };
  return {
    get location() {
      return seen.location ?? fail();
    },
    get navigationType() {
      return seen.navigationType ?? fail();
    },
    get navigate() {
      return seen.navigate ?? fail();
    },
    Probe() {
      seen.location = useLocation();
      seen.navigationType = useNavigationType();
      seen.navigate = useNavigate();
      return null;
    },
  };
}

const PlainFrame = ({ children }: { children: ReactNode }) => children;
const ErrorText = ({ error }: { error: unknown }) => <p role="alert">{String(error)}</p>;

/** Renders `routes` at `path` the way the app starts: the first page prepared, then the router. */
export async function renderPages(
  routes: readonly PageRoute[],
  path: string,
  options: { Frame?: ComponentType<{ children: ReactNode }> } = {},
): Promise<RouterProbe> {
  const router = routerProbe();
  const url = new URL(path, "http://storefront.test");
  const first = await preparePage(routes, url);
  render(
    <MemoryRouter initialEntries={[path]}>
      <router.Probe />
      <PageRouter routes={routes} first={first} Frame={options.Frame ?? PlainFrame} ErrorPage={ErrorText} />
    </MemoryRouter>,
  );
  return router;
}
