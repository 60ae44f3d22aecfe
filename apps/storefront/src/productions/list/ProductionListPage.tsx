// /productions/:productionId/lists/:listId: one list of a production, live for every member (decision 0049). Buyers
// build it, the designer decides its lines (on a phone as on a desk), the coordinator sends the approved list to the
// prop house (a quote request, a hold, an order); everyone comments and reads its history. The page reads the live
// documents, works out what each line shows once per change, and hands the view its actions (use-list-actions.ts).
import { type ReactNode, Suspense, lazy, useEffect, useMemo, useRef, useState } from "react";
import { useParams } from "react-router";
import type { Prop } from "@backlot/domain";
import { type ListComment, type ProductionLine, reviewOpen, sendToHouseProblem } from "@backlot/domain/production";
import { isDocumentStoreError } from "@backlot/data";
import { LoadError } from "@backlot/ui/LoadError";
import { hrefs } from "../../app/hrefs.js";
import { RouterLink } from "../../app/router-link.js";
import { settings, vendor } from "../../app/tenant.js";
import { useDocumentMeta } from "../../app/use-document-meta.js";
import { useProduction } from "../use-production.js";
import { formatWhen } from "../when.js";
import { ProductionListView } from "./ProductionListView/index.js";
import type { ActivityItem } from "./ActivityPanel/index.js";
import { type CallState, shownLine } from "./list-calls.js";
import type { CommentView, LineView } from "./list-types.js";
import { commentsByLine, decisionNews, offeredMoves } from "./list-view.js";
import { propView } from "./prop-view.js";
import { useListActions } from "./use-list-actions.js";
import { useListProps } from "./use-list-props.js";
import { useProductionListReads } from "./use-production-list.js";
import { useStableGroups } from "./stable.js";

// The quote request form (and the captcha it prepares) loads only when a coordinator opens it.
const ListQuoteRequest = lazy(async () => ({ default: (await import("./ListQuoteRequest.js")).ListQuoteRequest }));
// Its hold and order, for a coordinator on an approved list only.
const ListToHouse = lazy(async () => ({ default: (await import("./ListToHouse.js")).ListToHouse }));

const whenFormat = { locale: settings.locale, timeZone: vendor.timezone };
const when = (date: Date) => formatWhen(date, whenFormat);

/** Every prop the list names: its lines', their alternatives' and the props chosen over. */
const propIdsOf = (lines: readonly ProductionLine[]) =>
  lines.flatMap((line) => [
    line.propId,
    ...line.alternatives.map((alternative) => alternative.propId),
    ...(line.replaced ? [line.replaced.propId] : []),
  ]);

interface KeptView {
  stored: ProductionLine;
  call: CallState | undefined;
  version: number;
  view: LineView;
}

/** A comment's view is rebuilt on every update of the query; it changes only by being stored. */
const sameComment = (a: CommentView, b: CommentView) => a.id === b.id && a.sending === b.sending;

/** Every change to a line bumps its revision, but for its group's rename. */
const sameLine = (a: ProductionLine, b: ProductionLine) => a === b || (a.rev === b.rev && a.group === b.group);

/** A line with its props named and pictured from the catalogue. */
/** No catalogue yet: every prop shows by its item number. */
const noProp = (): Prop | undefined => undefined;

function lineView(line: ProductionLine, propOf: (propId: string) => Prop | undefined): LineView {
  return {
    line,
    prop: propView(line.propId, line.variantId, propOf(line.propId)),
    alternatives: line.alternatives.map((alternative) => ({
      alternative,
      prop: propView(alternative.propId, alternative.variantId, propOf(alternative.propId)),
    })),
    ...(line.replaced
      ? { replaced: propView(line.replaced.propId, line.replaced.variantId, propOf(line.replaced.propId)) }
      : {}),
  };
}

/** The page when the list is not there for this member: why, and where to go. */
function Closed({ title, href, back, children }: { title: string; href: string; back: string; children: ReactNode }) {
  return (
    <div>
      <h1>{title}</h1>
      <p role="status">{children}</p>
      <p>
        <RouterLink href={href}>{back}</RouterLink>
      </p>
    </div>
  );
}

