import { Fragment, type ReactNode } from 'react';
import type { MessageId } from './catalog-source';
import { t } from './i18n';

// Marks where an element goes in the translated text; never typed by a translator.
const MARK = '\u0000';

/**
 * A message with React elements in its arguments ("Wrote {count} to {file}" with a
 * `<Code>` for the file): the translation decides where each element sits.
 */
export function tRich(id: MessageId, values: Record<string, ReactNode>): ReactNode {
  const elements: ReactNode[] = [];
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
    else {
      plain[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    }
  }
  const parts = t(id, plain).split(MARK);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Fragment key={index}>{elements[Number(part)]}</Fragment>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
