import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  approvalGroupsQueryOptions,
  approvalRulesQueryOptions,
  corporateAdminKeys,
  createApprovalGroup,
  createApprovalRule,
  retireApprovalGroup,
  retireApprovalRule,
  updateApprovalGroup,
  updateApprovalRule,
} from '../../api/corporate-admin';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectInput } from '../../components/inputs/select-input';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { ApprovalGroup, ApprovalRule, CreateApprovalRuleRequest } from '../../contract/corporate-admin';
import type { OperationKind } from '../../contract/corporate-roles';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { KIND_LABEL } from './admin-labels';
import { GroupDialog, type GroupDraft } from './group-dialog';
import { bandText, needsText } from './needs-text';
import { PreviewPanel } from './preview-panel';
import { kindOptions, RuleDialog } from './rule-dialog';

type Retiring = { what: 'group'; item: ApprovalGroup } | { what: 'rule'; item: ApprovalRule };

function GroupRow({ group, onEdit, onRetire }: { group: ApprovalGroup; onEdit: () => void; onRetire: () => void }) {
  const { t } = useLingui();
  const retired = group.retiredAt !== null;
  const name = group.name;
  const members = group.members.map((m) => m.name).join(', ');
  return (
    <ListRow align="center" wrap="wrap" data-testid="approval-group-row" data-group={group.name}>
      <Box minWidth="0" flex="1">
        <HStack gap="2">
          <Heading as="h3" size="sm">
            {group.name}
          </Heading>
          {retired ? (
            <Badge colorPalette="gray">
              <Trans id="corporateAdmin.retired">Retired</Trans>
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="approval-group-members">
          {members || <Trans id="corporateAdmin.groups.empty">No members</Trans>}
        </Text>
      </Box>
      {retired ? null : (
        <HStack gap="1">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t({ id: 'corporateAdmin.groups.editLabel', message: `Edit ${name}` })}
            data-testid="approval-group-edit"
          >
            <Trans id="corporateAdmin.edit">Edit</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={onRetire}
            aria-label={t({ id: 'corporateAdmin.groups.retireLabel', message: `Retire ${name}` })}
            data-testid="approval-group-retire"
          >
            <Trans id="corporateAdmin.retire">Retire</Trans>
          </Button>
        </HStack>
      )}
    </ListRow>
  );
}

function RuleRow({ rule, onEdit, onRetire }: { rule: ApprovalRule; onEdit: () => void; onRetire: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const v = rule.current;
  const band = bandText(v, language);
  const needs = needsText(v.needs);
  const hours = v.expiresInHours;
  const version = v.version;
  const retired = rule.retiredAt !== null;
  return (
    <ListRow align="center" wrap="wrap" data-testid="approval-rule-row" data-band={`${v.currency} ${v.amountFrom}`}>
      <Box minWidth="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{band}</Text>
          <Badge variant="outline">{i18n._(KIND_LABEL[v.kind])}</Badge>
          {retired ? (
            <Badge colorPalette="gray">
              <Trans id="corporateAdmin.retired">Retired</Trans>
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="sm" data-testid="approval-rule-needs">
          {needs ?? <Trans id="corporateAdmin.rules.noApproval">No approval needed: posts at once</Trans>}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans id="corporateAdmin.rules.meta">
            Waits up to {hours} hours · version {version}
          </Trans>
        </Text>
      </Box>
      {retired ? null : (
        <HStack gap="1">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={t({ id: 'corporateAdmin.rules.editLabel', message: `Edit the rule ${band}` })}
            data-testid="approval-rule-edit"
          >
            <Trans id="corporateAdmin.edit">Edit</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={onRetire}
            aria-label={t({ id: 'corporateAdmin.rules.retireLabel', message: `Retire the rule ${band}` })}
            data-testid="approval-rule-retire"
          >
            <Trans id="corporateAdmin.retire">Retire</Trans>
          </Button>
        </HStack>
      )}
    </ListRow>
  );
}

/** /dashboard/admin/approval-group-creation-management: approval groups, versioned rules and the preview. */
export function ApprovalAdminScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const groups = useQuery(approvalGroupsQueryOptions());
  const rules = useQuery(approvalRulesQueryOptions());
  const action = useDecisionAction();
  const [kind, setKind] = useState<OperationKind>('transfer');
  const [groupDialog, setGroupDialog] = useState<{ group?: ApprovalGroup } | null>(null);
  const [ruleDialog, setRuleDialog] = useState<{ rule?: ApprovalRule } | null>(null);
  const [retiring, setRetiring] = useState<Retiring | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: corporateAdminKeys.all });

  const saveGroup = (draft: GroupDraft) => {
    setGroupDialog(null);
    const body = { name: draft.name, memberIds: draft.memberIds };
    void action.submit(draft.id ? { id: draft.id, ...body } : body, {
      call: (key) => (draft.id ? updateApprovalGroup({ id: draft.id, ...body }, key) : createApprovalGroup(body, key)),
      successMessage: t({ id: 'corporateAdmin.groups.saved', message: 'The approval group is saved.' }),
      onDone: refresh,
    });
  };
  const saveRule = (request: CreateApprovalRuleRequest, id?: string) => {
    setRuleDialog(null);
    void action.submit(id ? { id, ...request } : request, {
      call: (key) => (id ? updateApprovalRule({ id, ...request }, key) : createApprovalRule(request, key)),
      successMessage: t({ id: 'corporateAdmin.rules.saved', message: 'The approval rule is saved.' }),
      onDone: () => {
        setKind(request.kind);
        refresh();
      },
    });
  };
  const retire = () => {
    if (!retiring) return;
    const target = retiring;
    setRetiring(null);
    void action.submit<object, unknown>(
      { retire: target.item.id },
      {
        call: (key) =>
          target.what === 'group' ? retireApprovalGroup(target.item.id, key) : retireApprovalRule(target.item.id, key),
        successMessage:
          target.what === 'group'
            ? t({ id: 'corporateAdmin.groups.retired', message: 'The approval group is retired.' })
            : t({ id: 'corporateAdmin.rules.retired', message: 'The approval rule is retired.' }),
        onDone: refresh,
      },
    );
  };
  const liveGroups = groups.data?.groups.filter((g) => g.retiredAt === null) ?? [];

  return (
    <PageFrame title={<SegmentTitle segment="approval-group-creation-management" />} testId="admin-approvals">
      <Stack gap="8">
        <Stack gap="3" as="section" aria-labelledby="groups-title">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md" id="groups-title">
              <Trans id="corporateAdmin.groups.title">Approval groups</Trans>
            </Heading>
            <Button size="sm" onClick={() => setGroupDialog({})} data-testid="approval-group-new">
              <Trans id="corporateAdmin.groups.new">New group</Trans>
            </Button>
          </HStack>
          <QueryState query={groups} testId="approval-groups">
            {(list) => (
              <ItemList
                items={list.groups}
                empty={<Trans id="corporateAdmin.groups.none">The company has no approval group.</Trans>}
                testId="approval-group-list"
                emptyTestId="approval-group-empty"
              >
                {(group) => (
                  <GroupRow
                    key={group.id}
                    group={group}
                    onEdit={() => setGroupDialog({ group })}
                    onRetire={() => setRetiring({ what: 'group', item: group })}
                  />
                )}
              </ItemList>
            )}
          </QueryState>
        </Stack>

        <Stack gap="3" as="section" aria-labelledby="rules-title">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md" id="rules-title">
              <Trans id="corporateAdmin.rules.title">Approval rules</Trans>
            </Heading>
            <Button size="sm" onClick={() => setRuleDialog({})} data-testid="approval-rule-new">
              <Trans id="corporateAdmin.rules.new">New rule</Trans>
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <Trans id="corporateAdmin.rules.intro">
              For each operation and currency, the amount bands and the approvals each needs. An operation without a
              rule is refused. A change makes a new version; operations already waiting keep the one they started under.
            </Trans>
          </Text>
          <Box maxWidth="sm">
            <SelectInput
              label={<Trans id="corporateAdmin.rules.showKind">Show rules for</Trans>}
              value={kind}
              onChange={(value) => setKind(value as OperationKind)}
              options={kindOptions((k) => i18n._(KIND_LABEL[k]))}
              testId="approval-rule-kind"
            />
          </Box>
          <QueryState query={rules} testId="approval-rules">
            {(list) => (
              <ItemList
                items={list.rules.filter((r) => r.current.kind === kind)}
                empty={<Trans id="corporateAdmin.rules.none">No rule for this operation: the bank refuses it.</Trans>}
                testId="approval-rule-list"
                emptyTestId="approval-rule-empty"
              >
                {(rule) => (
                  <RuleRow
                    key={rule.id}
                    rule={rule}
                    onEdit={() => setRuleDialog({ rule })}
                    onRetire={() => setRetiring({ what: 'rule', item: rule })}
                  />
                )}
              </ItemList>
            )}
          </QueryState>
        </Stack>

        <PreviewPanel />
      </Stack>

      {groupDialog ? (
        <GroupDialog
          group={groupDialog.group}
          approvers={groups.data?.approvers ?? []}
          onClose={() => setGroupDialog(null)}
          onSave={saveGroup}
        />
      ) : null}
      {ruleDialog ? (
        <RuleDialog
          rule={ruleDialog.rule}
          groups={liveGroups}
          kind={kind}
          onClose={() => setRuleDialog(null)}
          onSave={saveRule}
        />
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        title={
          retiring?.what === 'group' ? (
            <Trans id="corporateAdmin.groups.retireTitle">Retire the approval group?</Trans>
          ) : (
            <Trans id="corporateAdmin.rules.retireTitle">Retire the approval rule?</Trans>
          )
        }
        body={
          retiring?.what === 'group' ? (
            <Trans id="corporateAdmin.groups.retireBody">Its members approve nothing for it from now on.</Trans>
          ) : (
            <Trans id="corporateAdmin.rules.retireBody">
              Operations in its band are refused until another rule covers them; waiting ones keep their rule.
            </Trans>
          )
        }
        onConfirm={retire}
        onCancel={() => setRetiring(null)}
      />
      <ActionFlowDialogs state={action.dialogs} />
    </PageFrame>
  );
}
