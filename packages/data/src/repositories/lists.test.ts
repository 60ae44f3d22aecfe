// Favourites and set lists: the customer's lists, and the stats counters that must match them.
// Each test runs on the embedded store and on the Firestore emulator under firestore.rules.
import { beforeEach, describe, expect, it } from "vitest";
import { type Customers, describeOnEachStore } from "../../test/repository-harness.js";
import { vendor } from "../../test/stores.js";
import { limits } from "@backlot/domain";
import { favorites } from "./favorites.js";
import { setLists } from "./set-lists.js";
import { vendorUsers } from "./vendor-users.js";

describeOnEachStore("favourites and set lists", (customers: () => Customers) => {
  const as = (uid: string) => customers().as(uid);
  const record = (uid: string) => vendorUsers(customers().admin, vendor).get(uid);
  const statsOf = async (uid: string) => (await record(uid))?.stats;
  const listsOf = (uid: string) => setLists(as(uid), vendor);

  beforeEach(async () => {
    await vendorUsers(as("u1"), vendor).recordLogin({ uid: "u1", email: "jo@studio.example" });
    await vendorUsers(as("u2"), vendor).recordLogin({ uid: "u2", email: "sam@studio.example" });
  });

  describe("favourites", () => {
    it("adds and removes props, and favoriteCount follows, idempotently", async () => {
      const favs = favorites(as("u1"), vendor);
      await favs.add("u1", "p1");
      await favs.add("u1", "p1");
      await favs.add("u1", "p2");
      expect(await favs.list("u1")).toEqual(["p1", "p2"]);
      expect((await statsOf("u1"))?.favoriteCount).toBe(2);
      await favs.remove("u1", "p1");
      await favs.remove("u1", "p1");
      expect(await favs.list("u1")).toEqual(["p2"]);
      expect((await statsOf("u1"))?.favoriteCount).toBe(1);
      expect(await favs.toggle("u1", "p2")).toBe(false);
      expect(await favs.toggle("u1", "p3")).toBe(true);
      expect(await favs.list("u1")).toEqual(["p3"]);
    });

    it("keeps favoriteCount equal to the list under concurrent changes", async () => {
      const favs = favorites(as("u1"), vendor);
      await Promise.all(["a", "b", "c", "d", "e"].map((propId) => favs.add("u1", propId)));
      await Promise.all([favs.remove("u1", "a"), favs.add("u1", "a"), favs.add("u1", "f"), favs.remove("u1", "b")]);
      const user = await record("u1");
      expect(user?.stats.favoriteCount).toBe(user?.favorites.length);
    });

    it("needs the user's record", async () => {
      await expect(favorites(as("ghost"), vendor).add("ghost", "p1")).rejects.toMatchObject({ code: "not-found" });
    });
  });

  describe("set lists", () => {
    it("creates, renames and lists a user's set lists, counting them", async () => {
      const lists = listsOf("u1");
      const diner = await lists.create("u1", { name: " Diner, scene 12 ", production: "The Diner" });
      await lists.create("u1", { name: "Precinct" });
      await lists.rename("u1", diner, "Diner, scenes 12-14");
      expect((await lists.listForUser("u1")).map((list) => list.name).sort()).toEqual([
        "Diner, scenes 12-14",
        "Precinct",
      ]);
      expect(await lists.get(diner)).toMatchObject({
        ownerUid: "u1",
        production: "The Diner",
        lines: [],
        shareToken: null,
      });
      const user = await record("u1");
      expect(user?.stats.setListCount).toBe(2);
      expect(user?.setLists).toHaveLength(2);
    });

    it("adds, changes and removes lines, keeping setListItems and its count true", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Diner" });
      await lists.addLine("u1", id, { propId: "stool", quantity: 6, note: "chrome, red vinyl" });
      await lists.addLine("u1", id, { propId: "jukebox" });
      await lists.addLine("u1", id, { propId: "stool", quantity: 8 });
      await lists.updateLine("u1", id, "jukebox", { note: "must light up" });
      expect((await lists.get(id))?.lines).toEqual([
        { propId: "stool", quantity: 8, note: "chrome, red vinyl" },
        { propId: "jukebox", quantity: 1, note: "must light up" },
      ]);
      let user = await record("u1");
      expect(user?.setListItems).toEqual([`${id}/stool`, `${id}/jukebox`]);
      expect(user?.stats.setListItemCount).toBe(2);

      await lists.removeLine("u1", id, "stool");
      user = await record("u1");
      expect(user?.setListItems).toEqual([`${id}/jukebox`]);
      expect(user?.stats.setListItemCount).toBe(1);

      await lists.delete("u1", id);
      user = await record("u1");
      expect(await lists.get(id)).toBeUndefined();
      expect(user).toMatchObject({ setLists: [], setListItems: [], stats: { setListCount: 0, setListItemCount: 0 } });
    });

    it("keeps a line's quantity and note when the prop is added again", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Diner" });
      await lists.addLine("u1", id, { propId: "stool", quantity: 6, note: "chrome, red vinyl" });
      await lists.addLine("u1", id, { propId: "stool" });
      expect((await lists.get(id))?.lines).toEqual([{ propId: "stool", quantity: 6, note: "chrome, red vinyl" }]);
      expect((await statsOf("u1"))?.setListItemCount).toBe(1);
    });

    it("stops at the limits on lists, and on lines across them, saying so", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Diner" });
      const full = Array.from({ length: limits.user.setLists }, (_, index) => `list${index}`);
      const items = Array.from({ length: limits.user.setListItems }, (_, index) => `list0/prop${index}`);
      const path = vendorUsers(customers().admin, vendor).path("u1");
      await customers().admin.update(path, {
        setLists: full,
        "stats.setListCount": full.length,
        setListItems: items,
        "stats.setListItemCount": items.length,
      });
      await expect(lists.create("u1", { name: "One more" })).rejects.toThrow(
        `You can keep at most ${limits.user.setLists} set lists; delete one first`,
      );
      await expect(lists.addLine("u1", id, { propId: "stool" })).rejects.toThrow(
        `Your set lists hold at most ${limits.user.setListItems} props in all`,
      );
    });

    it("keeps counts true when lines are added concurrently", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Precinct" });
      await Promise.all(["desk", "lamp", "badge", "radio"].map((propId) => lists.addLine("u1", id, { propId })));
      const user = await record("u1");
      expect((await lists.get(id))?.lines).toHaveLength(4);
      expect(user?.stats.setListItemCount).toBe(4);
      expect(user?.setListItems).toHaveLength(4);
    });

    it("lets only the owner change a list", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Mine" });
      await expect(listsOf("u2").addLine("u2", id, { propId: "p1" })).rejects.toMatchObject({
        code: "permission-denied",
      });
      await expect(listsOf("u2").rename("u2", id, "Theirs")).rejects.toMatchObject({ code: "permission-denied" });
      await expect(listsOf("u2").delete("u2", id)).rejects.toMatchObject({ code: "permission-denied" });
      await expect(lists.delete("u1", "nope")).rejects.toMatchObject({ code: "not-found" });
    });

    it("keeps the rental's dates on a list, checked, and clears them", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Diner" });
      await lists.setDates("u1", id, { pickUpDate: "2027-03-01", returnDate: "2027-03-10", today: "2027-02-01" });
      expect(await lists.get(id)).toMatchObject({ pickUpDate: "2027-03-01", returnDate: "2027-03-10" });
      await expect(
        lists.setDates("u1", id, { pickUpDate: "2027-03-01", returnDate: "2027-03-01", today: "2027-02-01" }),
      ).rejects.toMatchObject({ fieldErrors: { returnDate: "must be after the pick-up date" } });
      await expect(
        lists.setDates("u1", id, { pickUpDate: "2027-01-01", returnDate: "2027-01-09", today: "2027-02-01" }),
      ).rejects.toMatchObject({ fieldErrors: { pickUpDate: "must be today or later" } });
      await expect(
        listsOf("u2").setDates("u2", id, { pickUpDate: "2027-03-01", returnDate: "2027-03-10" }),
      ).rejects.toMatchObject({ code: "permission-denied" });
      await lists.setDates("u1", id, { pickUpDate: "", returnDate: "" });
      expect(await lists.get(id)).toMatchObject({ pickUpDate: "", returnDate: "" });
    });

    it("keeps the pickup location a list is for, and refuses another's list or a bad id", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Locker room" });
      await lists.setLocation("u1", id, "vancouver");
      expect(await lists.get(id)).toMatchObject({ locationId: "vancouver" });
      await expect(lists.setLocation("u1", id, "Vancouver, BC")).rejects.toMatchObject({
        fieldErrors: { locationId: '"Vancouver, BC" is not a location id' },
      });
      await expect(listsOf("u2").setLocation("u2", id, "toronto")).rejects.toMatchObject({ code: "permission-denied" });
      expect(await lists.get(id)).toMatchObject({ locationId: "vancouver" });
    });

    it("holds a prop once per variant, and changes and removes each variant's line alone", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Parlour" });
      await lists.addLine("u1", id, { propId: "chair", variantId: "walnut", quantity: 4 });
      await lists.addLine("u1", id, { propId: "chair", variantId: "oak", quantity: 2 });
      await lists.addLine("u1", id, { propId: "chair", variantId: "walnut", note: "matching pair" });
      await lists.updateLine("u1", id, { propId: "chair", variantId: "oak" }, { quantity: 3 });
      expect((await lists.get(id))?.lines).toEqual([
        { propId: "chair", variantId: "walnut", quantity: 4, note: "matching pair" },
        { propId: "chair", variantId: "oak", quantity: 3, note: "" },
      ]);
      expect((await record("u1"))?.setListItems).toEqual([`${id}/chair/walnut`, `${id}/chair/oak`]);

      await lists.removeLine("u1", id, { propId: "chair", variantId: "walnut" });
      await expect(lists.updateLine("u1", id, "chair", { quantity: 1 })).rejects.toMatchObject({ code: "not-found" });
      expect((await lists.get(id))?.lines).toEqual([{ propId: "chair", variantId: "oak", quantity: 3, note: "" }]);
      expect(await statsOf("u1")).toMatchObject({ setListItemCount: 1 });
      await expect(lists.addLine("u1", id, { propId: "chair", variantId: "v".repeat(65) })).rejects.toMatchObject({
        fieldErrors: { variantId: "must be at most 64 characters" },
      });
    });

    it("checks names, quantities and notes", async () => {
      const lists = listsOf("u1");
      await expect(lists.create("u1", { name: "  " })).rejects.toMatchObject({ fieldErrors: { name: "is required" } });
      const id = await lists.create("u1", { name: "Ok" });
      await expect(lists.addLine("u1", id, { propId: "p1", quantity: 0, note: "x".repeat(501) })).rejects.toMatchObject(
        {
          fieldErrors: { quantity: "must be a whole number from 1 to 999", note: "must be at most 500 characters" },
        },
      );
      expect((await record("u1"))?.stats.setListItemCount).toBe(0);
    });

    it("shares a list read-only by link; the copy follows edits until unshared", async () => {
      const lists = listsOf("u1");
      const id = await lists.create("u1", { name: "Diner", production: "The Diner" });
      await lists.addLine("u1", id, { propId: "stool", quantity: 6 });
      const token = await lists.share("u1", id);
      expect(token).toMatch(/^[A-Za-z0-9]{40}$/);
      expect(await lists.share("u1", id)).toBe(token);
      expect(await setLists(customers().visitor, vendor).getShared(token)).toMatchObject({
        setListId: id,
        name: "Diner",
        production: "The Diner",
        lines: [{ propId: "stool", quantity: 6, note: "" }],
      });

      await lists.addLine("u1", id, { propId: "jukebox" });
      await lists.rename("u1", id, "Diner (final)");
      await lists.setProduction("u1", id, "The Diner, season 2");
      expect(await lists.getShared(token)).toMatchObject({
        name: "Diner (final)",
        production: "The Diner, season 2",
        lines: [{ propId: "stool" }, { propId: "jukebox" }],
      });
      expect((await lists.get(id))?.production).toBe("The Diner, season 2");
      await expect(lists.setProduction("u1", id, "x".repeat(81))).rejects.toThrow(/production/);
      await expect(listsOf("u2").setProduction("u2", id, "Theirs")).rejects.toMatchObject({
        code: "permission-denied",
      });

      await lists.unshare("u1", id);
      expect(await lists.getShared(token)).toBeUndefined();
      expect((await lists.get(id))?.shareToken).toBeNull();
      await expect(listsOf("u2").share("u2", id)).rejects.toMatchObject({ code: "permission-denied" });
    });
  });
});
