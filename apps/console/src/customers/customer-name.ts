// How the console names a customer: first and last name, else their email.
import type { VendorUser } from "@backlot/domain";

export const customerName = (user: Pick<VendorUser, "firstName" | "lastName" | "email"> | undefined): string =>
  [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email || "A customer";
