import { Link } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { messageParts } from './messageParts';

/** A message's text with its links and line breaks. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, i) =>
        part.kind === 'break' ? (
          <br key={i} />
        ) : part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : part.external ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" dir="ltr">
            {part.href}
          </Link>
        ) : (
          <Link key={i} component={RouterLink} to={part.href} dir="ltr">
            {part.href}
          </Link>
        ),
      )}
    </>
  );
}
