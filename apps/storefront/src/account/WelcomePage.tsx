// /onboarding/welcome: the other product variant's first stop after signup: a
// greeting and the first things a new customer does.
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import { RouterLink } from "../app/router-link.js";
import styles from "./AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";

export function WelcomePage() {
  const { user } = useCustomer();
  useDocumentMeta("Welcome");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Welcome{user?.firstName ? `, ${user.firstName}` : ""}</h1>
      <p>Your {settings.appTitle} account is ready. Here is where most customers start:</p>
      <ul>
        <li>
          <RouterLink href={hrefs.categories}>Browse the rental departments</RouterLink> and tap the heart on props you
          like.
        </li>
        <li>
          <RouterLink href={hrefs.setLists}>Make a set list</RouterLink> for each set or scene, then ask for a quote.
        </li>
        <li>
          <RouterLink href={hrefs.profile}>Tell us about your production</RouterLink> so quotes reach the right people.
        </li>
      </ul>
    </div>
  );
}