export function ProductionListPage() {
  const { productionId = "", listId = "" } = useParams();
  const room = useProduction(productionId);
  const reads = useProductionListReads(productionId, listId);
  const stored = reads.list.status === "ready" ? reads.list.data : undefined;
  const props = useListProps(stored ? propIdsOf(stored.lines) : []);
  const me = room.me ? { uid: room.me.uid, name: room.me.member.name } : { uid: "", name: "" };
  const { calls, actions, sending, setSending } = useListActions({
    productionId,
    listId,
    rev: stored?.rev ?? 0,
    me,
    lines: stored?.lines ?? [],
  });
  const [quoteOpen, setQuoteOpen] = useState(false);
  useDocumentMeta(stored?.name ?? "Production list");
  const [mayEdit, mayReview, mayComment] = [room.may("editLists"), room.may("review"), room.may("comment")];
  const inReview = stored ? reviewOpen(stored) : false;
  const can = useMemo(
    () => ({ edit: mayEdit, review: mayReview && inReview, reviewer: mayReview, comment: mayComment }),
    [mayEdit, mayReview, inReview, mayComment],
  );

  // Each line as shown, once per change of the list, its props or the calls. A live update brings every line anew,
  // so a line whose revision and group are unchanged (a rename of its group changes no revision) keeps its view:
  // the memoised cards then re-render only the lines that changed.
  // The lines show at once, named by item number, while the catalogue loads (a phone on location may take seconds to
  // fetch it); names and photos fill in, in their fixed boxes, when it arrives.
  const propsVersion = props.status === "ready" ? props.version : -1;
  const propOf = props.status === "ready" ? props.propOf : noProp;
  const views = useRef(new Map<string, KeptView>());
  const lines = useMemo((): LineView[] => {
    if (!stored) return [];
    const next = new Map<string, KeptView>();
    const shown = stored.lines.map((storedLine) => {
      const call = calls[storedLine.id];
      const kept = views.current.get(storedLine.id);
      if (kept && kept.version === propsVersion && kept.call === call && sameLine(kept.stored, storedLine)) {
        next.set(storedLine.id, kept);
        return kept.view;
      }
      const view = lineView(shownLine(storedLine, call), propOf);
      next.set(storedLine.id, { stored: storedLine, call, version: propsVersion, view });
      return view;
    });
    views.current = next;
    return shown;
  }, [stored, calls, propsVersion]);

  // Comments grouped by line once per change; a comment sent shows until the live query brings it.
  const liveComments = reads.comments.status === "ready" ? reads.comments.docs : null;
  useEffect(() => {
    if (!liveComments) return;
    const stored = new Set(liveComments.map((comment) => comment.id));
    setSending((all) => (all.some((comment) => stored.has(comment.id)) ? all.filter((c) => !stored.has(c.id)) : all));
  }, [liveComments, setSending]);
  const comments = useMemo(() => {
    if (!liveComments) return null;
    const read = (comment: ListComment & { id: string }): CommentView & Pick<ListComment, "lineId"> => ({
      id: comment.id,
      lineId: comment.lineId,
      body: comment.body,
      byName: comment.by.name,
      at: comment.at,
    });
    const stored = new Set(liveComments.map((comment) => comment.id));
    return commentsByLine([...liveComments.map(read), ...sending.filter((comment) => !stored.has(comment.id))]);
  }, [liveComments, sending]);
  // A line's comments keep their array while they are the same, so a comment on one line re-renders that card alone.
  const stableComments = useStableGroups(comments, sameComment);

  // Decisions read out as they change, the member's own and everyone else's; nothing on opening.
  const [news, setNews] = useState("");
  const seenLines = useRef<readonly LineView[] | null>(null);
  useEffect(() => {
    if (lines.length === 0 && !stored) return;
    const before = seenLines.current;
    seenLines.current = lines;
    if (!before) return;
    const names = new Map(lines.map((view) => [view.line.propId, view.prop.name]));
    const said = decisionNews(
      before.map((view) => view.line),
      lines.map((view) => view.line),
      (propId) => names.get(propId) ?? propId,
    );
    if (said) setNews(said);
  }, [lines, stored]);

  // The history keeps what it showed while a longer page loads.
  const shownActivity = useRef<ActivityItem[]>([]);
  if (reads.activity.status === "ready") shownActivity.current = reads.activity.docs;

  // A removed member's listeners are refused at once (the rules read the membership on every read): the page closes.
  const refused = reads.list.status === "error" && isDocumentStoreError(reads.list.error, "permission-denied");
  if (room.status === "missing" || refused || !productionId || !listId) {
    return (
      <Closed title="Not open to you" href={hrefs.productions} back="Your productions and invitations">
        This list does not exist, or you are not (or no longer) a member of its production. A coordinator can invite
        you.
      </Closed>
    );
  }
  if (reads.list.status === "ready" && !stored && room.production) {
    return (
      <Closed title="This list is gone" href={hrefs.production(productionId)} back={`All of ${room.production.name}`}>
        It is no longer in {room.production.name}, or the link is mistyped.
      </Closed>
    );
  }
  const retry = room.status === "error" ? room.retry : reads.list.status === "error" ? reads.list.retry : null;
  if (retry || props.status === "error") {
    return (
      <LoadError
        message="The list could not be loaded. Check your connection."
        onRetry={retry ?? (props.status === "error" ? props.retry : undefined)}
        retryLabel="Try again"
      />
    );
  }
  if (room.status !== "ready" || !stored || !room.production) {
    return <p role="status">Opening the list…</p>;
  }

  const production = room.production;
  const toHouse = { productionId, listId, production, list: stored, propOf };
  const toHouseProblem = room.may("sendToHouse") ? sendToHouseProblem(stored) : undefined;
  return (
    <ProductionListView
      productionName={production.name}
      list={stored}
      lines={lines}
      calls={calls}
      can={can}
      moves={offeredMoves(stored, room.may)}
      quote={
        toHouseProblem !== undefined
          ? { problem: toHouseProblem, open: quoteOpen, onOpen: () => setQuoteOpen((open) => !open) }
          : null
      }
      quoteForm={
        toHouseProblem === null ? (
          <>
            {quoteOpen && (
              <Suspense fallback={<p role="status">Loading the quote request…</p>}>
                <ListQuoteRequest {...toHouse} />
              </Suspense>
            )}
            <Suspense fallback={<p role="status">Loading the hold and the order…</p>}>
              <ListToHouse {...toHouse} />
            </Suspense>
          </>
        ) : null
      }
      comments={stableComments}
      members={production.members}
      myUid={me.uid}
      actions={actions}
      activity={
        reads.activity.status === "error"
          ? { status: "error", onRetry: reads.activity.retry }
          : reads.activity.status === "loading" && shownActivity.current.length === 0
            ? { status: "loading" }
            : {
                status: "ready",
                items: shownActivity.current,
                onMore: reads.activityMayHaveMore ? reads.moreActivity : null,
              }
      }
      news={news}
      formatWhen={when}
      LinkComponent={RouterLink}
      back={<RouterLink href={hrefs.production(productionId)}>All of {production.name}’s lists</RouterLink>}
    />
  );
}

export default ProductionListPage;
