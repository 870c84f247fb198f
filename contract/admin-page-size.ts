/**
 * How many rows an admin list shows per page. Apart from contract/admin.ts (zod) so the admin
 * screens' queries, which the dashboard loads up front, bring no zod into the browser.
 */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
