/** The Shape Detection API's barcode reader, where the browser has one (Chrome on Android, macOS, ChromeOS). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const SCAN_INTERVAL_MS = 250;
/**
 * How long the camera may take to show its first frame before the scanner gives up and offers the typed code:
 * @zxing/browser's own default is 5 s, which a slow phone (or a loaded test machine) starting its camera can pass.
 */
const CAMERA_START_MS = 15_000;

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * Shows the camera's stream in `video` and reads QR codes from it until the answered stop function is called: with
 * the browser's BarcodeDetector when it reads QR codes, else with @zxing/browser (downloaded only then). Each read
 * is handed to `onCode`, repeatedly while the code stays in view; the caller decides what to ignore.
 */
export async function startQrDecoder(
  stream: MediaStream,
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const detector = await nativeDetector();
  if (detector) {
    video.srcObject = stream;
    await video.play();
    let stopped = false;
    let timer: number | undefined;
    const tick = async () => {
      try {
        const value = (await detector.detect(video))[0]?.rawValue;
        if (value && !stopped) onCode(value);
      } catch {
        // A frame the detector could not read (the video still starting); the next one is tried.
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      video.srcObject = null;
    };
  }
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader(undefined, {
    delayBetweenScanAttempts: SCAN_INTERVAL_MS,
    tryPlayVideoTimeout: CAMERA_START_MS,
  });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}
