// Where a content page's JSON is served: "/" -> "/content/index.json", "/pages/about-us" ->
// "/content/pages/about-us.json". Shared by the app, the dev server and the tenant build.
export const contentFileUrl = (route: string) => `/content${route === "/" ? "/index" : route}.json`;
