// "Add to set list" from a card in a grid: the same choices as the prop page's popover (SetListPanel) in a
// modal window, as a popover would be clipped by the card and crowd a phone's two columns. One dialog serves
// a whole grid: the app shows it for the card whose button was pressed. Closing with a new list's name typed
// asks first.
import { useId, useState } from "react";
import { Modal } from "../Modal/index.js";
import {
  type SetListChoiceHandlers,
  type SetListPickerLabels,
  SetListPanel,
  defaultSetListPickerLabels,
} from "../SetListPicker/SetListPanel.js";
import styles from "./SetListDialog.module.css";

export interface SetListDialogLabels extends SetListPickerLabels {
  close: string;
  discardName: string;
  discardNameDetail: string;
  discard: string;
  keepName: string;
}

export const defaultSetListDialogLabels: SetListDialogLabels = {
  ...defaultSetListPickerLabels,
  close: "Close",
  discardName: "Discard the new set list?",
  discardNameDetail: "Its name is typed but the list is not created yet.",
  discard: "Discard",
  keepName: "Keep it",
};

export interface SetListDialogProps extends SetListChoiceHandlers {
  onClose: () => void;
  /** The app shell's modal mount point; in place when left out. */
  container?: Element | null;
  labels?: Partial<SetListDialogLabels>;
}

export function SetListDialog({ onClose, container, labels: given = {}, ...choices }: SetListDialogProps) {
  const labels = { ...defaultSetListDialogLabels, ...given };
  const id = useId();
  const [hasDraft, setHasDraft] = useState(false);
  return (
    <Modal
      title={labels.title(choices.propName)}
      size="small"
      onClose={onClose}
      isDirty={hasDraft}
      discardQuestion={{
        title: labels.discardName,
        paragraphs: [labels.discardNameDetail],
        confirmLabel: labels.discard,
        cancelLabel: labels.keepName,
      }}
      closeLabel={labels.close}
      container={container ?? null}
    >
      <div className={styles.panel}>
        <SetListPanel id={id} labels={labels} shown onDraftChange={setHasDraft} {...choices} />
      </div>
    </Modal>
  );
}
