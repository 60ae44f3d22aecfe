// How the room reads a production's live document for the signed-in person, and how its commands are called: with
// the vendor's id left to the caller, and, without a server, refused in words that say how to get one.
import { DocumentStoreError } from "@backlot/data";
import type { Production } from "@backlot/domain/production";
import { describe, expect, it } from "vitest";
import { productionCallables, productionCommandsWithoutServer } from "./production-commands.js";
import { productionRoom } from "./use-production.js";

const joinedAt = new Date("2026-10-01T12:00:00Z");
const production = {
  name: "Harbour Lights",
  members: {
    dana: { name: "Dana Reyes", email: "dana@studio.example", roles: ["coordinator", "buyer"], joinedAt },
    sam: { name: "Sam Okafor", email: "sam@studio.example", roles: ["designer"], joinedAt },
  },
  memberUids: ["dana", "sam"],
} as unknown as Production;
const retry = () => undefined;

describe("the room as the signed-in member reads it", () => {
  it("is ready with who they are, and may do what their roles allow (the permissions table)", () => {
    const sam = productionRoom("harbour", "sam", { status: "ready", data: production });
    expect(sam).toMatchObject({ status: "ready", production: { id: "harbour", name: "Harbour Lights" } });
    expect(sam.me).toEqual({ uid: "sam", member: production.members.sam, roles: ["designer"] });
    expect([sam.may("review"), sam.may("editLists"), sam.may("manageMembers"), sam.may("comment")]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const dana = productionRoom("harbour", "dana", { status: "ready", data: production });
    expect([dana.may("editLists"), dana.may("sendToHouse"), dana.may("review")]).toEqual([true, true, false]);
  });

  it("is missing to someone the rules refuse, to a removed member, and for no production", () => {
    const denied = new DocumentStoreError("permission-denied", "Missing or insufficient permissions");
    expect(productionRoom("harbour", "lee", { status: "error", error: denied, retry }).status).toBe("missing");
    expect(productionRoom("harbour", "lee", { status: "ready", data: production })).toMatchObject({
      status: "missing",
      me: null,
    });
    expect(productionRoom("harbour", "dana", { status: "ready", data: undefined }).status).toBe("missing");
    expect(productionRoom(undefined, "dana", { status: "loading" }).status).toBe("missing");
    expect(productionRoom("harbour", "dana", { status: "ready", data: production }).may("read")).toBe(true);
  });

  it("is loading, or an error to retry when the connection failed", () => {
    expect(productionRoom("harbour", "dana", { status: "loading" }).may("read")).toBe(false);
    const offline = new DocumentStoreError("unavailable", "offline");
    expect(productionRoom("harbour", "dana", { status: "error", error: offline, retry })).toMatchObject({
      status: "error",
      error: offline,
      retry,
    });
  });
});

describe("the room's commands", () => {
  it("call the callables by their contract names, the vendor's id left to the caller", async () => {
    const calls: [string, unknown][] = [];
    const fakeCall = <In, Out>(name: string, data: In) => {
      calls.push([name, data]);
      return Promise.resolve({ ok: true } as Out);
    };
    const commands = productionCallables(fakeCall);
    await commands.createProduction({ productionId: "p1", name: "Harbour Lights", roles: ["coordinator"] });
    await commands.changeMembership({ productionId: "p1", change: { kind: "leave" } });
    await commands.markNoticesSeen({});
    expect(calls).toEqual([
      ["createProduction", { productionId: "p1", name: "Harbour Lights", roles: ["coordinator"] }],
      ["changeMembership", { productionId: "p1", change: { kind: "leave" } }],
      ["markNoticesSeen", {}],
    ]);
  });

  it("are refused without a server, saying how to start one; the badge has nothing to mark", async () => {
    await expect(productionCommandsWithoutServer.acceptProductionInvite({ inviteId: "i1" })).rejects.toMatchObject({
      code: "unavailable",
      message: expect.stringContaining("npm start") as string,
    });
    await expect(productionCommandsWithoutServer.markNoticesSeen({})).resolves.toEqual({ ok: true });
  });
});
