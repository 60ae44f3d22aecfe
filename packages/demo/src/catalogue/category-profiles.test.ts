// The profile table: every profile is complete and sane, each branch of the two sample tenants'
// trees finds a profile of its own, and names the table does not know fall back by keyword.
import { beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@backlot/tenant-config";
import { loadTestTenant } from "../../test/ny-props.js";
import { categoryProfiles, drawingFor, genericProfile, matchProfile, mixedBucketNotes } from "./category-profiles.js";
import { drawings } from "./prop-drawings.js";
import { nounText } from "./prop-wording.js";

let tenants: Tenant[];
beforeAll(async () => {
  tenants = await Promise.all([loadTestTenant("ny-props"), loadTestTenant("harbour-scenic")]);
});

const branchesOf = (tenant: Tenant) =>
  tenant.categories.departments.flatMap((department) =>
    department.categories.flatMap((category) =>
      (category.subcategories?.length ? category.subcategories.map((sub) => sub.name) : [undefined]).map(
        (subcategory) => ({ department: department.name, category: category.name, subcategory }),
      ),
    ),
  );

describe("category profiles", () => {
  it("are complete: nouns, sane ranges, a drawing, and words for the description", () => {
    const problems: string[] = [];
    for (const [key, profile] of Object.entries(categoryProfiles)) {
      const ranges = [
        ["rate", profile.rate],
        ["quantity", profile.quantity],
        ["years", profile.years],
        ...(profile.weight ? [["weight", profile.weight] as const] : []),
        ...Object.entries(profile.size ?? {}),
      ] as const;
      for (const [what, [min, max]] of ranges) {
        if (!(min <= max)) problems.push(`${key}: ${what} goes from ${min} down to ${max}`);
        if (what !== "years" && what !== "quantity" && !(min > 0)) problems.push(`${key}: ${what} starts at ${min}`);
      }
      if (profile.rate[0] % 100 || profile.rate[1] % 100) problems.push(`${key}: rates are not whole dollars`);
      if (!profile.service && (!profile.weight || !profile.size)) problems.push(`${key}: a thing needs a size`);
      if (profile.nouns.length < 3) problems.push(`${key}: only ${profile.nouns.length} nouns`);
      if (!(profile.drawing in drawings)) problems.push(`${key}: no drawing ${profile.drawing}`);
      if (profile.uses.length < 2 || profile.notes.length < 2) problems.push(`${key}: too few sentences`);
      if (profile.tags.length < 2) problems.push(`${key}: too few tags`);
      for (const noun of profile.nouns.map(nounText))
        if (!/^[\w&'.-]+( [\w&'.-]+)*$/.test(noun) || noun.length > 80) problems.push(`${key}: noun "${noun}"`);
      for (const sentence of [...profile.uses, ...profile.notes])
        if (!/^[A-Z0-9].{10,80}\.$/.test(sentence)) problems.push(`${key}: sentence "${sentence}"`);
    }
    expect(problems).toEqual([]);
  });

  it("give every branch of both sample tenants a profile of its own, but the hidden stock buckets", () => {
    const unmatched = tenants.flatMap((tenant) =>
      branchesOf(tenant)
        .filter((branch) => !mixedBucketNotes(branch) && matchProfile(branch).how !== "name")
        .map((branch) => `${tenant.id}: ${branch.department} > ${branch.category} > ${branch.subcategory ?? ""}`),
    );
    expect(unmatched).toEqual([]);
    const [ny] = tenants;
    const buckets = branchesOf(ny as Tenant).filter((branch) => mixedBucketNotes(branch));
    expect(buckets.map((branch) => branch.category)).toEqual(["Reset", "Under Repair", "Consignment", "Archive"]);
  });

  it("tell a soldier's helmet from a knight's, and a breakaway chair from a dining chair", () => {
    const helmet = (category: string) => matchProfile({ department: "X", category, subcategory: "Helmets" });
    expect(nounText(helmet("Field Gear").profile.nouns[0] ?? "")).toMatch(/M1|PASGT|ACH|Brodie|riot/);
    expect(helmet("Armor & Shields").profile.years[1]).toBeLessThan(1700);
    const chairs = matchProfile({
      department: "Stunt & Rigged Props",
      category: "Breakaway Furniture",
      subcategory: "Chairs",
    });
    expect(chairs.profile.nouns.map(nounText).every((noun) => noun.startsWith("breakaway"))).toBe(true);
  });

  it("fall back by the last keyword in a name, then to a generic crate", () => {
    const kind = (category: string) => matchProfile({ department: "Props", category });
    expect(kind("Vintage Cameras")).toMatchObject({ how: "keyword" });
    expect(kind("Vintage Cameras").profile.drawing).toBe("camera");
    expect(kind("Camera Bags").profile.drawing).toBe("bag");
    expect(kind("Rubber Guns").profile.drawing).toBe("pistol");
    expect(kind("Office Chairs").profile.drawing).toBe("chair");
    expect(kind("Wine Bottles").profile.drawing).toBe("bottle");
    expect(kind("Hospital Skeletons").profile.drawing).toBe("skull");
    expect(kind("Kitchen Knives").profile.drawing).toBe("knife");
    expect(kind("Jewelry Boxes").profile.drawing).toBe("crate");
    expect(kind("Widgets")).toEqual({ how: "generic", key: undefined, profile: genericProfile });
    expect(genericProfile.drawing).toBe("crate");
  });

  it("draw a prop in a hidden stock bucket by its kind tag, and an unknown one by its name", () => {
    const inArchive = { department: "Hidden Department", category: "Archive", name: "Colt Python replica" };
    expect(drawingFor({ ...inArchive, tags: ["revolver", "handgun"] })).toBe("revolver");
    expect(drawingFor({ ...inArchive, name: "Old desk lamp", tags: [] })).toBe("lamp");
    expect(drawingFor({ ...inArchive, name: "Mystery object", tags: [] })).toBe("crate");
  });
});
