/** The sms module's door: what other modules may use (lint: evax-api/module-door). */
export { createSmsGateway, type SmsGateway } from './gateway.js';
export { otpMessage, temporaryPasswordMessage } from './messages.js';
