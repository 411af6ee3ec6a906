import { Type } from 'typebox';
import { PHONE_INPUT_MAX } from '../auth/schemas.js';

/** The SMS delivery log's filter: the number written to, as typed (normalized by the API). */
export const SmsOutboxFilters = { to: Type.String({ maxLength: PHONE_INPUT_MAX }) };
