// answerQuote on the emulators: staff price a quote request line by line, and the customer is mailed;
// customers and another vendor's staff are refused.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { QuoteRequest } from "@backlot/data";
import { quoteReference } from "@backlot/domain";
import { type StaffHouse, contact, paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, inDays, mailTo, refusal } from "../../../test/world.js";

describeOnEmulators("answerQuote", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let newId: StaffHouse["newId"];
  let refusedToOthers: StaffHouse["refusedToOthers"];

  async function quote(): Promise<string> {
    const id = newId();
    await db.doc(`${paths.quoteRequests}/${id}`).set({
      contact,
      production: "Spring campaign",
      pickUpDate: inDays(10),
      returnDate: inDays(12),
      weeks: 1,
      fulfilment: "pickup",
      deliveryAddress: "",
      notes: "",
      lines: [{ propId: "BPH-10432", quantity: 2, note: "" }],
      uid: null,
      setListId: null,
      status: "new",
    });
    return id;
  }

  beforeAll(async () => {
    ({ db, staff, newId, refusedToOthers } = await staffHouse(emulators));
    await db.doc(paths.prop("BPH-10432")).set({ name: "Chrome diner stool", weeklyRate: 1250 });
    await db.doc(paths.prop("BPH-30001")).set({
      name: "Bentwood chair",
      weeklyRate: 4000,
      catalogue: { variants: [{ id: "walnut", name: "Walnut", weeklyRate: 6000 }] },
    });
  });
  afterAll(() => closeCallers());

  it("prices a request line by line: quoted, week by week, and the customer mailed", async () => {
    const id = await quote();
    const lines = [{ propId: "BPH-10432", quantity: 2, weeklyRate: 2125 }];
    const answer = { vendorId, quoteRequestId: id, lines, note: "Both stools are free that week." };
    await refusedToOthers("answerQuote", answer);
    expect((await db.doc(`${paths.quoteRequests}/${id}`).get()).data()).toMatchObject({ status: "new" });
    // 2 x $21.25 for one week, charged at half in week 1 on the test schedule: $21.25.
    expect(await staff.call("answerQuote", answer)).toEqual({ subtotal: 2125 });
    expect((await db.doc(`${paths.quoteRequests}/${id}`).get()).data()).toMatchObject({
      status: "quoted",
      answer: {
        note: answer.note,
        answeredBy: staff.uid,
        estimate: { weeks: 1, subtotal: 2125, lines: [{ name: "Chrome diner stool", weeklyRate: 2125 }] },
      },
    });
    const mail = (await mailTo(db, contact.email)).filter((each) => each.message.subject.includes(quoteReference(id)));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.message.subject).toBe(`Your quote ${quoteReference(id)} from Test Prop House`);
    expect(mail[0]?.message.text).toContain("Spring campaign: $21.25 for 1 week.\n\nBoth stools are free that week.");
    expect(mail[0]?.message.text).toContain("--\nTest Prop House\n1 Dock Street\nNew York, NY 10018");
  });

  it("prices variants line by line, named from the catalogue, and refuses one the prop does not offer", async () => {
    const lines = [
      { propId: "BPH-30001", variantId: "walnut", quantity: 1, weeklyRate: 5500 },
      { propId: "BPH-30001", quantity: 1, weeklyRate: 4000 },
    ];
    const id = await quote();
    await staff.call("answerQuote", { vendorId, quoteRequestId: id, lines, note: "" });
    const answered = (await db.doc(`${paths.quoteRequests}/${id}`).get()).data() as QuoteRequest | undefined;
    expect(answered?.answer?.estimate.lines).toMatchObject([
      { propId: "BPH-30001", variantId: "walnut", name: "Bentwood chair (Walnut)", weeklyRate: 5500 },
      { propId: "BPH-30001", name: "Bentwood chair", weeklyRate: 4000 },
    ]);
    const gold = [{ propId: "BPH-30001", variantId: "gold", quantity: 1, weeklyRate: 100 }];
    expect(
      await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: await quote(), lines: gold, note: "" })),
    ).toMatchObject({
      code: "functions/failed-precondition",
      message:
        'Bentwood chair (BPH-30001) is not offered in the variant "gold". ' +
        "Choose one of its variants, or quote the prop without one",
    });
  });

  it("refuses bad lines, a prop not in the catalogue, and a request that is not there", async () => {
    const bad = [
      { propId: "BPH-10432", quantity: 0, weeklyRate: -1 },
      { propId: "BPH-10432", quantity: 1, weeklyRate: 100 },
    ];
    expect(
      await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: await quote(), lines: bad, note: "" })),
    ).toMatchObject({
      code: "functions/invalid-argument",
      details: {
        fieldErrors: {
          "lines.0.quantity": "must be a whole number from 1 to 999",
          "lines.0.weeklyRate": "must be a whole number of cents from 0 to 100,000,000",
          "lines.1.propId": "lists BPH-10432 twice: change the quantity instead",
        },
      },
    });
    const unknown = [{ propId: "BPH-00000", quantity: 1, weeklyRate: 100 }];
    expect(
      await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: await quote(), lines: unknown, note: "" })),
    ).toMatchObject({ code: "functions/failed-precondition", message: "Prop BPH-00000 is not in the catalogue" });
    const missing = newId();
    const lines = [{ propId: "BPH-10432", quantity: 1, weeklyRate: 100 }];
    expect(
      await refusal(staff.call("answerQuote", { vendorId, quoteRequestId: missing, lines, note: "" })),
    ).toMatchObject({
      code: "functions/not-found",
      message: `Quote request ${quoteReference(missing)} does not exist`,
    });
  });
});
