// The roles a member holds, as a group of checkboxes with what each role may do: starting a production (the creator
// is a coordinator already), inviting someone, or changing a member's roles. The roles and their words are the
// domain's table (@backlot/domain/production), never restated here.
import {
  type ProductionRole,
  orderedRoles,
  productionRoles,
  roleDescriptions,
  roleLabels,
} from "@backlot/domain/production";
import { useId } from "react";
import form from "@backlot/ui/form.module.css";
import styles from "./RolePicker.module.css";

export interface RolePickerProps {
  legend: string;
  value: readonly ProductionRole[];
  onChange: (roles: ProductionRole[]) => void;
  /** Roles held whatever is ticked (the creator's coordinator role): shown ticked, not to be unticked. */
  fixed?: readonly ProductionRole[];
  /** Why one of `fixed` cannot be unticked, read with it. */
  fixedReason?: string;
  error?: string | undefined;
  /** Leaves the descriptions out where space is short (a member's row): the legend's form shows them once. */
  compact?: boolean;
  disabled?: boolean;
}

export function RolePicker({
  legend,
  value,
  onChange,
  fixed = [],
  fixedReason,
  error,
  compact = false,
  disabled = false,
}: RolePickerProps) {
  const id = useId();
  const toggle = (role: ProductionRole, on: boolean) =>
    onChange(orderedRoles(on ? [...value, role] : value.filter((held) => held !== role)));
  return (
    <fieldset className={styles.picker} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={!!error}>
      <legend className={form.label}>{legend}</legend>
      <ul className={styles.roles} data-compact={compact}>
        {productionRoles.map((role) => {
          const isFixed = fixed.includes(role);
          const describedBy = [compact ? null : `${id}-${role}`, isFixed && fixedReason ? `${id}-fixed` : null]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={role} className={styles.role}>
              <input
                type="checkbox"
                id={`${id}-${role}-box`}
                className={styles.box}
                checked={isFixed || value.includes(role)}
                disabled={disabled || isFixed}
                aria-describedby={describedBy || undefined}
                onChange={(event) => toggle(role, event.target.checked)}
              />
              <label htmlFor={`${id}-${role}-box`} className={styles.name}>
                {roleLabels[role]}
              </label>
              {!compact && (
                <p id={`${id}-${role}`} className={styles.description}>
                  {roleDescriptions[role]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {fixedReason && fixed.length > 0 && (
        <p id={`${id}-fixed`} className={styles.description}>
          {fixedReason}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
