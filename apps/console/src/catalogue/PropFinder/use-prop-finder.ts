// The catalogue search that adds or substitutes a prop: what staff typed, what the search found,
// and a notice (a prop already on the quote or the list). The catalogue is searched a moment after typing
// stops, from two characters; an older answer never replaces a newer one.
import { useEffect, useRef, useState } from "react";
import type { PropChoice } from "./prop-choice.js";

export type FinderState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "failed" }
  | { status: "found"; choices: readonly PropChoice[] };

export function usePropFinder(findProps: (text: string) => Promise<readonly PropChoice[]>) {
  const [text, setText] = useState("");
  const [state, setState] = useState<FinderState>({ status: "idle" });
  const [notice, setNotice] = useState("");
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement>(null);

  // The latest search function, without restarting a search each time the page renders a new one.
  const find = useRef(findProps);
  find.current = findProps;
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed.length < 2) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "searching" });
    const timer = setTimeout(() => {
      find.current(trimmed).then(
        (choices) => current && setState({ status: "found", choices }),
        () => current && setState({ status: "failed" }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  return { text, setText, state, notice, setNotice, inputRef };
}

export type PropFinder = ReturnType<typeof usePropFinder>;
