// The job kinds, named once: features enqueue them, the messages feature handles them.
export const JOB_KINDS = {
  /** Fans a write's notifications out to push and e-mail, by each recipient's choices. */
  deliverNotifications: 'deliver-notifications',
  sendEmail: 'send-email',
  sendPush: 'send-push',
  /** 08:00 Europe/Oslo: tasks due tomorrow. */
  taskDueReminders: 'task-due-reminders',
  /** 08:00 Europe/Oslo: stays starting in two days. */
  stayReminders: 'stay-reminders',
  /** 08:00 Europe/Oslo: the departure checklist, to bookers whose stay ends today. */
  checklistDepartureReminders: 'checklist-departure-reminders',
  /** 00:05 Europe/Oslo: the night fee for every approved stay that has ended and is not yet charged. */
  costNightFees: 'cost-night-fees',
  /** 08:00 Europe/Oslo: the last stay's handover, to bookers arriving tomorrow (issue #41). */
  handoverNotices: 'handover-notices',
  /** Sunday 18:00 Europe/Oslo. */
  weeklyDigest: 'weekly-digest',
  /** BACKUP_SCHEDULE (03:30 Europe/Oslo by default): a backup of the database, then retention. */
  backup: 'backup',
  /** Hourly at :20, and after a meter reading: the spot prices of the days stays with readings cover (issue #41). */
  powerPrices: 'power-prices',
} as const;
