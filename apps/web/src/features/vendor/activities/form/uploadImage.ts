import { CSRF_HEADER } from '@weekends/shared/accounts';
import type { HostUpload } from '@weekends/shared/listings';

/** An upload the server refused (its reason, from the shared messages) or that never reached it (reason null). */
export class UploadFailed extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'upload failed');
  }
}

/** The host pressed × while the image was on its way. */
export class UploadCancelled extends Error {}

export interface RunningUpload {
  done: Promise<HostUpload>;
  abort: () => void;
}

/**
 * Sends one listing image to POST /api/host/uploads. XMLHttpRequest rather than fetch, because only it reports
 * upload progress; the header proves a same-site request for the session cookie (CSRF, see 'Security' in
 * docs/ARCHITECTURE.md).
 */
export function uploadListingImage(file: File, onProgress: (percent: number) => void): RunningUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<HostUpload>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as HostUpload);
      else reject(new UploadFailed(xhr.status < 500 ? ((body as { message?: string } | null)?.message ?? null) : null));
    };
    xhr.onerror = () => reject(new UploadFailed(null));
    xhr.onabort = () => reject(new UploadCancelled());
  });
  xhr.open('POST', '/api/host/uploads');
  xhr.setRequestHeader('accept', 'application/json');
  xhr.setRequestHeader(CSRF_HEADER, 'fetch');
  const body = new FormData();
  body.append('image', file, file.name);
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}
