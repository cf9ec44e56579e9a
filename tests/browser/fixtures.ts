import {test as base} from '@playwright/test';
import {answerOutsideServices} from '../support/outside-services';

/** Every browser test runs with outside services answered locally (see outside-services.ts). */
export const test = base.extend({
  context: async ({context}, use) => {
    await answerOutsideServices(context);
    await use(context);
  },
});

export {expect} from '@playwright/test';
