/**
 * Prefix of the dashboard's own queries (activity and stats, read by the widgets): bookings,
 * visits and shopping items show up there, so their live events refresh it too.
 */
export const dashboardQueryKeyBase = ['dashboard'] as const;
