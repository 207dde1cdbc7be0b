import '../i18n.ts';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../app/LazyNotFoundPage.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useActivity } from '../api.ts';
import { ActivityError } from '../components/ActivityError.tsx';
import { ActivitySkeleton } from '../components/ActivitySkeleton.tsx';
import { ActivityView } from '../components/ActivityView.tsx';

/** /activity/:slug — loads the activity and hands it to a view keyed on the slug, so a new slug resets everything. */
export function ActivityPage() {
  const { slug = '' } = useParams();
  const activity = useActivity(slug);

  if (activity.isPending) return <ActivitySkeleton />;
  if (activity.isError) {
    if (activity.error instanceof ApiRequestError && activity.error.status === 404) return <NotFoundPage />;
    return <ActivityError onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  }
  return <ActivityView key={slug} activity={activity.data} />;
}
