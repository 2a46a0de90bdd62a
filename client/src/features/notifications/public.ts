/** What other features use of the morning notification: its section of the Settings page. */
export { MorningNotificationSection } from './morning-notification-section.tsx';
