// The mail a member gets about one list once its quiet period is over: what happened, and where to open the list.
import { describe, expect, it } from "vitest";
import { testVendor } from "../../../test/test-vendor.js";
import { productionDigestMail, productionListLink } from "./digest-mail.js";

const vendor = testVendor("test-digest-mail");
const digest = {
  name: "Dana Reyes",
  productionId: "p1",
  productionName: "Harbour Lights",
  listId: "l1",
  listName: "Kitchen",
  items: ["Sam Ortiz sent Kitchen for review: two\nchairs short", "Sam Ortiz offered Sofa instead of Chair on Kitchen"],
};

describe("productionDigestMail", () => {
  it("lists what happened, oldest first, and links the list, signed by the house", () => {
    const mail = productionDigestMail({ ...vendor, website: "https://props.example/" }, digest);
    expect(mail.subject).toBe("Kitchen (Harbour Lights): 2 updates");
    expect(mail.text).toContain(
      "What happened to Kitchen, a list of Harbour Lights:\n\n" +
        "- Sam Ortiz sent Kitchen for review: two\n  chairs short\n" +
        "- Sam Ortiz offered Sofa instead of Chair on Kitchen",
    );
    expect(mail.text).toContain("Open the list: https://props.example/productions/p1/lists/l1");
    expect(mail.text).toContain("--\nTest Prop House");
  });

  it("says where the list is on the storefront when the house names no website", () => {
    expect(productionListLink(vendor, "p1", "l1")).toBe("/productions/p1/lists/l1 on Test Prop House's storefront");
    expect(productionDigestMail(vendor, { ...digest, items: ["One"] }).subject).toBe(
      "Kitchen (Harbour Lights): 1 update",
    );
  });
});
