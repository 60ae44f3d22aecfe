// The agreement's signing as a customer meets it: the text to read, a typed name (the drawing is optional, so a
// keyboard alone signs), "Sign", the server's refusal said plainly, and once signed, who and when, with the PDF.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AgreementSignature, RentalAgreement } from "@backlot/domain";
import { AgreementSigner, type AgreementSignerProps } from "./AgreementSigner.js";

const version = "3f2a9c01".padEnd(64, "0");
const orderId = "8jd2kq0aXXXXXXXXXXXX";
const agreement: RentalAgreement = {
  version,
  title: "Rental Agreement",
  text: "## Loss and damage\n\nThe Renter is responsible for **every** item until it is checked in.",
  changedAt: "2026-11-20T15:00:00.000Z",
};
const signature: AgreementSignature = {
  orderId,
  uid: "dana",
  version,
  agreementTitle: agreement.title,
  agreementText: agreement.text,
  name: "Dana Reyes",
  signature: null,
  account: { uid: "dana", email: "dana@studio.example", name: "Dana Reyes" },
  address: null,
  signedAt: new Date("2026-11-26T20:45:00Z"),
};

function renderSigner(overrides: Partial<AgreementSignerProps> = {}) {
  const props: AgreementSignerProps = {
    orderId,
    state: { status: "ready", agreement, signatures: [] },
    locale: "en-US",
    timeZone: "America/New_York",
    onSign: vi.fn(() => Promise.resolve()),
    onDownload: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(<AgreementSigner {...props} />);
  return props;
}

// jsdom draws nothing: the pad finds no canvas context and says so, which is the keyboard user's path too.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

describe("AgreementSigner", () => {
  it("shows the agreement to read, and signs with the typed name alone", async () => {
    const { onSign } = renderSigner({ defaultName: "Dana" });
    const text = screen.getByRole("region", { name: "Rental Agreement: the text" });
    expect(within(text).getByRole("heading", { name: "Loss and damage" })).toBeTruthy();
    expect(text.textContent).toContain("The Renter is responsible for every item");
    expect(screen.getByText(/^Version 3f2a9c01…, published Nov 20, 2026/)).toBeTruthy();
    expect(await screen.findByText(/the drawing pad could not load here/i)).toBeTruthy();

    const name = screen.getByRole("textbox", { name: "Your full name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Dana Reyes");
    await userEvent.click(screen.getByRole("checkbox", { name: /I have read this agreement and sign it for order/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(onSign).toHaveBeenCalledWith({ version, name: "Dana Reyes", signature: null });
    expect(await screen.findByText("Signed. The signature shows here in a moment.")).toBeTruthy();
  });

  it("says why the server refused, and signs again", async () => {
    const onSign = vi
      .fn()
      .mockRejectedValueOnce(new Error("The agreement changed on Nov 26, 2026, 3:45 PM; read it again and sign"))
      .mockResolvedValueOnce(undefined);
    renderSigner({ onSign, defaultName: "Dana Reyes" });
    await userEvent.click(screen.getByRole("checkbox", { name: /I have read this agreement/ }));
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Not signed: The agreement changed on Nov 26, 2026, 3:45 PM; read it again and sign",
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect(onSign).toHaveBeenCalledTimes(2);
  });

  it("says a name is needed before anything is sent", async () => {
    const { onSign } = renderSigner({ defaultName: "   " });
    await userEvent.click(screen.getByRole("checkbox", { name: /I have read this agreement/ }));
    // The browser's own check would stop an empty field; spaces get past it, and the contract's check says so.
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Not signed: Your name is required");
    expect(onSign).not.toHaveBeenCalled();
  });

  it("once signed, says by whom and when, and downloads the signed PDF", async () => {
    const { onDownload } = renderSigner({ state: { status: "ready", agreement, signatures: [signature] } });
    expect(screen.getByRole("status").textContent).toBe("Signed by Dana Reyes on Nov 26, 2026, 3:45 PM");
    expect(screen.queryByRole("form", { name: "Sign the rental agreement" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Download the signed PDF" }));
    expect(onDownload).toHaveBeenCalledWith(signature);
  });

  it("asks for the current version when an older one was signed", () => {
    renderSigner({ state: { status: "ready", agreement, signatures: [{ ...signature, version: "0".repeat(64) }] } });
    expect(screen.getByText(/You signed an older version of this agreement/)).toBeTruthy();
    expect(screen.getByRole("form", { name: "Sign the rental agreement" })).toBeTruthy();
  });

  it("shows loading, a failure with a retry, and an agreement not yet published", async () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <AgreementSigner
        orderId={orderId}
        state={{ status: "error", message: "Missing or insufficient permissions", onRetry }}
        locale="en-US"
        timeZone="America/New_York"
        onSign={vi.fn()}
        onDownload={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderSigner({ state: { status: "loading" } });
    expect(screen.getByRole("status").textContent).toBe("Loading the rental agreement…");
    renderSigner({ state: { status: "ready", agreement: null, signatures: [] } });
    expect(screen.getByText(/has not published its rental agreement yet/)).toBeTruthy();
  });
});
