import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  changeUserRoles,
  companyUsersQueryOptions,
  corporateAdminKeys,
  roleChangesQueryOptions,
} from '../../api/corporate-admin';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { AppDialog } from '../../components/app-dialog';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { CompanyUser, RoleChange } from '../../contract/corporate-admin';
import { CORPORATE_ROLES, type CorporateRole } from '../../contract/corporate-roles';
import { formatDateTime } from '../../contract/date-text';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { ROLE_HINT, ROLE_LABEL } from './admin-labels';

function RoleBadges({ roles, testId }: { roles: readonly CorporateRole[]; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <HStack gap="1" wrap="wrap" data-testid={testId}>
      {roles.map((role) => (
        <Badge key={role} colorPalette={role === 'admin' ? 'purple' : role === 'approver' ? 'green' : 'blue'}>
          {i18n._(ROLE_LABEL[role])}
        </Badge>
      ))}
    </HStack>
  );
}

/** The roles dialog: a checkbox per role; Save hands the roles to the screen, which runs the change with a code. */
function RolesDialog({
  user,
  onClose,
  onSave,
}: {
  user: CompanyUser;
  onClose: () => void;
  onSave: (roles: CorporateRole[]) => void;
}) {
  const { i18n } = useLingui();
  const [roles, setRoles] = useState<Set<CorporateRole>>(new Set(user.roles));
  const [error, setError] = useState(false);
  const name = `${user.name} ${user.surname}`;
  const toggle = (role: CorporateRole, on: boolean) => {
    const next = new Set(roles);
    if (on) next.add(role);
    else next.delete(role);
    setRoles(next);
    setError(next.size === 0);
  };
  const save = () => {
    if (roles.size === 0) return setError(true);
    onSave(CORPORATE_ROLES.filter((r) => roles.has(r)));
  };
  return (
    <AppDialog
      open
      onDismiss={onClose}
      testId="roles-dialog"
      title={<Trans id="corporateAdmin.users.dialogTitle">Roles of {name}</Trans>}
      footer={
        <HStack gap="2">
          <Button variant="ghost" onClick={onClose} data-testid="roles-cancel">
            <Trans id="corporateAdmin.cancel">Cancel</Trans>
          </Button>
          <Button onClick={save} data-testid="roles-save">
            <Trans id="corporateAdmin.users.save">Save with a code</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="3" as="fieldset">
        <Text as="legend" fontSize="sm" color="fg.muted" marginBottom="2">
          <Trans id="corporateAdmin.users.dialogIntro">
            Choose one or more roles. The change takes effect on the user’s next step; the bank sends you a code to
            confirm it.
          </Trans>
        </Text>
        {CORPORATE_ROLES.map((role) => (
          <Checkbox.Root
            key={role}
            checked={roles.has(role)}
            onCheckedChange={(e) => toggle(role, e.checked === true)}
            data-testid={`role-${role}`}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Text fontWeight="medium">{i18n._(ROLE_LABEL[role])}</Text>
              <Text fontSize="sm" color="fg.muted">
                {i18n._(ROLE_HINT[role])}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="roles-error">
            <Trans id="corporateAdmin.users.atLeastOne">Choose at least one role.</Trans>
          </Text>
        ) : null}
      </Stack>
    </AppDialog>
  );
}

function UserRow({ user, onEdit }: { user: CompanyUser; onEdit: (user: CompanyUser) => void }) {
  const { t } = useLingui();
  const name = `${user.name} ${user.surname}`;
  const headingId = `user-${user.userId}`;
  const groups = user.groups.join(', ');
  return (
    <ListRow align="center" wrap="wrap" data-testid="company-user-row" data-user={name} aria-labelledby={headingId}>
      <Box minWidth="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {name}
          </Heading>
          {user.isSelf ? (
            <Badge variant="outline">
              <Trans id="corporateAdmin.users.you">You</Trans>
            </Badge>
          ) : null}
        </HStack>
        <RoleBadges roles={user.roles} testId="company-user-roles" />
        {user.groups.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans id="corporateAdmin.users.groups">Approval groups: {groups}</Trans>
          </Text>
        ) : null}
      </Box>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onEdit(user)}
        aria-label={t({ id: 'corporateAdmin.users.editLabel', message: `Change roles of ${name}` })}
        data-testid="company-user-edit"
      >
        <Trans id="corporateAdmin.users.edit">Change roles</Trans>
      </Button>
    </ListRow>
  );
}

