// Every page's frame: the app shell with the tenant's header and footer, the page in between,
// the document title, a page view after every route change, and the scroll reset between pages.
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from "react-router";
import { AppShell } from "@backlot/ui/AppShell";
import { Footer } from "@backlot/ui/Footer";
import { Header } from "@backlot/ui/Header";
import { ThemeProvider } from "@backlot/ui/ThemeProvider";
import { type PageViewTracker, appendScript, createPageViewTracker } from "../app/analytics.js";
import { RouterLink } from "../app/router-link.js";
import { emulateSmoothScrollIfMissing } from "../app/smooth-scroll.js";
import { assetUrl, settings, tenant, vendor } from "../app/tenant.js";
import { useLoggedIn } from "../app/use-auth.js";
import { getServices } from "../app/services.js";
import { usePendingFavorite } from "../account/use-favorites.js";
import styles from "./RootLayout.module.css";

// Made on first use: prerendering runs this module where there is no window.
let tracker: PageViewTracker | undefined;
const pageViews = () => (tracker ??= createPageViewTracker(settings.analyticsTrackingId, window as never, appendScript));

export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const navigation = useNavigation();
  usePendingFavorite();

  useEffect(() => {
    // The auth SDK and the store start after the first paint.
    void getServices();
    return emulateSmoothScrollIfMissing();
  }, []);

  useEffect(() => {
    // Pages set their title in render; the view is recorded once it is in place.
    const timer = setTimeout(() => pageViews().pageView(location.pathname + location.search, document.title), 0);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);

  return (
    <ThemeProvider settings={{ ...settings, tenantId: tenant.id }}>
      <AppShell
        header={
          <Header
            settings={settings}
            loggedIn={loggedIn}
            assetUrl={assetUrl}
            currentPath={location.pathname}
            onSearch={(text) => void navigate(`/search?q=${encodeURIComponent(text)}`)}
            LinkComponent={RouterLink}
          />
        }
        footer={<Footer settings={settings} vendor={vendor} loggedIn={loggedIn} LinkComponent={RouterLink} />}
      >
        {/* A page whose data is still loading keeps the old one on screen; this says so. */}
        {navigation.state === "loading" && <div className={styles.progress} role="progressbar" aria-label="Loading the page" />}
        <div className={styles.content}>
          <Outlet />
        </div>
      </AppShell>
      <ScrollRestoration />
    </ThemeProvider>
  );
}
