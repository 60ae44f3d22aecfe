import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { type SetListOption, SetListPicker, type SetListPickerProps } from "./index.js";

const lists: SetListOption[] = [
  { id: "diner", name: "Diner, scene 12", itemCount: 14, containsProp: true },
  { id: "precinct", name: "17th Precinct squad room", itemCount: 31, containsProp: false },
];

/** The picker as a prop page holds it: the lists update once a change is stored. */
function Page({
  onToggle = () => Promise.resolve(),
  onCreate = () => Promise.resolve(),
  initial = lists,
  ...rest
}: Partial<Omit<SetListPickerProps, "onToggle" | "onCreate">> & {
  initial?: SetListOption[];
  onToggle?: (listId: string, include: boolean) => Promise<void>;
  onCreate?: (name: string) => Promise<void>;
}) {
  const [current, setCurrent] = useState(initial);
  return (
    <>
      <SetListPicker
        propName="Chrome Diner Stool"
        loggedIn
        onRequireLogin={vi.fn()}
        state={{ status: "ready", lists: current }}
        onToggle={async (id, include) => {
          await onToggle(id, include);
          setCurrent((all) =>
            all.map((list) =>
              list.id === id
                ? { ...list, containsProp: include, itemCount: list.itemCount + (include ? 1 : -1) }
                : list,
            ),
          );
        }}
        onCreate={async (name) => {
          await onCreate(name);
          setCurrent((all) => [...all, { id: name, name, itemCount: 1, containsProp: true }]);
        }}
        {...rest}
      />
      <p>Elsewhere on the page</p>
    </>
  );
}

const trigger = () => screen.getByRole("button", { name: "Add to set list" });

async function openPicker(ui = <Page />) {
  const user = userEvent.setup();
  render(ui);
  await user.click(trigger());
  return user;
}

