// /account/subscriptions: the four email subscriptions, each a switch that
// stamps when it was turned on or off.
import { SubscriptionsForm } from "@backlot/ui/SubscriptionsForm";
import { getServices } from "../app/services.js";
import { settings, vendor } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import styles from "./AccountPage.module.css";

export function SubscriptionsPage() {
  const { uid, user } = useCustomer();
  useDocumentMeta("Email subscriptions");
  return (
    <div className={styles.page}>
      <SubscriptionsForm
        subscriptions={user?.subscriptions ?? {}}
        loading={!user}
        locale={settings.locale}
        timeZone={vendor.timezone}
        headingLevel={1}
        onToggle={async (key, next) => {
          const { users } = await getServices();
          await users.setSubscription(uid, key, next);
        }}
      />
    </div>
  );
}
