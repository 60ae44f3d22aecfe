// Every page's frame: the app shell with the tenant's header and footer, the page in between,
// the document title, a page view after every route change, the scroll reset between pages, and
// the banner of a staff session (staff signed in as a customer).
import { type ReactNode, Suspense, lazy, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AppShell } from "@backlot/ui/AppShell";
import { Footer } from "@backlot/ui/Footer";
import { Header } from "@backlot/ui/Header";
import { PickupSlot } from "../pickup/PickupSlot.js";
import type { PageViewTracker } from "./analytics.js";
import { LinkNavigation, RouterLink } from "./router-link.js";
import { startSmoothScrollIfMissing } from "./smooth-scroll-start.js";
import { assetUrl, settings, vendor } from "./tenant.js";
import { useLoggedIn } from "./use-auth.js";
import { servicesStarted, startServicesForReturningCustomer } from "./services.js";
import { usePendingFavorite } from "../account/use-pending-favorite.js";
import { usePendingLocation } from "./page-router/page-context.js";
import styles from "./RootLayout.module.css";
import { hrefs } from "./hrefs.js";

// Made on first use (prerendering runs this module where there is no window), and only for a
// tenant with a tracking id: the others load none of the analytics code.
let tracker: Promise<PageViewTracker> | undefined;
const pageViews = (trackingId: string) =>
  (tracker ??= import("./analytics.js").then(({ createPageViewTracker, appendScript }) =>
    createPageViewTracker(trackingId, window as never, appendScript),
  ));

// Loaded only once someone is logged in: a visitor's first load carries none of it, nor Firebase.
const SessionBanner = lazy(async () => ({ default: (await import("../auth/SessionBanner.js")).SessionBanner }));
// The production switcher and notices badge (decision 0049): likewise only once someone is logged in.
const ProductionHeader = lazy(async () => ({
  default: (await import("../productions/ProductionHeader.js")).ProductionHeader,
}));

export function RootLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const pendingLocation = usePendingLocation();
  usePendingFavorite();
  // Said on screen (not only in the console) when this browser cannot keep the customer's data.
  const [storageNotice, setStorageNotice] = useState<string>();

  useEffect(() => {
    // The app has taken over the page (prerendered pages start it after their first paint): the
    // end-to-end tests wait for this before they click.
    document.documentElement.dataset.app = "started";
    // A returning customer's services start now, after the first paint; a visitor's when they act (decision 0050).
    let current = true;
    const stopListening = startServicesForReturningCustomer();
    void servicesStarted().then((services) => current && setStorageNotice(services.storageNotice));
    const stopSmoothScroll = startSmoothScrollIfMissing();
    return () => {
      current = false;
      stopListening();
      stopSmoothScroll();
    };
  }, []);

  useEffect(() => {
    // Pages set their title in render; the view is recorded once it is in place. One view per path:
    // a filter or a sign-in code in the query string is not a new page, and is not sent anywhere.
    const trackingId = settings.analyticsTrackingId;
    if (!trackingId) return;
    const timer = setTimeout(
      () => void pageViews(trackingId).then((views) => views.pageView(location.pathname, document.title)),
      0,
    );
    return () => clearTimeout(timer);
  }, [location.pathname]);

  return (
    // No ThemeProvider: every page's head carries the tenant's tokens (:root), so the app does not
    // compute them again or repeat them on an element of every prerendered page.
    <LinkNavigation.Provider value={navigate}>
      <AppShell
        header={
          <>
            <Header
              settings={settings}
              loggedIn={loggedIn}
              assetUrl={assetUrl}
              currentPath={location.pathname}
              onSearch={(text) => void navigate(hrefs.search(text))}
              LinkComponent={RouterLink}
            />
            <PickupSlot />
            {loggedIn && (
              <Suspense fallback={null}>
                <ProductionHeader />
              </Suspense>
            )}
          </>
        }
        footer={<Footer settings={settings} vendor={vendor} loggedIn={loggedIn} LinkComponent={RouterLink} />}
      >
        {/* A page whose data is still loading keeps the old one on screen; this says so. */}
        {pendingLocation && <div className={styles.progress} role="progressbar" aria-label="Loading the page" />}
        {storageNotice && (
          <p className={styles.notice} role="status">
            {storageNotice}
          </p>
        )}
        <div className={styles.content} aria-busy={pendingLocation ? true : undefined}>
          {loggedIn && (
            <Suspense fallback={null}>
              <SessionBanner />
            </Suspense>
          )}
          {children}
        </div>
      </AppShell>
    </LinkNavigation.Provider>
  );
}
