import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { sameLine } from "@backlot/domain";
import { describe, expect, it, vi } from "vitest";
import { ConfirmProvider } from "../ConfirmDialog/index.js";
import { offeredFiles, sampleCatalogueImage } from "../testing/sample-responsive-image.js";
import { type EditableSetList, SetListEditor, type SetListEditorProps, SetListEditorSkeleton } from "./index.js";
import { sampleSetList, sampleSetListWithVariants } from "./sample-set-list.js";

type Handlers = Partial<
  Pick<SetListEditorProps, "onRename" | "onSaveNotes" | "onChangeQuantity" | "onRemove" | "onRequestQuote">
>;

/** The editor as the set list page holds it: stored changes come back as new props. */
function Page({ initial = sampleSetList, handlers = {} }: { initial?: EditableSetList; handlers?: Handlers }) {
  const [list, setList] = useState(initial);
  return (
    <ConfirmProvider>
      <SetListEditor
        setList={list}
        settings={{ currency: "USD", locale: "en" }}
        browseHref="/categories"
        onRename={async (name) => {
          await handlers.onRename?.(name);
          setList((current) => ({ ...current, name }));
        }}
        onSaveNotes={async (notes) => {
          await handlers.onSaveNotes?.(notes);
          setList((current) => ({ ...current, notes }));
        }}
        onChangeQuantity={async (changed, quantity) => {
          await handlers.onChangeQuantity?.(changed, quantity);
          setList((current) => ({
            ...current,
            lines: current.lines.map((line) => (sameLine(line, changed) ? { ...line, quantity } : line)),
          }));
        }}
        onRemove={async (removed) => {
          await handlers.onRemove?.(removed);
          setList((current) => ({ ...current, lines: current.lines.filter((line) => !sameLine(line, removed)) }));
        }}
        onRequestQuote={handlers.onRequestQuote ?? vi.fn()}
      />
    </ConfirmProvider>
  );
}

const quantityOf = (name: string) => screen.getByRole<HTMLInputElement>("spinbutton", { name: `Quantity of ${name}` });

