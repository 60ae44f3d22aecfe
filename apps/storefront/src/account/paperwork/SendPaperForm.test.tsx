// Sending a paper as a customer meets it: filled in, it goes out with its file and says what happens next; sent empty,
// every field says what it needs and nothing goes; a failed send says why and keeps every value for the next try.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type PaperToSend, SendPaperForm, type SendPaperFormProps } from "./SendPaperForm.js";

const certificate = () => new File([new Uint8Array(2048)], "coi.pdf", { type: "application/pdf" });

function renderForm(overrides: Partial<SendPaperFormProps> = {}) {
  const props: SendPaperFormProps = {
    kind: "insurance",
    currency: "USD",
    onSubmit: vi.fn<(paper: PaperToSend) => Promise<void>>(() => Promise.resolve()),
    ...overrides,
  };
  render(<SendPaperForm {...props} />);
  return props;
}

describe("SendPaperForm", () => {
  it("sends a certificate of insurance with its file, and says the prop house will review it", async () => {
    const { onSubmit } = renderForm();
    const file = certificate();
    await userEvent.upload(screen.getByLabelText(/The certificate/), file);
    await userEvent.type(screen.getByLabelText("Insurer"), "Film Risk Mutual");
    await userEvent.type(screen.getByLabelText("Policy number"), "FRM-88231");
    await userEvent.type(screen.getByLabelText("Coverage starts"), "2026-11-01");
    await userEvent.type(screen.getByLabelText("Coverage ends"), "2027-10-31");
    await userEvent.type(screen.getByLabelText(/Limit each occurrence/), "1,000,000");
    await userEvent.click(screen.getByRole("checkbox", { name: "Additional insured" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Loss payee" }));
    await userEvent.click(screen.getByRole("button", { name: "Send for review" }));

    expect((await screen.findByRole("status")).textContent).toMatch(/The prop house will review it/);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "insurance",
        insurer: "Film Risk Mutual",
        policyNumber: "FRM-88231",
        coverageStart: "2026-11-01",
        coverageEnd: "2027-10-31",
        limit: 100_000_000,
        additionalInsured: true,
        lossPayee: true,
        upload: file,
      }),
    );
  });

  it("sent empty, says what every field needs, the file first, and sends nothing", async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Send for review" }));

    expect(await screen.findByText("Choose the certificate's file: a PDF, JPEG or PNG.")).toBeTruthy();
    expect(screen.getByText("The insurer is required.")).toBeTruthy();
    expect(screen.getByLabelText("Insurer").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says why a send failed, and keeps every value for the next try", async () => {
    renderForm({
      kind: "taxExemption",
      onSubmit: vi.fn(() => Promise.reject(new Error("The paper was not sent: you are offline. Try again."))),
    });
    await userEvent.upload(screen.getByLabelText(/The certificate/), certificate());
    await userEvent.type(screen.getByLabelText("State"), "NY");
    await userEvent.type(screen.getByLabelText("Form"), "ST-120");
    await userEvent.type(screen.getByLabelText("Holds until"), "2027-06-30");
    await userEvent.click(screen.getByRole("button", { name: "Send for review" }));

    expect((await screen.findByRole("alert")).textContent).toContain("you are offline");
    expect(screen.getByLabelText<HTMLInputElement>("Form").value).toBe("ST-120");
    expect(screen.getByLabelText<HTMLInputElement>("State").value).toBe("NY");
    expect(screen.getByLabelText<HTMLInputElement>("Holds until").value).toBe("2027-06-30");
    expect(screen.getByLabelText<HTMLInputElement>(/The certificate/).files?.[0]?.name).toBe("coi.pdf");
  });
});
