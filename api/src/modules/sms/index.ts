/** The sms module's door: what other modules may use (lint: evax-api/module-door). */
export { createSmsGateway, SmsError, type SmsGateway, type SmsMessage } from './gateway.js';
export { otpMessage } from './messages.js';
