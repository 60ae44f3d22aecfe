// "Picking up in Vancouver": the dock a visitor rents from, for a prop house with more than one
// (decision 0053). A native select, so a phone shows its own picker and the keyboard works as
// everywhere; it says when the dock was preselected as the nearest, so nobody wonders why.
import styles from "./PickupLocationBar.module.css";

export interface PickupLocationOption {
  id: string;
  displayName: string;
  /** A line of its address, to tell two docks in one city apart ("1550 Powell Street"). */
  street: string;
}

export interface PickupLocationBarProps {
  locations: readonly PickupLocationOption[];
  chosenId: string;
  /** Preselected as the nearest to the visitor's place, not chosen by them. */
  nearest: boolean;
  onChoose: (id: string) => void;
}

export function PickupLocationBar({ locations, chosenId, nearest, onChoose }: PickupLocationBarProps) {
  return (
    <div className={styles.bar}>
      <label className={styles.label}>
        <span>Picking up in</span>
        <select className={styles.select} value={chosenId} onChange={(event) => onChoose(event.target.value)}>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.displayName} · {location.street}
            </option>
          ))}
        </select>
      </label>
      {nearest && <span className={styles.hint}>nearest to you</span>}
    </div>
  );
}
