import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ipRestrictionsQueryOptions } from '../../api/ip-restrictions';
import { DeleteButton } from '../../components/delete-button';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import type { IpRestriction, IpRestrictionList } from '../../contract/ip-restrictions';
import { acknowledged, ipDecision, ipPlanOf } from './ip-decision';

/**
 * /dashboard/ip-restrictions: the addresses or ranges the customer may sign in from (none: any), this
 * session's address; add, edit, delete, each approved with a code on the confirm step.
 */
export function IpRestrictionsScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useQuery(ipRestrictionsQueryOptions());
  const remove = (list: IpRestrictionList, item: IpRestriction) => {
    const change = { verb: 'Delete' as const, body: { id: item.id } };
    const plan = ipPlanOf(change, list);
    ipDecision.propose('ip-restrictions', acknowledged(change, plan), plan);
    void navigate({ to: '/dashboard/ip-restrictions/confirm' });
  };
  const currentIp = query.data?.currentIp ?? t({ id: 'settings.ip.unknownAddress', message: 'unknown' });
  return (
    <ListScreen
      segment="ip-restrictions"
      prefix="ip"
      titleEnd={
        <Button asChild size="sm" data-testid="ip-add">
          <Link to="/dashboard/ip-restrictions/create">
            <Trans id="settings.ip.add">Allow an address</Trans>
          </Link>
        </Button>
      }
      intro={
        <Text color="fg.muted" fontSize="sm" data-testid="ip-intro">
          <Trans id="settings.ip.intro">
            With no address here you can sign in from anywhere. Once you allow addresses or ranges (IPv4 or IPv6, e.g.
            203.0.113.0/24), the bank refuses a sign-in from any other. You are now connected from {currentIp}.
          </Trans>
        </Text>
      }
      query={query}
      items={(data) => data.restrictions}
      empty={<Trans id="settings.ip.empty">No restrictions: you can sign in from any address.</Trans>}
      row={(item) => {
        const cidr = item.cidr;
        return (
          <ListRow key={item.id} align="center" wrap="wrap" data-testid="ip-row" data-cidr={item.cidr}>
            <Box minWidth="0" flex="1">
              <Text fontWeight="semibold" fontFamily="mono" data-testid="ip-cidr">
                {item.cidr}
              </Text>
              {item.label ? (
                <Text fontSize="sm" color="fg.muted">
                  {item.label}
                </Text>
              ) : null}
            </Box>
            <HStack gap="1">
              <Button asChild size="sm" variant="outline" data-testid="ip-edit">
                <Link
                  to="/dashboard/ip-restrictions/update"
                  search={{ id: item.id }}
                  aria-label={t({ id: 'settings.ip.editLabel', message: `Edit ${cidr}` })}
                >
                  <Trans id="settings.ip.edit">Edit</Trans>
                </Link>
              </Button>
              <DeleteButton
                onClick={() => query.data && remove(query.data, item)}
                label={t({ id: 'settings.ip.deleteLabel', message: `Delete ${cidr}` })}
                testId="ip-delete"
              />
            </HStack>
          </ListRow>
        );
      }}
    />
  );
}
