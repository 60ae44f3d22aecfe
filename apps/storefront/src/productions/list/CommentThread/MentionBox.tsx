// A comment's text box that suggests members as "@" is typed: arrow keys move through the suggestions, Enter or Tab
// takes one, Escape closes them. The box stays a plain textbox for assistive technology (a textarea may not be a
// combobox): it names the list it controls and the suggestion in focus, and a status says how many there are.
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { limits } from "@backlot/domain/limits";
import { VisuallyHidden } from "@backlot/ui/VisuallyHidden";
import { type TypedMention, insertMention, memberSuggestions, mentionAt } from "../mention-typing.js";
import type { MemberNames } from "../list-types.js";
import styles from "./CommentThread.module.css";

export interface MentionBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  members: MemberNames;
  disabled?: boolean;
  /** The id of the error under the box, when there is one. */
  errorId?: string | undefined;
}

export function MentionBox({ label, value, onChange, members, disabled = false, errorId }: MentionBoxProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState<TypedMention | null>(null);
  const [active, setActive] = useState(0);
  /** Where the caret goes once the text with a chosen mention is in the box. */
  const caretAfterMention = useRef<number | null>(null);
  const suggestions = typed ? memberSuggestions(members, typed.query) : [];
  const open = typed !== null && suggestions.length > 0;
  const listId = `${id}-members`;
  const optionId = (index: number) => `${id}-member-${index.toString()}`;

  const follow = (text: string, caret: number) => {
    const next = mentionAt(text, caret);
    setTyped(next);
    if (next?.query !== typed?.query) setActive(0);
  };

  const choose = (index: number) => {
    const member = suggestions[index];
    const field = box.current;
    if (!member || !typed || !field) return;
    const done = insertMention(value, typed, member.handle, field.selectionStart);
    caretAfterMention.current = done.caret;
    onChange(done.text);
    setTyped(null);
  };

  // Once the new text is in (in the same commit as the choice, before the next key is handled), the caret goes after
  // the mention. Not in a later frame: text typed meanwhile would land where the caret was put back.
  useLayoutEffect(() => {
    const caret = caretAfterMention.current;
    if (caret === null || !box.current) return;
    caretAfterMention.current = null;
    box.current.setSelectionRange(caret, caret);
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setTyped(null);
    }
  };

  return (
    <div className={styles.mentionBox}>
      <label className={styles.label} htmlFor={`${id}-box`}>
        {label}
      </label>
      <textarea
        ref={box}
        id={`${id}-box`}
        className={styles.box}
        rows={2}
        value={value}
        maxLength={limits.production.comment}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
        aria-invalid={errorId ? true : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onBlur={() => setTyped(null)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        Type @ and a name to mention a member: they hear of it.
      </p>
      {open && (
        <ul id={listId} role="listbox" aria-label="Members to mention" className={styles.suggestions}>
          {suggestions.map((member, index) => (
            <li
              key={member.uid}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Keeps the focus in the box, so the caret is where the mention goes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {member.name} <span className={styles.handle}>@{member.handle}</span>
            </li>
          ))}
        </ul>
      )}
      <div role="status">
        <VisuallyHidden>
          {open ? `${suggestions.length.toString()} members match: arrow keys to choose, Enter to mention` : ""}
        </VisuallyHidden>
      </div>
    </div>
  );
}
