// /account/profile: the customer's details, and what secures the account: password and email, each
// confirmed with the current password, so a session left open cannot take the account over.
import { ChangeEmailForm } from "@backlot/ui/ChangeEmailForm";
import { ChangePasswordForm } from "@backlot/ui/ChangePasswordForm";
import { ProfileForm } from "@backlot/ui/ProfileForm";
import { getServices } from "../app/services.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import styles from "./AccountPage.module.css";

export function ProfilePage() {
  const { uid, user, email } = useCustomer();
  useDocumentMeta("Profile");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Profile</h1>
      <div className={styles.forms}>
        <ProfileForm
          key={uid}
          initialValues={user ?? {}}
          headingLevel={2}
          onSubmit={async (profile) => {
            const { users } = await getServices();
            await users.updateProfile(uid, profile);
          }}
        />
        <ChangePasswordForm
          headingLevel={2}
          onSubmit={async ({ currentPassword, newPassword }) => {
            const { account } = await getServices();
            await account.changePassword(currentPassword, newPassword);
          }}
        />
        <ChangeEmailForm
          headingLevel={2}
          {...(email ? { currentEmail: email } : {})}
          onSubmit={async ({ newEmail, password }) => {
            const { account } = await getServices();
            await account.changeEmail(password, newEmail);
          }}
        />
      </div>
    </div>
  );
}
