// A production's list on the emulators, from the first line to the quote: the buyer builds it in groups and sends it
// for review; the designer approves some lines, rejects one with a reason and asks for alternatives on another; the
// buyer offers one, the designer chooses it and approves the list; the coordinator requests the quote, which holds
// only the approved lines and names the production, its members and who approved what. Every step is in the feed,
// the right members are told, and each gets one mail per list once the quiet period is over.
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import { type MailProductionDigestsResult, type RequestQuoteResult, quoteReference } from "@backlot/domain";
import { type ListCommands, listCommands } from "../../../test/production-lists.js";
import {
  newId,
  oneOfEachRole,
  outsiders,
  type ProductionTeam,
  productionTeam,
  seedProps,
} from "../../../test/production-team.js";
import { type Caller, closeCallers, describeOnEmulators, inDays, mailTo } from "../../../test/world.js";
import { testCaptchaToken } from "../../shared/verify-captcha.js";

const vendorId = "test-production-flow";

describeOnEmulators("a production's list, from the first line to the quote", (emulators) => {
  let team: ProductionTeam<"sam" | "dana" | "cole" | "vic">;
  let lists: ListCommands;
  let staff: Caller;
  let props: Record<"lamp" | "stool" | "chair" | "sofa" | "velvetSofa", string>;

  beforeAll(async () => {
    team = await productionTeam(emulators, {
      vendorId,
      name: "Harbour Lights",
      members: {
        ...oneOfEachRole,
      },
    });
    lists = listCommands(team.db, vendorId, team.productionId);
    ({ staff } = await outsiders(emulators, vendorId));
    props = await seedProps(team.db, vendorId, {
      lamp: { name: "Brass floor lamp", weeklyRate: 4500, quantity: 6 },
      stool: { name: "Chrome diner stool", weeklyRate: 1250, quantity: 20 },
      chair: { name: "Tulip chair", weeklyRate: 3000, quantity: 8 },
      sofa: { name: "Leather chesterfield", weeklyRate: 9000, quantity: 2 },
      velvetSofa: { name: "Green velvet sofa", weeklyRate: 9500, quantity: 1 },
    });
  });
  afterAll(() => closeCallers());

  it("goes from the buyer's lines through the designer's review to the coordinator's quote", async () => {
    const { sam, dana, cole, vic } = team.members;
    const listId = newId(team.db);
    const line = { lamp: newId(team.db), stool: newId(team.db), chair: newId(team.db), sofa: newId(team.db) };
    const kitchen = "Act 1 · Kitchen";
    const diner = "Act 2 · Diner";

    expect(await lists.create(sam, listId, "Kitchen and diner", [kitchen, ` ${diner} `, kitchen, ""])).toEqual({
      rev: 1,
    });
    await lists.edit(sam, listId, [
      { kind: "addLine", lineId: line.lamp, propId: props.lamp, quantity: 2, note: "by the window", group: kitchen },
      { kind: "addLine", lineId: line.sofa, propId: props.sofa, quantity: 1, note: "", group: kitchen },
      { kind: "addLine", lineId: line.stool, propId: props.stool, quantity: 4, note: "", group: diner },
      { kind: "addLine", lineId: line.chair, propId: props.chair, quantity: 6, note: "", group: diner },
      { kind: "setDates", pickUpDate: inDays(10), returnDate: inDays(20) },
    ]);
    await lists.move(sam, listId, "send_for_review", "Chairs are a first pick");
    expect(await lists.list(listId)).toMatchObject({
      productionId: team.productionId,
      name: "Kitchen and diner",
      state: "in_review",
      groups: [kitchen, diner],
      pickUpDate: inDays(10),
      returnDate: inDays(20),
      rev: 3,
      stateChangedBy: { uid: sam.uid, name: "Sam Ortiz" },
    });

    await lists.review(dana, listId, [
      { lineId: line.lamp, status: "approved" },
      { lineId: line.stool, status: "approved" },
      { lineId: line.chair, status: "rejected", reason: "Too modern for 1952" },
      { lineId: line.sofa, status: "alternatives", ask: "Something in green velvet" },
    ]);
    const alternativeId = newId(team.db);
    await lists.edit(sam, listId, [
      { kind: "offerAlternative", lineId: line.sofa, alternativeId, propId: props.velvetSofa, note: "The green one" },
    ]);
    await lists.review(dana, listId, [{ lineId: line.sofa, status: "chosen", alternativeId }]);
    await lists.move(dana, listId, "approve");

    const approved = await lists.list(listId);
    const byLine = new Map(approved?.lines.map((each) => [each.id, each]));
    expect(byLine.get(line.sofa)).toMatchObject({
      propId: props.velvetSofa,
      note: "The green one",
      replaced: { propId: props.sofa },
      decision: { status: "approved", by: { uid: dana.uid, name: "Dana Reyes" } },
      alternatives: [],
    });
    expect(byLine.get(line.chair)?.decision).toMatchObject({ status: "rejected", reason: "Too modern for 1952" });
    expect(approved?.state).toBe("approved");

    const requestId = newId(team.db);
    const { id } = await cole.call<RequestQuoteResult>("requestQuote", {
      vendorId,
      requestId,
      setListId: null,
      productionList: { productionId: team.productionId, listId },
      request: {
        contact: { name: "Cole Park", email: cole.email, phone: "", company: "Harbour Lights Ltd" },
        production: "",
        pickUpDate: "",
        returnDate: "",
        fulfilment: "pickup",
        deliveryAddress: "",
        notes: "",
        lines: [{ propId: props.chair, quantity: 99, note: "sneaked in" }],
      },
      captchaToken: testCaptchaToken("quote_request"),
    });
    const request = (await team.db.doc(`${vendorPaths(vendorId).quoteRequests}/${id}`).get()).data();
    expect(request).toMatchObject({
      uid: cole.uid,
      production: "Harbour Lights",
      pickUpDate: inDays(10),
      returnDate: inDays(20),
      status: "new",
      lines: [
        { propId: props.lamp, quantity: 2, note: `${kitchen}: by the window` },
        { propId: props.velvetSofa, quantity: 1, note: `${kitchen}: The green one` },
        { propId: props.stool, quantity: 4, note: diner },
      ],
      fromProduction: {
        productionId: team.productionId,
        productionName: "Harbour Lights",
        listId,
        listName: "Kitchen and diner",
        members: ["Cole Park (Coordinator)", "Dana Reyes (Designer)", "Sam Ortiz (Buyer)", "Vic Lee (Viewer)"],
        approvals: [
          { propId: props.lamp, approvedBy: "Dana Reyes" },
          { propId: props.velvetSofa, approvedBy: "Dana Reyes", replaced: props.sofa },
          { propId: props.stool, approvedBy: "Dana Reyes" },
        ],
        rejected: 1,
      },
    });
    expect(request?.lines).toHaveLength(3);
    expect((await lists.list(listId))?.sent).toEqual([
      { kind: "quote", id: requestId, by: { uid: cole.uid, name: "Cole Park" }, at: expect.anything() as unknown },
    ]);

    const feed = await lists.activity(listId);
    expect(feed.map((entry) => [entry.kind, entry.by.name])).toEqual([
      ["list_created", "Sam Ortiz"],
      ["list_edited", "Sam Ortiz"],
      ["list_moved", "Sam Ortiz"],
      ["lines_reviewed", "Dana Reyes"],
      ["list_edited", "Sam Ortiz"],
      ["lines_reviewed", "Dana Reyes"],
      ["list_moved", "Dana Reyes"],
      ["sent_to_house", "Cole Park"],
    ]);
    expect(feed.map((entry) => entry.text)).toEqual([
      "Sam Ortiz started Kitchen and diner with 2 groups",
      "Sam Ortiz added 2 × Brass floor lamp to Act 1 · Kitchen, " +
        "added 1 × Leather chesterfield to Act 1 · Kitchen, " +
        "added 4 × Chrome diner stool to Act 2 · Diner, added 6 × Tulip chair to Act 2 · Diner and set the dates " +
        `from ${inDays(10)} to ${inDays(20)}`,
      "Sam Ortiz sent Kitchen and diner for review: Chairs are a first pick",
      "Dana Reyes approved 2 lines, rejected 1, asked for alternatives to 1 of Kitchen and diner",
      "Sam Ortiz offered Green velvet sofa instead of Leather chesterfield",
      "Dana Reyes chose an alternative for 1 line of Kitchen and diner",
      "Dana Reyes approved Kitchen and diner",
      `Cole Park requested a quote from Test Prop House for Kitchen and diner (${quoteReference(requestId)}): ` +
        "3 approved props",
    ]);
    expect(feed[1]?.lineIds).toEqual([line.lamp, line.sofa, line.stool, line.chair]);
    expect(feed[3]?.lineIds).toEqual([line.lamp, line.stool, line.chair, line.sofa]);

    const kinds = async (uid: string) => (await lists.notices(uid))?.items.map((item) => item.kind).reverse();
    expect(await kinds(dana.uid)).toEqual(["review_requested", "alternative_offered", "sent_to_house"]);
    expect(await kinds(sam.uid)).toEqual(["lines_reviewed", "lines_reviewed", "list_approved", "sent_to_house"]);
    expect(await kinds(cole.uid)).toEqual(["list_approved"]);
    expect(await kinds(vic.uid)).toEqual(["sent_to_house"]);
    expect(await lists.notices(sam.uid)).toMatchObject({ unread: 4 });
    expect((await lists.notices(sam.uid))?.items[3]?.text).toBe(
      "Dana Reyes approved 2 lines, rejected 1, asked for alternatives to 1 of Kitchen and diner " +
        "(Tulip chair: Too modern for 1952; Leather chesterfield: Something in green velvet)",
    );

    // Nothing goes before the quiet period is over; then one mail per member about the list.
    expect(await staff.call<MailProductionDigestsResult>("mailProductionDigests", { vendorId })).toEqual({ mailed: 0 });
    expect((await lists.waitingMail(listId, sam.uid))?.items).toHaveLength(4);
    await lists.endQuietPeriod(listId);
    expect(await staff.call<MailProductionDigestsResult>("mailProductionDigests", { vendorId })).toEqual({ mailed: 4 });
    for (const member of [sam, dana, cole, vic]) {
      const mail = await mailTo(team.db, member.email);
      expect(mail.map((each) => [each.kind, each.message.subject])).toEqual([
        ["production-digest", expect.stringMatching(/^Kitchen and diner \(Harbour Lights\): \d updates?$/) as unknown],
      ]);
      expect(mail[0]?.message.text).toContain(`Hello ${member.name},`);
      expect(mail[0]?.message.text).toContain(`/productions/${team.productionId}/lists/${listId}`);
      expect(await lists.waitingMail(listId, member.uid)).toBeUndefined();
    }
    const danaMail = (await mailTo(team.db, dana.email))[0]?.message.text ?? "";
    expect(danaMail).toContain("- Sam Ortiz sent Kitchen and diner for review: Chairs are a first pick");
    expect(danaMail).toContain("- Sam Ortiz offered Green velvet sofa instead of Leather chesterfield on Kitchen");
    expect(await staff.call<MailProductionDigestsResult>("mailProductionDigests", { vendorId })).toEqual({ mailed: 0 });
  });

  it("mails nobody who left the production while their mail waited", async () => {
    const { sam, dana } = team.members;
    const listId = newId(team.db);
    await lists.create(sam, listId, "Porch");
    await lists.edit(sam, listId, [
      { kind: "addLine", lineId: newId(team.db), propId: props.lamp, quantity: 1, note: "", group: "" },
    ]);
    await lists.move(sam, listId, "send_for_review");
    expect(await lists.waitingMail(listId, dana.uid)).toMatchObject({ email: dana.email });
    await team.remove(dana.uid);
    await lists.endQuietPeriod(listId);
    const before = (await mailTo(team.db, dana.email)).length;
    expect(await staff.call<MailProductionDigestsResult>("mailProductionDigests", { vendorId })).toEqual({ mailed: 0 });
    expect(await mailTo(team.db, dana.email)).toHaveLength(before);
    expect(await lists.waitingMail(listId, dana.uid)).toBeUndefined();
    await team.add(dana, dana.roles);
  });
});
