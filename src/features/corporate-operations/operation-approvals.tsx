import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import type { CorporateOperation } from '../../contract/corporate-operations';
import { formatDateTime } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';

/** Who has decided: name, the group it counted for, approve or reject, and when. */
export function ApprovalsDone({ op }: { op: CorporateOperation }) {
  const language = useLanguage();
  return (
    <Stack gap="3" as="section" aria-labelledby="operation-approvals-title">
      <Heading as="h2" size="md" id="operation-approvals-title">
        <Trans id="corporateOps.approvals.title">Decisions given</Trans>
      </Heading>
      <ItemList
        items={op.approvals}
        empty={<Trans id="corporateOps.approvals.none">No one has decided yet.</Trans>}
        testId="operation-approvals"
        emptyTestId="operation-approvals-empty"
      >
        {(a) => {
          const when = formatDateTime(a.decidedAt, language);
          const group = a.groupName;
          return (
            <ListRow
              key={`${a.userName}-${a.decidedAt}`}
              wrap="wrap"
              data-testid="operation-approval"
              data-decision={a.decision}
            >
              <Stack gap="0" minWidth="0">
                <Text fontWeight="semibold">{a.userName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {group ? (
                    <Trans id="corporateOps.approvals.groupWhen">
                      {group} · {when}
                    </Trans>
                  ) : (
                    when
                  )}
                </Text>
              </Stack>
              <Badge colorPalette={a.decision === 'approve' ? 'green' : 'red'} alignSelf="center">
                {a.decision === 'approve' ? (
                  <Trans id="corporateOps.approvals.approved">Approved</Trans>
                ) : (
                  <Trans id="corporateOps.approvals.rejected">Rejected</Trans>
                )}
              </Badge>
            </ListRow>
          );
        }}
      </ItemList>
    </Stack>
  );
}

/** What is still needed: per group not yet met, how many more approvals. */
export function ApprovalsNeeded({ op }: { op: CorporateOperation }) {
  const { t } = useLingui();
  const open = op.needs.filter((need) => need.approved < need.count);
  return (
    <Stack gap="2" as="section" aria-labelledby="operation-needed-title">
      <Heading as="h2" size="md" id="operation-needed-title">
        <Trans id="corporateOps.needed.title">Still needed</Trans>
      </Heading>
      {open.length === 0 ? (
        <Text data-testid="operation-needed-none">
          <Trans id="corporateOps.needed.none">Every approval is given; the bank posts it now.</Trans>
        </Text>
      ) : (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid="operation-needed">
          {open.map((need) => {
            const left = need.count - need.approved;
            const group = need.groupName;
            return (
              <li key={need.groupId}>
                <Badge variant="outline" data-testid="operation-needed-group">
                  {t({ id: 'corporateOps.needed.group', message: `${left} more from ${group}` })}
                </Badge>
              </li>
            );
          })}
        </HStack>
      )}
    </Stack>
  );
}
