import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Who may do what is said once, in shared/policy.ts (issue #37): everywhere else code asks it
// (`can(role, action)`, `isOwner(role)`, `rolesThatMay(power)`, `OWNER` for a query that looks for
// the owner) instead of comparing roles itself. This test reads the production code (.ts and .tsx
// under client/, server/ and shared/, not tests, test helpers or fixtures) and names every line
// that compares a role anyway.
//
// A role comparison is a role tested against a role's name:
//   - `=== 'owner'`, `!== 'admin'`, `'member' ==` (either side, any quote);
//   - a value named `role` (or `x.role`) compared with a constant (`role === OWNER`): the name
//     hidden behind another name;
//   - `.includes('admin')`, `.indexOf('owner')`, `.has('member')`; `case 'owner':`;
//   - Drizzle's `eq(…, 'owner')`, `ne`, `inArray`, `notInArray` with a role's name;
//   - SQL: `role = 'owner'`, `${column} <> 'admin'`, `in ('owner', …)`, `when 'owner' then`;
//   - a list of roles' names (`['owner', 'admin']`): a rule in disguise, unless it is a schema's
//     `enum(…)` of the values a field takes.
// Role names as data are not comparisons: the role enum, a role written into a row
// (`{ role: 'admin' }`), i18n keys (`roles.owner`), a record keyed by role (a badge's look), a JSX
// attribute (`value="owner"`), a union type; nor is one role value compared with another to see
// whether it changed (`target.role !== role`), or with null.

const ROLE = '(?:owner|admin|member)';
const LITERAL = String.raw`['"\x60]${ROLE}['"\x60]`;

const COMPARISONS: { kind: string; pattern: RegExp }[] = [
  { kind: 'role name compared', pattern: new RegExp(String.raw`[!=]==?\s*${LITERAL}|${LITERAL}\s*[!=]==?`) },
  {
    kind: 'role compared with a constant',
    pattern: /\brole\s*[!=]==?\s*[A-Z][A-Z_]+\b|\b[A-Z][A-Z_]+\s*[!=]==?\s*[\w?.]*\brole\b/,
  },
  { kind: 'role name looked up', pattern: new RegExp(String.raw`\.(?:includes|indexOf|has)\(\s*${LITERAL}`) },
  { kind: 'case on a role name', pattern: new RegExp(String.raw`\bcase\s+${LITERAL}\s*:`) },
  {
    kind: 'query on a role name',
    pattern: new RegExp(String.raw`\b(?:eq|ne|inArray|notInArray)\([^)]*${LITERAL}`),
  },
  {
    kind: 'SQL on a role name',
    pattern: new RegExp(
      String.raw`(?:\}|\brole)\s*(?:=|<>|!=)\s*'${ROLE}'|\bin\s*\(\s*'${ROLE}'|\bwhen\s+'${ROLE}'`,
      'i',
    ),
  },
  {
    kind: 'list of role names',
    pattern: new RegExp(String.raw`(?<!enum\(\s*)\[\s*${LITERAL}\s*,\s*${LITERAL}`),
  },
];

/** What a line compares, or null. */
function roleComparisonIn(line: string): string | null {
  return COMPARISONS.find(({ pattern }) => pattern.test(line))?.kind ?? null;
}

/** The one module that compares roles. */
const POLICY = 'shared/policy.ts';

/** Lines that match and are data, each with why; an allowance that no longer matches fails. */
const ALLOWED: { file: string; line: string; why: string }[] = [
  {
    file: 'shared/schemas/auth.ts',
    line: "export const ROLES = ['owner', 'admin', 'member'] as const;",
    why: 'the role enum itself',
  },
  {
    file: 'server/db/schema.ts',
    line: "export const cabinRole = pgEnum('cabin_role', ['owner', 'admin', 'member']);",
    why: "the database's role type (its order is the rank the member list sorts by)",
  },
  {
    file: 'server/db/schema.ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code quoted as text, as the test reads it
    line: "uniqueIndex('cabin_members_one_owner_idx').on(table.cabinId).where(sql`${table.role} = 'owner'`)",
    why: 'the database keeps a cabin to one owner; the index is SQL of its own',
  },
];

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOT_PRODUCTION =
  /\.test\.tsx?$|test-helpers|\/testing\/|fixture|\.bench\.|\/test\/|-test-|test-utils|setup-tests|\.e2e\./;

function productionFiles(): string[] {
  return ['client', 'server', 'shared'].flatMap((top) =>
    readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
      .map((path) => `${top}/${path.split('\\').join('/')}`)
      .filter((path) => /\.tsx?$/.test(path) && !NOT_PRODUCTION.test(path) && !path.includes('node_modules')),
  );
}

function roleComparisons(): { at: string; text: string; kind: string; file: string }[] {
  return productionFiles()
    .filter((file) => file !== POLICY)
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((text, index) => ({ at: `${file}:${index + 1}`, file, text, kind: roleComparisonIn(text) })),
    )
    .filter((hit): hit is { at: string; file: string; text: string; kind: string } => hit.kind !== null);
}

