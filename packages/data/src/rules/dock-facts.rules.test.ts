// firestore.rules for a prop's dock facts (decision 0041): where the house keeps a prop and what a lost one costs are
// its staff's to read, and nobody else's: not a customer, a visitor, an anonymous session, staff signed in as a
// customer, or another prop house's staff. No client writes them; `backlot catalogue push` does.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { it } from "vitest";
import { vendorPaths } from "../repositories/paths.js";
import { describeRules, paths } from "../../test/rules-env.js";

const facts = { location: "Cage A / Shelf 2", replacementValue: 120_000 };
const otherHouse = vendorPaths("harbour-scenic");

describeRules("dock facts", (world) => {
  it("lets the vendor's staff read a prop's dock facts, and nobody else", async () => {
    await world.seed(paths.propDockFactsOf("revolver"), facts);
    await world.seed(paths.prop("revolver"), { name: "Colt revolver replica", listed: true });
    await assertSucceeds(getDoc(doc(world.staff(), paths.propDockFactsOf("revolver"))));
    await assertSucceeds(getDocs(collection(world.staff(), paths.propDockFacts)));
    // The public prop is everyone's; its shelf and its price when lost are not.
    await assertSucceeds(getDoc(doc(world.visitor(), paths.prop("revolver"))));
    // The attack: a customer, a visitor, an anonymous session, staff signed in as a customer, a staff claim on an
    // unverified address, each by id and by listing.
    for (const reader of [
      world.as("jo", { emailVerified: true }),
      world.visitor(),
      world.anonymous(),
      world.impersonating("jo"),
      world.staff({ emailVerified: false }),
    ]) {
      await assertFails(getDoc(doc(reader, paths.propDockFactsOf("revolver"))));
      await assertFails(getDocs(collection(reader, paths.propDockFacts)));
    }
  });

  it("keeps one prop house's dock facts from another's staff", async () => {
    await world.seed(otherHouse.propDockFactsOf("flat"), { location: "Flat rack 2" });
    await assertFails(getDoc(doc(world.staff(), otherHouse.propDockFactsOf("flat"))));
    await assertFails(getDocs(collection(world.staff(), otherHouse.propDockFacts)));
  });

  it("lets no client write them: not staff around the catalogue push, not a customer, not a visitor", async () => {
    await world.seed(paths.propDockFactsOf("revolver"), facts);
    await assertFails(updateDoc(doc(world.staff(), paths.propDockFactsOf("revolver")), { replacementValue: 1 }));
    await assertFails(setDoc(doc(world.staff(), paths.propDockFactsOf("lamp")), { location: "Aisle 1 · Bay 1" }));
    await assertFails(deleteDoc(doc(world.staff(), paths.propDockFactsOf("revolver"))));
    await assertFails(setDoc(doc(world.as("jo", { emailVerified: true }), paths.propDockFactsOf("revolver")), facts));
    await assertFails(setDoc(doc(world.visitor(), paths.propDockFactsOf("stool")), facts));
    await assertFails(setDoc(doc(world.anonymous(), paths.propDockFactsOf("stool")), facts));
  });
});
