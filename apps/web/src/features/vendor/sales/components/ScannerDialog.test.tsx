import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_SALES_MESSAGES } from '@weekends/shared';
import { renderWithProviders } from '../../../../test/fakeApi.tsx';
import { mockRoutes, type Answer } from '../../../../test/api/mockApi.ts';
import { BookingsPage } from '../BookingsPage.tsx';
import { dashboardFixture, hostItem } from '../testing/fixtures.ts';

vi.mock('./SalesChart.tsx', () => ({ default: () => null }));

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setMediaDevices(undefined);
});

/** The verify endpoint accepts ABCD2345 once, as the server does, and refuses anything else. */
function stub() {
  let used = false;
  const api = mockRoutes({
    'GET /api/host/dashboard': () => ({ status: 200, body: dashboardFixture }),
    'GET /api/host/bookings': () => ({ status: 200, body: { items: [hostItem(1)], hasMore: false } }),
    'POST /api/host/verify': ({ body }): Answer => {
      const { code } = body as { code: string };
      if (code !== 'ABCD2345')
        return {
          status: 400,
          body: { statusCode: 400, code: 'BAD_REQUEST', message: HOST_SALES_MESSAGES.codeIncorrect },
        };
      if (used)
        return {
          status: 409,
          body: { statusCode: 409, code: 'CONFLICT', message: HOST_SALES_MESSAGES.alreadyVerified },
        };
      used = true;
      return {
        status: 200,
        body: { item: hostItem(1, { status: 'verified' }), message: HOST_SALES_MESSAGES.verified },
      };
    },
  });
  return api;
}

const posts = (api: ReturnType<typeof stub>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => call.body);

async function openScanner() {
  const user = userEvent.setup();
  renderWithProviders(<BookingsPage />, { path: '/vendor/dashboard/bookings' });
  await user.click(await screen.findByRole('button', { name: 'Scan voucher' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Scan voucher' }) };
}

describe('Scan voucher', () => {
  it('reads a QR code from the back camera, verifies it once and stops the camera on close', async () => {
    const api = stub();
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    setMediaDevices({ getUserMedia });
    // The browser's own reader, holding the voucher in view: it reads the same code again and again.
    const detect = vi.fn().mockResolvedValue([{ rawValue: 'abcd2345' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
        detect = detect;
      },
    );

    const { user, dialog } = await openScanner();
    expect(within(dialog).getByLabelText('Camera preview').tagName).toBe('VIDEO');
    const result = await within(dialog).findByRole('status', { name: 'Scan result' });
    await waitFor(() => expect(result).toHaveTextContent('Verified: Experience 1'));
    expect(result).toHaveTextContent('Customer: Customer 1');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    // Still in view, the code is not sent again until the host asks for the next one.
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(2));
    expect(posts(api)).toEqual([{ code: 'ABCD2345' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Scan next voucher' }));
    await waitFor(() => expect(result).toHaveTextContent(HOST_SALES_MESSAGES.alreadyVerified));
    expect(posts(api)).toEqual([{ code: 'ABCD2345' }, { code: 'ABCD2345' }]);

    expect(track.stop).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(track.stop).toHaveBeenCalled();
  });

  it('says when the camera is refused and verifies a typed code instead', async () => {
    const api = stub();
    setMediaDevices({
      getUserMedia: vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError')),
    });
    const { user, dialog } = await openScanner();
    expect(await within(dialog).findByText(/Camera access was refused/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Camera preview')).toBeNull();

    const field = within(dialog).getByLabelText('Or type the code');
    await user.type(field, 'WRONG123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    const result = within(dialog).getByRole('status', { name: 'Scan result' });
    await waitFor(() => expect(result).toHaveTextContent('Oops!Code entered is incorrect.'));
    await user.clear(field);
    await user.type(field, 'abcd2345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(result).toHaveTextContent('Verified: Experience 1'));
    expect(posts(api)).toEqual([{ code: 'WRONG123' }, { code: 'ABCD2345' }]);
  });

  it('says when the camera is there but did not start, and starts it again on Try again', async () => {
    stub();
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
    // Busy in another app the first time (the browser's NotReadableError), free the second.
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Could not start video source', 'NotReadableError'))
      .mockResolvedValue(stream);
    setMediaDevices({ getUserMedia });
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code']);
        detect = vi.fn().mockResolvedValue([]);
      },
    );
    const { user, dialog } = await openScanner();
    expect(await within(dialog).findByText(/The camera did not start/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Or type the code')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Looking for a QR code…')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Camera preview').tagName).toBe('VIDEO');
    expect(within(dialog).queryByText(/The camera did not start/)).toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says when there is no camera at all', async () => {
    stub();
    const { dialog } = await openScanner();
    expect(within(dialog).getByText(/No camera is available here/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Or type the code')).toBeInTheDocument();
  });
});
