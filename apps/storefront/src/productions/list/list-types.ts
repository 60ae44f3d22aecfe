// The shapes a production list's presentational parts take: a line with its props named and pictured, a comment as
// read, what the member may do, and the actions the page wires to the commands. Stories pass the same shapes.
import type { Prop } from "@backlot/domain";
import type { Alternative, ProductionLine, ProductionMember, ReviewDecision } from "@backlot/domain/production";
import type { Control } from "./list-calls.js";
import type { PropView } from "./prop-view.js";

export interface AlternativeView {
  alternative: Alternative;
  prop: PropView;
}

/** A line as shown (with what the member's calls in flight show), its prop and its alternatives. */
export interface LineView {
  line: ProductionLine;
  prop: PropView;
  alternatives: AlternativeView[];
  /** The prop the designer chose an alternative over. */
  replaced?: PropView;
}

export interface CommentView {
  id: string;
  body: string;
  byName: string;
  at: Date;
  /** Sent, and not stored yet. */
  sending?: boolean;
}

/** Members by uid, for mentions: whom "@Dana" names. */
export type MemberNames = Readonly<Record<string, Pick<ProductionMember, "name">>>;

/** What the signed-in member may do to the list now. */
export interface ListAbilities {
  /** A buyer: lines, groups, the name and dates; alternatives. */
  edit: boolean;
  /** A designer, and the list is in review: decisions. */
  review: boolean;
  /** Any member but a viewer. */
  comment: boolean;
}

/** Finds props in the catalogue by what was typed (a name, words, an item number). */
export type FindProps = (text: string) => Promise<Prop[]>;

/**
 * What a line's controls do. Each resolves true once the server took it and false when it refused (the refusal is
 * shown beside the control, from the calls' state), so a form closes on true and keeps what was typed on false.
 */
export interface LineActions {
  decide: (decision: ReviewDecision) => Promise<boolean>;
  setQuantity: (lineId: string, from: number, to: number) => Promise<boolean>;
  setNote: (lineId: string, from: string, to: string) => Promise<boolean>;
  moveLine: (lineId: string, group: string) => Promise<boolean>;
  removeLine: (lineId: string, rev: number) => Promise<boolean>;
  offerAlternative: (lineId: string, propId: string, variantId: string | undefined, note: string) => Promise<boolean>;
  /** On a line, or with null on the list as a whole. */
  comment: (lineId: string | null, body: string) => Promise<boolean>;
  /** Hides a control's error. */
  dismiss: (key: string, control: Control) => void;
  findProps: FindProps;
}
