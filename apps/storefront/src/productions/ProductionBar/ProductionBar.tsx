// The header's strip for a member of a production: which production they are working in (a menu of links to the
// others) and their notices (a badge with the count unread, opening the newest, each linking to its list). Both are
// disclosures: a button that opens a panel of links, closed by Escape (focus back on the button) or a click outside.
import type { Notice } from "@backlot/domain/production";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type LinkComponent, PlainLink } from "@backlot/ui/Link";
import { type WhenFormat, formatWhen } from "../when.js";
import styles from "./ProductionBar.module.css";

export interface ProductionBarProps {
  productions: readonly { id: string; name: string }[];
  currentId: string | undefined;
  productionHref: (productionId: string) => string;
  allHref: string;
  /** The person chose a production (remembered for their next visit). */
  onChoose: (productionId: string) => void;
  /** Null until read (or for no notices at all). */
  notices: { unread: number; items: readonly Notice[] } | null;
  noticeHref: (notice: Notice) => string;
  /** The notices were opened: the badge goes back to nought. */
  onOpenNotices: () => void;
  format: WhenFormat;
  now: Date;
  LinkComponent?: LinkComponent;
}

type Open = "productions" | "notices" | null;

export function ProductionBar({
  productions,
  currentId,
  productionHref,
  allHref,
  onChoose,
  notices,
  noticeHref,
  onOpenNotices,
  format,
  now,
  LinkComponent = PlainLink,
}: ProductionBarProps) {
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  const bar = useRef<HTMLElement>(null);
  const buttons = { productions: useRef<HTMLButtonElement>(null), notices: useRef<HTMLButtonElement>(null) };
  const current = productions.find((production) => production.id === currentId);
  const unread = notices?.unread ?? 0;

  // A click or a tap anywhere else closes an open panel, as menus do.
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  const toggle = (which: Exclude<Open, null>) => {
    const opening = open !== which;
    setOpen(opening ? which : null);
    if (opening && which === "notices" && unread > 0) onOpenNotices();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    buttons[open].current?.focus();
    setOpen(null);
  };

  return (
    <nav ref={bar} className={styles.bar} aria-label="Your productions" onKeyDown={closeOnEscape}>
      {productions.length > 0 && (
        <div className={styles.spot}>
          <button
            ref={buttons.productions}
            type="button"
            className={styles.toggle}
            aria-expanded={open === "productions"}
            aria-controls={`${id}-productions`}
            onClick={() => toggle("productions")}
          >
            <span className={styles.kicker}>Production</span>
            <span className={styles.current}>{current?.name ?? "Choose a production"}</span>
          </button>
          <div id={`${id}-productions`} className={styles.panel} hidden={open !== "productions"}>
            <ul className={styles.menu}>
              {productions.map((production) => (
                <li key={production.id}>
                  <LinkComponent
                    href={productionHref(production.id)}
                    className={styles.item}
                    {...(production.id === currentId ? { "aria-current": "page" as const } : {})}
                    onClick={() => (onChoose(production.id), setOpen(null))}
                  >
                    {production.name}
                  </LinkComponent>
                </li>
              ))}
              <li className={styles.all}>
                <LinkComponent href={allHref} className={styles.item} onClick={() => setOpen(null)}>
                  All productions and invitations
                </LinkComponent>
              </li>
            </ul>
          </div>
        </div>
      )}
      <div className={styles.spot}>
        <button
          ref={buttons.notices}
          type="button"
          className={styles.toggle}
          aria-expanded={open === "notices"}
          aria-controls={`${id}-notices`}
          onClick={() => toggle("notices")}
        >
          <span className={styles.current}>Notices</span>
          {unread > 0 && (
            <span className={styles.badge} aria-label={`${unread} unread`}>
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </button>
        <div id={`${id}-notices`} className={`${styles.panel} ${styles.end}`} hidden={open !== "notices"}>
          {!notices || notices.items.length === 0 ? (
            <p className={styles.empty}>No notices yet: reviews, approvals and mentions show here.</p>
          ) : (
            <ul className={styles.menu}>
              {notices.items.map((notice, index) => (
                <li key={`${notice.at.getTime()}-${index}`}>
                  <LinkComponent href={noticeHref(notice)} className={styles.notice} onClick={() => setOpen(null)}>
                    <span>{notice.text}</span>
                    <span className={styles.where}>
                      {[notice.listName || null, notice.productionName, formatWhen(notice.at, format, now)]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </LinkComponent>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {/* The count said again when it changes, for someone not looking at the badge. */}
      <p className={styles.live} aria-live="polite">
        {unread > 0 ? `${unread} unread ${unread === 1 ? "notice" : "notices"}` : ""}
      </p>
    </nav>
  );
}
