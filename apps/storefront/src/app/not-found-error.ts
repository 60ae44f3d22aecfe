// The error a route's loader throws for an address with nothing at it (a content page, a prop):
// the routes' error element (NotFoundPage.tsx) shows it as a 404.
export class NotFoundError extends Error {
  constructor(readonly path: string) {
    super(`No page at ${path}`);
    this.name = "NotFoundError";
  }
}
