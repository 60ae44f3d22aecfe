// How long the server's answer about availability stands, for the cards' answers and the browse filter's alike.

/** Others book meanwhile, so a page left open asks again after this. */
export const answerLifeMs = 60_000;
