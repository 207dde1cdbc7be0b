import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { aboutExperiencesQuery } from '../api.ts';

const TILE_SHAPES = [
  'row-span-2 aspect-[3/4] sm:aspect-auto',
  'aspect-square sm:aspect-[4/3]',
  'aspect-square sm:aspect-[4/3]',
];

/**
 * Three of the most popular experiences as photo tiles linking to their pages: the About page shows the catalogue
 * itself rather than stock photography. While loading, or if the catalogue cannot be reached, brand-coloured tiles
 * keep the layout (the photos illustrate the text; nothing is lost without them).
 */
export function ExperienceMosaic() {
  const { t } = useTranslation('info');
  const { data } = useQuery(aboutExperiencesQuery);
  const tiles = data ?? [];

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      {tiles.length === 0 ? (
        TILE_SHAPES.map((shape, index) => (
          <div
            key={index}
            aria-hidden="true"
            className={`${shape} rounded-2xl bg-gradient-to-br from-brand-100 to-brand-50`}
          />
        ))
      ) : (
        <ul aria-label={t('about.extraordinary.imagesLabel')} className="contents">
          {tiles.map((activity, index) => (
            <li
              key={activity.id}
              className={`${TILE_SHAPES[index]} group relative overflow-hidden rounded-2xl bg-slate-100`}
            >
              <Link
                to={`/activity/${activity.slug}`}
                className="block h-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <img
                  src={activity.image ?? undefined}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={600}
                  height={400}
                  className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 via-slate-950/40 to-transparent px-3 pt-10 pb-2.5 text-xs leading-snug font-semibold text-white sm:px-4 sm:pb-3 sm:text-sm">
                  {activity.title}
                  {activity.city && (
                    <span className="block text-xs font-medium text-white/80">{activity.city.name}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
