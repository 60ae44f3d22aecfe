import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { type SetListOption, SetListPicker, type SetListPickerState } from "./index.js";

const sampleLists: SetListOption[] = [
  { id: "diner", name: "Diner, scene 12", itemCount: 14, containsProp: true },
  { id: "precinct", name: "17th Precinct squad room", itemCount: 31, containsProp: false },
  { id: "payphones", name: "Night Shift: Ep 104 street dressing", itemCount: 1, containsProp: false },
];

interface DemoProps {
  loggedIn: boolean;
  onRequireLogin: () => void;
  lists?: SetListOption[];
  /** A fixed state instead of the lists (loading, error). */
  state?: SetListPickerState;
  failSaves?: boolean;
  /** Why it cannot add yet (a prop with options, none chosen). */
  blocked?: string;
}

/** The picker on a prop page, saving after a short wait; `failSaves` makes every save fail. */
function Demo({ loggedIn, onRequireLogin, lists = sampleLists, state, failSaves = false, blocked }: DemoProps) {
  const [current, setCurrent] = useState(lists);
  const save = () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (failSaves ? reject(new Error("You are offline. Reconnect and try again.")) : resolve()), 400),
    );
  return (
    <div style={{ minHeight: 460 }}>
      <SetListPicker
        propName="Chrome Diner Stool"
        loggedIn={loggedIn}
        onRequireLogin={onRequireLogin}
        {...(blocked ? { blocked } : {})}
        state={state ?? { status: "ready", lists: current }}
        onToggle={async (id, include) => {
          await save();
          setCurrent((all) =>
            all.map((list) =>
              list.id === id
                ? { ...list, containsProp: include, itemCount: list.itemCount + (include ? 1 : -1) }
                : list,
            ),
          );
        }}
        onCreate={async (name) => {
          await save();
          setCurrent((all) => [...all, { id: name, name, itemCount: 1, containsProp: true }]);
        }}
      />
    </div>
  );
}

const meta = {
  title: "SetLists/SetListPicker",
  component: Demo,
  args: { loggedIn: true, onRequireLogin: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Add to set list" }));
  return canvas;
};

/** Adding the stool to a set list; Escape closes and focus returns to the button. */
export const AddToASetList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /17th Precinct/ }));
    // Checked at once while it saves; the count follows once stored.
    await expect(canvas.getByRole("checkbox", { name: "17th Precinct squad room" })).toBeChecked();
    await waitFor(() =>
      expect(canvas.getByRole("checkbox", { name: "17th Precinct squad room" })).toHaveAccessibleDescription(
        "32 props",
      ),
    );
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add to set list" })).toHaveFocus();
  },
};

/** "New set list": the name is checked, then the new list holds the prop. */
export const CreateASetList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "New set list" }));
    await userEvent.click(canvas.getByRole("button", { name: "Create" }));
    await expect(canvas.getByRole("textbox", { name: "Set list name" })).toHaveAccessibleDescription(
      /Enter a name for the set list\./,
    );
    await userEvent.type(canvas.getByRole("textbox", { name: "Set list name" }), "Hospital corridor, day 3{Enter}");
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Hospital corridor, day 3" })).toBeChecked());
  },
};

/** Saving fails: the box goes back and the error says which list. */
export const SaveFails: Story = {
  args: { failSaves: true },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /Diner/ }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Chrome Diner Stool could not be removed from Diner, scene 12. Try again.",
    );
    await expect(canvas.getByRole("checkbox", { name: /Diner/ })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { state: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const NoSetListsYet: Story = {
  args: { lists: [] },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByText("No set lists yet")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: "error", onRetry: () => undefined } },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Your set lists could not be loaded.");
  },
};

/** Logged out: the button asks the app to log in. */
export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await expect(args.onRequireLogin).toHaveBeenCalledOnce();
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

/** A prop with options, none chosen yet: the button says why it waits, and opens nothing. */
export const WaitsForAChoice: Story = {
  args: { blocked: "Choose a colour first" },
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await expect(canvas.getByRole("button", { name: "Add to set list" })).toHaveAccessibleDescription(
      "Choose a colour first",
    );
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};
