import { sql } from 'drizzle-orm';
import type { Language } from '@weekends/shared';
import { activities, activityAddresses, areas, categories, cities, priceOptions } from '../../db/schema/index.ts';
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
  };
}

/** The same for statements written with table aliases (the cards' statement): `column` of alias `table`. */
export function aliasedIn(language: Language, table: string, column: string) {
  return localizedText(language, sql.raw(`${table}.${column}`), sql.raw(`${table}.${column}_ar`));
}
