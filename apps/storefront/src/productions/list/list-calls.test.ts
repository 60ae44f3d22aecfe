import { describe, expect, it } from "vitest";
import { type Calls, callsReducer, shownLine } from "./list-calls.js";

const dana = { uid: "u-dana", name: "Dana Reyes" };
const at = new Date("2026-11-24T10:00:00Z");
const approved = { status: "approved", by: dana, at } as const;
const line = { id: "L1", quantity: 2, note: "", decision: { status: "pending" } as const };

const run = (calls: Calls, ...actions: Parameters<typeof callsReducer>[1][]) => actions.reduce(callsReducer, calls);

describe("a line's calls in flight", () => {
  it("show what the member did at once, until the live list holds the call's revision", () => {
    const started = run({}, { kind: "start", key: "L1", control: "decision", seq: 1, shown: { decision: approved } });
    expect(started.L1?.pending).toEqual({ decision: true });
    expect(shownLine(line, started.L1).decision).toEqual(approved);

    const done = run(started, { kind: "done", key: "L1", control: "decision", seq: 1, rev: 7 });
    expect(done.L1?.pending).toEqual({});
    expect(shownLine(line, done.L1).decision).toEqual(approved);

    expect(run(done, { kind: "caughtUp", rev: 6 }).L1).toBeDefined();
    expect(run(done, { kind: "caughtUp", rev: 7 })).toEqual({});
  });

  it("put the stored value back and keep the server's words when a call fails", () => {
    const failed = run(
      {},
      { kind: "start", key: "L1", control: "quantity", seq: 1, shown: { quantity: 5 } },
      { kind: "fail", key: "L1", control: "quantity", seq: 1, message: "A quantity is a whole number" },
    );
    expect(shownLine(line, failed.L1).quantity).toBe(2);
    expect(failed.L1?.errors).toEqual({ quantity: "A quantity is a whole number" });

    const again = run(failed, { kind: "start", key: "L1", control: "quantity", seq: 2, shown: { quantity: 3 } });
    expect(again.L1?.errors).toEqual({});
    expect(run(failed, { kind: "dismiss", key: "L1", control: "quantity" })).toEqual({});
  });

  it("let an earlier call's answer leave a later call's value alone", () => {
    const calls = run(
      {},
      { kind: "start", key: "L1", control: "quantity", seq: 1, shown: { quantity: 3 } },
      { kind: "start", key: "L1", control: "quantity", seq: 2, shown: { quantity: 4 } },
      { kind: "fail", key: "L1", control: "quantity", seq: 1, message: "Refused" },
    );
    expect(shownLine(line, calls.L1).quantity).toBe(4);
  });

  it("trust the live list at once after a call that names no revision, and keep other lines' state as it was", () => {
    const other = run({}, { kind: "fail", key: "L2", control: "remove", seq: 9, message: "Changed since" });
    const calls = run(
      other,
      { kind: "start", key: "L1", control: "note", seq: 1, shown: { note: "taller" } },
      { kind: "done", key: "L1", control: "note", seq: 1, rev: undefined },
    );
    expect(calls.L1).toBeUndefined();
    expect(calls.L2).toBe(other.L2);
    expect(shownLine(line, calls.L1)).toBe(line);
  });
});
