// /account/set-lists: the customer's set lists (pull lists), newest change first, and a new one.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { limits } from "@backlot/domain/limits";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { useCustomer } from "../app/use-customer.js";
import { useSetLists } from "./use-set-lists.js";
import { getServices } from "../app/services.js";
import { RouterLink } from "../app/router-link.js";
import styles from "../account/AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";

export function SetListsPage() {
  const { uid } = useCustomer();
  const navigate = useNavigate();
  const { state, retry } = useSetLists(uid);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentMeta("Set lists");

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError("Give the set list a name, like “Diner, scene 12”.");
    setBusy(true);
    try {
      const id = await (await getServices()).setLists.create(uid, { name });
      void navigate(hrefs.setList(id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Set lists</h1>
      <p className={styles.muted}>
        Group props by set or scene, then ask for a quote or place an order for the whole list.
      </p>
      <form className={styles.inlineForm} onSubmit={(event) => void create(event)} noValidate>
        <label htmlFor="new-set-list">New set list</label>
        <input
          id="new-set-list"
          value={name}
          maxLength={limits.setList.name}
          aria-invalid={error !== null}
          aria-describedby={error ? "new-set-list-error" : undefined}
          onChange={(event) => (setName(event.target.value), setError(null))}
        />
        <button type="submit" disabled={busy}>
          Create
        </button>
        {error && (
          <p id="new-set-list-error" role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
      {state.status === "loading" && <p role="status">Loading your set lists…</p>}
      {state.status === "error" && (
        <p role="alert">
          Your set lists could not be loaded.{" "}
          <button type="button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {state.status === "ready" && state.lists.length === 0 && (
        <p>No set lists yet. Create one above, or use “Add to set list” on any prop.</p>
      )}
      {state.status === "ready" && state.lists.length > 0 && (
        <ul className={styles.sections}>
          {state.lists.map((list) => (
            <li key={list.id}>
              <RouterLink href={hrefs.setList(list.id)} className={styles.section}>
                <span className={styles.label}>{list.name}</span>
                <span className={styles.muted}>
                  {list.lines.length === 1 ? "1 prop" : `${list.lines.length} props`}
                  {list.production ? ` · ${list.production}` : ""}
                </span>
              </RouterLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
