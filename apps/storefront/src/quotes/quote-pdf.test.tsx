// "Download the quote (PDF)" on the customer's quotes page: the real quote builder, loaded on the click, in the New
// York tenant's brand, and the file saved under the quote's reference; busy while it is made, and a message saying
// what failed when it cannot be.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuoteRequest } from "@backlot/data";
import { estimateRental } from "@backlot/domain/pricing";
import { DownloadButton } from "@backlot/ui/DownloadButton";
import { saveQuotePdf } from "./quote-pdf.js";

/** What the page saves: the file's name and contents, as the browser's download would have them. */
function watchSaves(): Array<{ name: string; blob: Blob }> {
  const saves: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:storefront/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saves.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saves;
}

afterEach(() => vi.restoreAllMocks());

const lines = [{ propId: "BPH-10432", name: "Chrome Diner Stool", weeklyRate: 4500, quantity: 6 }];
const terms = {
  weeklyDiscounts: [0.5, 0.5, 1],
  currency: "USD",
  hasCreditCardAuth: true,
  ccAuthProcessingPercentage: 3.5,
};
const quote = {
  id: "7f3k2qx1abc",
  production: "Night Owl Pictures",
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  fulfilment: "pickup",
  deliveryAddress: "",
  contact: { name: "Dana Reyes", email: "dana@nightowl.example", phone: "", company: "" },
  lines: [{ propId: "BPH-10432", quantity: 6, note: "" }],
  status: "quoted",
  answer: {
    note: "Held for you until Friday.",
    estimate: estimateRental(lines, 3, terms),
    answeredBy: "staff",
    answeredAt: new Date("2026-11-20T15:00:00Z"),
  },
} as unknown as QuoteRequest & { id: string };

const button = (shown = quote) => (
  <DownloadButton label="Download the quote (PDF)" busyLabel="Making the PDF…" onMake={() => saveQuotePdf(shown)} />
);

describe("Download the quote (PDF)", () => {
  it("is busy while the PDF is made, then saves it under the quote's reference", async () => {
    const user = userEvent.setup();
    const saves = watchSaves();
    render(button());
    await user.click(screen.getByRole("button", { name: "Download the quote (PDF)" }));
    expect(screen.getByRole("button", { name: "Making the PDF…" }).getAttribute("aria-busy")).toBe("true");
    expect(await screen.findByText("Saved quote-Q-7F3K2QX1.pdf.", {}, { timeout: 5000 })).toBeTruthy();
    expect(saves.map((save) => [save.name, save.blob.type])).toEqual([["quote-Q-7F3K2QX1.pdf", "application/pdf"]]);
    const bytes = new Uint8Array(await saves[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  });

  it("says which quote could not be made and why", async () => {
    const user = userEvent.setup();
    const saves = watchSaves();
    render(button({ ...quote, answer: undefined }));
    await user.click(screen.getByRole("button", { name: "Download the quote (PDF)" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The PDF of Q-7F3K2QX1 could not be made: Quote request Q-7F3K2QX1 has no price yet: it prints once the prop " +
        "house has priced it. Reload the page and try again.",
    );
    expect(saves).toEqual([]);
  });
});
