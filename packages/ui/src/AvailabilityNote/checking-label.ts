// The note's words while the server is asked, apart from the rest: a card shows them before the note's code arrives.
export const checkingLabel = "Checking availability…";
