// Where the customer stands with the prop house, on their account page, live with their record:
// awaiting approval, approved, or denied (the console's approveCustomer sets it). What each allows
// is @backlot/data's customer-standing contract; this says it in the customer's words.
import { type VendorUser, standingOf } from "@backlot/domain";
import { RouterLink } from "../app/router-link.js";
import { vendor } from "../app/tenant.js";
import { hrefs } from "../app/hrefs.js";
import styles from "./AccountPage.module.css";

export function AccountStanding({ user }: { user: Pick<VendorUser, "isAuthorized"> | null }) {
  if (!user) return null;
  const standing = standingOf(user.isAuthorized);
  return (
    <p className={styles.standing} data-standing={standing}>
      {standing === "approved" && "Your account is approved: you can place orders from your set lists."}
      {standing === "awaiting" && (
        <>
          {vendor.displayName} is reviewing your account. Meanwhile you can keep favourites and set lists and ask for
          quotes; you can place orders yourself once it is approved.
        </>
      )}
      {standing === "denied" && (
        <>
          {vendor.displayName} has not approved this account for orders. You can still ask for quotes, or{" "}
          <RouterLink href={hrefs.messages}>write to us</RouterLink> about it.
        </>
      )}
    </p>
  );
}
