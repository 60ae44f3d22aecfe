// Story setup for the kit's forms: the spies their stories pass as onSubmit (and onBack), so a
// story says how the submit goes in one word. Not shipped: only stories import it.
import { fn } from "storybook/test";

/** ResetPasswordForm's and EmailLinkForm's meta args: a send that succeeds, and "Back to log in".
 * A function, so each meta has spies of its own. */
export const emailRequestArgs = () => ({ onSubmit: fn(() => Promise.resolve()), onBack: fn() });

/** A submit the server refuses with `message` (worded as the auth catalogue words it). */
export const failingSubmit = (message: string) => fn(() => Promise.reject(new Error(message)));

/** A submit that never settles, to show the busy button. */
export const pendingSubmit = () => fn(() => new Promise<void>(() => undefined));
