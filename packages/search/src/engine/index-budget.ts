// How big the demo catalogue's search index may be (issue 19), in gzipped bytes per listed prop: the storefront
// downloads it whole. The size test and the bench both hold the index to it.
export const indexBudgetPerProp = 120;
