// The catalogue search worker: fetches and parses the index (2 MB of JSON for 2,000 props) and
// answers searches, off the page's main thread, which stays free for hydration and input.
import { serveSearchEngine } from "@backlot/search/worker";
import { loadCatalogueEngine } from "./catalogue-index.js";

// Starts loading at once: the page made this worker because it is about to search.
serveSearchEngine(self, loadCatalogueEngine).warm();
