// /productions/join/:inviteId: the invitation's link from the mail. Someone without a session signs in or up first
// and comes back here (the link rides along as the redirect); then the invitation shows, if the rules let this
// sign-in read it, and "Join" takes it. Not behind the sign-in guard: a new invitee has no account yet.
import { isDocumentStoreError } from "@backlot/data";
import { useNavigate, useParams } from "react-router";
import { getServices } from "../app/services.js";
import { hrefs } from "../app/hrefs.js";
import { RouterLink } from "../app/router-link.js";
import { settings, tenant, vendor } from "../app/tenant.js";
import { useAuthState } from "../app/use-auth.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { rememberChosenProduction } from "./chosen-production.js";
import { JoinInvitation, type JoinState } from "./JoinInvitation/index.js";
import { useInvite } from "./use-production-reads.js";
import { productionCommands } from "./use-production.js";
import { useVerifiedAddress } from "./use-verified-address.js";
import styles from "./ProductionsPage.module.css";

const format = { locale: settings.locale, timeZone: vendor.timezone };
const settling = new Set(["unknown", "loggingIn", "signingUp", "loggingOut"]);

export function JoinProductionPage() {
  const { inviteId = "" } = useParams();
  const navigate = useNavigate();
  const auth = useAuthState();
  const address = useVerifiedAddress();
  useDocumentMeta("Join a production");
  const signedIn = auth.status === "authenticated";
  const invite = useInvite(signedIn && address.verified ? inviteId : null);
  const here = hrefs.joinProduction(inviteId);

  let state: JoinState;
  if (settling.has(auth.status)) state = { kind: "checking" };
  else if (!signedIn) state = { kind: "signedOut", loginHref: hrefs.login(here), signupHref: hrefs.signupThen(here) };
  else if (!address.verified)
    state = { kind: "unverified", email: address.email ?? "", onResend: address.resend, onCheck: address.check };
  else if (invite.status === "loading") state = { kind: "loading" };
  else if (invite.status === "error" && !isDocumentStoreError(invite.error, "permission-denied"))
    state = { kind: "error", retry: invite.retry };
  else if (invite.status === "ready" && invite.data) state = { kind: "invite", invite: invite.data, now: new Date() };
  else state = { kind: "unreadable", email: address.email ?? "" };

  const join = async () => {
    const { productionId } = await productionCommands.acceptProductionInvite({ inviteId });
    if (auth.status === "authenticated")
      rememberChosenProduction(localStorage, tenant.vendor.id, auth.firebaseUser.uid, productionId);
    void navigate(hrefs.production(productionId), { replace: true });
  };
  const switchAccount = async () => {
    await (await getServices()).auth.logout();
    void navigate(hrefs.login(here), { replace: true });
  };

  return (
    <div className={styles.page}>
      <JoinInvitation
        state={state}
        vendorName={vendor.name}
        onJoin={join}
        onSwitchAccount={switchAccount}
        format={format}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
