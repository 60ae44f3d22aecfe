// /account/set-lists/:setListId: one set list to edit (name, production, quantities), and what
// to do with it next: request a quote, or place an order for a rental period. A line is a prop in its
// variant, if it has one: named and priced by it, changed and removed as that line alone.
import { useNavigate, useParams } from "react-router";
import { SetListEditor } from "@backlot/ui/SetListEditor";
import { limits } from "@backlot/domain/limits";
import type { SetLists } from "@backlot/data";
import { RouterLink } from "../app/router-link.js";
import { settings } from "../app/tenant.js";
import { useDocumentMeta } from "../app/use-document-meta.js";
import { NotFoundPage } from "../app/NotFoundPage.js";
import { useCatalogueProps } from "../app/use-catalogue-props.js";
import { useCustomer } from "../app/use-customer.js";
import { useSetLists } from "./use-set-lists.js";
import { getServices } from "../app/services.js";
import styles from "../account/AccountPage.module.css";
import { hrefs } from "../app/hrefs.js";
import { SetListDates } from "./SetListDates.js";
import { editorLine } from "./line-items.js";

export function SetListPage() {
  const { setListId = "" } = useParams();
  const { uid } = useCustomer();
  const navigate = useNavigate();
  const { state, retry } = useSetLists(uid);
  const list = state.status === "ready" ? state.lists.find((each) => each.id === setListId) : undefined;
  const load = useCatalogueProps(list?.lines.map((line) => line.propId) ?? []);
  useDocumentMeta(list?.name ?? "Set list");

  if (state.status === "loading" || (list && load.status === "loading"))
    return <p role="status">Loading the set list…</p>;
  if (state.status === "error" || load.status === "error") {
    return (
      <p role="alert">
        The set list could not be loaded.{" "}
        <button type="button" onClick={state.status === "error" ? retry : load.retry}>
          Try again
        </button>
      </p>
    );
  }
  if (!list || load.status !== "ready") return <NotFoundPage />;

  const edit = async (change: (lists: SetLists) => Promise<void>) => change((await getServices()).setLists);
  const lines = list.lines.flatMap((line) => {
    const prop = load.value.get(line.propId);
    return prop ? [editorLine(line, prop)] : [];
  });

  return (
    <div className={styles.page}>
      <p>
        <RouterLink href={hrefs.setLists}>All set lists</RouterLink>
      </p>
      <SetListEditor
        key={list.id}
        setList={{ id: list.id, name: list.name, notes: list.production, lines }}
        settings={settings}
        onRename={(name) => edit((lists) => lists.rename(uid, list.id, name))}
        onSaveNotes={(production) => edit((lists) => lists.setProduction(uid, list.id, production))}
        notesMaxLength={limits.setList.production}
        onChangeQuantity={(line, quantity) => edit((lists) => lists.updateLine(uid, list.id, line, { quantity }))}
        onRemove={(line) => edit((lists) => lists.removeLine(uid, list.id, line))}
        onRequestQuote={() => void navigate(hrefs.quoteFromSetList(settings.request.basepath, list.id))}
        browseHref={hrefs.categories}
        LinkComponent={RouterLink}
        labels={{
          notes: "Production",
          notesHint: "The show or shoot this list is for; it goes on quotes and orders.",
          saveNotes: "Save production",
          notesSaved: "Production saved.",
          notesFailed: "The production could not be saved. Check your connection and try again.",
        }}
      />
      {lines.length > 0 && <SetListDates uid={uid} list={list} propOf={(propId) => load.value.get(propId)} />}
      {lines.length > 0 && (
        <RouterLink className={styles.primaryLink} href={hrefs.placeOrder(list.id)}>
          Place an order for this set list
        </RouterLink>
      )}
    </div>
  );
}
