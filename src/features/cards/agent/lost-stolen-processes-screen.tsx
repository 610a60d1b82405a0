import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../../api/card-applications';
import { cardQueryOptions, cardsQueryOptions } from '../../../api/cards';
import { ItemList } from '../../../components/item-list';
import { ListRow } from '../../../components/list-row';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { formatDate, formatDateTime } from '../../../contract/date-text';
import { useLanguage } from '../../../lib/use-language';
import { APPLICATION_STATUS_LABEL, APPLICATION_STATUS_PALETTE } from '../applications/application-labels';
import { CARD_STATUS_REASON_LABEL } from '../card-labels';
import { CardDetailLink } from '../card-row';
import { CardStatusBadge } from '../card-status-badge';
import { lostStolenProcesses, type LostStolenProcess } from './lost-stolen-processes';

/** When the card was blocked: its detail says (read per card; a customer has few such cards). */
function BlockedAt({ cardId }: { cardId: string }) {
  const language = useLanguage();
  const at = useQuery(cardQueryOptions(cardId)).data?.statusChangedAt;
  if (!at) return null;
  const when = formatDateTime(at, language);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="lost-stolen-blocked-at">
      <Trans id="cc.lostStolen.blockedAt">Blocked on {when}</Trans>
    </Text>
  );
}

function ProcessRow({ process: { card, replacement } }: { process: LostStolenProcess }) {
  const reference = replacement?.reference;
  const { i18n } = useLingui();
  const language = useLanguage();
  const reason = card.statusReason ? i18n._(CARD_STATUS_REASON_LABEL[card.statusReason]) : '';
  return (
    <ListRow
      data-testid="lost-stolen-row"
      data-card-id={card.id}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'start', md: 'center' }}
      gap="4"
    >
      <Stack gap="1" flex="1" minWidth="0">
        <CardDetailLink card={card} />
        <Text fontSize="sm" fontFamily="mono">
          {card.maskedNumber}
        </Text>
        <BlockedAt cardId={card.id} />
      </Stack>
      <Stack gap="1" align={{ base: 'start', md: 'end' }}>
        <Flex gap="2" align="center" wrap="wrap">
          <CardStatusBadge status={card.status} />
          <Text fontSize="sm" data-testid="lost-stolen-reason">
            {reason}
          </Text>
        </Flex>
        {replacement ? (
          <Flex
            gap="2"
            align="center"
            wrap="wrap"
            data-testid="lost-stolen-replacement"
            data-status={replacement.status}
          >
            <Link to="/dashboard/my_card_applications/detail" search={{ applicationId: replacement.id }}>
              <Text as="span" fontSize="sm" textDecoration="underline">
                <Trans id="cc.lostStolen.replacement">Replacement {reference}</Trans>
              </Text>
            </Link>
            <Badge colorPalette={APPLICATION_STATUS_PALETTE[replacement.status]}>
              {i18n._(APPLICATION_STATUS_LABEL[replacement.status])}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(replacement.updatedAt, language)}
            </Text>
          </Flex>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="lost-stolen-no-replacement">
            <Trans id="cc.lostStolen.noReplacement">No replacement card asked for</Trans>
          </Text>
        )}
      </Stack>
    </ListRow>
  );
}

/**
 * CallCenter /dashboard/lost-stolen-processes: every card of the caller blocked as lost or stolen
 * (by the customer or by an agent), when, and where its replacement card is (ordered, produced,
 * shipped, delivered), from the bank's cards and card applications.
 */
export function LostStolenProcessesScreen() {
  const cards = useQuery(cardsQueryOptions());
  const applications = useQuery(cardApplicationsQueryOptions());
  return (
    <PageFrame title={<Trans id="cc.lostStolen.title">Lost/stolen processes</Trans>} testId="cc-lost-stolen-processes">
      <QueryState query={cards} testId="lost-stolen">
        {(cardList) => (
          <QueryState query={applications} testId="lost-stolen-applications">
            {(applicationList) => (
              <ItemList
                items={lostStolenProcesses(cardList.cards, applicationList.applications)}
                empty={<Trans id="cc.lostStolen.empty">No card of the customer is blocked as lost or stolen.</Trans>}
                testId="lost-stolen-list"
                emptyTestId="lost-stolen-empty"
              >
                {(process) => <ProcessRow key={process.card.id} process={process} />}
              </ItemList>
            )}
          </QueryState>
        )}
      </QueryState>
    </PageFrame>
  );
}
