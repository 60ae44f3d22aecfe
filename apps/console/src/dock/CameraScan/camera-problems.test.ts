import { describe, expect, it } from "vitest";
import { cameraProblemMessages, cameraProblemOf, cameraUnavailable } from "./camera-problems.js";

describe("the camera's problems", () => {
  it("read getUserMedia's refusals as the browser names them", () => {
    const refusal = (name: string) => cameraProblemOf(new DOMException("refused", name));
    expect(refusal("NotAllowedError")).toBe("denied");
    expect(refusal("SecurityError")).toBe("denied");
    expect(refusal("NotFoundError")).toBe("none");
    expect(refusal("OverconstrainedError")).toBe("none");
    expect(refusal("NotReadableError")).toBe("busy");
    expect(refusal("AbortError")).toBe("busy");
    expect(cameraProblemOf(new TypeError("getUserMedia is not a function"))).toBe("unsupported");
    expect(cameraProblemOf("something else")).toBe("failed");
  });

  it("tell staff to allow the camera in the browser's settings when it is blocked, and offer the scanner field", () => {
    expect(cameraProblemMessages.denied).toContain(
      "Allow the camera for this site in the browser's settings, or use the scanner field",
    );
    for (const message of Object.values(cameraProblemMessages)) expect(message).toMatch(/scanner field/);
  });

  it("say before asking when the page may not use a camera: not secure, or no capture in this browser", () => {
    expect(cameraUnavailable({ isSecureContext: false, navigator })).toBe("insecure");
    // jsdom, like a browser with no capture, has no navigator.mediaDevices.
    expect(cameraUnavailable({ isSecureContext: true, navigator })).toBe("unsupported");
  });
});
