// What a production list's page does when a member acts: each action is a command (editProductionList,
// reviewProductionList, moveProductionList, commentOnList), tracked in the calls' state so its control shows it is
// waiting, shows the decision, quantity or note at once where that is safe, and says in the server's words what went
// wrong beside itself. The actions object stays the same across renders, so the memoised line cards do not re-render
// for it.
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { notSentMessage } from "@backlot/domain";
import type { ListEdit, MemberRef, ProductionLine, ReviewDecision } from "@backlot/domain/production";
import { type Control, type ShownFields, callsReducer } from "./list-calls.js";
import type { CommentView } from "./list-types.js";
import type { ListActions } from "./ProductionListView/index.js";
import { findProps } from "./use-list-props.js";
import { productionCommands } from "../use-production.js";

/** The list's own calls' key in the calls' state; a group's is `group:<name>`. */
export const listKey = "list";

interface Context {
  productionId: string;
  listId: string;
  /** The list's revision the page shows: a call's answer names the one holding it. */
  rev: number;
  /** The signed-in member, for the decisions shown before the server stores them. */
  me: MemberRef;
  lines: readonly Pick<ProductionLine, "id">[];
}

/** A comment sent and not stored yet, shown in its thread. */
export type SendingComment = CommentView & { lineId: string | null };

const revOf = (result: unknown): number | undefined => {
  const rev = (result as { rev?: unknown } | undefined)?.rev;
  return typeof rev === "number" ? rev : undefined;
};

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : notSentMessage;

export function useListActions(context: Context) {
  const [calls, dispatch] = useReducer(callsReducer, {});
  const [sending, setSending] = useState<readonly SendingComment[]>([]);
  const latest = useRef(context);
  latest.current = context;
  const seq = useRef(0);
  /**
   * Ids made for a submission that failed, by what it was (a comment's place and words, a prop and where it goes):
   * sent again, it is the same comment, line or alternative, so an answer lost on the way never makes two.
   */
  const retried = useRef(new Map<string, string>());

  useEffect(() => dispatch({ kind: "caughtUp", rev: context.rev }), [context.rev]);

  const actions = useMemo((): ListActions => {
    const ids = () => {
      const { productionId, listId } = latest.current;
      return { productionId, listId };
    };

    async function run(
      key: string,
      control: Control,
      send: () => Promise<unknown>,
      shown?: Partial<ShownFields>,
    ): Promise<boolean> {
      const call = ++seq.current;
      dispatch({ kind: "start", key, control, seq: call, ...(shown ? { shown } : {}) });
      try {
        const result = await send();
        dispatch({ kind: "done", key, control, seq: call, rev: revOf(result) });
        // The live list may have got there before the answer did.
        dispatch({ kind: "caughtUp", rev: latest.current.rev });
        return true;
      } catch (error) {
        dispatch({ kind: "fail", key, control, seq: call, message: messageOf(error) });
        return false;
      }
    }

    /** `send` with the id kept for `what` until it goes through. */
    async function withId(what: string, send: (id: string) => Promise<boolean>): Promise<boolean> {
      const id = retried.current.get(what) ?? (await productionCommands.newId());
      const done = await send(id);
      if (done) retried.current.delete(what);
      else retried.current.set(what, id);
      return done;
    }

    const edit = (key: string, control: Control, edits: ListEdit[], shown?: Partial<ShownFields>) =>
      run(key, control, () => productionCommands.editProductionList({ ...ids(), edits }), shown);

    const decisionShown = (decision: ReviewDecision): Partial<ShownFields> | undefined => {
      const by = latest.current.me;
      const at = new Date();
      switch (decision.status) {
        case "approved":
          return { decision: { status: "approved", by, at } };
        case "rejected":
          return { decision: { status: "rejected", reason: decision.reason.trim(), by, at } };
        case "alternatives":
          return { decision: { status: "alternatives", ask: decision.ask.trim(), by, at } };
        case "pending":
          return { decision: { status: "pending" } };
        // The chosen alternative's swap is the server's to make: the card waits for it.
        case "chosen":
          return undefined;
      }
    };

    return {
      findProps,
      decide: (decision) =>
        run(
          decision.lineId,
          "decision",
          () => productionCommands.reviewProductionList({ ...ids(), decisions: [decision] }),
          decisionShown(decision),
        ),
      approveRest: (lineIds) =>
        run(listKey, "decision", () =>
          productionCommands.reviewProductionList({
            ...ids(),
            decisions: lineIds.map((lineId) => ({ lineId, status: "approved" as const })),
          }),
        ),
      setQuantity: (lineId, from, to) =>
        edit(lineId, "quantity", [{ kind: "setQuantity", lineId, from, to }], { quantity: to }),
      setNote: (lineId, from, to) => edit(lineId, "note", [{ kind: "setNote", lineId, from, to }], { note: to }),
      moveLine: (lineId, group) => edit(lineId, "group", [{ kind: "moveLine", lineId, group }]),
      removeLine: (lineId, rev) => edit(lineId, "remove", [{ kind: "removeLine", lineId, rev }]),
      offerAlternative: (lineId, propId, variantId, note) =>
        withId(`offer\u0000${lineId}\u0000${propId}\u0000${variantId ?? ""}`, (alternativeId) =>
          edit(lineId, "alternative", [
            { kind: "offerAlternative", lineId, alternativeId, propId, ...(variantId ? { variantId } : {}), note },
          ]),
        ),
      addProp: (prop, variantId, group, quantity) =>
        withId(`add\u0000${group}\u0000${prop.id}\u0000${variantId ?? ""}`, (lineId) =>
          edit(listKey, "add", [
            {
              kind: "addLine",
              lineId,
              propId: prop.id,
              ...(variantId ? { variantId } : {}),
              quantity,
              note: "",
              group,
            },
          ]),
        ),
      addGroup: (name) => edit(listKey, "addGroup", [{ kind: "addGroup", name }]),
      renameGroup: (from, to) => edit(`group:${from}`, "rename", [{ kind: "renameGroup", from, to }]),
      removeGroup: (name) => edit(`group:${name}`, "remove", [{ kind: "removeGroup", name }]),
      rename: (name) => edit(listKey, "rename", [{ kind: "rename", name }]),
      setDates: (pickUpDate, returnDate) => edit(listKey, "dates", [{ kind: "setDates", pickUpDate, returnDate }]),
      move: (move, note) => run(listKey, "move", () => productionCommands.moveProductionList({ ...ids(), move, note })),
      comment: (lineId, body) =>
        withId(`comment\u0000${lineId ?? ""}\u0000${body}`, async (commentId) => {
          const shown: SendingComment = {
            id: commentId,
            lineId,
            body,
            byName: latest.current.me.name,
            at: new Date(),
            sending: true,
          };
          setSending((all) => [...all.filter((comment) => comment.id !== commentId), shown]);
          const done = await run(lineId ?? listKey, "comment", () =>
            productionCommands.commentOnList({ ...ids(), commentId, lineId, body }),
          );
          // A stored comment comes with the live query; until it does, the one sent stays (it is the same id).
          if (!done) setSending((all) => all.filter((comment) => comment.id !== commentId));
          return done;
        }),
      dismiss: (key, control) => dispatch({ kind: "dismiss", key, control }),
    };
  }, []);

  return { calls, actions, sending, setSending };
}
