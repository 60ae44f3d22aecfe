// The references customers and staff read out on the phone about a request or an order: the page
// that confirms it, the lists and the emails all show the same one.

/** "Q-7F3K2QX1". */
export const quoteReference = (id: string) => `Q-${id.slice(0, 8).toUpperCase()}`;

/** "O-7F3K2QX1". */
export const orderReference = (id: string) => `O-${id.slice(0, 8).toUpperCase()}`;
