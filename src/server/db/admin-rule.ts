import { type SQL, sql } from 'drizzle-orm';
import { type AdminLists, adminRuleLists } from '../../core/access';
import { user } from './schema';
import { sqlList } from './sql';

/**
 * The admin rule of src/core/access.ts (isAdmin) as a condition on the user table, for lists,
 * filters and counts: role admin granted by hand, or a verified address on the admin lists.
 * admin-rule.test.ts checks it against isAdmin, case by case.
 */
export function isAdminSql(lists: AdminLists): SQL {
  const { emails, domains } = adminRuleLists(lists);
  const address = sql`lower(trim(${user.email}))`;
  const byHand = sql`(${user.role} = 'admin' and not ${user.adminByEmailRule})`;
  const byRule: SQL[] = [];
  if (emails.length) byRule.push(sql`${address} in ${sqlList(emails)}`);
  if (domains.length) byRule.push(sql`split_part(${address}, '@', 2) in ${sqlList(domains)}`);
  if (!byRule.length) return byHand;
  return sql`(${byHand} or (${user.emailVerified} and (${sql.join(byRule, sql` or `)})))`;
}
