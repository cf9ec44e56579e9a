/**
 * On /Errors?code=N (the not-found page, see src/theme/NotFound), the explanation of Redux Toolkit's production
 * error N. This part only tells whether the URL asks about a code, because every not-found page loads it. The
 * explanation and the messages are a chunk of their own (ErrorCodeExplanation) that only such a URL fetches.
 */
import React, {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import type ErrorCodeExplanation from './ErrorCodeExplanation';
import {errorCodeFromUrl} from './errorCodeFromUrl';

type Loaded = {Explanation: typeof ErrorCodeExplanation} | 'failed';

export default function ErrorCodeMessage(): JSX.Element | null {
  const {pathname, search} = useLocation();
  const request = errorCodeFromUrl(pathname, search);
  const asked = request.kind !== 'none';
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!asked || loaded) return;
    import(/* webpackChunkName: "rtk-error-codes" */ './ErrorCodeExplanation').then(
      (module) => setLoaded({Explanation: module.default}),
      () => setLoaded('failed'),
    );
  }, [asked, loaded]);

  if (request.kind === 'none' || !loaded) return null;
  if (loaded === 'failed') return <p>The explanation of this error code could not be loaded. Reload to try again.</p>;
  return <loaded.Explanation request={request} />;
}
