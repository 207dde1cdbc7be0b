import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAREER_MESSAGES, RESUME_MAX_BYTES } from '@weekends/shared/careers';
import { captchaState } from '../../../test/FakeCaptcha.tsx';
import { mockRoutes, type MockedRoutes, type Reply } from '../../../test/api/mockApi.ts';
import { renderCareers, visualDesign } from '../testing/renderCareers.tsx';

vi.mock('../../../components/form/Captcha.tsx', () => import('../../../test/FakeCaptcha.tsx'));

const APPLY = 'POST /api/careers/visual/applications';
const thanks = { message: CAREER_MESSAGES.applied };

let api: MockedRoutes;
let answer: () => Reply | Promise<Reply>;
beforeEach(() => {
  captchaState.renewals = 0;
  answer = () => ({ status: 201, body: thanks });
  api = mockRoutes(
    {
      'GET /api/careers/visual': () => ({ status: 200, body: visualDesign }),
      'GET /api/careers/closed-role': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'This position is not open.' },
      }),
      [APPLY]: () => answer(),
    },
    { recordHeaders: true },
  );
});
afterEach(() => {
  cleanup();
});

const user = () => userEvent.setup({ applyAccept: false });
const pdf = (name = 'Amira CV.pdf', size = 240 * 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const resumeInput = () => screen.getByLabelText(/Résumé/, { selector: 'input' });
const submit = (u: ReturnType<typeof user>) => u.click(screen.getByRole('button', { name: 'Submit Application' }));

async function fill(u: ReturnType<typeof user>, { file = pdf() as File | null, consent = true } = {}) {
  await u.type(await screen.findByLabelText('Full name'), 'Amira Haddad');
  await u.type(screen.getByRole('textbox', { name: 'Email' }), 'amira@example.com');
  await u.type(screen.getByRole('textbox', { name: 'Phone' }), '501234567');
  await u.type(screen.getByLabelText('Address'), 'Villa 12, Al Reem Island, Abu Dhabi');
  await u.type(screen.getByLabelText('Cover letter'), 'Six years of brand design in Abu Dhabi.');
  if (file) await u.upload(resumeInput(), file);
  if (consent) await u.click(screen.getByRole('checkbox', { name: /I agree/ }));
}
const posts = () => api.calls.filter((call) => call.method === 'POST');

describe('/career-form/:id', () => {
  it('names the position and asks for every field, the résumé and consent, linking the privacy policy', async () => {
    renderCareers('/career-form/visual');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager-Visual Design' })).toBeInTheDocument();
    for (const label of ['Full name', 'Address', 'Cover letter'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+971');
    expect(resumeInput()).toHaveAttribute('type', 'file');
    expect(resumeInput().getAttribute('accept')).toContain('.pdf,.doc,.docx');
    expect(screen.getByText('PDF or Word (.pdf, .doc, .docx), at most 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Back to the job description' })).toHaveAttribute(
      'href',
      '/career-detail/visual',
    );
    expect(document.title).toContain('Apply: Manager-Visual Design');
  });

  it('shows every missing field after the first try and sends nothing', async () => {
    const u = user();
    renderCareers('/career-form/visual');
    await screen.findByLabelText('Full name');
    await submit(u);
    // Name, e-mail, phone, address and cover letter.
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    expect(screen.getByText(CAREER_MESSAGES.resumeRequired)).toBeInTheDocument();
    expect(screen.getByText(CAREER_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('checks the résumé as soon as it is chosen: extension and size; shows the name and size of a good one', async () => {
    const u = user();
    renderCareers('/career-form/visual');
    await screen.findByLabelText('Full name');

    await u.upload(resumeInput(), new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(CAREER_MESSAGES.resumeInvalid)).toBeInTheDocument();
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');

    await u.upload(resumeInput(), pdf('big.pdf', RESUME_MAX_BYTES + 1));
    expect(screen.getByText('big.pdf')).toBeInTheDocument();
    expect(screen.getByText('5 MB')).toBeInTheDocument();
    expect(screen.getByText(CAREER_MESSAGES.resumeInvalid)).toBeInTheDocument();

    await u.upload(resumeInput(), new File([new Uint8Array(1536 * 1024)], 'Amira CV.DOCX'));
    await waitFor(() => expect(screen.queryByText(CAREER_MESSAGES.resumeInvalid)).not.toBeInTheDocument());
    expect(screen.getByText('Amira CV.DOCX')).toBeInTheDocument();
    expect(screen.getByText('1.5 MB')).toBeInTheDocument();
    expect(screen.getByText('Choose another file')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Amira CV.DOCX')).not.toBeInTheDocument();
    expect(screen.getByText(CAREER_MESSAGES.resumeRequired)).toBeInTheDocument();
  });

  it("sends the application as multipart with the résumé, reads 'Wait..' meanwhile, then thanks the applicant", async () => {
    let release: (value: Reply) => void = () => {};
    answer = () => new Promise<Reply>((resolve) => (release = resolve));
    const u = user();
    renderCareers('/career-form/visual');
    await fill(u);
    await submit(u);
    expect(await screen.findByRole('button', { name: 'Wait..' })).toBeDisabled();

    // 'Wait..' shows from the click, while the captcha and validation still run: the request follows.
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [call] = posts();
    expect(call!.path).toBe('/api/careers/visual/applications');
    expect(call!.headers!['x-requested-with']).toBe('fetch');
    const body = call!.body as FormData;
    // Read as the server reads a multipart body: Node's FormData, not jsdom's.
    expect(body.constructor.name).toBe('FormData');
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Amira Haddad',
      email: 'amira@example.com',
      phoneNumber: '+971501234567',
      address: 'Villa 12, Al Reem Island, Abu Dhabi',
      coverLetter: 'Six years of brand design in Abu Dhabi.',
      captcha: 'payload-' + captchaState.issued,
      consent: 'true',
    });
    expect((body.get('resume') as File).name).toBe('Amira CV.pdf');
    expect([...body.keys()].at(-1)).toBe('resume');

    release({ status: 201, body: thanks });
    const heading = await screen.findByRole('heading', { name: 'Application sent' });
    // Focus moves in an effect after the heading appears: wait for it rather than assume the same tick.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(CAREER_MESSAGES.applied)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other open positions' })).toHaveAttribute('href', '/career');
  });

  it("puts the server's résumé verdict under the file, once, and renews the captcha", async () => {
    answer = () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'RESUME_INVALID',
        message: CAREER_MESSAGES.resumeInvalid,
        fieldErrors: { resume: [CAREER_MESSAGES.resumeInvalid] },
      },
    });
    const u = user();
    renderCareers('/career-form/visual');
    await fill(u);
    await submit(u);
    expect(await screen.findByText(CAREER_MESSAGES.resumeInvalid)).toBeInTheDocument();
    expect(screen.getAllByText(CAREER_MESSAGES.resumeInvalid)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(captchaState.renewals).toBe(1);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows field errors from the server under their fields', async () => {
    answer = () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fieldErrors: { phoneNumber: ['Invalid phone number!'] },
      },
    });
    const u = user();
    renderCareers('/career-form/visual');
    await fill(u);
    await submit(u);
    expect(await screen.findByText('Invalid phone number!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends the wait with a visible message when the request fails, and lets the applicant try again', async () => {
    answer = () => ({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    const u = user();
    renderCareers('/career-form/visual');
    await fill(u);
    await submit(u);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();

    answer = () => ({
      status: 429,
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts, please wait a minute and try again.',
      },
    });
    await submit(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts'));

    answer = () => ({ status: 201, body: thanks });
    await submit(u);
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
    expect(posts()).toHaveLength(3);
  });

  it("shows the app's 404 look for a position that is not open", async () => {
    renderCareers('/career-form/closed-role');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! This Page Could Not Be Found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });
});
