import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { offeredFiles } from "@backlot/ui/testing/sample-responsive-image";
import { PropEditor, type PropEditorProps } from "./index.js";
import { sampleOptions, sampleProp } from "./sample-prop.js";

const base: PropEditorProps = {
  prop: sampleProp,
  options: sampleOptions,
  onSave: () => Promise.resolve(undefined),
  settings: { locale: "en", currency: "USD" },
};

describe("PropEditor", () => {
  it("starts from the prop: its texts, rate in the currency's decimals, stock, ticked lists and visibility", () => {
    render(<PropEditor {...base} />);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Name/ }).value).toBe("Chrome diner stool");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Weekly rate \(USD\)/ }).value).toBe("25.00");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Stock/ }).value).toBe("6");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Red" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "1950s" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Shown to customers/ }).checked).toBe(true);
    expect(screen.getByRole("textbox", { name: /Name/ }).getAttribute("maxlength")).toBe("120");
    expect(screen.queryByRole("button", { name: "Discard changes" })).toBeNull();
  });

  it("shows the prop's photo from the storefront at its 16rem, offering the copies it is given", () => {
    const storefront = "https://bowery.example/catalogue/images/BPH-10432-1";
    const { container, rerender } = render(
      <PropEditor
        {...base}
        prop={{ ...sampleProp, image: { url: "/catalogue/images/BPH-10432-1.jpg", width: 1024, height: 768 } }}
        imageUrl={`${storefront}.jpg`}
        imageSrcSet={`${storefront}-320.jpg 320w, ${storefront}-640.jpg 640w`}
        imageSources={[{ type: "image/avif", srcSet: `${storefront}-320.avif 320w` }]}
      />,
    );
    const photo = () => container.querySelector("img") ?? document.body;
    expect(offeredFiles(photo())).toEqual({
      inPicture: true,
      sources: [{ type: "image/avif", srcSet: `${storefront}-320.avif 320w`, sizes: "16rem" }],
      srcSet: `${storefront}-320.jpg 320w, ${storefront}-640.jpg 640w`,
      sizes: "16rem",
    });
    expect([photo().getAttribute("src"), photo().getAttribute("width")]).toEqual([`${storefront}.jpg`, "1024"]);
    rerender(
      <PropEditor
        {...base}
        prop={{ ...sampleProp, image: { url: "/catalogue/images/BPH-10432-1.jpg", width: 1024, height: 768 } }}
        imageUrl={`${storefront}.jpg`}
      />,
    );
    expect(offeredFiles(photo())).toEqual({ inPicture: false, sources: [], srcSet: null, sizes: null });
  });

  it("sends only what changed, and says what the save did", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue("Search has it now.");
    render(<PropEditor {...base} onSave={onSave} />);
    await user.clear(screen.getByRole("textbox", { name: /Weekly rate/ }));
    await user.type(screen.getByRole("textbox", { name: /Weekly rate/ }), "1,250.50");
    await user.click(screen.getByRole("checkbox", { name: "Red" }));
    await user.click(screen.getByRole("checkbox", { name: /Shown to customers/ }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).toHaveBeenCalledWith({ weeklyRate: 125050, colors: ["Chrome"], listed: false });
    expect((await screen.findByRole("status")).textContent).toBe("Saved. Search has it now.");
  });

  it("shows every problem by its field before sending, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PropEditor {...base} onSave={onSave} />);
    await user.clear(screen.getByRole("textbox", { name: /Name/ }));
    await user.clear(screen.getByRole("textbox", { name: /Weekly rate/ }));
    await user.type(screen.getByRole("textbox", { name: /Weekly rate/ }), "25.001");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).not.toHaveBeenCalled();
    expect((await screen.findByRole("alert")).textContent).toBe("Some fields need a change before this can be saved.");
    expect(screen.getByRole("textbox", { name: /Name/ }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("is required")).toBeTruthy();
    expect(screen.getByText("Write an amount like 25.00.")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Weekly rate/ }).value).toBe("25.001");
  });

  it("edits a split prop's stock at each dock, the total following, and shows a count it cannot read", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    const docks = [
      { id: "toronto", displayName: "Toronto" },
      { id: "vancouver", displayName: "Vancouver" },
    ];
    render(
      <PropEditor
        {...base}
        prop={{ ...sampleProp, quantity: 6, stockByLocation: { toronto: 4, vancouver: 2 } }}
        options={{ ...sampleOptions, locations: docks }}
        onSave={onSave}
      />,
    );
    expect(screen.queryByRole("textbox", { name: "Stock" })).toBeNull();
    const group = screen.getByRole("group", { name: "Stock at each dock" });
    expect(group.textContent).toContain("6 in all");
    const vancouver = screen.getByRole("textbox", { name: "Vancouver" });
    await user.clear(vancouver);
    await user.type(vancouver, "two");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(vancouver.getAttribute("aria-invalid")).toBe("true");
    await user.clear(vancouver);
    await user.type(vancouver, "3");
    expect(group.textContent).toContain("7 in all");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).toHaveBeenCalledWith({ stockByLocation: { vancouver: 3 } });
  });

  it("says when nothing changed, and discards a draft back to the prop", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PropEditor {...base} onSave={onSave} />);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("status")).textContent).toBe("Nothing to save: no field has changed.");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), " (pair)");
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Name/ }).value).toBe("Chrome diner stool");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's message when saving fails, with the draft kept", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(new Error("Only bowery staff can do this"));
    render(<PropEditor {...base} onSave={onSave} />);
    await user.clear(screen.getByRole("textbox", { name: /Stock/ }));
    await user.type(screen.getByRole("textbox", { name: /Stock/ }), "5");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Only bowery staff can do this");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Stock/ }).value).toBe("5");
  });

  it("follows a change made elsewhere in untouched fields, and never sends an old value back", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<PropEditor {...base} onSave={onSave} />);
    await user.click(screen.getByRole("checkbox", { name: "White" }));
    rerender(<PropEditor {...base} prop={{ ...sampleProp, name: "Renamed elsewhere", quantity: 9 }} onSave={onSave} />);
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Name/ }).value).toBe("Renamed elsewhere");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Stock/ }).value).toBe("9");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "White" }).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).toHaveBeenCalledWith({ colors: ["Chrome", "Red", "White"] });
  });
});
