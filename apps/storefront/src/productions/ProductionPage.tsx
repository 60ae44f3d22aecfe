// /productions/:productionId: one production's room. Its lists (buyers start new ones), its team (coordinators
// manage it; anyone leaves) and its activity feed, all live. Opening it marks the member's notices seen. A member
// removed while here sees the page close at once: the rules stop their listener, and the hook says "missing".
import type { MembershipChange } from "@backlot/domain";
import type { ProductionRole } from "@backlot/domain/production";
import { orderedRoles, roleLabels } from "@backlot/domain/production";
import { LoadError } from "@backlot/ui/LoadError";
import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { hrefs } from "../app/hrefs.js";
import { RouterLink } from "../app/router-link.js";
import { settings, tenant, vendor } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { getSearchEngine } from "../catalogue/search/search-engine.js";
import { ActivityFeed } from "./ActivityFeed/index.js";
import { rememberChosenProduction } from "./chosen-production.js";
import { MembersPanel } from "./MembersPanel/index.js";
import { ProductionLists } from "./ProductionLists/index.js";
import { useProductionActivity, useProductionLists, useProductionNotices } from "./use-production-reads.js";
import { productionCommands, useProduction } from "./use-production.js";
import pageStyles from "./ProductionsPage.module.css";
import styles from "./ProductionPage.module.css";

const format = { locale: settings.locale, timeZone: vendor.timezone };

export function ProductionPage() {
  const { productionId = "" } = useParams();
  const navigate = useNavigate();
  const room = useProduction(productionId);
  const ready = room.status === "ready";
  const lists = useProductionLists(ready ? productionId : null);
  const feed = useProductionActivity(ready ? productionId : null);
  const notices = useProductionNotices(room.me?.uid ?? null);
  const left = useRef(false);
  // One id per list started, kept across retries of it: a retry after a dropped answer makes one list.
  const newListId = useRef<string | null>(null);
  useDocumentMeta(room.production?.name ?? "Production");

  // A member here opens a list next: its page's code and the catalogue it names props from load while they read, so
  // the tap opens the list at once, even on a phone's slow connection.
  const hasLists = lists.status === "ready" && lists.docs.length > 0;
  useEffect(() => {
    if (!hasLists) return;
    const warm = () => {
      void import("./list/ProductionListPage.js");
      void getSearchEngine().catch(() => undefined);
    };
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 200);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [hasLists]);

  const uid = room.me?.uid;
  useEffect(() => {
    if (uid) rememberChosenProduction(localStorage, tenant.vendor.id, uid, productionId);
  }, [uid, productionId]);
  // Opening the room is seeing what is new: the badge goes back to nought, once per opening (a notice arriving while
  // the member is here, perhaps from another production, stays for the header's badge).
  const unread = notices.status === "ready" ? (notices.data?.unread ?? 0) : null;
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || unread === null || markedFor.current === productionId) return;
    markedFor.current = productionId;
    if (unread === 0) return;
    productionCommands
      .markNoticesSeen({})
      .catch((error: unknown) => console.warn("Backlot: notices could not be marked seen; the badge stays", error));
  }, [ready, unread, productionId]);

  if (room.status === "loading") {
    return (
      <div className={pageStyles.page}>
        <p role="status" className={pageStyles.muted}>
          Opening the production…
        </p>
      </div>
    );
  }
  if (room.status === "error") {
    return (
      <div className={pageStyles.page}>
        <LoadError
          message="The production did not load. Check your connection and try again."
          onRetry={room.retry}
          retryLabel="Try again"
        />
      </div>
    );
  }
  if (room.status === "missing" || !room.production || !room.me) {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{left.current ? "You left the production" : "Not open to you"}</h1>
        <p role="status" className={pageStyles.muted}>
          {left.current
            ? "Its lists are no longer open to you. A coordinator can invite you again."
            : "This production does not exist, or you are not (or no longer) one of its members. A coordinator " +
              "can invite you."}
        </p>
        <p>
          <RouterLink href={hrefs.productions}>Your productions and invitations</RouterLink>
        </p>
      </div>
    );
  }

  const { production, me } = room;
  const change = async (change: MembershipChange) => {
    await productionCommands.changeMembership({ productionId, change });
  };
  const createList = async (name: string, groups: string[]) => {
    const listId = (newListId.current ??= await productionCommands.newId());
    await productionCommands.createProductionList({ productionId, listId, name, groups });
    newListId.current = null;
    void navigate(hrefs.productionList(productionId, listId));
  };
  const invite = async (email: string, roles: ProductionRole[]) => {
    const inviteId = await productionCommands.newId();
    await productionCommands.inviteToProduction({ productionId, inviteId, email, roles });
  };

  return (
    <div className={`${pageStyles.page} ${styles.room}`}>
      <header className={styles.head}>
        <h1 className={pageStyles.title}>{production.name}</h1>
        <p className={pageStyles.muted}>
          You are{" "}
          {orderedRoles(me.roles)
            .map((role) => `a ${roleLabels[role].toLowerCase()}`)
            .join(" and ")}{" "}
          here.
        </p>
      </header>
      <section className={`${pageStyles.section} ${styles.lists}`} aria-labelledby="lists-title">
        <h2 id="lists-title" className={pageStyles.heading}>
          Lists
        </h2>
        {lists.status === "loading" && (
          <p role="status" className={pageStyles.muted}>
            Loading the lists…
          </p>
        )}
        {lists.status === "error" && (
          <LoadError
            message="The lists did not load. Check your connection and try again."
            onRetry={lists.retry}
            retryLabel="Try again"
          />
        )}
        {lists.status === "ready" && (
          <ProductionLists
            lists={lists.docs}
            hrefOf={(listId) => hrefs.productionList(productionId, listId)}
            onCreate={room.may("editLists") ? createList : undefined}
            format={format}
            LinkComponent={RouterLink}
          />
        )}
      </section>
      <div className={styles.team}>
        <MembersPanel
          production={production}
          meUid={me.uid}
          canManage={room.may("manageMembers")}
          onInvite={invite}
          onChangeRoles={(memberUid, roles) => change({ kind: "roles", uid: memberUid, roles })}
          onRemove={(memberUid) => change({ kind: "remove", uid: memberUid })}
          onWithdraw={(inviteId) => change({ kind: "withdrawInvite", inviteId })}
          onLeave={async () => {
            left.current = true;
            try {
              await change({ kind: "leave" });
            } catch (error) {
              left.current = false;
              throw error;
            }
            void navigate(hrefs.productions, { replace: true });
          }}
          format={format}
        />
      </div>
      <div className={styles.activity}>
        {feed.status === "error" ? (
          <LoadError
            message="The activity did not load. Check your connection and try again."
            onRetry={feed.retry}
            retryLabel="Try again"
          />
        ) : feed.status === "loading" ? (
          <p role="status" className={pageStyles.muted}>
            Loading the activity…
          </p>
        ) : (
          <ActivityFeed
            items={feed.items}
            hasMore={feed.hasMore}
            loadingMore={feed.loadingMore}
            onShowMore={feed.showMore}
            listHref={(listId) => hrefs.productionList(productionId, listId)}
            format={format}
            now={new Date()}
            LinkComponent={RouterLink}
          />
        )}
      </div>
    </div>
  );
}
