// A group's heading on a production's list (a set, a scene or a shoot day), with how many lines it shows, and for a
// buyer, renaming it or removing it (an empty one: the server says what to move first).
import { type FormEvent, useState } from "react";
import { limits } from "@backlot/domain/limits";
import { TextField } from "@backlot/ui/TextField";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import buttons from "@backlot/ui/button.module.css";
import type { CallState } from "../list-calls.js";
import styles from "./ProductionListView.module.css";

export interface GroupHeadingProps {
  id: string;
  /** "" for the lines in no group. */
  group: string;
  count: number;
  canEdit: boolean;
  call: CallState | undefined;
  onRename: (to: string) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

export function GroupHeading({ id, group, count, canEdit, call, onRename, onRemove }: GroupHeadingProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const error = call?.errors.rename ?? call?.errors.remove;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (renaming === null) return;
    if (renaming.trim() === group || (await onRename(renaming))) setRenaming(null);
  };

  return (
    <div className={styles.groupHead}>
      <h2 id={id} className={styles.groupName}>
        {group || "No group"} <span className={styles.count}>({count.toLocaleString("en-US")})</span>
      </h2>
      {canEdit && renaming === null && (
        <div className={styles.groupActions}>
          <button type="button" className={buttons.button} onClick={() => setRenaming(group)}>
            Rename <VisuallyHidden>{group}</VisuallyHidden>
          </button>
          <button
            type="button"
            className={buttons.button}
            data-tone="danger"
            aria-busy={call?.pending.remove || undefined}
            onClick={() => void onRemove()}
          >
            Remove <VisuallyHidden>{group}</VisuallyHidden>
          </button>
        </div>
      )}
      {canEdit && renaming !== null && (
        <form className={styles.renameGroup} onSubmit={(event) => void rename(event)} noValidate>
          <TextField
            label={`New name for ${group}`}
            name="groupName"
            value={renaming}
            maxLength={limits.production.groupName}
            onChange={setRenaming}
          />
          <div className={styles.groupActions}>
            <button type="submit" className={buttons.button} data-variant="primary">
              Rename
            </button>
            <button type="button" className={buttons.button} onClick={() => setRenaming(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
