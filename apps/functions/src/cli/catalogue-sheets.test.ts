// `backlot catalogue import|export|demo`, the real CLI (through the one `backlot`, apps/cli), into a copy of the
// Harbour Scenic tenant and the run's Firestore emulator. Harbour Scenic, because no other test prices from its props.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorPaths } from "@backlot/data";
import type { Prop } from "@backlot/domain";
import { backlotCli, workspaceRoot } from "../../test/backlot-cli.js";
import { adminFirestore, describeOnEmulators } from "../../test/world.js";

describeOnEmulators("backlot catalogue import, export and demo", (emulators) => {
  let db: Firestore;
  let parent: string;
  let tenantDir: string;
  const backlot = backlotCli({ FIRESTORE_EMULATOR_HOST: emulators.firestoreHost });
  const props = async () => JSON.parse(await readFile(join(tenantDir, "catalogue/props.json"), "utf8")) as Prop[];

  beforeAll(async () => {
    db = adminFirestore(emulators);
    parent = await mkdtemp(join(tmpdir(), "backlot-cli-import-"));
    tenantDir = join(parent, "harbour-scenic");
    await cp(resolve(workspaceRoot, "tenants/harbour-scenic"), tenantDir, {
      recursive: true,
      filter: (source) => !source.includes("node_modules"),
    });
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it("reports every bad row, exits 1 and writes nothing", async () => {
    const sheet = join(parent, "bad.csv");
    await writeFile(
      sheet,
      "Item number,Name,Department,Category,Weekly rate,Quantity,Width,Height,Depth\n" +
        "HS-1,Chesterfield sofa,Furniture,Seating,$240.00,1,210,75,90\n" +
        "HS-2,Pine flat,Scenic Flats and Walls,Hard Flats,80,6,120 in,240,8\n",
    );
    const run = backlot("catalogue", "import", sheet, "--tenant", tenantDir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      "Nothing was written: 2 problems. Fix them, or import with --partial to skip those rows.\n" +
        "Problems:\n" +
        '  row 3, column "Department" (C): "Scenic Flats and Walls" is not a department of the tenant; did you ' +
        'mean "Scenic Flats & Walls"?\n' +
        '  row 3, column "Width" (G): "120 in" is not in centimetres; write it in centimetres\n' +
        "1 listed prop has no photo: HS-1\n",
    );
    await expect(readdir(join(tenantDir, "catalogue"))).resolves.not.toContain("props.json");
  });

  it("imports a good sheet, then puts the props in Firestore", async () => {
    const sheet = join(parent, "good.csv");
    await writeFile(
      sheet,
      "Item number,Name,Department,Category,Subcategory,Weekly rate,Quantity,Width,Height,Depth,Weight\n" +
        "HS-1,Chesterfield sofa,Furniture,Seating,Sofas,$240.00,1,210,75,90,48 kg\n",
    );
    const run = backlot("catalogue", "import", sheet, "--tenant", tenantDir, "--project", emulators.projectId);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Imported into Harbour Scenic: 1 new, 0 updated, 0 unchanged.");
    expect(run.stdout).toContain(
      `backlot catalogue: Harbour Scenic: 1 props written, 0 removed, to the Firestore emulator at ` +
        `${emulators.firestoreHost} (project ${emulators.projectId}, vendors/harbour-scenic)\n`,
    );
    expect(await props()).toMatchObject([
      {
        id: "HS-1",
        weeklyRate: 24000,
        subcategory: "Sofas",
        dimensions: { width: 210, height: 75, depth: 90 },
        weight: 48,
      },
    ]);
    const stored = await db.doc(vendorPaths("harbour-scenic").prop("HS-1")).get();
    expect(stored.data()).toMatchObject({ name: "Chesterfield sofa", weeklyRate: 24000, quantity: 1 });
  });

  it("exports what import reads, and a demo goes in through the same import", async () => {
    const out = join(parent, "export.csv");
    const exported = backlot("catalogue", "export", "--tenant", tenantDir, "--out", out);
    expect(exported.status).toBe(0);
    expect((await readFile(out, "utf8")).split("\n")[0]).toBe(
      // Harbour Scenic has two docks: how each prop's stock splits between them follows its quantity.
      "\uFEFFItem number,Name,Description,Department,Category,Subcategory,Weekly rate,Quantity,Stock by location," +
        "Colors,Tags,Periods,Finishes,Vendor,Width,Height,Depth,Weight,Photos,Variants,Listed,Added,Location," +
        "Replacement value",
    );

    const refused = backlot("catalogue", "demo", "--tenant", tenantDir, "--count", "40");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("has a catalogue (catalogue/props.json) already");
    await rm(join(tenantDir, "catalogue/props.json"));
    const demo = backlot("catalogue", "demo", "--tenant", tenantDir, "--count", "40");
    expect(demo.stderr).toBe("");
    expect(demo.status).toBe(0);
    expect(demo.stdout).toContain("Imported into Harbour Scenic: 40 new, 0 updated, 0 unchanged.");
    expect(await props()).toHaveLength(40);
    // The demo's SVG drawings are drawn into AVIF, WebP and JPEG like any photo: no SVG is stored.
    const images = await readdir(join(tenantDir, "catalogue/images"));
    expect(images.filter((name) => !/\.(avif|webp|jpg)$/.test(name))).toEqual([]);
    expect((await props()).every((prop) => prop.images[0]?.resized !== undefined)).toBe(true);
  });

  it("fetches photo URLs on this machine only with --allow-private-photo-hosts", async () => {
    // The photo server runs in a process of its own: the CLI runs synchronously, which would stall one in this one.
    const photo = join(parent, "sofa.png");
    await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a63" } }).toFile(photo);
    const server = spawn(
      process.execPath,
      [
        "-e",
        `const png = require("node:fs").readFileSync(${JSON.stringify(photo)});
         require("node:http")
           .createServer((q, r) => { console.log(q.url); r.writeHead(200, { "content-type": "image/png" }).end(png); })
           .listen(0, "127.0.0.1", function () { console.log("port " + this.address().port); });`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      let output = "";
      server.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
      while (!/port \d+/.test(output)) await once(server.stdout, "data");
      const url = `http://127.0.0.1:${/port (\d+)/.exec(output)?.[1]}/sofa.png`;
      const own = join(parent, "own-network", "harbour-scenic");
      await mkdir(own, { recursive: true });
      await cp(resolve(workspaceRoot, "tenants/harbour-scenic"), own, {
        recursive: true,
        filter: (source) => !source.includes("node_modules"),
      });
      const sheet = join(parent, "own-network.csv");
      await writeFile(
        sheet,
        "Item number,Name,Department,Category,Subcategory,Weekly rate,Quantity,Photos\n" +
          `HS-1,Chesterfield sofa,Furniture,Seating,Sofas,$240.00,1,${url}\n`,
      );
      // No Firestore: this is about the photos.
      const local = backlotCli({ FIRESTORE_EMULATOR_HOST: "" });

      const refused = local("catalogue", "import", sheet, "--tenant", own);
      expect(refused.stderr).toBe("");
      expect(refused.stdout).toContain(
        `Missing photos (1):\n  row 2 (HS-1): ${url}: 127.0.0.1 is a loopback address (this machine); photos are ` +
          "fetched only from public addresses (if they are on your own network, import with " +
          "--allow-private-photo-hosts)\n",
      );

      const allowed = local("catalogue", "import", sheet, "--tenant", own, "--allow-private-photo-hosts");
      expect(allowed.stderr).toBe("");
      expect(allowed.status).toBe(0);
      expect(allowed.stdout).toContain("Photos: 1 prepared (resized to AVIF, WebP and JPEG), 0 done before.");
      // What the server was asked, read once this test's own last request shows it has all been read (the CLI ran
      // synchronously, so the lines wait in the pipe): one request, so the refused import sent none.
      await (await fetch(`${new URL(url).origin}/done`)).arrayBuffer();
      const asked = () => output.split("\n").filter((line) => line.startsWith("/"));
      await expect.poll(() => asked().includes("/done")).toBe(true);
      expect(asked()).toEqual(["/sofa.png", "/done"]);

      const help = local("catalogue", "--help");
      expect(help.stdout).toContain("[--allow-private-photo-hosts]");
      expect(help.stdout).toMatch(/--allow-private-photo-hosts also fetches from this machine and private networks/);
    } finally {
      server.kill();
    }
  });
});
