import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READ_MORE_WORDS } from '@weekends/shared';
import { truncateWords } from '../lib/truncateWords.ts';
import { Paragraphs } from './Paragraphs.tsx';

/** A long text cut to 75 words, with a Read More / Read Less toggle; a short text shows whole with no toggle. */
export function ReadMore({ text, words = READ_MORE_WORDS }: { text: string; words?: number }) {
  const { t } = useTranslation('activity');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateWords(text, words);
  const long = short !== text;

  return (
    <div>
      <div id={id}>
        <Paragraphs text={expanded || !long ? text : short} />
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {expanded ? t('readLess') : t('readMore')}
        </button>
      )}
    </div>
  );
}
