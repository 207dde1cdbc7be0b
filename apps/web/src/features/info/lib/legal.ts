/** The shape of a legal document in the string catalogue (locales/en/terms.json, privacy.json). */

/** A clause: a sentence or paragraph, or a lead-in followed by a bulleted list. */
export type LegalClause = string | { text: string; items: string[] };

export interface LegalSection {
  /** The in-page anchor: /terms-conditions#non-circumvention. */
  id: string;
  title: string;
  lead?: string;
  clauses?: LegalClause[];
  definitions?: { term: string; text: string }[];
}

export interface LegalDocumentContent {
  eyebrow: string;
  title: string;
  updated: { label: string; date: string; iso: string };
  intro: string[];
  keyPoints: string[];
  sections: LegalSection[];
}
