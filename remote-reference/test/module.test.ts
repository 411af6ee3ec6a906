import { VACCINE_CATEGORIES, VACCINE_TYPES } from '@evax/shared/contract';
import { flattenTranslations } from '@evax/shared/runtime';
import { describeModuleDescriptor } from '../../shared/jest/module-checks';
import referenceModule from '../src/module';

describeModuleDescriptor(referenceModule, `${__dirname}/..`);

describe('reference vocabulary', () => {
  it('translates every vaccine type and category code the API sends', async () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      const keys = flattenTranslations(await referenceModule.loadTranslations(language));
      for (const code of VACCINE_TYPES) expect(keys.has(`REFERENCE.DCI.VACCINE_TYPE.${code}`)).toBe(true);
      for (const code of VACCINE_CATEGORIES) expect(keys.has(`REFERENCE.DCI.CATEGORY.${code}`)).toBe(true);
    }
  });
});
