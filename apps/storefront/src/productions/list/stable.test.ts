import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStableArray, useStableGroups } from "./stable.js";

describe("what a live update brings unchanged", () => {
  it("keeps a list's groups as the array it had while their names are the same", () => {
    const first = ["Kitchen", "Pantry"];
    const { result, rerender } = renderHook(({ groups }) => useStableArray(groups), {
      initialProps: { groups: first },
    });
    rerender({ groups: ["Kitchen", "Pantry"] });
    expect(result.current).toBe(first);
    const renamed = ["Kitchen", "Larder"];
    rerender({ groups: renamed });
    expect(result.current).toBe(renamed);
  });

  it("keeps each line's comments as the array it had, unless one was added or stored", () => {
    const same = (a: { id: string; sending?: boolean }, b: { id: string; sending?: boolean }) =>
      a.id === b.id && a.sending === b.sending;
    const first = new Map([
      ["L1", [{ id: "c1" }]],
      ["L2", [{ id: "c2", sending: true }]],
    ]);
    const initialProps: { byLine: Map<string, { id: string; sending?: boolean }[]> | null } = { byLine: first };
    const { result, rerender } = renderHook(({ byLine }) => useStableGroups(byLine, same), { initialProps });
    rerender({
      byLine: new Map([
        ["L1", [{ id: "c1" }]],
        ["L2", [{ id: "c2" }]],
      ]),
    });
    expect(result.current?.get("L1")).toBe(first.get("L1"));
    expect(result.current?.get("L2")).not.toBe(first.get("L2"));
    rerender({ byLine: null });
    expect(result.current).toBeNull();
  });
});
