// The header's production strip wired to the services: RootLayout loads this only for a signed-in customer, so a
// visitor's first load carries none of it. It shows only to someone who belongs to a production or has notices.
import type { Notice } from "@backlot/domain/production";
import { useState } from "react";
import { matchPath, useLocation } from "react-router";
import { hrefs } from "../app/hrefs.js";
import { RouterLink } from "../app/router-link.js";
import { settings, tenant, vendor } from "../app/tenant.js";
import { useLoggedInUid } from "../app/use-auth.js";
import { currentProduction, readChosenProduction, rememberChosenProduction } from "./chosen-production.js";
import { ProductionBar } from "./ProductionBar/index.js";
import { useMyProductions, useProductionNotices } from "./use-production-reads.js";
import { productionCommands } from "./use-production.js";

const format = { locale: settings.locale, timeZone: vendor.timezone };
const vendorId = tenant.vendor.id;

const noticeHref = (notice: Notice) =>
  notice.listId ? hrefs.productionList(notice.productionId, notice.listId) : hrefs.production(notice.productionId);

export function ProductionHeader() {
  const uid = useLoggedInUid();
  const location = useLocation();
  const mine = useMyProductions(uid);
  const notices = useProductionNotices(uid);
  const [chosen, setChosen] = useState<{ uid: string | null; id: string | null }>(() => ({
    uid,
    id: uid ? readChosenProduction(localStorage, vendorId, uid) : null,
  }));
  if (!uid) return null;
  // Another person signed in on this tab: their own choice, not the last person's.
  if (chosen.uid !== uid) setChosen({ uid, id: readChosenProduction(localStorage, vendorId, uid) });

  const productions = mine.status === "ready" ? mine.docs : [];
  const read = notices.status === "ready" ? notices.data : undefined;
  if (productions.length === 0 && !read?.items.length) return null;

  const open = matchPath("/productions/:productionId/*", location.pathname)?.params.productionId ?? null;
  const current = currentProduction(productions, chosen.id, open === "join" ? null : open);
  return (
    <ProductionBar
      productions={productions}
      currentId={current?.id}
      productionHref={hrefs.production}
      allHref={hrefs.productions}
      onChoose={(productionId) => {
        rememberChosenProduction(localStorage, vendorId, uid, productionId);
        setChosen({ uid, id: productionId });
      }}
      notices={read ? { unread: read.unread, items: read.items } : null}
      noticeHref={noticeHref}
      onOpenNotices={() => {
        productionCommands
          .markNoticesSeen({})
          .catch((error: unknown) => console.warn("Backlot: notices could not be marked seen; the badge stays", error));
      }}
      format={format}
      now={new Date()}
      LinkComponent={RouterLink}
    />
  );
}