describe("SetListEditor", () => {
  it("lists each prop with its quantity, rate and the total weekly rate", () => {
    render(<Page />);
    expect(screen.getByRole("heading", { name: "3 props" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(quantityOf("Chrome Diner Stool").value).toBe("6");
    expect(screen.getByRole("link", { name: "Chrome Diner Stool" }).getAttribute("href")).toBe("/props/BPH-10432");
    expect(screen.getByText("$45.00 per week each · 8 available")).toBeTruthy();
    // 6 × 45 + 125 + 2 × 37.50
    expect(screen.getByText("Total weekly rate").nextElementSibling?.textContent).toBe("$470.00 per week");
  });

  it("offers a thumbnail's formats and widths at its 72px, and shows a photo without copies as a plain <img>", () => {
    const stool = sampleCatalogueImage("BPH-10432-1");
    const lines = sampleSetList.lines.map((line, index) => (index === 0 ? { ...line, image: stool } : line));
    render(<Page initial={{ ...sampleSetList, lines }} />);
    const thumbnailOf = (name: string) =>
      screen.getByRole("link", { name }).closest("li")?.querySelector("img") ?? document.body;
    expect(offeredFiles(thumbnailOf("Chrome Diner Stool"))).toEqual({
      inPicture: true,
      sources: [
        { type: "image/avif", srcSet: stool.sources?.[0]?.srcSet, sizes: "auto, 72px" },
        { type: "image/webp", srcSet: stool.sources?.[1]?.srcSet, sizes: "auto, 72px" },
      ],
      srcSet: stool.srcSet,
      sizes: "auto, 72px",
    });
    expect(offeredFiles(thumbnailOf("1970s NYPD Desk Sergeant Podium"))).toMatchObject({
      inPicture: false,
      srcSet: null,
    });
  });

  it("steps the quantity within 1 and what is available, saving each change", async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn(() => Promise.resolve());
    render(<Page handlers={{ onChangeQuantity }} />);
    await user.click(screen.getByRole("button", { name: "Increase quantity of Chrome Diner Stool" }));
    expect(onChangeQuantity).toHaveBeenLastCalledWith({ propId: "BPH-10432" }, 7);
    await user.click(screen.getByRole("button", { name: "Increase quantity of Chrome Diner Stool" }));
    expect(quantityOf("Chrome Diner Stool").value).toBe("8");
    expect(
      screen.getByRole("button", { name: "Increase quantity of Chrome Diner Stool" }).getAttribute("aria-disabled"),
    ).toBe("true");
    await user.click(screen.getByRole("button", { name: "Increase quantity of Chrome Diner Stool" }));
    expect(onChangeQuantity).toHaveBeenCalledTimes(2);
    // The podium: one available, so both directions are blocked.
    expect(
      screen
        .getByRole("button", { name: "Decrease quantity of 1970s NYPD Desk Sergeant Podium" })
        .getAttribute("aria-disabled"),
    ).toBe("true");
    // Typing is clamped to the bounds and saved on Enter.
    await user.clear(quantityOf("Rotary Payphone"));
    await user.type(quantityOf("Rotary Payphone"), "40{Enter}");
    expect(onChangeQuantity).toHaveBeenLastCalledWith({ propId: "BPH-31120" }, 5);
    expect(quantityOf("Rotary Payphone").value).toBe("5");
    expect(screen.getByText("Total weekly rate").nextElementSibling?.textContent).toBe("$672.50 per week");
  });

  it("puts the saved quantity back and explains when a save fails", async () => {
    const user = userEvent.setup();
    render(<Page handlers={{ onChangeQuantity: () => Promise.reject(new Error("offline")) }} />);
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Chrome Diner Stool" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "The quantity of Chrome Diner Stool could not be saved; it is back to what was saved. Try again.",
    );
    expect(quantityOf("Chrome Diner Stool").value).toBe("6");
    expect(quantityOf("Chrome Diner Stool").getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("removes a prop only after the user confirms, then focuses the list heading", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn(() => Promise.resolve());
    render(<Page handlers={{ onRemove }} />);
    await user.click(screen.getByRole("button", { name: "Remove Rotary Payphone" }));
    const question = await screen.findByRole("alertdialog", { name: "Remove Rotary Payphone from Diner, scene 12?" });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Remove Rotary Payphone" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith({ propId: "BPH-31120" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "2 props" })));
  });

  it("holds one prop in two variants as two lines, each named, priced, changed and removed on its own", async () => {
    const user = userEvent.setup();
    const onChangeQuantity = vi.fn(() => Promise.resolve());
    const onRemove = vi.fn(() => Promise.resolve());
    render(<Page initial={sampleSetListWithVariants} handlers={{ onChangeQuantity, onRemove }} />);
    const red = "Chrome Diner Stool (Red vinyl)";
    const black = "Chrome Diner Stool (Matte black)";
    expect(screen.getByRole("heading", { name: "2 props" })).toBeTruthy();
    expect(screen.getByRole("link", { name: black }).getAttribute("href")).toBe("/props/BPH-10432?variant=black");
    expect(
      within(screen.getByRole("link", { name: black }).closest("li") as HTMLElement).getByText(/each/).textContent,
    ).toBe("$55.00 per week each · 8 available");
    // 4 × 45 + 2 × 55
    expect(screen.getByText("Total weekly rate").nextElementSibling?.textContent).toBe("$290.00 per week");

    await user.click(screen.getByRole("button", { name: `Increase quantity of ${black}` }));
    expect(onChangeQuantity).toHaveBeenLastCalledWith({ propId: "BPH-10432", variantId: "black" }, 3);
    expect(quantityOf(black).value).toBe("3");
    expect(quantityOf(red).value).toBe("4");

    await user.click(screen.getByRole("button", { name: `Remove ${red}` }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: `Remove ${red} from Diner, booths?` })).getByRole(
        "button",
        { name: "Remove" },
      ),
    );
    expect(onRemove).toHaveBeenCalledExactlyOnceWith({ propId: "BPH-10432", variantId: "red" });
    await waitFor(() => expect(screen.queryByRole("link", { name: red })).toBeNull());
    expect(quantityOf(black).value).toBe("3");
  });

  it("says on a line what the customer should change", () => {
    const problem = 'Chrome Diner Stool (BPH-10432) has no variant "gold" any more; choose another on its page';
    const line = { propId: "BPH-10432", variantId: "gold", name: "Chrome Diner Stool", href: "/props/BPH-10432" };
    render(
      <Page
        initial={{ ...sampleSetList, lines: [{ ...line, problem, quantity: 1, available: 8, weeklyRate: 4500 }] }}
      />,
    );
    expect(screen.getByRole("link", { name: "Chrome Diner Stool" }).closest("li")?.textContent).toContain(problem);
  });

  it("renames with the name required and at most 80 characters, and says when saved", async () => {
    const user = userEvent.setup();
    const onRename = vi.fn(() => Promise.resolve());
    render(<Page handlers={{ onRename }} />);
    const name = screen.getByRole("textbox", { name: "Set list name" });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    await user.type(name, "Diner, scenes 12 and 14");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(onRename).toHaveBeenCalledExactlyOnceWith("Diner, scenes 12 and 14");
    expect(screen.getByRole("status").textContent).toBe("Name saved.");
  });

  it("keeps typed notes and shows the server's error when saving them fails", async () => {
    const user = userEvent.setup();
    render(
      <Page
        handlers={{ onSaveNotes: () => Promise.reject(new Error("You no longer have access to this set list.")) }}
      />,
    );
    const notes = screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Notes" });
    await user.type(notes, " Booth seats too.");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You no longer have access to this set list.");
    expect(notes.value).toContain("Booth seats too.");
  });

  it("asks for a quote for the set list", async () => {
    const onRequestQuote = vi.fn();
    render(<Page handlers={{ onRequestQuote }} />);
    await userEvent.click(screen.getByRole("button", { name: "Request a quote for this set list" }));
    expect(onRequestQuote).toHaveBeenCalledOnce();
  });

  it("has an empty state with a link to browse, and a loading skeleton", () => {
    render(<Page initial={{ ...sampleSetList, lines: [] }} />);
    expect(screen.getByRole("heading", { name: "0 props" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse props" }).getAttribute("href")).toBe("/categories");
    expect(screen.queryByRole("button", { name: /Request a quote/ })).toBeNull();
    render(<SetListEditorSkeleton />);
    expect(screen.getByRole("status", { name: "Loading the set list" })).toBeTruthy();
  });
});

describe("SetListEditor notes limit", () => {
  it("stops the notes at the limit it is given, as the production box does", async () => {
    const user = userEvent.setup();
    const noop = () => Promise.resolve();
    render(
      <ConfirmProvider>
        <SetListEditor
          setList={{ ...sampleSetList, notes: "" }}
          settings={{ currency: "USD", locale: "en" }}
          browseHref="/categories"
          notesMaxLength={10}
          onRename={noop}
          onSaveNotes={noop}
          onChangeQuantity={noop}
          onRemove={noop}
          onRequestQuote={vi.fn()}
        />
      </ConfirmProvider>,
    );
    const notes = screen.getByRole("textbox", { name: /notes/i });
    await user.type(notes, "The Diner, season two");
    expect((notes as HTMLTextAreaElement).value).toBe("The Diner,");
  });
});
