// Saving a file: under the name it was sent with, from what was read; or a message naming the file and the reason.
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveStoredFile } from "./save-file.js";

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
