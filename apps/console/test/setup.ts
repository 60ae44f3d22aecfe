// Unmount what each test rendered, so nothing leaks into the next.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
