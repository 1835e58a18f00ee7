import * as z from 'zod/mini';
import { optionalBoundedText } from '@school/shared/contracts';
import { webLink } from '../link.js';

/** Any web page, opened in a new tab (most sites refuse frames); `label` is the link's text. */
export const externalLinkContent = {
  link: webLink(),
  label: z._default(optionalBoundedText(), ''),
};
