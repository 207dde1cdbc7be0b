import { useEffect, useRef, useState, type RefObject } from 'react';
import { startQrDecoder } from './qrDecoder.ts';

export type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable' | 'failed';

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * A refusal by the user (or the site's permissions) reads differently from a device that is missing, and both from
 * one that is there but did not start (busy in another app, or slower than the reader waits): that one may be tried
 * again.
 */
function failureOf(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'unavailable';
  return 'failed';
}

function release(stream: MediaStream | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Opens the back camera (facingMode environment) into `video` while the component is mounted and reads QR codes
 * from it. Unmounting stops the decoder and every camera track, even when it happens while the camera is starting.
 * Answers the camera's state and `retry`, which starts it again after it failed.
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): { camera: CameraState; retry: () => void } {
  const [state, setState] = useState<CameraState>(() => (hasCamera() ? 'starting' : 'unavailable'));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    if (!hasCamera()) return;
    let closed = false;
    let stream: MediaStream | undefined;
    let stopDecoder: (() => void) | undefined;
    const open = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!closed) setState(failureOf(error));
        return;
      }
      if (closed || !video.current) return release(stream);
      try {
        const stop = await startQrDecoder(stream, video.current, (code) => latest.current(code));
        if (closed) return stop();
        stopDecoder = stop;
        setState('scanning');
      } catch (error) {
        // The reader gave up waiting for the first frame (@zxing/browser rejects with `false`), or could not read it.
        release(stream);
        if (!closed) setState(failureOf(error));
      }
    };
    void open();
    return () => {
      closed = true;
      stopDecoder?.();
      release(stream);
    };
  }, [video, attempt]);

  const retry = () => {
    setState('starting');
    setAttempt((n) => n + 1);
  };
  return { camera: state, retry };
}
