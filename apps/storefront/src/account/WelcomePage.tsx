// /onboarding/welcome: the other product variant's first stop after signup (spec section 2): a
// greeting and the first things a new customer does.
import { Link } from "react-router";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "./use-customer.js";
import styles from "./AccountPage.module.css";

export function WelcomePage() {
  const { user } = useCustomer();
  useDocumentMeta("Welcome");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Welcome{user?.firstName ? `, ${user.firstName}` : ""}</h1>
      <p>Your {settings.appTitle} account is ready. Here is where most customers start:</p>
      <ul>
        <li>
          <Link to="/categories">Browse the rental departments</Link> and tap the heart on props you like.
        </li>
        <li>
          <Link to="/account/set-lists">Make a set list</Link> for each set or scene, then ask for a quote.
        </li>
        <li>
          <Link to="/account/profile">Tell us about your production</Link> so quotes reach the right people.
        </li>
      </ul>
    </div>
  );
}
