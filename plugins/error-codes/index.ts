// The production error codes of the installed @reduxjs/toolkit, as data for the /Errors?code=N message.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {errorCodeEntries} from './error-code-entries';

/**
 * Writes the codes to `.docusaurus/rtk-error-codes/default/error-codes.json`, which
 * src/components/NotFoundHelp/ErrorCodeExplanation.tsx imports; that component is a chunk only /Errors?code=N
 * fetches. Generic in its content type only because beta.7's plugin type asks for it.
 */
export function errorCodes<Content>({siteDir}: LoadContext): Plugin<Content> {
  return {
    name: 'rtk-error-codes',
    contentLoaded: async ({actions}) => {
      await actions.createData('error-codes.json', JSON.stringify(errorCodeEntries(siteDir)));
    },
  };
}
