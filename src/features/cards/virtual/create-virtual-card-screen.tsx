import { Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getValue, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cardsQueryOptions } from '../../../api/cards';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { ContinueFormScreen } from '../../../components/continue-form-screen';
import { AmountInput } from '../../../components/inputs/amount-input';
import { SelectInput } from '../../../components/inputs/select-input';
import { Money } from '../../../components/money';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import { TextInput } from '../../../components/text-input';
import type { CardSummary } from '../../../contract/cards';
import { MAX_VIRTUAL_CARDS, VIRTUAL_NICKNAME_MAX } from '../../../contract/cards-virtual';
import { IssueKey } from '../../../contract/message-codes';
import { CARD_PATHS } from '../card-paths';
import { VIRTUAL_CREATE_ORIGIN, virtualCreateDecision, virtualLimitIssue } from './virtual-decisions';

type Values = {
  mainCardId: string;
  limit: string;
  nickname: string;
};

/**
 * /dashboard/credit-cards/virtual-credit-card/create (`?cardId=` preselects the main card): the main
 * credit card (chosen when there are several), the virtual card's own limit with the main card's
 * shown, a name. Continue goes to the approve step.
 */
export function CreateVirtualCardScreen({ cardId }: { cardId?: string }) {
  const cards = useQuery(cardsQueryOptions());
  const navigate = useNavigate();
  const title = <SegmentTitle segment="virtual-credit-card" />;
  const onBack = () => void navigate({ to: CARD_PATHS.creditCards });
  if (!cards.data)
    return (
      <PageFrame title={title} onBack={onBack} testId="virtual-create">
        <QueryState query={cards} testId="virtual-create-cards">
          {() => null}
        </QueryState>
      </PageFrame>
    );
  const mains = cards.data.cards.filter((c) => c.kind === 'Credit' && c.status === 'Active');
  if (mains.length === 0)
    return (
      <PageFrame title={title} onBack={onBack} testId="virtual-create">
        <Text data-testid="virtual-create-no-main">
          <Trans id="virtual.create.noMain">
            A virtual card needs an active credit card of yours. You can apply for a credit card first.
          </Trans>
        </Text>
        <Button asChild marginTop="4" alignSelf="flex-start">
          <Link to={CARD_PATHS.creditApplication}>
            <Trans id="virtual.create.apply">Apply for a credit card</Trans>
          </Link>
        </Button>
      </PageFrame>
    );
  return <CreateForm title={title} onBack={onBack} mains={mains} preselected={cardId} />;
}

function CreateForm({
  title,
  onBack,
  mains,
  preselected,
}: {
  title: ReactNode;
  onBack: () => void;
  mains: CardSummary[];
  preselected?: string;
}) {
  // The main card's facts follow the select: this component reads the field's value signal.
  useSignals();
  const { t } = useLingui();
  const navigate = useNavigate();
  // Back from the approve step: the request as it was.
  const pending = virtualCreateDecision.pending();
  const kept = pending?.origin === VIRTUAL_CREATE_ORIGIN ? pending.request : undefined;
  const first = mains.find((c) => c.id === (kept?.mainCardId ?? preselected)) ?? mains[0]!;
  const mainOf = (id: string) => mains.find((c) => c.id === id);
  const [form] = useForm<Values>({
    initialValues: { mainCardId: first.id, limit: kept?.limit ?? '', nickname: kept?.nickname ?? '' },
    validate: (values) => {
      const issues: Record<string, string> = {};
      // One main card: no select is shown, and modular-forms leaves an unshown field out of the values.
      const main = mainOf(values.mainCardId ?? first.id);
      if (!main) issues.mainCardId = IssueKey.Required;
      const limit = virtualLimitIssue(values.limit ?? '', main?.limit);
      if (limit) issues.limit = limit;
      if ((values.nickname ?? '').trim().length > VIRTUAL_NICKNAME_MAX) issues.nickname = IssueKey.TooLong;
      return issues;
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const selected = mainOf(getValue(form, 'mainCardId') ?? '') ?? first;
  const submit = (values: Values) => {
    const main = mainOf(values.mainCardId ?? first.id)!;
    const nickname = (values.nickname ?? '').trim();
    virtualCreateDecision.propose(
      VIRTUAL_CREATE_ORIGIN,
      { mainCardId: main.id, limit: values.limit, ...(nickname ? { nickname } : {}) },
      { mainMasked: main.maskedNumber, mainProductName: main.productName, mainLimit: main.limit ?? '0.00' },
    );
    void navigate({ to: '/dashboard/credit-cards/virtual-credit-card/approve' });
  };
  return (
    <ContinueFormScreen
      of={form}
      onSubmit={submit}
      title={title}
      onBack={onBack}
      testId="virtual-create"
      aside={
        <Text color="fg.muted" data-testid="virtual-create-intro">
          <Trans id="virtual.create.intro">
            A virtual card has a number of its own for shopping online. It spends from your credit card's limit, up to
            the limit you give it. You can have up to {MAX_VIRTUAL_CARDS} virtual cards on one credit card.
          </Trans>
        </Text>
      }
    >
      {mains.length > 1 ? (
        <FormField of={form} name="mainCardId" fallback="" required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="virtual.create.mainCard">Main credit card</Trans>}
              options={mains.map((c) => ({ value: c.id, label: `${c.productName} ${c.maskedNumber}` }))}
              testId="virtual-create-main"
            />
          )}
        </FormField>
      ) : null}
      <DetailList testId="virtual-create-main-facts">
        <DetailRow label={<Trans id="virtual.create.mainCardRow">Main credit card</Trans>} testId="virtual-main-card">
          {selected.productName} {selected.maskedNumber}
        </DetailRow>
        <DetailRow label={<Trans id="virtual.create.mainLimit">Main card's limit</Trans>} testId="virtual-main-limit">
          <Money amount={selected.limit ?? '0.00'} />
        </DetailRow>
        <DetailRow
          label={<Trans id="virtual.create.mainAvailable">Available limit</Trans>}
          testId="virtual-main-available"
        >
          <Money amount={selected.availableLimit ?? '0.00'} />
        </DetailRow>
      </DetailList>
      <FormField of={form} name="limit" fallback="" required>
        {(input) => (
          <AmountInput
            {...input}
            label={<Trans id="virtual.create.limit">Virtual card limit</Trans>}
            helper={t({
              id: 'virtual.create.limitHelp',
              message: 'Above zero and at most the main card’s limit. It renews at each statement.',
            })}
            testId="virtual-create-limit"
          />
        )}
      </FormField>
      <FormField of={form} name="nickname" fallback="">
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="virtual.create.nickname">Card name (optional)</Trans>}
            maxLength={VIRTUAL_NICKNAME_MAX}
            autoComplete="off"
            testId="virtual-create-nickname"
          />
        )}
      </FormField>
    </ContinueFormScreen>
  );
}
