// A new list's groups as a buyer types them: one set, scene or shoot day a line ("Act 2 · Kitchen", "Day 14"),
// trimmed, each once, within the domain's limits. The server checks them again.
import { limits } from "@backlot/domain/limits";
import { singleLine } from "@backlot/domain";

export type GroupsRead = { groups: string[]; problem: null } | { groups: string[]; problem: string };

export function readGroups(text: string): GroupsRead {
  const groups = [
    ...new Set(
      text
        .split("\n")
        .map((line) => singleLine(line))
        .filter(Boolean),
    ),
  ];
  const { groupName, groups: most } = limits.production;
  const long = groups.find((group) => group.length > groupName);
  if (long) return { groups, problem: `"${long.slice(0, 24)}…" is longer than ${groupName} characters: shorten it` };
  if (groups.length > most) return { groups, problem: `A list has at most ${most} groups; this has ${groups.length}` };
  return { groups, problem: null };
}
