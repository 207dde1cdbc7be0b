import { fromPrice } from '@weekends/shared';
import { createRng } from './prng.ts';
import { flatCategories } from './content/categories.ts';
import { cityBySlug, areaByName } from './content/cities.ts';
import { demoActivities } from './content/activities.ts';
import { activityDetails, type ActivityDetails } from './content/details.ts';
import { activityDetailsAr, venueAr, type ActivityDetailsAr } from './content/details-ar.ts';
import { dayId, OUT_OF_HOME, STAY_AT_HOME, timingId } from './content/lookups.ts';
import { demoSlides } from './content/home.ts';
import type { ImageJob } from './images/render.ts';
import type { Theme } from './images/themes.ts';
import { blogImageJobs } from './blog.ts';
import {
  activitiesAr,
  arabicOf,
  categoriesAr,
  listAr,
  placeNamesAr,
  priceOptionsAr,
  streetsAr,
} from './content/arabic.ts';

/** Everything the demo seed inserts for one activity, computed without touching the database. */
export interface PlannedActivity {
  row: ActivityDetails &
    /**
     * The Arabic of the hours, redemption, policies, notes, important information, highlight and things to keep in
     * mind (content/details-ar.ts).
     */
    ActivityDetailsAr & {
      title: string;
      isOnline: boolean;
      isActive: boolean;
      submitRequest: boolean;
      submitRequestText: string | null;
      soldOut: boolean;
      dateInput: boolean;
      lifeTimeSales: number;
      views: number;
      validityPeriod: number | null;
      activityPreferenceId: number;
      fromPrice: number | null;
      hasImages: boolean;
      duration: string;
      included: string[];
      notIncluded: string[];
      /** The lists in Arabic, row for row (content/arabic.ts, `listItemsAr`). */
      includedAr: string[];
      notIncludedAr: string[];
      /** The Arabic beside the English (content/arabic.ts). */
      titleAr: string;
      descriptionAr: string;
      metaTitleAr: string;
      metaDescriptionAr: string;
    };
  categoryIds: number[];
  /** Slug of the level-1 category, used to pick fitting review texts. */
  levelOneSlug: string;
  dayIds: number[];
  timingIds: number[];
  options: {
    description: string;
    descriptionAr: string;
    price: number;
    discountedPrice: number | null;
    position: number;
  }[];
  images: ImageJob[];
  address: {
    address: string;
    addressAr: string;
    latitude: number;
    longitude: number;
    cityId: number;
    areaId: number;
  };
  popularity: number;
}

export const ACTIVITY_IMAGE = { width: 1200, height: 800 } as const;
export const CATEGORY_IMAGE = { width: 800, height: 600 } as const;
export const CATEGORY_MENU_IMAGE = { width: 480, height: 320 } as const;
export const CATEGORY_HEADER_IMAGE = { width: 1600, height: 400 } as const;
export const SLIDE_IMAGE = { width: 1600, height: 600 } as const;
export const SLIDE_SMALL_IMAGE = { width: 800, height: 800 } as const;

const aed = (amount: number): number => Math.round(amount * 100);

export function activityImagePath(slug: string, n: number): string {
  return `/uploads/seed/activities/${slug}-${n}.webp`;
}

function job(publicPath: string, theme: Theme, size: { width: number; height: number }): ImageJob {
  return { publicPath, theme, key: publicPath, width: size.width, height: size.height };
}

export function planCategories() {
  return flatCategories().map((c) => {
    const image = job(`/uploads/seed/categories/${c.slug}.webp`, c.theme, CATEGORY_IMAGE);
    const menu = job(`/uploads/seed/categories/${c.slug}-menu.webp`, c.theme, CATEGORY_MENU_IMAGE);
    const header = job(`/uploads/seed/categories/${c.slug}-header.webp`, c.theme, CATEGORY_HEADER_IMAGE);
    return {
      row: {
        id: c.id,
        name: c.name,
        slug: c.slug,
        parentId: c.parentId,
        level: c.level,
        position: c.position,
        image: image.publicPath,
        menuImage: menu.publicPath,
        headerImage: header.publicPath,
        metaTitle: c.metaTitle,
        metaDescription: c.metaDescription,
        ...categoryArabic(c.slug),
      },
      images: [image, menu, header],
    };
  });
}

/** A demo category's Arabic name, title and description. */
function categoryArabic(slug: string) {
  const { name, metaDescription } = arabicOf(categoriesAr, slug, 'category');
  return { nameAr: name, metaTitleAr: `${name} في الإمارات | Weekends`, metaDescriptionAr: metaDescription };
}

/** A demo city's or area's Arabic name. */
export const placeNameAr = (name: string) => arabicOf(placeNamesAr, name, 'city or area');

