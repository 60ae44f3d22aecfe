import { RouterLink } from "./router-link.js";
import { useTitle } from "./use-title.js";

export function NotFoundPage() {
  useTitle("Not found");
  return (
    <>
      <h1>There is no such page in the console</h1>
      <p>
        Check the address, or go to the <RouterLink href="/quotes">quote desk</RouterLink>.
      </p>
    </>
  );
}
