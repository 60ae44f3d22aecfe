// A load that failed: what went wrong, and "Try again" when the caller can retry. One shape for
// every component that loads something (a message thread, set lists, an order's estimate).
import button from "../internal/button.module.css";

export interface LoadErrorProps {
  message: string;
  onRetry?: (() => void) | undefined;
  retryLabel: string;
  /** The component's own spacing for the alert box. */
  className?: string | undefined;
}

export function LoadError({ message, onRetry, retryLabel, className }: LoadErrorProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={button.button} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
