// Home: the tenant's own introduction (content/index.md) and its departments.
import { useLoaderData } from "react-router";
import type { ContentPageData } from "./content-page-data.js";
import { DepartmentLinks } from "./DepartmentLinks.js";
import { ContentView } from "./ContentRoute.js";

export function HomePage() {
  const page = useLoaderData<ContentPageData>();
  return (
    <ContentView page={page}>
      <section aria-labelledby="departments-heading">
        <h2 id="departments-heading">Browse the rental departments</h2>
        <DepartmentLinks />
      </section>
    </ContentView>
  );
}
