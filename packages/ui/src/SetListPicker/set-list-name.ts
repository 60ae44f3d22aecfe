// The rule for a set list's name, shared by the picker's "New set list" and the editor's rename.

import { limits } from "@backlot/domain/limits";

/** The data's limit (@backlot/data/limits), shown and enforced by the form. */
export const setListNameMaxLength = limits.setList.name;

export interface SetListNameMessages {
  nameMissing: string;
  nameTooLong: (max: number) => string;
}

export const defaultSetListNameMessages: SetListNameMessages = {
  nameMissing: "Enter a name for the set list.",
  nameTooLong: (max) => `Keep the name to ${max.toString()} characters or fewer.`,
};

/** The message for a set list name, or undefined when it is fine. */
export function checkSetListName(value: string, messages: SetListNameMessages): string | undefined {
  const name = value.trim();
  if (name === "") return messages.nameMissing;
  return name.length > setListNameMaxLength ? messages.nameTooLong(setListNameMaxLength) : undefined;
}
