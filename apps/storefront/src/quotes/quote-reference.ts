// The reference a customer quotes back to the vendor about a request.

/** "Q-7F3K2QX1": short enough to read out on the phone. */
export const quoteReference = (id: string) => `Q-${id.slice(0, 8).toUpperCase()}`;
