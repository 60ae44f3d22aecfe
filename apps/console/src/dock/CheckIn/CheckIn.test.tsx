import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CheckInEntry, HandoverSummary } from "@backlot/domain";
import { CheckIn } from "./index.js";

const lines = [
  { key: "BPH-1", name: "Chrome stool", itemNumber: "BPH-1", quantity: 2, done: 0 },
  { key: "BPH-2/oak", name: "Bentwood chair (Oak)", itemNumber: "BPH-2", quantity: 1, done: 0 },
];
const handovers: HandoverSummary[] = [
  {
    id: "h1",
    at: new Date("2027-03-01T15:00:00Z"),
    byName: "Sam",
    driverName: "Ray",
    pieces: { "BPH-1": 2, "BPH-2/oak": 1 },
  },
];
const orderLines = [
  { propId: "BPH-1", quantity: 2, note: "" },
  { propId: "BPH-2", variantId: "oak", quantity: 1, note: "" },
];
const damaged: CheckInEntry = {
  id: "r1",
  key: "BPH-1",
  condition: "damaged",
  pieces: 1,
  on: "2027-03-08",
  at: new Date("2027-03-08T15:00:00Z"),
  byName: "Sam",
  note: "Seat cracked",
  charge: 4500,
};
const result = { line: "BPH-1", back: 1, out: 2, returned: false };

function renderCheckIn(checkIns: CheckInEntry[] = []) {
  const onScan = vi.fn(() => Promise.resolve(result));
  const onReport = vi.fn(() => Promise.resolve(result));
  render(
    <CheckIn
      order={{ lines: orderLines, handovers, checkIns, status: "out" }}
      lines={lines}
      currency="USD"
      locale="en-US"
      onScan={onScan}
      onReport={onReport}
    />,
  );
  return { onScan, onReport };
}

describe("CheckIn", () => {
  it("says what is back, damaged and still out, line by line, with the damage and its charge", () => {
    renderCheckIn([damaged]);
    const section = screen.getByRole("region", { name: "Coming back" });
    expect(within(section).getAllByRole("status")[0]?.textContent).toBe("Back 1 of 3 · 1 damaged");
    expect(screen.getByText("1 of 2 back · 1 damaged")).toBeTruthy();
    expect(screen.getByText(/Damaged: 1 × Chrome stool: Seat cracked \(charged \$45\.00\)/)).toBeTruthy();
  });

  it("scans a piece back, and counts one back fine by hand", async () => {
    const { onScan, onReport } = renderCheckIn();
    await userEvent.type(screen.getByLabelText("Scan a label coming back, or type its item number"), "BPH-1{Enter}");
    expect(onScan).toHaveBeenCalledWith("BPH-1");
    expect(await screen.findByText("Chrome stool: 1 of 2 back")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "One Bentwood chair (Oak) back fine" }));
    expect(onReport).toHaveBeenCalledWith("BPH-2/oak", { condition: "fine", pieces: 1 });
  });

  it("reports damage with what is wrong and a charge, and says what is missing before sending", async () => {
    const { onReport } = renderCheckIn();
    await userEvent.click(screen.getByRole("button", { name: "Report Chrome stool damaged" }));
    const form = screen.getByRole("form", { name: "Report Chrome stool damaged" });
    await userEvent.click(within(form).getByRole("button", { name: "Report the damage" }));
    expect(within(form).getByText("Say what is wrong with it, for the repair queue and the invoice")).toBeTruthy();
    expect(onReport).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText(/What is wrong/), "Seat cracked");
    await userEvent.type(within(form).getByLabelText("Charge for the damage (USD)"), "45");
    await userEvent.clear(within(form).getByLabelText("Pieces"));
    await userEvent.type(within(form).getByLabelText("Pieces"), "3");
    await userEvent.click(within(form).getByRole("button", { name: "Report the damage" }));
    expect(within(form).getByText("Enter a whole number from 1 to 2")).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText("Pieces"));
    await userEvent.type(within(form).getByLabelText("Pieces"), "1");
    const photo = new File([new Uint8Array(64)], "seat.jpg", { type: "image/jpeg" });
    await userEvent.upload(within(form).getByLabelText("Photos of the damage (optional)"), photo);
    expect(within(form).getByText("1 photo: seat.jpg")).toBeTruthy();
    await userEvent.click(within(form).getByRole("button", { name: "Report the damage" }));
    expect(onReport).toHaveBeenCalledWith("BPH-1", {
      condition: "damaged",
      pieces: 1,
      note: "Seat cracked",
      charge: 4500,
      photos: [photo],
    });
  });

  it("keeps what was typed when the server refuses, and says why", async () => {
    const { onReport } = renderCheckIn();
    onReport.mockRejectedValueOnce(new Error("BPH-1 on order O-1: nothing of it is out now"));
    await userEvent.click(screen.getByRole("button", { name: "Report Chrome stool missing" }));
    const form = screen.getByRole("form", { name: "Report Chrome stool missing" });
    await userEvent.type(within(form).getByLabelText(/Where it was last seen/), "Truck 2");
    await userEvent.click(within(form).getByRole("button", { name: "Report it missing" }));
    expect(await within(form).findByText("BPH-1 on order O-1: nothing of it is out now")).toBeTruthy();
    expect(within(form).getByLabelText<HTMLTextAreaElement>(/Where it was last seen/).value).toBe("Truck 2");
  });
});
