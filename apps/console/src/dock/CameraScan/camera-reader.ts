// The camera's barcode reader, ZXing's (@zxing/browser): loaded with import() only when staff turn the camera on, so
// it is a chunk of its own, outside the dock's screen budget (bench/first-load-bench.ts reports it apart). It reads
// the labels' two symbols (packages/print), a QR code and a Code 128, from a stream CameraScan has opened.
import { BrowserCodeReader } from "@zxing/browser";
import {
  type BinaryBitmap,
  ChecksumException,
  Code128Reader,
  type DecodeHintType,
  FormatException,
  NotFoundException,
  QRCodeReader,
  type Reader,
  ReaderException,
  type Result,
} from "@zxing/library";

/**
 * The labels' two symbols and no others: fewer false reads, each frame tried faster, and (with vite.config.ts marking
 * ZXing free of side effects) a chunk a quarter the size of ZXing's every-format reader. No TRY_HARDER: the QR code
 * reads at any angle, so a label held sideways still scans.
 */
class LabelReader implements Reader {
  private readonly readers: Reader[] = [new QRCodeReader(), new Code128Reader()];

  decode(image: BinaryBitmap, hints?: Map<DecodeHintType, unknown> | null): Result {
    for (const reader of this.readers) {
      try {
        return reader.decode(image, hints ?? undefined);
      } catch (error) {
        // Not this symbol, or not readable in this frame: the next reader tries.
        if (!(error instanceof ReaderException)) throw error;
      }
    }
    throw new NotFoundException();
  }

  reset(): void {
    for (const reader of this.readers) reader.reset();
  }
}

export interface Reading {
  /** Ends the reading loop, stops the stream's tracks and empties the preview. */
  stop(): void;
}

/**
 * Shows `stream` in `preview` and reads it until stopped: `onRead` for each frame with a code in it (the same code is
 * given every frame it is in view), `onFailure` once if the reader gives up (the loop has stopped then).
 */
export async function readCodes(
  stream: MediaStream,
  preview: HTMLVideoElement,
  onRead: (text: string) => void,
  onFailure: (error: Error) => void,
): Promise<Reading> {
  // A frame every 150 ms: a label counts soon after it comes into view, and a tablet's processor keeps up.
  const reader = new BrowserCodeReader(new LabelReader(), new Map(), {
    delayBetweenScanAttempts: 150,
    delayBetweenScanSuccess: 150,
  });
  const controls = await reader.decodeFromStream(stream, preview, (result, error) => {
    if (result) onRead(result.getText());
    // Nothing in view, or a symbol half-read: the loop tries the next frame. Anything else ends it.
    else if (
      error &&
      !(error instanceof NotFoundException) &&
      !(error instanceof ChecksumException) &&
      !(error instanceof FormatException)
    )
      onFailure(error);
  });
  return { stop: () => controls.stop() };
}
