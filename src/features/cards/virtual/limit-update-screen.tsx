import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cardsQueryOptions } from '../../../api/cards';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { ContinueFormScreen } from '../../../components/continue-form-screen';
import { AmountInput } from '../../../components/inputs/amount-input';
import { Money } from '../../../components/money';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardSummary } from '../../../contract/cards';
import { CARD_PATHS } from '../card-paths';
import { VIRTUAL_LIMIT_ORIGIN, virtualLimitDecision, virtualLimitIssue } from './virtual-decisions';

/**
 * /dashboard/credit-cards/virtual-credit-card/limit-update?cardId=<virtual>: the virtual card's own
 * limit now, its main card's limit, and the new limit; Continue goes to the approve step.
 */
export function VirtualLimitUpdateScreen({ cardId }: { cardId?: string }) {
  const navigate = useNavigate();
  const cards = useQuery(cardsQueryOptions());
  const title = <SegmentTitle segment="limit-update" />;
  const onBack = () =>
    void (cardId
      ? navigate({ to: CARD_PATHS.creditDetail, search: { cardId } })
      : navigate({ to: CARD_PATHS.creditCards }));
  const virtual = cards.data?.cards.find((c) => c.id === cardId && c.kind === 'Virtual');
  const main = virtual && cards.data?.cards.find((c) => c.id === virtual.parentCardId);
  if (virtual && main) return <LimitForm title={title} onBack={onBack} virtual={virtual} main={main} />;
  return (
    <PageFrame title={title} onBack={onBack} testId="virtual-limit">
      {cards.data ? (
        <Text data-testid="virtual-limit-not-found">
          <Trans id="virtual.limit.notFound">This virtual card was not found.</Trans>
        </Text>
      ) : (
        <QueryState query={cards} testId="virtual-limit-cards">
          {() => null}
        </QueryState>
      )}
    </PageFrame>
  );
}

function LimitForm({
  title,
  onBack,
  virtual,
  main,
}: {
  title: ReactNode;
  onBack: () => void;
  virtual: CardSummary;
  main: CardSummary;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pending = virtualLimitDecision.pending();
  const kept = pending?.origin === VIRTUAL_LIMIT_ORIGIN && pending.request.cardId === virtual.id ? pending : undefined;
  const [form] = useForm<{ limit: string }>({
    initialValues: { limit: kept?.request.limit ?? '' },
    validate: (values) => {
      const issue = virtualLimitIssue(values.limit ?? '', main.limit);
      return issue ? { limit: issue } : {};
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = ({ limit }: { limit: string }) => {
    virtualLimitDecision.propose(
      VIRTUAL_LIMIT_ORIGIN,
      { cardId: virtual.id, limit },
      {
        maskedNumber: virtual.maskedNumber,
        nickname: virtual.nickname,
        currentLimit: virtual.limit ?? '0.00',
        mainLimit: main.limit ?? '0.00',
      },
    );
    void navigate({ to: '/dashboard/credit-cards/virtual-credit-card/limit-update/approve' });
  };
  return (
    <ContinueFormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="virtual-limit"
      aside={
        <DetailList testId="virtual-limit-facts">
          <DetailRow label={<Trans id="virtual.limit.card">Virtual card</Trans>}>
            {virtual.nickname ? `${virtual.nickname} · ` : ''}
            {virtual.maskedNumber}
          </DetailRow>
          <DetailRow label={<Trans id="virtual.limit.current">Limit now</Trans>} testId="virtual-limit-current">
            <Money amount={virtual.limit ?? '0.00'} />
          </DetailRow>
          <DetailRow label={<Trans id="virtual.create.mainLimit">Main card's limit</Trans>} testId="virtual-limit-main">
            <Money amount={main.limit ?? '0.00'} />
          </DetailRow>
        </DetailList>
      }
    >
      <FormField of={form} name="limit" fallback="" required>
        {(input) => (
          <AmountInput
            {...input}
            label={<Trans id="virtual.limit.new">New limit</Trans>}
            helper={t({
              id: 'virtual.create.limitHelp',
              message: 'Above zero and at most the main card’s limit. It renews at each statement.',
            })}
            testId="virtual-limit-amount"
          />
        )}
      </FormField>
    </ContinueFormScreen>
  );
}
