// The production error codes of the installed @reduxjs/toolkit, as data for the /Errors?code=N message.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {errorCodeEntries} from './error-code-entries';

/**
 * Writes the codes to `.docusaurus/rtk-error-codes/default/error-codes.json`, which
 * src/components/ErrorCodeMessage.tsx imports on demand: as a chunk of its own, it loads only there. Generic in
 * its content type only because beta.7's plugin type asks for it.
 */
export function errorCodes<Content>({siteDir}: LoadContext): Plugin<Content> {
  return {
    name: 'rtk-error-codes',
    contentLoaded: async ({actions}) => {
      await actions.createData('error-codes.json', JSON.stringify(errorCodeEntries(siteDir)));
    },
  };
}
