// /account: who is logged in, the account's sections, and logging out.
import { useNavigate } from "react-router";
import { getServices } from "../app/services.js";
import { useAuthState } from "../app/use-auth.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { RouterLink } from "../app/router-link.js";
import { AccountStanding } from "./AccountStanding.js";
import styles from "./AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";

export const accountSections = [
  { href: hrefs.favorites, label: "Favourites", hint: "Props you saved with the heart" },
  { href: hrefs.setLists, label: "Set lists", hint: "Props grouped by set, ready for a quote" },
  { href: hrefs.productions, label: "Productions", hint: "Your team's shared lists, reviewed line by line" },
  { href: hrefs.quotes, label: "Quote requests", hint: "What you asked us to price" },
  { href: hrefs.orders, label: "Orders", hint: "Rentals and their weekly estimates" },
  { href: hrefs.paperwork, label: "Paperwork", hint: "Insurance, tax exemption and account terms" },
  { href: hrefs.messages, label: "Messages", hint: "Your conversation with us" },
  { href: hrefs.profile, label: "Profile", hint: "Name, studio, production, phone; password and email" },
  { href: hrefs.subscriptions, label: "Email subscriptions", hint: "Newsletters and reminders" },
] as const;

export function AccountPage() {
  const auth = useAuthState();
  const navigate = useNavigate();
  useDocumentMeta("My account");
  const user = auth.status === "authenticated" ? auth.vendorUser : null;
  const email = auth.status === "authenticated" ? auth.firebaseUser.email : null;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.displayName || email;
  // Live with the customer's record: the prop house's replies not read yet (the console shows the same number).
  const unread = user?.stats.unreadMessageCount ?? 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My account</h1>
      <p className={styles.muted}>
        Logged in as {name}
        {email && name !== email ? ` (${email})` : ""}
      </p>
      <AccountStanding user={user} />
      <ul className={styles.sections}>
        {accountSections.map((section) => (
          <li key={section.href}>
            <RouterLink href={section.href} className={styles.section}>
              <span className={styles.label}>{section.label}</span>
              <span className={styles.muted}>
                {section.href === hrefs.messages && unread > 0
                  ? `${unread === 1 ? "1 unread message" : `${unread.toString()} unread messages`} from us`
                  : section.hint}
              </span>
            </RouterLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.logout}
        onClick={() => {
          void getServices()
            .then(({ auth: flows }) => flows.logout())
            .then(() => navigate("/", { replace: true }));
        }}
      >
        Log out
      </button>
    </div>
  );
}
