// A camera for the dock's specs: Chromium films a Y4M video file as its camera (its fake capture device), and a spec
// puts a label's QR code in front of it by writing that file. Chromium opens the file when a page turns the camera
// on, not at launch, so `showToCamera` goes before the press of "Scan with the camera".
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import zxing from "@zxing/library";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";

const cameraFile = fileURLToPath(new URL("../.cache/e2e/dock-camera.y4m", import.meta.url));
const width = 640;
const height = 480;

/** The test browser, with a camera that films `cameraFile` and a permission prompt that always allows. */
export const fakeCameraLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
    `--use-file-for-fake-video-capture=${cameraFile}`,
  ],
};

/**
 * One frame of `text`'s QR code, black on white in the middle of a 640×480 picture, as Y4M (a text header, then each
 * frame's luma plane and its two quarter-size chroma planes; mid-grey chroma is no colour). Chromium plays a file
 * round and round, so one frame is a label held still in front of the camera.
 */
export function qrCodeVideo(text: string): Buffer {
  const symbol = new zxing.QRCodeWriter().encode(
    text,
    zxing.BarcodeFormat.QR_CODE,
    360,
    360,
    new Map([[zxing.EncodeHintType.MARGIN, 4]]),
  );
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - symbol.getWidth()) / 2);
  const top = Math.floor((height - symbol.getHeight()) / 2);
  for (let y = 0; y < symbol.getHeight(); y++)
    for (let x = 0; x < symbol.getWidth(); x++) if (symbol.get(x, y)) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  // C420jpeg: 4:2:0, full range (0 is black, 255 white).
  const header = `YUV4MPEG2 W${width} H${height} F25:1 Ip A1:1 C420jpeg\n`;
  return Buffer.concat([Buffer.from(header), Buffer.from("FRAME\n"), luma, chroma]);
}

/** What the camera films from the next time a page turns it on: a label carrying `itemNumber` as a QR code. */
export function showToCamera(itemNumber: string): void {
  mkdirSync(dirname(cameraFile), { recursive: true });
  writeFileSync(cameraFile, qrCodeVideo(itemNumber));
}
