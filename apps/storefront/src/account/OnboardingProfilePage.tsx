// /onboarding/profile: where a new customer lands after signing up, to tell the
// vendor who they are and what they work on. It can be skipped and filled in later.
import { useNavigate } from "react-router";
import { ProfileForm } from "@backlot/ui/ProfileForm";
import { getServices } from "../app/services.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import styles from "../auth/AuthPage.module.css";

export function OnboardingProfilePage() {
  const { uid, user } = useCustomer();
  const navigate = useNavigate();
  useDocumentMeta("Your profile");
  return (
    <div className={styles.page}>
      <ProfileForm
        initialValues={user ?? {}}
        headingLevel={1}
        onSubmit={async (profile) => {
          const { users } = await getServices();
          await users.updateProfile(uid, profile);
          void navigate("/", { replace: true });
        }}
        onSkip={() => void navigate("/", { replace: true })}
      />
    </div>
  );
}
