// A form-level message: a server error after a failed submit (role="alert", read out at once),
// or with tone="success" a confirmation (role="status").
import type { ReactNode, Ref } from "react";
import styles from "../internal/form/form.module.css";

export interface FormAlertProps {
  children: ReactNode;
  tone?: "error" | "success";
  id?: string;
  className?: string;
  /** For moving focus to the message (tabIndex -1 makes that possible). */
  ref?: Ref<HTMLDivElement>;
}

export function FormAlert({ children, tone = "error", id, className, ref }: FormAlertProps) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      data-tone={tone}
      className={[styles.alert, className].filter(Boolean).join(" ")}
    >
      {children}
    </div>
  );
}
