import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export const inlineLinkClass =
  'font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 transition hover:text-brand-900 hover:decoration-brand-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Catalogue text with `[label](target)` links, so a copy editor can write 'see our [Privacy Policy](/privacy)' in
 * the JSON. Only three kinds of target become links: an app path (/...), an in-page anchor (#...) and a mail address
 * (mailto:...); anything else stays plain text. No HTML is ever interpreted.
 */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', target = ''] = match;
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(<InlineLink key={index} label={label} target={target} />);
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={`t${i}`}>{part}</Fragment> : part))}</>;
}

function InlineLink({ label, target }: { label: string; target: string }) {
  if (target.startsWith('/') && !target.startsWith('//')) {
    return (
      <Link to={target} className={inlineLinkClass}>
        {label}
      </Link>
    );
  }
  if (target.startsWith('#') || target.startsWith('mailto:')) {
    return (
      <a href={target} className={inlineLinkClass}>
        {label}
      </a>
    );
  }
  return <>{label}</>;
}
