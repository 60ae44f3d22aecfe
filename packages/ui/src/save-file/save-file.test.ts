// Saving a file: under the name it was sent with, from what was read; or a message naming the file and the reason.
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAndSavePdf, savePdf, saveStoredFile } from "./save-file.js";

const file = { path: "paperwork/bowery/dana/p1-coi.pdf", name: "coi.pdf" };

afterEach(() => vi.restoreAllMocks());

describe("saveStoredFile", () => {
  it("saves the file under the name it was sent with", async () => {
    const blob = new Blob(["pdf"], { type: "application/pdf" });
    const read = vi.fn().mockResolvedValue(blob);
    const createObjectURL = vi.fn(() => "blob:app/1");
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe("blob:app/1");
      expect(this.download).toBe("coi.pdf");
    });
    await saveStoredFile(read, file);
    expect(read).toHaveBeenCalledWith("paperwork/bowery/dana/p1-coi.pdf");
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("names the file, the store's reason and what to do when it cannot be read", async () => {
    const read = vi.fn().mockRejectedValue(new Error("Only staff and the owner read it"));
    await expect(saveStoredFile(read, file, "Ask the customer to send it again.")).rejects.toThrow(
      "coi.pdf could not be opened: Only staff and the owner read it. Ask the customer to send it again.",
    );
  });
});

describe("savePdf", () => {
  it("saves the bytes as a PDF under the name given", () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return "blob:app/2";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("quote-Q-7F3K2QX1.pdf");
    });
    savePdf(new TextEncoder().encode("%PDF-1.7"), "quote-Q-7F3K2QX1.pdf");
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved?.type).toBe("application/pdf");
    expect(saved?.size).toBe(8);
  });
});

describe("makeAndSavePdf", () => {
  it("saves what it made and says so", async () => {
    URL.createObjectURL = vi.fn(() => "blob:app/3");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const made = { bytes: new TextEncoder().encode("%PDF-1.7"), fileName: "quote-Q-1.pdf" };
    await expect(makeAndSavePdf("The PDF of Q-1", () => Promise.resolve(made))).resolves.toBe("Saved quote-Q-1.pdf.");
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("names what could not be made, why, and what to do", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    const failing = () => Promise.reject(new Error("Failed to fetch dynamically imported module."));
    await expect(makeAndSavePdf("The PDF of Q-1", failing)).rejects.toThrow(
      "The PDF of Q-1 could not be made: Failed to fetch dynamically imported module. Reload the page and try again.",
    );
    expect(click).not.toHaveBeenCalled();
  });
});
