// Every console page: until the staff session is known, a quiet "Checking your sign-in…"; then the
// sign-in page, the page that turns away non-staff, or the console itself: the tenant's header with
// its sections and the signed-in person, and the section's page.
import { NavLink, Outlet } from "react-router";
import { useStore } from "zustand";
import { type Thread, messages, papers } from "@backlot/data";
import type { Paper } from "@backlot/domain";
import { RefusedPage } from "../auth/RefusedPage.js";
import { SignInPage } from "../auth/SignInPage.js";
import { storefrontFileUrl } from "./console-tenant.js";
import { useServices, useTenant } from "./services-context.js";
import { useLiveQuery } from "./use-live.js";
import buttons from "@backlot/ui/button.module.css";
import styles from "./ConsoleLayout.module.css";

/** The console's sections, in the nav's order. */
const sections = [
  { href: "/quotes", label: "Quote desk" },
  { href: "/orders", label: "Orders" },
  { href: "/day", label: "Day plan" },
  { href: "/repairs", label: "Repairs" },
  { href: "/inbox", label: "Inbox" },
  { href: "/customers", label: "Customers" },
  { href: "/productions", label: "Productions" },
  { href: "/paperwork", label: "Paperwork" },
  { href: "/catalogue", label: "Catalogue" },
] as const;

/** How many papers awaiting review the nav counts: one listener over a short page, "50+" past it. */
const reviewCountCap = 50;

/**
 * The inbox's link says, live, how many messages no one at the prop house has read; the paperwork's, how many papers
 * await review.
 */
function SectionLink({ href, label }: { href: string; label: string }) {
  const { documents } = useServices();
  const tenant = useTenant();
  const unread = useLiveQuery<Thread>(
    href === "/inbox" ? messages(documents, { vendorId: tenant.vendor.id }).queryUnreadByVendor() : null,
  );
  const count = unread.status === "ready" ? unread.value.reduce((sum, thread) => sum + thread.unreadByVendor, 0) : 0;
  const awaiting = useLiveQuery<Paper>(
    href === "/paperwork"
      ? papers(documents, { vendorId: tenant.vendor.id }).queryAwaitingReview(reviewCountCap)
      : null,
  );
  const toReview = awaiting.status === "ready" ? awaiting.value.length : 0;
  return (
    <NavLink to={href}>
      {label}
      {count > 0 && <span className={styles.count}>{count === 1 ? "1 unread" : `${count.toString()} unread`}</span>}
      {toReview > 0 && (
        <span className={styles.count}>
          {toReview >= reviewCountCap ? `${reviewCountCap.toString()}+` : toReview.toString()} to review
        </span>
      )}
    </NavLink>
  );
}

export function ConsoleLayout() {
  const { session } = useServices();
  const tenant = useTenant();
  const state = useStore(session.store);

  if (state.status === "starting")
    return (
      <main id="main" className={styles.signIn}>
        <p role="status">Checking your sign-in…</p>
      </main>
    );
  if (state.status === "signedOut" || state.status === "secondFactor") return <SignInPage />;
  if (state.status === "refused") return <RefusedPage />;

  const logo = tenant.settings.headerLogo;
  return (
    <div className={styles.console}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <img
          className={styles.logo}
          src={storefrontFileUrl(tenant, logo.url)}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
        />
        <span className={styles.brand}>Console</span>
        <nav aria-label="Console">
          <ul className={styles.nav}>
            {sections.map((section) => (
              <li key={section.href}>
                <SectionLink {...section} />
              </li>
            ))}
          </ul>
        </nav>
        <span className={styles.who}>{state.name}</span>
        <button type="button" className={buttons.button} onClick={() => void session.signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
