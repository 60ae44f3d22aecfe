// The dock's camera heard over the warehouse: a short high beep for each code read, a low double buzz for a refusal.
// Web Audio, started from the button press that turned the camera on (browsers let a page make sound only after a
// person's gesture); silent where there is no Web Audio.

export interface Beeper {
  read(): void;
  refused(): void;
  close(): void;
}

const silent: Beeper = { read() {}, refused() {}, close() {} };

export function beeper(): Beeper {
  if (typeof AudioContext !== "function") return silent;
  let context: AudioContext;
  try {
    context = new AudioContext();
  } catch {
    return silent;
  }
  const tone = (frequency: number, seconds: number, after = 0) => {
    if (context.state === "closed") return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.06;
    oscillator.connect(gain).connect(context.destination);
    const at = context.currentTime + after;
    oscillator.start(at);
    oscillator.stop(at + seconds);
  };
  return {
    read: () => tone(1_760, 0.08),
    refused: () => {
      tone(220, 0.14);
      tone(220, 0.14, 0.2);
    },
    close: () => void context.close().catch(() => undefined),
  };
}
