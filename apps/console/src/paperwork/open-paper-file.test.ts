// Opening a paper's file: saved under its own name from what the file store read, or a message that names the file
// and the store's reason. The file store here is a stand-in object (pure logic: no store runs).
import { afterEach, describe, expect, it, vi } from "vitest";
import { FileStoreError, type FileStore } from "@backlot/data/files";
import { openPaperFile } from "./open-paper-file.js";

const file = { path: "paperwork/bowery/dana/p1-coi.pdf", name: "coi.pdf", contentType: "application/pdf", size: 3 };

const fakeFiles = (read: FileStore["read"]) => () =>
  Promise.resolve<FileStore>({ kind: "disk-stand-in", upload: () => Promise.resolve(), read });

afterEach(() => vi.restoreAllMocks());

describe("openPaperFile", () => {
  it("saves the file under the name it was sent with", async () => {
    const blob = new Blob(["pdf"], { type: "application/pdf" });
    const read = vi.fn().mockResolvedValue(blob);
    const createObjectURL = vi.fn(() => "blob:console/1");
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe("blob:console/1");
      expect(this.download).toBe("coi.pdf");
    });
    await openPaperFile(fakeFiles(read), file);
    expect(read).toHaveBeenCalledWith("paperwork/bowery/dana/p1-coi.pdf");
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("names the file and the store's reason when it cannot be read", async () => {
    const read = vi.fn().mockRejectedValue(new FileStoreError("permission-denied", "Only staff and the owner read it"));
    await expect(openPaperFile(fakeFiles(read), file)).rejects.toThrow(
      "coi.pdf could not be opened: Only staff and the owner read it. Try again, or ask the customer to send it again.",
    );
  });
});
