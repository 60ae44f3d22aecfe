// The dock's camera scanner, for a tablet or phone with no USB scanner (issue 34). Staff turn it on with a button:
// the browser asks for the rear camera while ZXing's reader loads in a chunk of its own (the dock's screen stays in
// its budget, decision 0047); the preview shows what the camera sees. A code read counts once while it stays in view
// (sightings.ts) and goes to `onCode`, the handler the scanner field counts with; each count beeps and flashes the
// preview, a refusal buzzes and is an alert. Stop, Escape, leaving the page or the camera failing releases the camera.
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import buttons from "@backlot/ui/button.module.css";
import { type Beeper, beeper } from "./beeper.js";
import { type CameraProblem, cameraProblemMessages, cameraProblemOf, cameraUnavailable } from "./camera-problems.js";
import type { Reading, readCodes as ReadCodes } from "./camera-reader.js";
import { type Sightings, noSightings, sight } from "./sightings.js";
import { type ScanOutcome, ScanOutcomes } from "../ScanOutcomes/index.js";
import styles from "./CameraScan.module.css";

export interface CameraScanProps {
  /** Counts one scan, as the scanner field does: resolves to what to say of it, rejects with why it was refused. */
  onCode: (code: string) => Promise<string>;
  /** How many outcomes stay in view. */
  keep?: number;
}

type Camera = { state: "off" } | { state: "starting" } | { state: "on" } | { state: "failed"; problem: CameraProblem };

/** What one press of the button holds until it is released. */
interface Session {
  beeper: Beeper;
  stream?: MediaStream;
  reading?: Reading;
  preview?: HTMLVideoElement;
}

/** The rear camera where there is one (a tablet's front camera faces the person holding it), sharp enough for bars. */
const constraints: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

function release(session: Session) {
  session.reading?.stop();
  for (const track of session.stream?.getTracks() ?? []) track.stop();
  if (session.preview) session.preview.srcObject = null;
  session.beeper.close();
}

export function CameraScan({ onCode, keep = 3 }: CameraScanProps) {
  const [camera, setCamera] = useState<Camera>({ state: "off" });
  const [outcomes, setOutcomes] = useState<ScanOutcome[]>([]);
  const [flashes, setFlashes] = useState(0);
  const preview = useRef<HTMLVideoElement>(null);
  const session = useRef<Session | null>(null);
  const seen = useRef<Sightings>(noSightings);
  const serial = useRef(0);
  // The page's handler as it is now (it names the lines as they load), not as it was when the camera started.
  const count = useRef(onCode);
  useEffect(() => {
    count.current = onCode;
  }, [onCode]);
  // Leaving the page turns the camera off.
  useEffect(
    () => () => {
      if (session.current) release(session.current);
      session.current = null;
    },
    [],
  );

  /** Releases this press's camera if it is still the current one; false if it was stopped meanwhile. */
  const end = (mine: Session, next: Camera) => {
    if (session.current !== mine) return false;
    release(mine);
    session.current = null;
    setCamera(next);
    return true;
  };

  const settle = (scan: number, state: ScanOutcome["state"], said: string) =>
    setOutcomes((now) => now.map((outcome) => (outcome.id === scan ? { ...outcome, state, said } : outcome)));

  const onRead = (mine: Session, code: string) => {
    if (session.current !== mine) return;
    const read = sight(seen.current, code, performance.now());
    seen.current = read.seen;
    if (!read.counts) return;
    mine.beeper.read();
    setFlashes((now) => now + 1);
    const scan = ++serial.current;
    setOutcomes((now) => [{ id: scan, code, said: "Counting…", state: "sending" as const }, ...now].slice(0, keep));
    count.current(code).then(
      (said) => settle(scan, "counted", said),
      (error: unknown) => {
        mine.beeper.refused();
        settle(scan, "refused", error instanceof Error ? error.message : String(error));
      },
    );
  };

  const start = async () => {
    if (session.current) return;
    const unavailable = cameraUnavailable(window);
    if (unavailable) {
      setCamera({ state: "failed", problem: unavailable });
      return;
    }
    // Made in the press itself: browsers let a page make sound only after a person's gesture.
    const mine: Session = { beeper: beeper() };
    session.current = mine;
    seen.current = noSightings;
    setCamera({ state: "starting" });
    // Loaded while the browser asks for the camera; its failure is told only if the camera starts.
    const loading = import("./camera-reader.js");
    loading.catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(constraints);
    } catch (error) {
      end(mine, { state: "failed", problem: cameraProblemOf(error) });
      return;
    }
    mine.stream = stream;
    // Stopped while the browser was asking: this stream is nobody's.
    if (session.current !== mine) {
      release(mine);
      return;
    }
    stream.getVideoTracks()[0]?.addEventListener("ended", () => end(mine, { state: "failed", problem: "ended" }));
    let readCodes: typeof ReadCodes;
    try {
      ({ readCodes } = await loading);
    } catch {
      end(mine, { state: "failed", problem: "reader" });
      return;
    }
    const video = preview.current;
    if (session.current !== mine || !video) {
      end(mine, { state: "off" });
      return;
    }
    mine.preview = video;
    try {
      const reading = await readCodes(
        stream,
        video,
        (code) => onRead(mine, code),
        () => end(mine, { state: "failed", problem: "ended" }),
      );
      mine.reading = reading;
      if (session.current !== mine) {
        reading.stop();
        return;
      }
      setCamera({ state: "on" });
    } catch (error) {
      end(mine, { state: "failed", problem: cameraProblemOf(error) });
    }
  };

  const stop = () => {
    if (session.current) end(session.current, { state: "off" });
  };

  const running = camera.state === "starting" || camera.state === "on";
  return (
    <section
      className={styles.camera}
      aria-label="Camera scanner"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape" && running) stop();
      }}
    >
      {/* One button, so focus stays on it as it turns the camera on and off. */}
      <button
        type="button"
        className={buttons.button}
        data-variant={running ? undefined : "primary"}
        aria-busy={camera.state === "starting"}
        onClick={() => (running ? stop() : void start())}
      >
        {running ? "Stop the camera" : "Scan with the camera"}
      </button>
      <p role="alert" className={styles.problem}>
        {camera.state === "failed" ? cameraProblemMessages[camera.problem] : ""}
      </p>
      <div className={styles.preview} hidden={!running}>
        <video ref={preview} className={styles.video} muted playsInline autoPlay aria-label="What the camera sees" />
        {/* Restarted on each count by its key: the frame flashes once per counted code. */}
        {flashes > 0 && <span key={flashes} className={styles.flash} aria-hidden="true" />}
        <p className={styles.hint}>
          {camera.state === "on" ? "Hold a label's QR code or barcode in the frame." : "Starting the camera…"}
        </p>
      </div>
      <ScanOutcomes outcomes={outcomes} label="Last camera scans" />
    </section>
  );
}
