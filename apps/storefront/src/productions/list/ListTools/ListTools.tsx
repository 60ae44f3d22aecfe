// A buyer's tools for a production's list as a whole: add props from the catalogue to a group, start a group, rename
// the list and set its dates. Each part says what went wrong beside itself, in the server's words, and keeps what was
// typed until it is stored.
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { limits } from "@backlot/domain/limits";
import type { ProductionList } from "@backlot/domain/production";
import type { Prop } from "@backlot/domain";
import { TextField } from "@backlot/ui/TextField";
import buttons from "@backlot/ui/button.module.css";
import { PropFinder } from "../PropFinder/index.js";
import type { CallState, Control } from "../list-calls.js";
import type { FindProps } from "../list-types.js";
import styles from "./ListTools.module.css";

export interface ListToolsProps {
  list: Pick<ProductionList, "name" | "groups" | "pickUpDate" | "returnDate">;
  /** The list's own calls (key "list"). */
  call: CallState | undefined;
  findProps: FindProps;
  onAddProp: (prop: Prop, variantId: string | undefined, group: string, quantity: number) => Promise<boolean>;
  onAddGroup: (name: string) => Promise<boolean>;
  onRename: (name: string) => Promise<boolean>;
  onDates: (pickUpDate: string, returnDate: string) => Promise<boolean>;
}

type Part = "add" | "details";

function Failed({ call, control }: { call: CallState | undefined; control: Control }) {
  const error = call?.errors[control];
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

function Disclosure({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.part}>
      <button type="button" className={buttons.button} aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {label}
      </button>
      <div id={id} hidden={!open} className={styles.panel}>
        {open && children}
      </div>
    </div>
  );
}

export function ListTools({ list, call, findProps, onAddProp, onAddGroup, onRename, onDates }: ListToolsProps) {
  const [open, setOpen] = useState<Part | null>(null);
  const toggle = (part: Part) => setOpen((shown) => (shown === part ? null : part));
  return (
    <section className={styles.tools} aria-label="Change the list">
      <Disclosure label="Add props" open={open === "add"} onToggle={() => toggle("add")}>
        <AddProps list={list} call={call} findProps={findProps} onAddProp={onAddProp} />
      </Disclosure>
      <Disclosure label="Groups, name and dates" open={open === "details"} onToggle={() => toggle("details")}>
        <Details list={list} call={call} onAddGroup={onAddGroup} onRename={onRename} onDates={onDates} />
      </Disclosure>
    </section>
  );
}

function AddProps({
  list,
  call,
  findProps,
  onAddProp,
}: Pick<ListToolsProps, "list" | "call" | "findProps" | "onAddProp">) {
  const id = useId();
  const [group, setGroup] = useState(list.groups[0] ?? "");
  const [quantity, setQuantity] = useState("1");
  const count = Math.min(Math.max(Math.round(Number(quantity)) || 1, 1), limits.production.quantity);
  return (
    <div className={styles.add}>
      <div className={styles.row}>
        <label className={styles.field} htmlFor={`${id}-group`}>
          <span className={styles.label}>To the group</span>
          <select
            id={`${id}-group`}
            className={styles.control}
            value={group}
            onChange={(event) => setGroup(event.target.value)}
          >
            {list.groups.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value="">No group</option>
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-quantity`}>
          <span className={styles.label}>How many</span>
          <input
            id={`${id}-quantity`}
            className={`${styles.control} ${styles.count}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.production.quantity}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </label>
      </div>
      <PropFinder
        find={findProps}
        label="Find a prop to add"
        pickLabel={(name) => `Add ${name}`}
        takenLabel={(name) => `Added ${name}`}
        onPick={(prop, variantId) => onAddProp(prop, variantId, group, count)}
      />
      <Failed call={call} control="add" />
    </div>
  );
}

function Details({ list, call, onAddGroup, onRename, onDates }: Omit<ListToolsProps, "findProps" | "onAddProp">) {
  const [groupName, setGroupName] = useState("");
  const [name, setName] = useState(list.name);
  const [dates, setDates] = useState({ pickUpDate: list.pickUpDate, returnDate: list.returnDate });

  const submit = (send: () => Promise<boolean>, after: () => void) => async (event: FormEvent) => {
    event.preventDefault();
    if (await send()) after();
  };

  return (
    <div className={styles.details}>
      <form
        className={styles.form}
        onSubmit={(event) =>
          void submit(
            () => onAddGroup(groupName),
            () => setGroupName(""),
          )(event)
        }
        noValidate
      >
        <TextField
          label="New group"
          name="group"
          value={groupName}
          hint="A set, a scene or a shoot day: “Act 2 · Kitchen”, “Day 14”."
          maxLength={limits.production.groupName}
          onChange={setGroupName}
        />
        <Failed call={call} control="addGroup" />
        <button type="submit" className={buttons.button} aria-busy={call?.pending.addGroup || undefined}>
          Add the group
        </button>
      </form>
      <form
        className={styles.form}
        onSubmit={(event) =>
          void submit(
            () => onRename(name),
            () => undefined,
          )(event)
        }
        noValidate
      >
        <TextField
          label="The list's name"
          name="listName"
          value={name}
          maxLength={limits.production.listName}
          onChange={setName}
        />
        <Failed call={call} control="rename" />
        <button type="submit" className={buttons.button} aria-busy={call?.pending.rename || undefined}>
          Rename
        </button>
      </form>
      <form
        className={styles.form}
        onSubmit={(event) =>
          void submit(
            () => onDates(dates.pickUpDate, dates.returnDate),
            () => undefined,
          )(event)
        }
        noValidate
      >
        <div className={styles.row}>
          <TextField
            label="Pick-up"
            name="pickUpDate"
            type="date"
            value={dates.pickUpDate}
            onChange={(pickUpDate) => setDates({ ...dates, pickUpDate })}
          />
          <TextField
            label="Return"
            name="returnDate"
            type="date"
            value={dates.returnDate}
            onChange={(returnDate) => setDates({ ...dates, returnDate })}
          />
        </div>
        <Failed call={call} control="dates" />
        <button type="submit" className={buttons.button} aria-busy={call?.pending.dates || undefined}>
          Save the dates
        </button>
      </form>
    </div>
  );
}
