import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DockFilter } from "./index.js";

const docks = [
  { id: "toronto", displayName: "Toronto" },
  { id: "vancouver", displayName: "Vancouver" },
];

describe("DockFilter", () => {
  it("offers every dock and each one, and says which was chosen", async () => {
    const onChange = vi.fn();
    render(<DockFilter docks={docks} value="toronto" onChange={onChange} />);
    const dock = screen.getByRole<HTMLSelectElement>("combobox", { name: "Dock" });
    expect([...dock.options].map((option) => option.text)).toEqual(["All docks", "Toronto", "Vancouver"]);
    expect(dock.value).toBe("toronto");
    await userEvent.selectOptions(dock, "");
    expect(onChange).toHaveBeenCalledWith("");
  });
});
