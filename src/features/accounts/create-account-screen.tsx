import { Button, Flex, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { accountProductsQueryOptions, createAccountOrWait, fetchOpeningQuote } from '../../api/account-management';
import { accountsQueryOptions } from '../../api/accounts';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-message';
import { PageFrame } from '../../components/page-frame';
import { RequiredLegend } from '../../components/required-legend';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import {
  OPENABLE_KINDS,
  type AccountDetail,
  type AccountProducts,
  type CreateAccountRequest,
} from '../../contract/account-management';
import type { Account } from '../../contract/accounts';
import { parseAmount, type Currency } from '../../contract/money';
import type { ExchangeQuote } from '../../contract/transfers';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { errorText } from '../../lib/api-error';
import { formatMoneyText } from '../../contract/money-text';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useDecisionAction } from '../../lib/use-decision-action';
import { isWaitingOperation } from '../../lib/waiting-operation';
import { FundingForm, type FundingValues } from './funding-form';
import { OpeningSummary } from './opening-summary';
import { OpeningWaiting } from './opening-waiting';
import { firstPool, ProductPicker, type ProductChoice } from './product-picker';
import { useLanguage } from '../../lib/use-language';

interface Pending {
  request: CreateAccountRequest;
  quote?: ExchangeQuote;
}

/**
 * /dashboard/create-account: product, funding, confirm (one Idempotency-Key per decision), done; a
 * corporate maker's opening that needs approvals (995) shows the waiting state instead.
 */
export function CreateAccountScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const products = useQuery(accountProductsQueryOptions());
  const accounts = useQuery(accountsQueryOptions(false));
  const [waiting, setWaiting] = useState<WaitingOperation>();
  const failed = products.error ?? accounts.error;
  if (waiting) return <OpeningWaiting operation={waiting} />;
  return (
    <PageFrame
      title={<SegmentTitle segment="create-account" />}
      onBack={() => void navigate({ to: '/dashboard/my-accounts' })}
      testId="create-account"
    >
      {failed ? (
        <FormMessage>{errorText(failed) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : products.data && accounts.data ? (
        <CreateAccountFlow
          products={products.data}
          accounts={accounts.data.accounts.filter((a) => !a.isClosed)}
          onWaiting={setWaiting}
        />
      ) : (
        <Flex justify="center" padding="8">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      )}
    </PageFrame>
  );
}

interface FlowProps {
  products: AccountProducts;
  accounts: Account[];
  onWaiting: (operation: WaitingOperation) => void;
}

function CreateAccountFlow({ products, accounts, onWaiting }: FlowProps) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [choice, setChoice] = useState<ProductChoice>({
    kind: OPENABLE_KINDS[1],
    currency: 'TRY',
    termMonths: String(products.participation.termsMonths[0] ?? ''),
    poolCode: firstPool(products, 'TRY'),
  });
  const [pending, setPending] = useState<Pending>();
  const [quoting, setQuoting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [created, setCreated] = useState<AccountDetail>();
  const participation = choice.kind === 'Participation';
  const minimum = products.minimumOpeningAmount[choice.currency];
  const minimumText = minimum ? formatMoneyText(minimum, choice.currency, language) : '';

  const review = async (values: FundingValues) => {
    setProblem(undefined);
    const request: CreateAccountRequest = {
      kind: choice.kind,
      currency: choice.currency as Currency,
      ...(participation ? { termMonths: Number(choice.termMonths), poolCode: choice.poolCode } : {}),
      sourceAccountNumber: values.sourceAccountNumber,
      amount: values.amount,
      ...(values.alias.trim() ? { alias: values.alias.trim() } : {}),
    };
    const source = accounts.find((a) => a.accountNumber === values.sourceAccountNumber);
    const needsQuote = source && source.currency !== request.currency && parseAmount(request.amount, 'XAU') !== 0n;
    let quote: ExchangeQuote | undefined;
    if (needsQuote) {
      setQuoting(true);
      try {
        quote = await fetchOpeningQuote({ ...request, sourceAccountNumber: request.sourceAccountNumber });
      } catch (error) {
        return setProblem(errorText(error) ?? i18n._(GENERIC_ERROR));
      } finally {
        setQuoting(false);
      }
    }
    const decided = quote ? { ...request, quoteId: quote.quoteId } : request;
    // The key is made as the confirm step opens and kept for every retry of this decision.
    action.keyFor(decided);
    setPending({ request: decided, quote });
  };

  const confirm = () => {
    const current = pending!;
    setPending(undefined);
    void action.submit(current.request, {
      call: (key) => createAccountOrWait(current.request, key),
      onDone: (data) => {
        if (isWaitingOperation(data)) {
          onWaiting(data);
          return;
        }
        void invalidateAccountData(queryClient);
        if (data) setCreated(data.account);
        showSnackbar(t({ id: 'createAccount.done', message: 'Your account is open.' }));
      },
    });
  };

  if (created) return <OpeningDone account={created} />;
  return (
    <Stack gap="6">
      {/* One legend for the page: the product's selects and the funding form both mark required fields. */}
      <RequiredLegend />
      <ProductPicker products={products} value={choice} onChange={setChoice} />
      <FormMessage testId="create-problem">{problem}</FormMessage>
      <FundingForm
        key={`${choice.kind}-${choice.currency}`}
        accounts={accounts}
        currencyLabel={choice.currency === 'TRY' ? 'TL' : choice.currency}
        amountHelper={
          participation && minimum ? (
            <Trans id="createAccount.minimum">At least {minimumText}</Trans>
          ) : (
            <Trans id="createAccount.zeroAllowed">A current account can also open at 0.</Trans>
          )
        }
        busy={quoting || action.busy}
        onSubmit={(values) => void review(values)}
      />
      <ConfirmDialog
        open={pending !== undefined}
        title={<Trans id="createAccount.confirmTitle">Open this account?</Trans>}
        body={
          pending ? (
            <OpeningSummary
              request={pending.request}
              products={products}
              source={accounts.find((a) => a.accountNumber === pending.request.sourceAccountNumber)}
              quote={pending.quote}
            />
          ) : null
        }
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
      <ActionFlowDialogs state={action.dialogs} />
    </Stack>
  );
}

function OpeningDone({ account }: { account: AccountDetail }) {
  const { name, accountNumber } = account;
  const language = useLanguage();
  const balance = formatMoneyText(account.balance, account.currency, language);
  return (
    <Stack gap="4" data-testid="create-done">
      <FormMessage status="success">
        <Trans id="createAccount.doneText">
          {name} ({accountNumber}) is open with {balance}.
        </Trans>
      </FormMessage>
      <HStack gap="3" wrap="wrap">
        <Button asChild data-testid="create-done-detail">
          <Link to="/dashboard/my-accounts/detail" search={{ accountNumber: account.accountNumber }}>
            <Trans id="createAccount.toDetail">Go to the account</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard/my-accounts">
            <Trans id="createAccount.toList">My accounts</Trans>
          </Link>
        </Button>
      </HStack>
    </Stack>
  );
}
