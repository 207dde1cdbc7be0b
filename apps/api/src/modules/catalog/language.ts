import { sql, type Column, type SQL } from 'drizzle-orm';
import { OWN_PASS_NAMES, OWN_PASS_REF, type Language } from '@weekends/shared';
import {
  activities,
  activityAddresses,
  activityPreferences,
  areas,
  categories,
  cities,
  days,
  homeSections,
  priceOptions,
  slides,
  timings,
} from '../../db/schema/index.ts';
import { localizedList, localizedText } from '../../lib/localized.ts';

/**
 * The catalogue's content in the reader's language, picked in one place: each field is the Arabic column where it
 * has a value, else the English one (lib/localized.ts). Every public read of the catalogue selects these instead of
 * the English columns, so it answers in `requestLanguage(request)`.
 */
export function catalogueIn(language: Language) {
  return {
    activity: {
      title: localizedText(language, activities.title, activities.titleAr),
      description: localizedText(language, activities.description, activities.descriptionAr),
      metaTitle: localizedText<string | null>(language, activities.metaTitle, activities.metaTitleAr),
      metaDescription: localizedText<string | null>(language, activities.metaDescription, activities.metaDescriptionAr),
      importantInformation: localizedText<string | null>(
        language,
        activities.importantInformation,
        activities.importantInformationAr,
      ),
      highlight: localizedText<string | null>(language, activities.highlight, activities.highlightAr),
      thingsToKeepInMind: localizedText<string | null>(
        language,
        activities.thingsToKeepInMind,
        activities.thingsToKeepInMindAr,
      ),
      duration: localizedText<string | null>(language, activities.duration, activities.durationAr),
      workingHours: localizedText<string | null>(language, activities.workingHours, activities.workingHoursAr),
      howToRedeem: localizedText<string | null>(language, activities.howToRedeem, activities.howToRedeemAr),
      whatsNext: localizedText<string | null>(language, activities.whatsNext, activities.whatsNextAr),
      cancellationPolicy: localizedText<string | null>(
        language,
        activities.cancellationPolicy,
        activities.cancellationPolicyAr,
      ),
      additionalInformation: localizedText<string | null>(
        language,
        activities.additionalInformation,
        activities.additionalInformationAr,
      ),
      termsAndConditions: localizedText<string | null>(
        language,
        activities.termsAndConditions,
        activities.termsAndConditionsAr,
      ),
      otherInformation: localizedText<string | null>(
        language,
        activities.otherInformation,
        activities.otherInformationAr,
      ),
      schedule: localizedText<string | null>(language, activities.schedule, activities.scheduleAr),
      thursdayWorkingHours: localizedText<string | null>(
        language,
        activities.thursdayWorkingHours,
        activities.thursdayWorkingHoursAr,
      ),
      fridayWorkingHours: localizedText<string | null>(
        language,
        activities.fridayWorkingHours,
        activities.fridayWorkingHoursAr,
      ),
      saturdayWorkingHours: localizedText<string | null>(
        language,
        activities.saturdayWorkingHours,
        activities.saturdayWorkingHoursAr,
      ),
      sundayWorkingHours: localizedText<string | null>(
        language,
        activities.sundayWorkingHours,
        activities.sundayWorkingHoursAr,
      ),
      included: localizedList(language, activities.included, activities.includedAr),
      notIncluded: localizedList(language, activities.notIncluded, activities.notIncludedAr),
    },
    category: {
      name: localizedText(language, categories.name, categories.nameAr),
      metaTitle: localizedText<string | null>(language, categories.metaTitle, categories.metaTitleAr),
      metaDescription: localizedText<string | null>(language, categories.metaDescription, categories.metaDescriptionAr),
    },
    city: { name: localizedText(language, cities.name, cities.nameAr) },
    area: { name: localizedText(language, areas.name, areas.nameAr) },
    address: { address: localizedText(language, activityAddresses.address, activityAddresses.addressAr) },
    priceOption: { description: localizedText(language, priceOptions.description, priceOptions.descriptionAr) },
    /** The lookup lists' names (filters, the planner, an activity's days and timings). */
    day: { name: localizedText(language, days.name, days.nameAr) },
    timing: { name: localizedText(language, timings.name, timings.nameAr) },
    preference: { name: localizedText(language, activityPreferences.name, activityPreferences.nameAr) },
    homeSection: { name: localizedText(language, homeSections.name, homeSections.nameAr) },
    slide: { title: localizedText<string | null>(language, slides.title, slides.titleAr) },
  };
}

/** The same for statements written with table aliases (the cards' statement): `column` of alias `table`. */
export function aliasedIn(language: Language, table: string, column: string) {
  return localizedText(language, sql.raw(`${table}.${column}`), sql.raw(`${table}.${column}_ar`));
}

/**
 * What was sold, in the reader's language. An order line and a booked item keep the English they were sold with
 * (the option's description, the pass's name), which the back office, the host and the books read; a reader of Arabic
 * sees the Arabic of the option or pass the line came from, as long as it still carries the English the line kept (an
 * option renamed since would otherwise put words on the voucher that were never sold), else the English kept.
 */
export function soldIn(language: Language) {
  return {
    /** The option's description: `optionId` and `copied` are the line's price option id and kept description. */
    option: (optionId: Column | SQL, copied: Column | SQL): SQL<string> =>
      language === 'ar'
        ? sql<string>`coalesce((select nullif(p.description_ar, '') from price_options p where p.id = ${optionId} and p.description = ${copied}), ${copied})`
        : sql<string>`${copied}`,
    /**
     * The pass's name, null for an activity: `passRef` ('bundle:12' or 'own') and `copied` are the line's. A pass line
     * that names no bundle (the demo's, whose ref is 'demo', and lines from before pass refs) was named after the
     * weekend-pass listing of that title, whose Arabic title it then reads in.
     */
    passName: (passRef: Column | SQL, copied: Column | SQL): SQL<string | null> =>
      language === 'ar'
        ? sql<
            string | null
          >`case when ${copied} is null then null when ${passRef} = ${OWN_PASS_REF} then ${OWN_PASS_NAMES.ar}::text
            when ${passRef} like 'bundle:%' then coalesce((select nullif(b.name_ar, '') from bundles b
                           where ${passRef} = 'bundle:' || b.id and b.name = ${copied}), ${copied})
            else coalesce((select nullif(a.title_ar, '') from activities a
                           where a.title = ${copied} order by a.id limit 1), ${copied}) end`
        : sql<string | null>`${copied}`,
  };
}
