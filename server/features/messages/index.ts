// Messages outside the app (issue #14): e-mail, push, reminders and each user's choices.
export { deliveryHandlers } from './delivery';
export { emailJob } from './email-jobs';
export { createMailer, type Mailer, type OutgoingMail } from './mailer';
export {
  DEFAULT_PUSH_SERVICE_HOSTS,
  parsePushServiceHosts,
  type Resolve,
  systemResolve,
} from './push-endpoints';
export { createPushSender, type PushSender, type VapidKeys } from './push-sender';
export { MESSAGE_SCHEDULES, reminderHandlers } from './reminders';
export { messageRoutes } from './routes';
