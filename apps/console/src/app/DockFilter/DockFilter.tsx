// "Dock: All docks / Toronto / Vancouver": a desk's filter for a prop house with more than one pickup location
// (decision 0053). A native select, as the desks' other filters, so a tablet shows its own picker. Staff who belong to
// docks start at their own (use-dock-filter.ts); the choice is in the address, so a link keeps it.
import { useId } from "react";
import form from "@backlot/ui/form.module.css";

export interface DockFilterProps {
  docks: readonly { id: string; displayName: string }[];
  /** The dock shown, or "" for every dock. */
  value: string;
  onChange: (dockId: string) => void;
  labels?: { dock?: string; every?: string };
}

export function DockFilter({ docks, value, onChange, labels = {} }: DockFilterProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {labels.dock ?? "Dock"}
      </label>
      <select id={id} className={form.input} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{labels.every ?? "All docks"}</option>
        {docks.map((dock) => (
          <option key={dock.id} value={dock.id}>
            {dock.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
