// The order page's release gate over an embedded store in memory (the real DocumentStore, not a fake): the checklist
// follows the vendor's policy, the customer's papers and the order's signatures live, and marking the order out asks
// for a reason only while something is unmet.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { vendorPaths } from "@backlot/data";
import { EmbeddedStore, memoryBackend } from "@backlot/data/embedded";
import type { Order } from "@backlot/domain";
import type { ConsoleTenant } from "../app/console-tenant.js";
import type { ConsoleServices } from "../app/services.js";
import { ServicesContext, TenantContext } from "../app/services-context.js";
import { ReleaseGate } from "./ReleaseGate/index.js";
import { useReleaseGate } from "./use-release-gate.js";

const paths = vendorPaths("bowery");
const order = {
  uid: "dana",
  status: "confirmed",
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-16",
} as Order;

const insurance = {
  uid: "dana",
  kind: "insurance",
  state: "accepted",
  sentAt: new Date("2026-11-20T14:05:00Z"),
  file: { path: "paperwork/bowery/dana/coi.pdf", name: "coi.pdf", contentType: "application/pdf", size: 1000 },
  insurer: "Hudson Mutual",
  policyNumber: "HM-1",
  coverageStart: "2026-11-01",
  coverageEnd: "2027-04-30",
  limit: 100_000_000,
  additionalInsured: true,
  lossPayee: true,
};

function Gate({ order: shown, onAnswer }: { order: Order; onAnswer: (answer: string) => void }) {
  const release = useReleaseGate("o1", shown, "O-1");
  return (
    <>
      {release.props && <ReleaseGate {...release.props} />}
      <button
        type="button"
        onClick={() =>
          void release.overrideFor("out").then(
            (override) => onAnswer(`override "${override}"`),
            (error: unknown) => onAnswer(error instanceof Error ? error.message : "?"),
          )
        }
      >
        Mark out
      </button>
    </>
  );
}

async function renderGate(policy: Record<string, unknown>, shown: Order = order) {
  const store = new EmbeddedStore(memoryBackend());
  await store.set(paths.vendor, { locale: "en-US", terms: { currency: "USD" }, timezone: "UTC", ...policy });
  const onAnswer = vi.fn();
  const page = (current: Order) => (
    <ServicesContext value={{ documents: store } as unknown as ConsoleServices}>
      <TenantContext value={{ vendor: { id: "bowery" } } as unknown as ConsoleTenant}>
        <Gate order={current} onAnswer={onAnswer} />
      </TenantContext>
    </ServicesContext>
  );
  const { rerender } = render(page(shown));
  return { store, onAnswer, show: (current: Order) => rerender(page(current)) };
}

describe("the order page's release gate", () => {
  it("asks why before an order goes out with something unmet, and passes the reason on", async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderGate({ requiredPaperwork: ["insurance"] });
    expect(await screen.findByText("1 thing is still needed before the order goes out.")).toBeTruthy();
    expect(screen.getByText("No certificate of insurance is on file")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mark out" }));
    expect(screen.getByText("Release O-1 without the 1 thing still needed?")).toBeTruthy();
    const reason = screen.getByRole("textbox", { name: /Why it goes out without them/ });
    expect(document.activeElement).toBe(reason);
    await user.click(screen.getByRole("button", { name: "Release without them" }));
    expect(screen.getByRole("alert").textContent).toMatch(/Give the reason/);
    expect(onAnswer).not.toHaveBeenCalled();
    await user.type(reason, " Broker emailed the renewal; certificate follows ");
    await user.click(screen.getByRole("button", { name: "Release without them" }));
    await vi.waitFor(() =>
      expect(onAnswer).toHaveBeenCalledWith('override "Broker emailed the renewal; certificate follows"'),
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Mark out" })));
  });

  it("sends no reason once the papers are on file, as they arrive", async () => {
    const user = userEvent.setup();
    const { store, onAnswer } = await renderGate({ requiredPaperwork: ["insurance"] });
    await screen.findByText("1 thing is still needed before the order goes out.");
    await act(() => store.set(paths.paper("p1"), insurance));
    expect(await screen.findByText("Everything is on file: the order can go out.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mark out" }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith('override ""'));
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("takes back the step when staff wait for the papers, saying why", async () => {
    const user = userEvent.setup();
    const { onAnswer } = await renderGate({ requiredPaperwork: ["insurance"] });
    await screen.findByText("1 thing is still needed before the order goes out.");
    await user.click(screen.getByRole("button", { name: "Mark out" }));
    await user.click(screen.getByRole("button", { name: "Wait for the papers" }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.stringMatching(/^Not released:/)));
  });

  it("drops the question when the order goes out meanwhile (a colleague released it)", async () => {
    const user = userEvent.setup();
    const { onAnswer, show } = await renderGate({ requiredPaperwork: ["insurance"] });
    await screen.findByText("1 thing is still needed before the order goes out.");
    await user.click(screen.getByRole("button", { name: "Mark out" }));
    show({ ...order, status: "out" });
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(expect.stringMatching(/no longer waiting/)));
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("counts the customer's own signature of the current agreement, not another's", async () => {
    const { store } = await renderGate({ requiredPaperwork: ["agreement"], agreement: { version: "v2" } });
    const signature = { orderId: "o1", version: "v2", name: "Dana Reyes", signedAt: new Date("2026-11-25T15:00:00Z") };
    await act(() => store.set(paths.signature("o1-v2-x"), { ...signature, uid: "someone-else" }));
    expect(await screen.findByText("The rental agreement is not signed")).toBeTruthy();
    await act(() => store.set(paths.signature("o1-v2"), { ...signature, uid: "dana" }));
    expect(await screen.findByText("Signed by Dana Reyes on Nov 25, 2026 (version v2…)")).toBeTruthy();
  });

  it.each([
    ["the prop house requires nothing", {}, order],
    ["the order is out", { requiredPaperwork: ["insurance"] }, { ...order, status: "out" as const }],
  ])("shows nothing and asks nothing where %s", async (_, policy, shown) => {
    const user = userEvent.setup();
    const { onAnswer } = await renderGate(policy, shown);
    await user.click(screen.getByRole("button", { name: "Mark out" }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith('override ""'));
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
