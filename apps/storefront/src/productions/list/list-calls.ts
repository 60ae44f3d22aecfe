// The calls a production list's page has in flight, per thing they are about (a line, or a part of the list): which
// controls wait for the server, the server's words for one that failed (shown beside it), and what the member did,
// shown at once where that is safe (a decision, a quantity, a note) until the live list has caught up with it.
import type { LineDecision, ProductionLine } from "@backlot/domain/production";

/** The controls of a line or of the list whose calls are told apart. */
export type Control =
  | "decision"
  | "quantity"
  | "note"
  | "group"
  | "remove"
  | "alternative"
  | "comment"
  | "move"
  | "rename"
  | "dates"
  | "add"
  | "addGroup";

/** The line fields shown before the server has stored them. */
export interface ShownFields {
  quantity: number;
  note: string;
  decision: LineDecision;
}
export type ShownField = keyof ShownFields;

interface Shown<Value> {
  value: Value;
  /** The call that showed it: an earlier call's answer leaves a later call's value alone. */
  seq: number;
  /** The list's revision that holds it, once the server said; null while the call is out. */
  until: number | null;
}

export interface CallState {
  pending: Partial<Record<Control, true>>;
  errors: Partial<Record<Control, string>>;
  shown: { [Field in ShownField]?: Shown<ShownFields[Field]> };
}

/** By line id, or by a key of the list's own ("list", "group:Kitchen"). */
export type Calls = Readonly<Record<string, CallState>>;

export type CallAction =
  | { kind: "start"; key: string; control: Control; seq: number; shown?: Partial<ShownFields> }
  | { kind: "done"; key: string; control: Control; seq: number; rev: number | undefined }
  | { kind: "fail"; key: string; control: Control; seq: number; message: string }
  | { kind: "dismiss"; key: string; control: Control }
  /** The live list reached `rev`: what it holds now is the truth. */
  | { kind: "caughtUp"; rev: number };

const empty: CallState = { pending: {}, errors: {}, shown: {} };

const without = <Key extends string, Value>(record: Partial<Record<Key, Value>>, key: Key) => {
  const { [key]: _gone, ...rest } = record;
  return rest as Partial<Record<Key, Value>>;
};

const isEmpty = (state: CallState) =>
  Object.keys(state.pending).length === 0 &&
  Object.keys(state.errors).length === 0 &&
  Object.keys(state.shown).length === 0;

/** `calls` with `key`'s state replaced; a state with nothing in it is dropped. */
function put(calls: Calls, key: string, state: CallState): Calls {
  if (!isEmpty(state)) return { ...calls, [key]: state };
  const { [key]: _gone, ...rest } = calls;
  return rest;
}

/** Each shown field of `shown` that call `seq` showed, changed by `change` (undefined drops it). */
function settleShown(
  shown: CallState["shown"],
  seq: number,
  change: (field: Shown<unknown>) => Shown<unknown> | undefined,
): CallState["shown"] {
  const next: CallState["shown"] = {};
  for (const [field, value] of Object.entries(shown) as [ShownField, Shown<unknown>][]) {
    const settled = value.seq === seq ? change(value) : value;
    if (settled) (next as Record<string, Shown<unknown>>)[field] = settled;
  }
  return next;
}

export function callsReducer(calls: Calls, action: CallAction): Calls {
  if (action.kind === "caughtUp") {
    let next = calls;
    for (const [key, state] of Object.entries(calls)) {
      const held = Object.entries(state.shown).filter(([, shown]) => shown.until !== null && shown.until <= action.rev);
      if (held.length === 0) continue;
      const shown = Object.fromEntries(
        Object.entries(state.shown).filter(([, value]) => value.until === null || value.until > action.rev),
      );
      next = put(next, key, { ...state, shown });
    }
    return next;
  }
  const state = calls[action.key] ?? empty;
  switch (action.kind) {
    case "start": {
      const shown = { ...state.shown };
      for (const [field, value] of Object.entries(action.shown ?? {}) as [ShownField, unknown][]) {
        (shown as Record<string, Shown<unknown>>)[field] = { value, seq: action.seq, until: null };
      }
      return put(calls, action.key, {
        pending: { ...state.pending, [action.control]: true },
        errors: without(state.errors, action.control),
        shown,
      });
    }
    case "done":
      return put(calls, action.key, {
        pending: without(state.pending, action.control),
        errors: state.errors,
        // Without a revision to wait for, the live list is trusted at once.
        shown: settleShown(state.shown, action.seq, (value) =>
          action.rev === undefined ? undefined : { ...value, until: action.rev },
        ),
      });
    case "fail":
      return put(calls, action.key, {
        pending: without(state.pending, action.control),
        errors: { ...state.errors, [action.control]: action.message },
        shown: settleShown(state.shown, action.seq, () => undefined),
      });
    case "dismiss":
      return put(calls, action.key, { ...state, errors: without(state.errors, action.control) });
  }
}

/** `line` as the member sees it: with what their calls in flight show. The same object when nothing is shown. */
export function shownLine<Line extends Pick<ProductionLine, ShownField>>(
  line: Line,
  state: CallState | undefined,
): Line {
  const shown = state?.shown;
  if (!shown || Object.keys(shown).length === 0) return line;
  return {
    ...line,
    ...(shown.quantity ? { quantity: shown.quantity.value } : {}),
    ...(shown.note ? { note: shown.note.value } : {}),
    ...(shown.decision ? { decision: shown.decision.value } : {}),
  };
}