export function planSlides() {
  return demoSlides.map((s, i) => {
    const wide = job(`/uploads/seed/slides/${s.file}.webp`, s.theme, SLIDE_IMAGE);
    const small = job(`/uploads/seed/slides/${s.file}-small.webp`, s.theme, SLIDE_SMALL_IMAGE);
    return {
      row: {
        image: wide.publicPath,
        imageSmall: small.publicPath,
        title: s.title,
        titleAr: s.titleAr,
        link: s.link,
        position: i + 1,
      },
      images: [wide, small],
    };
  });
}

export function planActivities(): PlannedActivity[] {
  const categories = flatCategories();
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const titles = new Set<string>();
  return demoActivities.map((a) => {
    if (titles.has(a.title)) throw new Error(`Duplicate seed activity title: ${a.title}`);
    titles.add(a.title);
    const city = cityBySlug(a.city);
    const area = areaByName(city, a.area);
    const details = activityDetails(a, city.name, area.name);
    const arabic = arabicOf(activitiesAr, a.title, 'activity');
    const [cityAr, areaAr] = [placeNameAr(city.name), placeNameAr(area.name)];
    const rng = createRng(details.slug);
    const categoryIds = a.categories.map((slug) => {
      const c = bySlug.get(slug);
      if (!c) throw new Error(`Unknown category ${slug} for ${a.title}`);
      return c.id;
    });
    const first = bySlug.get(a.categories[0]!)!;
    const levelOne = first.parentId === null ? first : categories.find((c) => c.id === first.parentId)!;
    const options = a.options.map(([description, price, discounted], position) => ({
      description,
      descriptionAr: arabicOf(priceOptionsAr, description, 'price option'),
      price: aed(price),
      discountedPrice: discounted === undefined ? null : aed(discounted),
      position,
    }));
    const images = a.noImages
      ? []
      : a.themes.map((theme, i) => job(activityImagePath(details.slug, i + 1), theme, ACTIVITY_IMAGE));
    const lifeTimeSales = a.popularity * a.popularity * 14 + rng.int(0, 60);
    const views = Math.round(lifeTimeSales * rng.range(9, 22)) + rng.int(150, 900);
    const street = rng.pick(area.streets);
    const online = a.online === true;
    return {
      row: {
        ...details,
        ...activityDetailsAr(a, cityAr, areaAr),
        title: a.title,
        isOnline: online,
        isActive: a.inactive !== true,
        submitRequest: a.submitRequestText !== undefined,
        submitRequestText: a.submitRequestText ?? null,
        soldOut: a.soldOut === true,
        dateInput: a.dateInput === true,
        lifeTimeSales,
        views,
        validityPeriod: a.validityPeriod ?? null,
        activityPreferenceId: online ? STAY_AT_HOME : OUT_OF_HOME,
        fromPrice: fromPrice(options),
        hasImages: images.length > 0,
        duration: a.duration,
        included: [...a.included],
        notIncluded: [...a.notIncluded],
        includedAr: listAr(a.included),
        notIncludedAr: listAr(a.notIncluded),
        titleAr: arabic.title,
        descriptionAr: arabic.about.join('\n\n'),
        metaTitleAr: `${arabic.title} | ${online ? 'تجربة عبر الإنترنت' : cityAr} | Weekends`,
        metaDescriptionAr: arabic.about[0] ?? arabic.title,
      },
      categoryIds,
      levelOneSlug: levelOne.slug,
      dayIds: a.days.map(dayId),
      timingIds: a.timings.map(timingId),
      options,
      images,
      address: {
        address: online
          ? `Hosted online from ${area.name}, ${city.name}`
          : `${a.venue}, ${street}, ${area.name}, ${city.name}, UAE`,
        // All in Arabic, as UAE signs and maps write the venue and street; road numbers (E66) stay as signed.
        addressAr: online
          ? `تُقدَّم عبر الإنترنت من ${areaAr}، ${cityAr}`
          : `${venueAr(a.venue)}، ${arabicOf(streetsAr, street, 'street')}، ${areaAr}، ${cityAr}، الإمارات العربية المتحدة`,
        latitude: round6(area.latitude + rng.range(-0.012, 0.012)),
        longitude: round6(area.longitude + rng.range(-0.012, 0.012)),
        cityId: city.id,
        areaId: area.id,
      },
      popularity: a.popularity,
    };
  });
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Every image file the demo seed refers to. */
export function allDemoImageJobs(): ImageJob[] {
  return [
    ...planActivities().flatMap((a) => a.images),
    ...planCategories().flatMap((c) => c.images),
    ...planSlides().flatMap((s) => s.images),
    ...blogImageJobs(),
  ];
}
