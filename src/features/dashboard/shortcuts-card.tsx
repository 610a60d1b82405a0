import { Button, Skeleton, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { shortcutsQueryOptions } from '../../api/shortcuts';
import { DashboardCard } from '../../components/dashboard-card';
import { shortcutPath } from '../../contract/shortcuts';
import { SHORTCUT_LABELS } from './shortcut-labels';
import { ShortcutsDialog } from './shortcuts-dialog';

/** The customer's pinned menu items (up to 8) with an edit dialog. */
export function ShortcutsCard() {
  const { t, i18n } = useLingui();
  const query = useQuery(shortcutsQueryOptions());
  const [editing, setEditing] = useState(false);
  const codes = query.data?.menuCodes ?? [];
  return (
    <DashboardCard title={t({ id: 'home.shortcuts.title', message: 'Shortcuts' })} testId="shortcuts">
      {query.isPending ? <Skeleton height="10" /> : null}
      {query.isSuccess && codes.length === 0 ? (
        <Text color="fg.muted" mb="2">
          <Trans id="home.shortcuts.empty">You have no shortcuts yet.</Trans>
        </Text>
      ) : null}
      <Wrap gap="2" data-testid="shortcut-list">
        {codes.map((code) => (
          <Button key={code} asChild variant="subtle" size="sm">
            <Link to={shortcutPath(code) as '/dashboard'} data-testid={`shortcut-${code}`}>
              {i18n._(SHORTCUT_LABELS[code])}
            </Link>
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing(true)}
          disabled={!query.isSuccess}
          data-testid="shortcuts-edit"
        >
          <Trans id="home.shortcuts.edit">Edit shortcuts</Trans>
        </Button>
      </Wrap>
      {editing ? <ShortcutsDialog current={codes} onClose={() => setEditing(false)} /> : null}
    </DashboardCard>
  );
}
