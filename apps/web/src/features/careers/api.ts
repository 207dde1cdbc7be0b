import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerApplicationAnswer, CareerOpening } from '@weekends/shared/careers';
import { ApiRequestError, api, upload } from '../../lib/api.ts';

export const careersQuery = queryOptions({
  queryKey: ['careers'] as const,
  queryFn: ({ signal }) => api.get('/api/careers', { signal }),
  staleTime: 5 * 60_000,
});

export const useCareers = () => useQuery(careersQuery);

/** One open position; null when it is not open (404), so the page can show the not-found look. */
export const careerOpeningQuery = (slug: string) =>
  queryOptions({
    queryKey: ['careers', slug] as const,
    queryFn: async ({ signal }): Promise<CareerOpening | null> => {
      try {
        return await api.get('/api/careers/{slug}', { params: { path: { slug } }, signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useCareerOpening = (slug: string) => useQuery(careerOpeningQuery(slug));

export interface ApplicationUpload {
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  coverLetter: string;
  captcha: string;
  resume: File;
}

/**
 * Sends an application as multipart/form-data (the résumé is a file). The header proves a same-site request
 * for a signed-in visitor's cookie (CSRF, see 'Security' in docs/ARCHITECTURE.md); the browser sets the multipart
 * boundary itself.
 */
export function submitApplication(
  slug: string,
  { resume, ...fields }: ApplicationUpload,
): Promise<CareerApplicationAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('consent', 'true');
  // Last, so the text fields are read before the upload.
  body.append('resume', resume, resume.name);
  return upload('/api/careers/{slug}/applications', body, { path: { slug } });
}
