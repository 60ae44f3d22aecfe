// Where a production's list went at the prop house, as a link to the console's page for it: "quote Q-4F2K9XQ1",
// "order O-8K2M4PQ7"; a hold has no page of its own, so it is named only.
import { orderReference, quoteReference } from "@backlot/domain";
import type { SentToHouse } from "@backlot/domain/production";
import type { LinkComponent } from "@backlot/ui/Link";

export function SentLink({
  sent,
  LinkComponent,
}: {
  sent: Pick<SentToHouse, "kind" | "id">;
  LinkComponent: LinkComponent;
}) {
  switch (sent.kind) {
    case "quote":
      return <LinkComponent href={`/quotes/${sent.id}`}>quote {quoteReference(sent.id)}</LinkComponent>;
    case "order":
      return <LinkComponent href={`/orders/${sent.id}`}>order {orderReference(sent.id)}</LinkComponent>;
    case "hold":
      return <>a hold</>;
  }
}
