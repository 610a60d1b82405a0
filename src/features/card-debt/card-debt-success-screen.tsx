import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { reset, useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { cardDebtPaymentQueryOptions, fetchPaymentCard } from '../../api/card-debt';
import { receiptPdf } from '../../api/last-transactions';
import { saveSavedPayment, savedPaymentKeys } from '../../api/saved-payments';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { DecisionSuccessScreen } from '../../components/decision-success-screen';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormField } from '../../components/form-field';
import { FormMessage } from '../../components/form-message';
import { Money } from '../../components/money';
import { PdfButton } from '../../components/pdf-button';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import { showSnackbar } from '../../components/snackbar';
import type { CardDebtReceipt } from '../../contract/card-debt';
import { formatDateTime } from '../../contract/date-text';
import { IssueKey } from '../../contract/message-codes';
import { SAVED_PAYMENT_NICKNAME_MAX } from '../../contract/saved-payments';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { cardDebtDecision, isCardDebtReceipt } from './card-debt-decision';
import { ownCardDebtDecision } from './own-card-debt-decision';
import { CardDebtWays } from './card-debt-waiting';
import { Form } from '@modular-forms/react';

const STATUS_PALETTE = { Completed: 'green', Pending: 'blue', Scheduled: 'purple' } as const;

/**
 * /dashboard/pay-another-card-debt/success: the receipt (read again by id after a reload), the PDF,
 * "save this card"; `own`: /dashboard/debt_payment/debt-payment-success, one's own credit card paid.
 */
export function CardDebtSuccessScreen({ id, own = false }: { id?: string; own?: boolean }) {
  if (!id) return <Navigate to={own ? '/dashboard/debt_payment' : '/dashboard/pay-another-card-debt'} replace />;
  return <SuccessBody id={id} own={own} />;
}

function SuccessBody({ id, own }: { id: string; own: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const kept = own ? ownCardDebtDecision.outcome() : cardDebtDecision.outcome();
  const receipt = useQuery({
    ...cardDebtPaymentQueryOptions(id),
    initialData: isCardDebtReceipt(kept) && kept.paymentId === id ? kept : undefined,
    staleTime: 10_000,
  });
  const statusLabel = (r: CardDebtReceipt) =>
    r.status === 'Completed'
      ? t({ id: 'cardDebt.status.completed', message: 'Paid' })
      : r.status === 'Pending'
        ? t({ id: 'cardDebt.status.pending', message: 'Sent, on its way to the other bank' })
        : t({ id: 'cardDebt.status.scheduled', message: 'Waiting for the next EFT window' });
  return (
    <DecisionSuccessScreen
      query={receipt}
      testId="card-debt-success"
      title={<SegmentTitle segment={own ? 'debt-payment-success' : 'success'} />}
      status={(r) => ({ value: r.status, label: statusLabel(r), palette: STATUS_PALETTE[r.status] })}
      details={(r) => (
        <DetailList testId="card-debt-receipt">
          <DetailRow label={<Trans id="cardDebt.card">Card</Trans>} testId="card-debt-success-card">
            {r.maskedCardNumber}
          </DetailRow>
          <DetailRow label={<Trans id="cardDebt.bank">Issuing bank</Trans>}>{r.bankName}</DetailRow>
          {r.maskedHolderName ? (
            <DetailRow label={<Trans id="cardDebt.holder">Card holder</Trans>}>{r.maskedHolderName}</DetailRow>
          ) : null}
          <DetailRow label={<Trans id="cardDebt.amount">Amount</Trans>} testId="card-debt-success-amount">
            <Money amount={r.amount} />
          </DetailRow>
          {r.remainingDebt !== null ? (
            <DetailRow
              label={<Trans id="cardDebt.remainingDebt">Debt left on the card</Trans>}
              testId="card-debt-success-remaining"
            >
              <Money amount={r.remainingDebt} />
            </DetailRow>
          ) : null}
          <DetailRow label={<Trans id="cardDebt.fromAccount">From account</Trans>}>{r.sourceAccountNumber}</DetailRow>
          <DetailRow label={<Trans id="cardDebt.reference">Reference</Trans>} testId="card-debt-success-reference">
            {r.reference}
          </DetailRow>
          <DetailRow label={<Trans id="cardDebt.date">Date</Trans>}>{formatDateTime(r.createdAt, language)}</DetailRow>
        </DetailList>
      )}
      extras={(r) => (
        <Stack gap="4">
          <Flex gap="3" wrap="wrap">
            <PdfButton
              load={() => receiptPdf(r.journalId)}
              title={t({ id: 'cardDebt.receipt.title', message: 'Receipt' })}
              testId="card-debt-receipt-open"
            >
              <Trans id="cardDebt.receipt.open">Receipt (dekont)</Trans>
            </PdfButton>
          </Flex>
          {own ? null : <SaveCardForm paymentId={r.paymentId} />}
        </Stack>
      )}
      actions={<CardDebtWays own={own} />}
    />
  );
}

const NicknameSchema = v.object({
  nickname: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(SAVED_PAYMENT_NICKNAME_MAX, IssueKey.TooLong),
  ),
});

/** "Save this card": a nickname, then SaveSavedPayment with the card the payment paid (read from the bank). */
function SaveCardForm({ paymentId }: { paymentId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [done, setDone] = useState(false);
  const [form] = useForm<{ nickname: string }>({
    initialValues: { nickname: '' },
    validate: valiForm(NicknameSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  if (done)
    return (
      <FormMessage status="success" testId="card-debt-saved">
        <Trans id="cardDebt.saved">The card is in your saved payments.</Trans>
      </FormMessage>
    );
  const submit = async ({ nickname }: { nickname: string }) => {
    const { cardNumber } = await fetchPaymentCard(paymentId);
    const body = { kind: 'CardDebt' as const, nickname: nickname.trim(), cardNumber };
    return action.submit(body, {
      call: (key) => saveSavedPayment(body, key),
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: savedPaymentKeys.all });
        showSnackbar(t({ id: 'cardDebt.saved', message: 'The card is in your saved payments.' }));
        reset(form);
        setDone(true);
      },
    });
  };
  return (
    <Form of={form} onSubmit={submit} data-testid="card-debt-save-form">
      <Stack gap="2">
        <FormField of={form} name="nickname" fallback="" required>
          {(input) => (
            <TextInput
              {...input}
              label={<Trans id="cardDebt.saveName">Name to save this card under</Trans>}
              maxLength={SAVED_PAYMENT_NICKNAME_MAX}
              autoComplete="off"
              testId="card-debt-save-name"
            />
          )}
        </FormField>
        <HStack>
          <Button type="submit" variant="outline" loading={action.busy} data-testid="card-debt-save-submit">
            <Trans id="cardDebt.saveSubmit">Save this card</Trans>
          </Button>
        </HStack>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </Form>
  );
}
