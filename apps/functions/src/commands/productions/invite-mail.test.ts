// The invitation mail's words, alone: the roles as a sentence reads them, and the link on the house's website or,
// for a tenant without one, on its storefront.
import { describe, expect, it } from "vitest";
import { testVendor } from "../../../test/test-vendor.js";
import { inviteLink, productionInviteMail, rolesInWords } from "./invite-mail.js";

const vendor = testVendor("test-invite-mail");
const inviteId = "AbCdEfGhIjKlMnOpQrSt";

describe("rolesInWords", () => {
  it("says one role, two with 'and', and more with commas, in the table's order", () => {
    expect(rolesInWords(["viewer"])).toBe("viewer");
    expect(rolesInWords(["coordinator", "buyer"])).toBe("buyer and coordinator");
    expect(rolesInWords(["viewer", "designer", "buyer"])).toBe("buyer, designer and viewer");
  });
});

describe("inviteLink", () => {
  it("opens on the house's website, however its address ends", () => {
    for (const website of ["https://props.example", "https://props.example/", " https://props.example// "]) {
      expect(inviteLink({ ...vendor, website }, inviteId)).toBe(`https://props.example/productions/join/${inviteId}`);
    }
  });

  it("names the storefront's page when the tenant has no website", () => {
    expect(inviteLink(vendor, inviteId)).toBe(`/productions/join/${inviteId} on Test Prop House's storefront`);
    expect(inviteLink({ ...vendor, website: " " }, inviteId)).toBe(
      `/productions/join/${inviteId} on Test Prop House's storefront`,
    );
  });
});

describe("productionInviteMail", () => {
  it("says who invited whom, to what, as what, where to take it and until when, signed by the house", () => {
    const mail = productionInviteMail(
      { ...vendor, website: "https://props.example" },
      {
        inviteId,
        email: "dez@crew.example",
        productionName: "Harbour Lights",
        invitedBy: "Cora Lane",
        roles: ["designer", "buyer"],
        ends: "2026-12-04",
      },
    );
    expect(mail.subject).toBe("Cora Lane invited you to Harbour Lights at Test Prop House");
    expect(mail.text).toBe(
      [
        "Hello,",
        "Cora Lane has invited dez@crew.example to join Harbour Lights, a production's shared set lists at Test Prop " +
          "House, as buyer and designer:\n" +
          "- Buyer: Picks props: builds and edits the lists, offers alternatives\n" +
          "- Designer: Reviews the lists: approves or rejects each line, asks for alternatives",
        `Open the invitation: https://props.example/productions/join/${inviteId}`,
        "Sign up there with dez@crew.example (or log in, if you have an account) and verify the address: only a " +
          "verified sign-in with it takes the invitation, until 2026-12-04. If you did not expect this email, " +
          "ignore it.",
        "--\nTest Prop House\n1 Dock Street\nNew York, NY 10018\n+12125550100\nrentals@test-invite-mail.example\n" +
          "https://props.example\n",
      ].join("\n\n"),
    );
  });
});
