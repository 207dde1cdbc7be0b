import { useEffect, useRef, useState, type RefObject } from 'react';
import { startQrDecoder } from './qrDecoder.ts';

export type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** A refusal by the user (or the site's permissions) reads differently from a device that is missing or busy. */
function failureOf(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? 'denied'
    : 'unavailable';
}

function release(stream: MediaStream | undefined) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Opens the back camera (facingMode environment) into `video` while the component is mounted and reads QR codes
 * from it. Unmounting stops the decoder and every camera track, even when it happens while the camera is starting.
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  onCode: (code: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>(() => (hasCamera() ? 'starting' : 'unavailable'));
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
      } catch {
        release(stream);
        if (!closed) setState('unavailable');
      }
    };
    void open();
    return () => {
      closed = true;
      stopDecoder?.();
      release(stream);
    };
  }, [video]);

  return state;
}