describe("SetListPicker", () => {
  it("opens the user's set lists, checked where the prop already is, with their counts", async () => {
    const onOpen = vi.fn();
    await openPicker(<Page onOpen={onOpen} />);
    expect(trigger().getAttribute("aria-expanded")).toBe("true");
    expect(onOpen).toHaveBeenCalledOnce();
    const dialog = screen.getByRole("dialog", { name: "Save Chrome Diner Stool to a set list" });
    const diner = within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "Diner, scene 12" });
    expect(diner.checked).toBe(true);
    expect(document.getElementById(diner.getAttribute("aria-describedby") ?? "")?.textContent).toBe("14 props");
    expect(document.activeElement).toBe(diner);
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "17th Precinct squad room" }).checked).toBe(
      false,
    );
  });

  it("adds and removes the prop, and says so", async () => {
    const onToggle = vi.fn(() => Promise.resolve());
    const user = await openPicker(<Page onToggle={onToggle} />);
    await user.click(screen.getByRole("checkbox", { name: /17th Precinct/ }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith("precinct", true);
    const precinct = screen.getByRole<HTMLInputElement>("checkbox", { name: "17th Precinct squad room" });
    expect(precinct.checked).toBe(true);
    expect(document.getElementById(precinct.getAttribute("aria-describedby") ?? "")?.textContent).toBe("32 props");
    expect(screen.getByText("Added to 17th Precinct squad room")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: /Diner/ }));
    expect(onToggle).toHaveBeenLastCalledWith("diner", false);
    expect(screen.getByText("Removed from Diner, scene 12")).toBeTruthy();
  });

  it(
    "shows the intended state while saving, ignores clicks meanwhile, and reverts with an error on " + "failure",
    async () => {
      let fail: (error: Error) => void = () => undefined;
      const onToggle = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
      const user = await openPicker(<Page onToggle={onToggle} />);
      const precinct = screen.getByRole<HTMLInputElement>("checkbox", { name: /17th Precinct/ });
      await user.click(precinct);
      expect(precinct.checked).toBe(true);
      expect(precinct.getAttribute("aria-busy")).toBe("true");
      await user.click(precinct);
      expect(onToggle).toHaveBeenCalledOnce();
      fail(new Error("offline"));
      expect(await screen.findByRole("alert")).toHaveProperty(
        "textContent",
        "Chrome Diner Stool could not be added to 17th Precinct squad room. Try again.",
      );
      expect(precinct.checked).toBe(false);
    },
  );

  it("closes with Escape and gives focus back to the button; a click outside closes it too", async () => {
    const user = await openPicker();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger());
    await user.click(trigger());
    await user.click(screen.getByText("Elsewhere on the page"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("creates a new set list: the name is required and at most 80 characters", async () => {
    const onCreate = vi.fn(() => Promise.resolve());
    const user = await openPicker(<Page onCreate={onCreate} />);
    await user.click(screen.getByRole("button", { name: "New set list" }));
    const name = screen.getByRole("textbox", { name: "Set list name" });
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(name);
    expect(screen.getByText("Enter a name for the set list.")).toBeTruthy();
    await user.click(name);
    await user.paste("x".repeat(81));
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByText("Keep the name to 80 characters or fewer.")).toBeTruthy();
    await user.clear(name);
    await user.type(name, "  Hospital corridor, day 3 {Enter}");
    expect(onCreate).toHaveBeenCalledExactlyOnceWith("Hospital corridor, day 3");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Hospital corridor, day 3" }).checked).toBe(true);
    expect(screen.queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "New set list" })));
  });

  it("keeps the typed name and shows the error when creating fails", async () => {
    const user = await openPicker(
      <Page onCreate={() => Promise.reject(new Error("A set list called Diner already exists."))} />,
    );
    await user.click(screen.getByRole("button", { name: "New set list" }));
    await user.type(screen.getByRole("textbox", { name: "Set list name" }), "Diner{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("A set list called Diner already exists.");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Set list name" }).value).toBe("Diner");
  });

  it("shows loading, empty and error states", async () => {
    const onRetry = vi.fn();
    const loading = await openPicker(<Page state={{ status: "loading" }} />);
    expect(screen.getByRole("status", { busy: true }).textContent).toBe("Loading your set lists…");
    cleanup();
    await openPicker(<Page initial={[]} />);
    expect(screen.getByText("No set lists yet")).toBeTruthy();
    // With no lists, focus starts on "New set list".
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "New set list" }));
    cleanup();
    await openPicker(<Page state={{ status: "error", onRetry }} />);
    await loading.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("asks a logged-out visitor to log in instead of opening", async () => {
    const onRequireLogin = vi.fn();
    const user = userEvent.setup();
    render(<Page loggedIn={false} onRequireLogin={onRequireLogin} />);
    expect(trigger().hasAttribute("aria-expanded")).toBe(false);
    await user.click(trigger());
    expect(onRequireLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says why it cannot add yet, and neither opens nor asks to log in until then", async () => {
    const onRequireLogin = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Page blocked="Choose a colour first" loggedIn={false} onRequireLogin={onRequireLogin} />,
    );
    expect(trigger().getAttribute("aria-disabled")).toBe("true");
    expect(trigger().getAttribute("aria-describedby")).toBe(screen.getByText("Choose a colour first").id);
    await user.click(trigger());
    trigger().focus();
    await user.keyboard("{Enter}");
    expect(onRequireLogin).not.toHaveBeenCalled();
    rerender(<Page blocked="Choose a colour first" />);
    await user.click(trigger());
    expect(screen.queryByRole("dialog")).toBeNull();

    // Once chosen, the same button opens the lists.
    rerender(<Page />);
    expect(trigger().hasAttribute("aria-disabled")).toBe(false);
    expect(screen.queryByText("Choose a colour first")).toBeNull();
    await user.click(trigger());
    expect(screen.getByRole("dialog", { name: "Save Chrome Diner Stool to a set list" })).toBeTruthy();
  });

  it("asks how many when the vendor has more than one, kept within stock, and adds that many", async () => {
    const onToggle = vi.fn((_id: string, _include: boolean, _quantity: number) => Promise.resolve());
    const onCreate = vi.fn((_name: string, _quantity: number) => Promise.resolve());
    const user = userEvent.setup();
    render(
      <SetListPicker
        propName="Chrome Diner Stool"
        loggedIn
        onRequireLogin={vi.fn()}
        state={{ status: "ready", lists }}
        maxQuantity={6}
        onToggle={onToggle}
        onCreate={onCreate}
      />,
    );
    await user.click(trigger());
    const howMany = screen.getByRole<HTMLInputElement>("spinbutton", { name: "How many Chrome Diner Stool to add" });
    expect(document.activeElement).toBe(howMany);
    expect(howMany.value).toBe("1");
    await user.click(screen.getByRole("button", { name: "One more" }));
    await user.click(screen.getByRole("button", { name: "One more" }));
    expect(howMany.value).toBe("3");
    await user.click(screen.getByRole("checkbox", { name: "17th Precinct squad room" }));
    expect(onToggle).toHaveBeenLastCalledWith("precinct", true, 3);

    // Typed beyond the stock, it settles on the most there is when the field is left.
    await user.clear(howMany);
    await user.type(howMany, "40");
    await user.tab();
    expect(howMany.value).toBe("6");
    await user.click(screen.getByRole("button", { name: "New set list" }));
    await user.type(screen.getByRole("textbox", { name: /set list name/i }), "Rooftop bar");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith("Rooftop bar", 6));
  });

  it("does not ask how many for a one-off piece", async () => {
    await openPicker(<Page maxQuantity={1} />);
    expect(screen.queryByRole("spinbutton")).toBeNull();
  });
});
