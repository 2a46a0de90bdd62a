// Plain values of the morning notification (issue 28) that screens show: no zod here (decision 012).

/** The time a user who never chose one is sent the notification at, in their zone. */
export const DEFAULT_SEND_AT = '07:30';

/** A time of day as the settings hold it: 'HH:MM', 24-hour. */
export const SEND_AT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The longest push endpoint URL taken (the browsers' push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** Where the notification opens the app: the dashboard's Today card. */
export const TODAY_CARD_URL = '/#today';

export const NOTIFICATIONS_OFF_MESSAGE = 'This server sends no notifications';
export const NO_DEVICE_MESSAGE =
  'No device of yours gets the morning notification: turn it on for this device first';