describe('who may do what is said in shared/policy.ts only', () => {
  it('finds no role compared outside the policy', () => {
    const allowed = (hit: { file: string; text: string }) =>
      ALLOWED.some((entry) => entry.file === hit.file && hit.text.includes(entry.line));
    const found = roleComparisons()
      .filter((hit) => !allowed(hit))
      .map((hit) => `${hit.at} (${hit.kind}): ${hit.text.trim()}`);
    expect(found, `ask shared/policy.ts instead:\n${found.join('\n')}`).toEqual([]);
  });

  it('allows only lines that are still there', () => {
    const stale = ALLOWED.filter(
      (entry) => !readFileSync(join(ROOT, entry.file), 'utf8').includes(entry.line),
    );
    expect(stale.map((entry) => `${entry.file}: ${entry.line}`)).toEqual([]);
  });

  it('reads the production code, and not the tests', () => {
    const files = productionFiles();
    expect(files).toContain('server/features/bookings/booking-service.ts');
    expect(files).toContain('client/features/settings/components/members-card.tsx');
    expect(files).toContain(POLICY);
    expect(files.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });

  it.each([
    "if (viewer.role === 'owner') {",
    "return role !== 'member';",
    "if ('admin' == actor.role) return;",
    'return cabin?.role !== OWNER;',
    'if (OWNER === row.role) {',
    "const manages = ['owner', 'admin'].includes(role);",
    "if (roles.includes('admin')) {",
    "    case 'owner':",
    ".where(eq(cabinMembers.role, 'owner'))",
    ".where(inArray(cabinMembers.role, ['owner', 'admin']))",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code quoted as text, as the test reads it
    "sql`case ${cabinMembers.role} when 'owner' then 0 else 1 end`",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code quoted as text, as the test reads it
    "sql`${table.role} = 'owner'`",
    "where m.role in ('owner', 'admin')",
    "export const MANAGER_ROLES = ['owner', 'admin'] as const;",
  ])('counts %s as a role comparison', (line) => {
    expect(roleComparisonIn(line)).not.toBeNull();
  });

  it.each([
    "if (!can(viewer.role, 'editManual')) return null;",
    ".set({ role: 'admin' })",
    "const role = action === 'makeAdmin' ? 'admin' : 'member';",
    "return useCurrentRole() ?? (isOwner ? 'owner' : 'member');",
    "{t('roles.owner')}",
    '<RoleBadge value="owner" />',
    "role: z.enum(['admin', 'member'], { message: 'Role must be admin or member' }),",
    "const GIVEN_ROLE: Record<'admin' | 'member', string> = { admin: 'administrator', member: 'medlem' };",
    'if ((await roleIn(tx, cabinId, memberId)) === null) throw notFound();',
    'if (role === null) return false;',
    'if (target.role !== role) {',
    'const roleChange = ROLE_CHANGE[member.role];',
  ])('counts %s as data', (line) => {
    expect(roleComparisonIn(line)).toBeNull();
  });
});
