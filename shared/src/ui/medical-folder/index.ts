export * from './AllergyBanner.js';
export * from './ZScoreTag.js';
export * from './ChildAllergyBanner.js';
