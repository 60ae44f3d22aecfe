import { describe, expect, it } from "vitest";
import { papers, type DocumentStore } from "@backlot/data";
import { inFilterCap, mergedPages, queriesForMembers } from "./member-records.js";

// The repository only builds a query from its arguments: the store is never read.
const fakeStore = {} as DocumentStore;
const forCustomer = papers(fakeStore, { vendorId: "ny-props" }).queryForCustomer;

describe("queriesForMembers", () => {
  it("widens the per-customer query to the members, one 'in' per 30, keeping its order, each a page long", () => {
    const uids = Array.from({ length: inFilterCap + 5 }, (_, index) => `u${index.toString().padStart(2, "0")}`);
    const specs = queriesForMembers(forCustomer, [...uids].reverse(), 25);
    expect(specs).toHaveLength(2);
    expect(specs[0]).toEqual({
      collection: "vendors/ny-props/papers",
      where: [["uid", "in", uids.slice(0, inFilterCap)]],
      orderBy: [["sentAt", "desc"]],
      limit: 25,
    });
    expect(specs[1]?.where).toEqual([["uid", "in", uids.slice(inFilterCap)]]);
  });

  it("asks nothing of a production with no members, and names a query that cannot be widened", () => {
    expect(queriesForMembers(forCustomer, [], 25)).toEqual([]);
    expect(() => queriesForMembers(() => ({ collection: "vendors/v/papers" }), ["u1"], 25)).toThrow(
      /vendors\/v\/papers does not filter by the customer's uid/,
    );
  });
});

describe("mergedPages", () => {
  it("merges the pages in the queries' order and keeps a page's worth", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    const merged = mergedPages(
      [
        [
          { id: "a", sentAt: at(20) },
          { id: "b", sentAt: at(10) },
        ],
        [{ id: "c", sentAt: at(15) }],
      ],
      [["sentAt", "desc"]],
      2,
    );
    expect(merged.map((item) => item.id)).toEqual(["a", "c"]);
  });
});
