import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useConfirm } from "../ConfirmDialog/index.js";
import { Modal } from "../Modal/index.js";
import { useToast } from "../Toast/index.js";
import { AppShell, useMountPoint } from "./index.js";

function Page() {
  const confirm = useConfirm();
  const toast = useToast();
  const secondModal = useMountPoint("secondModal");
  return (
    <>
      <h1>Set lists</h1>
      <button type="button" onClick={() => void confirm({ title: "Delete this set list?", confirmLabel: "Delete" })}>
        Delete
      </button>
      <button type="button" onClick={() => toast.show({ message: "Saved" })}>
        Save
      </button>
      <Modal title="Share Diner, scene 12" onClose={() => undefined} container={secondModal}>
        <p>Anyone with the link can view.</p>
      </Modal>
    </>
  );
}

const renderShell = () =>
  render(
    <AppShell header={<header>Bowery Prop House</header>} footer={<footer>Bowery Prop House LLC</footer>}>
      <Page />
    </AppShell>,
  );

describe("AppShell", () => {
  it("starts with a skip link to the page content", async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute("href")).toBe("#main");
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  it("renders modals, the confirm dialog and toasts into their mount points", async () => {
    const { container } = renderShell();
    const mount = (name: string) => container.querySelector(`[data-mount-point="${name}"]`);
    expect(["maps", "modal", "second-modal", "confirm"].map((name) => mount(name) !== null)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(mount("second-modal")?.contains(screen.getByRole("dialog", { name: "Share Diner, scene 12" }))).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(mount("confirm")?.contains(await screen.findByRole("alertdialog", { name: "Delete this set list?" }))).toBe(
      true,
    );
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("status").textContent).toContain("Saved");
  });

  it("says what is missing when a mount point is asked for outside the shell", () => {
    function Orphan() {
      useMountPoint("maps");
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useMountPoint("maps") needs an <AppShell> around the page');
  });
});
