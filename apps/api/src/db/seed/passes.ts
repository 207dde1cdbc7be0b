import { and, asc, eq, sql } from 'drizzle-orm';
import {
  activities,
  activityAddresses,
  activityCategories,
  bundleItems,
  bundles,
  categories,
  cities,
} from '../schema/index.ts';
import { firstImage } from '../../modules/catalog/queries.ts';
import type { Tx } from '../client.ts';

/**
 * Four weekend passes across the emirates, each made of that emirate's experiences that sell (not request-only,
 * not weekend-pass listings themselves), with a discount per experience.
 */
const demoPasses = [
  {
    slug: 'dubai-thrills-weekend',
    city: 'dubai',
    name: 'Dubai Thrills Weekend',
    description:
      'Three days of Dubai at full speed: dunes, water and the city from above, planned so you only have to show up.',
    highlights: [
      'Save on every experience',
      'Pick your own dates',
      'One checkout, one set of vouchers',
      'Free cancellation up to 48 hours before',
    ],
    nameAr: 'عطلة الإثارة في دبي',
    descriptionAr: 'ثلاثة أيام من دبي بأقصى سرعة: الكثبان والبحر والمدينة من السماء، خطّطناها لك لتستمتع فقط.',
    highlightsAr: [
      'وفّر في كل تجربة',
      'اختر مواعيدك بنفسك',
      'دفع واحد ومجموعة واحدة من القسائم',
      'إلغاء مجاني حتى 48 ساعة قبل الموعد',
    ],
    discounts: [10, 15, 12, 10],
  },
  {
    slug: 'abu-dhabi-culture-and-coast',
    city: 'abu-dhabi',
    name: 'Abu Dhabi Culture and Coast',
    description:
      'Galleries in the morning, mangroves in the afternoon and the waterfront at night: the capital at an easy pace.',
    highlights: [
      'Museums, nature and food in one pass',
      'Ideal for couples and families',
      'Vouchers valid for weeks',
      'Save up to 15%',
    ],
    nameAr: 'أبوظبي: ثقافة وساحل',
    descriptionAr: 'المعارض صباحاً وأشجار القرم بعد الظهر والواجهة البحرية مساءً: العاصمة بإيقاع هادئ.',
    highlightsAr: [
      'متاحف وطبيعة وطعام في باقة واحدة',
      'مثالية للأزواج والعائلات',
      'قسائم صالحة لأسابيع',
      'وفّر حتى 15%',
    ],
    discounts: [12, 15, 10],
  },
  {
    slug: 'ras-al-khaimah-mountain-escape',
    city: 'ras-al-khaimah',
    name: 'Ras Al Khaimah Mountain Escape',
    description: 'Trade the city for Jebel Jais: trails, views and a slower weekend in the north.',
    highlights: [
      'Mountains and beaches',
      'An hour from Dubai',
      'Small groups',
      'Save on every experience',
      'Local hosts',
    ],
    nameAr: 'رأس الخيمة: ملاذ الجبال',
    descriptionAr: 'استبدل المدينة بجبل جيس: مسارات وإطلالات وعطلة أهدأ في شمال الإمارات.',
    highlightsAr: ['جبال وشواطئ', 'على بعد ساعة من دبي', 'مجموعات صغيرة', 'وفّر في كل تجربة', 'مضيفون محليون'],
    discounts: [10, 10, 15, 12],
  },
  {
    slug: 'east-coast-sea-weekend',
    city: 'fujairah',
    name: 'East Coast Sea Weekend',
    description:
      'Snorkelling, kayaking and seafood on the Gulf of Oman, where the water is clear and the weekends are quiet.',
    highlights: ['Clear water and coral', 'For beginners and regulars', 'Save up to 15%'],
    nameAr: 'عطلة البحر على الساحل الشرقي',
    descriptionAr: 'غطس وتجديف بالكاياك ومأكولات بحرية على خليج عُمان، حيث المياه صافية والعطلات هادئة.',
    highlightsAr: ['مياه صافية وشعاب مرجانية', 'للمبتدئين وأصحاب الخبرة', 'وفّر حتى 15%'],
    discounts: [15, 10, 12],
  },
] as const;

export async function insertDemoPasses(tx: Tx): Promise<void> {
  const [passCategory] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'weekend-pass'));
  for (const [position, pass] of demoPasses.entries()) {
    const candidates = await tx
      .select({ id: activities.id, image: firstImage() })
      .from(activities)
      .innerJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
      .innerJoin(cities, eq(cities.id, activityAddresses.cityId))
      .where(
        and(
          eq(cities.slug, pass.city),
          eq(activities.isActive, true),
          eq(activities.submitRequest, false),
          passCategory
            ? sql`not exists (select 1 from ${activityCategories} ac where ac.activity_id = ${activities.id} and ac.category_id = ${passCategory.id})`
            : sql`true`,
          sql`exists (select 1 from price_options p where p.activity_id = ${activities.id})`,
        ),
      )
      .orderBy(asc(activities.id))
      .limit(pass.discounts.length);
    if (candidates.length < 2) continue;
    const [row] = await tx
      .insert(bundles)
      .values({
        slug: pass.slug,
        name: pass.name,
        nameAr: pass.nameAr,
        description: pass.description,
        descriptionAr: pass.descriptionAr,
        highlights: [...pass.highlights],
        highlightsAr: [...pass.highlightsAr],
        coverImage: candidates[0]!.image,
        position,
      })
      .returning({ id: bundles.id });
    await tx.insert(bundleItems).values(
      candidates.map((c, i) => ({
        bundleId: row!.id,
        activityId: c.id,
        discountPercent: pass.discounts[i]!,
        position: i,
      })),
    );
  }
}
