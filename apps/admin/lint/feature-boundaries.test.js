import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const srcRoot = '/repo/apps/admin/src';
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const at = (file, code) => ({ filename: `${srcRoot}/${file}`, code, options: [{ srcRoot }] });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    at('features/users/api/save-user.ts', "import { x } from '../user-form';"),
    at('features/users/user-form-dialog.tsx', "import { Button } from '../../ui/button';"),
    at('features/users/user-form-dialog.tsx', "import { apiGet } from '../../lib/api/api-client';"),
    at('features/users/user-form-dialog.tsx', "import { can } from '@matjar/core';"),
    at('routes/users-page.tsx', "import { UsersTable } from '../features/users/admin-users-table';"),
    at('router.tsx', "import { RequireSession } from './features/auth/require-session';"),
  ],
  invalid: [
    at('features/shell/top-bar.tsx', "import { useSession } from '../auth/session-context';"),
    at('features/users/api/save-user.ts', "import { activity } from '../../activity-log/api/activity-logs';"),
    at('features/users/x.ts', "export { y } from '../../features/dashboard/y';"),
    at('features/users/x.ts', "const lazy = () => import('../products/editor');"),
    at('ui/data-table.tsx', "import { ActionBadge } from '../features/activity-log/action-badge';"),
    at('lib/session/session-context.tsx', "import { login } from '../../features/auth/api/login';"),
  ].map((test) => ({ ...test, errors: 1 })),
});
