export * from './AllergyBanner.js';
export * from './ZScoreTag.js';
