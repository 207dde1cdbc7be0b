import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddStaffBody, StaffRole } from '@weekends/shared/staff';
import { api } from '../../../lib/api.ts';
import { withReverify } from '../../../lib/reverify.ts';

const ROOT = ['admin', 'staff'] as const;

/** Every member of staff, owners first. */
export const staffQuery = queryOptions({
  queryKey: ROOT,
  queryFn: () => api.get('/api/admin/staff'),
});

/**
 * A change of staff asks 'Confirm it is you' when the last proof is older than 15 minutes (withReverify) and is sent
 * again once proven. After any change (or a refusal: another owner may have changed the list), the list is fetched
 * again.
 */
function useStaffMutation<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => withReverify(() => send(input)),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const useAddStaff = () => useStaffMutation((body: AddStaffBody) => api.post('/api/admin/staff', { body }));

/** From the role the page showed, so a change another owner made meanwhile is refused (409), not undone. */
export const useChangeRole = () =>
  useStaffMutation(({ id, from, role }: { id: number; from: StaffRole; role: StaffRole }) =>
    api.put('/api/admin/staff/{id}/role', { params: { path: { id } }, body: { from, role } }),
  );

export const useRemoveStaff = () =>
  useStaffMutation(({ id, from }: { id: number; from: StaffRole }) =>
    api.delete('/api/admin/staff/{id}', { params: { path: { id }, query: { from } } }),
  );
