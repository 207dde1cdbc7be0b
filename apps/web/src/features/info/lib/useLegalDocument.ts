import { useTranslation } from 'react-i18next';
import type { LegalDocumentContent } from './legal.ts';

/** A legal document read from its catalogue namespace as one structured object. */
export function useLegalDocument(ns: 'terms' | 'privacy'): LegalDocumentContent {
  const { t } = useTranslation(ns);
  const object = <T>(key: string) => t(key, { returnObjects: true }) as T;
  return {
    eyebrow: t('eyebrow'),
    title: t('title'),
    updated: object<LegalDocumentContent['updated']>('updated'),
    intro: object<string[]>('intro'),
    keyPoints: object<string[]>('keyPoints'),
    sections: object<LegalDocumentContent['sections']>('sections'),
  };
}
