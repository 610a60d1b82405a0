import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { accountsQueryOptions } from '../../../api/accounts';
import { changeCard } from '../../../api/cards-management';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { SelectInput } from '../../../components/inputs/select-input';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import type { Account } from '../../../contract/accounts';
import type { CardDetail } from '../../../contract/cards';
import { IssueKey } from '../../../contract/message-codes';
import { CHANGE } from '../../../contract/cards-management';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { CardHeader, ManagedCard, useBackToCard, useCardChangeDone, type ManagedPageProps } from './management-kit';

type AccountValues = { accountNumber: string };

/** The accounts a card can spend from or pay from: open TRY current accounts. */
export const cardAccountsOf = (accounts: Account[]) =>
  accounts.filter((a) => !a.isClosed && a.currency === 'TRY' && a.kind === 'Current');

/** card-account-select: a debit card's account, or a credit card's automatic payment account. */
export function AccountSelectScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-account-select" changes={[CHANGE.SetAccount]}>
      {(card) => <AccountLoader {...props} card={card} />}
    </ManagedCard>
  );
}

function AccountLoader(props: ManagedPageProps & { card: CardDetail }) {
  const accounts = useQuery(accountsQueryOptions(false));
  const back = useBackToCard(props.area, props.card.id);
  if (accounts.data) return <AccountForm {...props} accounts={cardAccountsOf(accounts.data.accounts)} />;
  return (
    <PageFrame title={<SegmentTitle segment="card-account-select" />} onBack={back} testId="card-account-loading">
      <QueryState query={accounts} testId="card-accounts">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function AccountForm({ area, card, accounts }: ManagedPageProps & { card: CardDetail; accounts: Account[] }) {
  const { t } = useLingui();
  const action = useDecisionAction();
  const back = useBackToCard(area, card.id);
  const done = useCardChangeDone(area);
  const [form] = useForm<AccountValues>({
    initialValues: { accountNumber: card.accountNumber ?? '' },
    validate: (values) => (values.accountNumber ? {} : { accountNumber: IssueKey.Required }),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: AccountValues) => {
    const body = { cardId: card.id, accountNumber: values.accountNumber };
    return action.submit(body, {
      call: (key, sent) => changeCard(CHANGE.SetAccount, sent, key),
      successMessage: t({ id: 'cardMgmt.account.done', message: 'The card’s account is changed.' }),
      onDone: (result) => {
        if (result && 'card' in result) done(result, null);
      },
    });
  };
  const options = accounts.map((a) => ({ value: a.accountNumber, label: `${a.name} (${a.accountNumber})` }));
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="card-account-select" />}
      onBack={back}
      testId="card-account-select"
      formTestId="card-account-form"
      submitLabel={<Trans id="cardMgmt.account.submit">Save the account</Trans>}
      submitTestId="card-account-submit"
      action={action}
      needsOnline
      aside={
        <>
          <CardHeader card={card} />
          <Text color="fg.muted">
            {card.kind === 'Debit' ? (
              <Trans id="cardMgmt.account.debitHelp">The card spends from this account.</Trans>
            ) : (
              <Trans id="cardMgmt.account.creditHelp">
                The card’s debt is paid from this account automatically on the due date.
              </Trans>
            )}
          </Text>
        </>
      }
    >
      <FormField of={form} name="accountNumber" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="cardMgmt.account.label">Account (TRY current accounts)</Trans>}
            options={options}
            name="accountNumber"
            testId="card-account"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