function ChangeRow({ change }: { change: RoleChange }) {
  const language = useLanguage();
  const when = formatDateTime(change.changedAt, language);
  const by = change.changedByName;
  return (
    <ListRow data-testid="role-change-row">
      <Stack gap="1" width="full">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{change.userName}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans id="corporateAdmin.changes.byWhen">
              {by} · {when}
            </Trans>
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <Text color="fg.muted">
            <Trans id="corporateAdmin.changes.before">Before</Trans>
          </Text>
          <RoleBadges roles={change.before} />
          <Text aria-hidden="true">→</Text>
          <Text color="fg.muted">
            <Trans id="corporateAdmin.changes.after">After</Trans>
          </Text>
          <RoleBadges roles={change.after} testId="role-change-after" />
        </HStack>
      </Stack>
    </ListRow>
  );
}

/** /dashboard/admin/user-role-change: the company's users and roles (changed with a code) and the record of changes. */
export function UserRolesScreen() {
  const users = useQuery(companyUsersQueryOptions());
  const changes = useQuery(roleChangesQueryOptions());
  const [editing, setEditing] = useState<CompanyUser>();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const change = (user: CompanyUser, roles: CorporateRole[]) => {
    setEditing(undefined);
    const name = `${user.name} ${user.surname}`;
    const body = { userId: user.userId, roles };
    void action.submit(body, {
      call: (key, sent) => changeUserRoles(sent, key),
      successMessage: t({ id: 'corporateAdmin.users.changed', message: `${name}’s roles are changed.` }),
      onDone: () => void queryClient.invalidateQueries({ queryKey: corporateAdminKeys.all }),
    });
  };
  return (
    <PageFrame title={<SegmentTitle segment="user-role-change" />} testId="admin-user-roles">
      <Stack gap="6">
        <QueryState query={users} testId="company-users">
          {({ companyName, users: list }) => (
            <Stack gap="3">
              <Text color="fg.muted">
                <Trans id="corporateAdmin.users.intro">
                  The users of {companyName} and what each may do. A company keeps at least one administrator.
                </Trans>
              </Text>
              <ItemList
                items={list}
                empty={<Trans id="corporateAdmin.users.none">The company has no users.</Trans>}
                testId="company-user-list"
                emptyTestId="company-user-empty"
              >
                {(user) => <UserRow key={user.userId} user={user} onEdit={setEditing} />}
              </ItemList>
            </Stack>
          )}
        </QueryState>
        <Stack gap="3" as="section" aria-labelledby="role-changes-title">
          <Heading as="h2" size="md" id="role-changes-title">
            <Trans id="corporateAdmin.changes.title">Changes of roles</Trans>
          </Heading>
          <QueryState query={changes} testId="role-changes">
            {(list) => (
              <ItemList
                items={list.changes}
                empty={<Trans id="corporateAdmin.changes.none">No role has been changed yet.</Trans>}
                testId="role-change-list"
                emptyTestId="role-change-empty"
              >
                {(change) => <ChangeRow key={change.id} change={change} />}
              </ItemList>
            )}
          </QueryState>
        </Stack>
      </Stack>
      {editing ? (
        <RolesDialog user={editing} onClose={() => setEditing(undefined)} onSave={(roles) => change(editing, roles)} />
      ) : null}
      <ActionFlowDialogs state={action.dialogs} />
    </PageFrame>
  );
}
