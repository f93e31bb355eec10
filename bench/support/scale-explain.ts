import type pg from 'pg';
import { cabinIdOf, userIdOf } from './scale-seed';

// Where a request's database time goes at scale: EXPLAIN ANALYZE of the statements behind the
// dashboard's first screen and the morning's jobs, written as the features write them, for one
// member of the seeded data. Printed as each statement's plan root and execution time, so a
// sequential scan over a large table shows at a glance.

const hotQueries = (userId: string, cabinId: string, dueDate: string): Record<string, string> => ({
  'session by token (every request)': `select s.*, u.* from sessions s join users u on u.id = s.user_id where s.token = 'a-token-of-43-characters-as-better-auth-makes'`,
  "member's cabins (GET /api/user/cabins)": `select c.id, c.name, m.role from cabin_members m join cabins c on c.id = m.cabin_id where m.user_id = '${userId}'`,
  'unread count (GET /api/notifications/unread-count)': `select count(*) from notifications where user_id = '${userId}' and is_read = false`,
  'bell list (GET /api/notifications)': `select * from notifications where user_id = '${userId}' order by created_at desc limit 50`,
  "cabin's stays (GET /api/bookings)": `select b.*, u.full_name, u.display_name from bookings b join users u on u.id = b.user_id where b.cabin_id = '${cabinId}' order by b.start_date`,
  "cabin's peak periods (GET /api/peak-periods)": `select * from peak_periods where cabin_id = '${cabinId}' order by first_night`,
  'tasks due tomorrow (morning reminder)': `select cabin_id, title, assignee_id from tasks where status = 'open' and due_date = '${dueDate}'`,
  'stays starting in two days (morning reminder)': `select cabin_id, user_id, end_date from bookings where status = 'approved' and start_date = '${dueDate}'`,
  'ended stays without a night fee (00:05 job)': `select b.id from bookings b left join night_fee_charges n on n.booking_id = b.id where b.status = 'approved' and b.end_date <= current_date and n.id is null`,
  'due jobs (every runner wake-up)': `select id from jobs where (state = 'queued' and run_at < now()) or (state = 'running' and locked_until <= now()) order by run_at, created_at limit 10 for update skip locked`,
});

export type ExplainedQuery = { query: string; plan: string; executionMs: number; rows: number };

/** Runs each hot statement under EXPLAIN (ANALYZE, FORMAT JSON), in a transaction rolled back. */
export async function explainHotQueries(
  client: pg.Client,
  member: number,
  cabin: number,
  dueDate: string,
): Promise<ExplainedQuery[]> {
  const explained: ExplainedQuery[] = [];
  await client.query('begin');
  try {
    for (const [query, sql] of Object.entries(hotQueries(userIdOf(member), cabinIdOf(cabin), dueDate))) {
      const { rows } = await client.query<{ 'QUERY PLAN': ExplainJson[] }>(
        `explain (analyze, format json) ${sql}`,
      );
      const [root] = rows[0]?.['QUERY PLAN'] ?? [];
      explained.push({
        query,
        plan: root ? planScans(root.Plan) : '?',
        executionMs: Number((root?.['Execution Time'] ?? Number.NaN).toFixed(2)),
        rows: root?.Plan['Actual Rows'] ?? 0,
      });
    }
  } finally {
    await client.query('rollback');
  }
  return explained;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};
type ExplainJson = { Plan: PlanNode; 'Execution Time': number };

/** The plan's scans, outermost first: "Seq Scan bookings", "Index Scan bookings_cabin_start_idx". */
function planScans(node: PlanNode): string {
  const scans: string[] = [];
  const visit = (current: PlanNode) => {
    if (current['Node Type'].includes('Scan')) {
      scans.push(`${current['Node Type']} ${current['Index Name'] ?? current['Relation Name'] ?? ''}`.trim());
    }
    for (const child of current.Plans ?? []) visit(child);
  };
  visit(node);
  return scans.join(', ') || node['Node Type'];
}
