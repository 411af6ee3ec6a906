/**
 * WHO Child Growth Standards (0-5 years): z-scores by the LMS method, their plain-language bands,
 * the plausibility checks and the reference curves (`@evax/shared/growth`). Tables: who/ATTRIBUTION.md.
 */
export * from './age.js';
export * from './curves.js';
export * from './indicators.js';
export * from './measurements.js';
export { lmsAt, type Lms, type Sex, type WhoTable } from './tables.js';
export { rawZScore, valueAtSd, zScore } from './z-score.js';
