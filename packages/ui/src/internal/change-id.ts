// The id a change to an order is sent under (extendOrder, addToOrder): the same for every retry of one submission, so
// a retry after a lost answer is not made twice; a new one once it went through, or once what is sent is different.
// The app makes ids (its document store's newId), at once or once its services have loaded.
import { useRef } from "react";

export type NewChangeId = () => string | Promise<string>;

export function useChangeId(newId: NewChangeId): { idFor: (sent: string) => Promise<string>; done: () => void } {
  const current = useRef<{ id: string; sent: string } | null>(null);
  return {
    async idFor(sent) {
      if (current.current?.sent !== sent) current.current = { id: await newId(), sent };
      return current.current.id;
    },
    done() {
      current.current = null;
    },
  };
}
