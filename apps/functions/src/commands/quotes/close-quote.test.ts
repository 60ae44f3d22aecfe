// closeQuote on the emulators: staff close a request without a quote, with a note the customer is
// mailed; nobody else may, and a decided request stays as it is.
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import { quoteReference } from "@backlot/domain";
import { paths, staffHouse, vendorId } from "../../../test/staff-house.js";
import { type Caller, closeCallers, describeOnEmulators, inDays, mailTo, refusal } from "../../../test/world.js";

describeOnEmulators("closeQuote", (emulators) => {
  let db: Firestore;
  let staff: Caller;
  let customer: Caller;

  beforeAll(async () => {
    ({ db, staff, customer } = await staffHouse(emulators));
  });
  afterAll(() => closeCallers());

  async function request(status: string): Promise<string> {
    const id = db.collection("ids").doc().id;
    await db.doc(`${paths.quoteRequests}/${id}`).set({
      contact: { name: "Ana Ortiz", email: `ana-${id}@agency.example`, phone: "", company: "" },
      production: "Spring campaign",
      pickUpDate: inDays(10),
      returnDate: inDays(12),
      weeks: 1,
      lines: [],
      uid: null,
      setListId: null,
      status,
    });
    return id;
  }

  it("closes a request with a note the customer is mailed; a decided one stays as it is", async () => {
    const id = await request("new");
    const close = { vendorId, quoteRequestId: id, note: "The stools are out until March." };
    expect(await refusal(customer.call("closeQuote", close))).toMatchObject({ code: "functions/permission-denied" });
    expect(await staff.call("closeQuote", close)).toEqual({ ok: true });
    expect((await db.doc(`${paths.quoteRequests}/${id}`).get()).data()).toMatchObject({
      status: "closed",
      closed: { note: "The stools are out until March.", closedBy: staff.uid },
    });
    const [mail] = await mailTo(db, `ana-${id}@agency.example`);
    expect(mail).toMatchObject({ kind: "quote-closed" });
    expect(JSON.stringify(mail)).toContain("The stools are out until March.");

    const accepted = await request("accepted");
    const refused = await refusal(staff.call("closeQuote", { vendorId, quoteRequestId: accepted, note: "" }));
    expect(refused).toMatchObject({
      code: "functions/failed-precondition",
      message: `Quote ${quoteReference(accepted)} is accepted already`,
    });
  });
});
