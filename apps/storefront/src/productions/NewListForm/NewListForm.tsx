// A buyer starts one of the production's lists: its name, and its groups (sets, scenes or shoot days), one a line.
// What was typed stays after a refusal.
import { limits } from "@backlot/domain/limits";
import { useId, useRef, useState } from "react";
import { FormAlert, messageOf } from "@backlot/ui/FormAlert";
import { SubmitButton } from "@backlot/ui/SubmitButton";
import { TextField } from "@backlot/ui/TextField";
import room from "../room.module.css";
import { readGroups } from "../list-groups.js";

export interface NewListFormProps {
  /** Makes the list; resolves once the server has it (the page then opens it). */
  onCreate: (name: string, groups: string[]) => Promise<void>;
}

export function NewListForm({ onCreate }: NewListFormProps) {
  const titleId = useId();
  const [name, setName] = useState("");
  const [groupsText, setGroupsText] = useState("");
  const [problems, setProblems] = useState<{ name?: string; groups?: string }>({});
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const groupsRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  const submit = async () => {
    if (busy) return;
    const wanted = name.trim();
    const { groups, problem } = readGroups(groupsText);
    const found = {
      ...(wanted ? {} : { name: "Name the list, like “Act 2 · Kitchen” or “Day 14”." }),
      ...(problem ? { groups: problem } : {}),
    };
    setProblems(found);
    if (found.name || found.groups) return (found.name ? nameRef : groupsRef).current?.focus();
    setFailed(undefined);
    setBusy(true);
    try {
      await onCreate(wanted, groups);
    } catch (error) {
      setFailed(messageOf(error, "The list could not be made. Try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={room.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={titleId} className={room.heading}>
        New list
      </h3>
      <TextField
        label="List name"
        name="listName"
        ref={nameRef}
        value={name}
        onChange={(value) => (setName(value), setProblems((was) => ({ ...was, name: undefined })))}
        error={problems.name}
        required
        maxLength={limits.production.listName}
        autoComplete="off"
      />
      <TextField
        label="Groups"
        name="groups"
        ref={groupsRef}
        multiline
        rows={4}
        value={groupsText}
        onChange={(value) => (setGroupsText(value), setProblems((was) => ({ ...was, groups: undefined })))}
        error={problems.groups}
        hint="Optional: one set, scene or shoot day a line. Lines can be grouped later too."
        showLimit={false}
      />
      {failed && <FormAlert>{failed}</FormAlert>}
      <div className={room.actions}>
        <SubmitButton busy={busy} busyLabel="Making the list…">
          Make the list
        </SubmitButton>
      </div>
    </form>
  );
}
