import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { openBillsQueryOptions } from '../../api/bills';
import { queryCardDebt } from '../../api/card-debt';
import { savedPaymentQueryOptions } from '../../api/saved-payments';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { formatDate } from '../../contract/date-text';
import type { BillCategory } from '../../contract/payments';
import type { SavedPayment, SavedPaymentDetail } from '../../contract/saved-payments';
import { useLanguage } from '../../lib/use-language';
import { SAVED_KIND_LABEL } from './saved-payment-text';

/** /dashboard/saved-transactions/detail?id=: the saved payment, what it owes now, and Pay (prefilled). */
export function SavedPaymentDetailScreen({ id }: { id?: string }) {
  const navigate = useNavigate();
  if (!id) return <Navigate to="/dashboard/saved-transactions" replace />;
  const onBack = () => void navigate({ to: '/dashboard/saved-transactions' });
  return (
    <PageFrame title={<SegmentTitle segment="detail" />} onBack={onBack} testId="saved-detail">
      <SavedDetailBody id={id} />
    </PageFrame>
  );
}

function SavedDetailBody({ id }: { id: string }) {
  const { i18n } = useLingui();
  const saved = useQuery(savedPaymentQueryOptions(id));
  return (
    <QueryState query={saved} testId="saved-detail-query">
      {(detail) => (
        <Stack gap="6" maxWidth="3xl">
          <DetailList testId="saved-detail-info">
            <DetailRow label={<Trans id="savedPayments.nickname">Name</Trans>} testId="saved-detail-name">
              {detail.savedPayment.nickname}
            </DetailRow>
            <DetailRow label={<Trans id="savedPayments.kind">Kind</Trans>}>
              {i18n._(SAVED_KIND_LABEL[detail.savedPayment.kind])}
            </DetailRow>
          </DetailList>
          {detail.savedPayment.kind === 'Bill' ? <BillDebt item={detail.savedPayment} /> : <CardDebt detail={detail} />}
        </Stack>
      )}
    </QueryState>
  );
}

function BillDebt({ item }: { item: SavedPayment }) {
  const language = useLanguage();
  const body = { billerCode: item.billerCode ?? '', subscriberNo: item.subscriberNo ?? '' };
  const bills = useQuery(openBillsQueryOptions(body));
  return (
    <QueryState query={bills} testId="saved-bills">
      {(open) => (
        <Stack gap="4">
          <DetailList testId="saved-bill-debt">
            <DetailRow label={<Trans id="savedPayments.institution">Institution</Trans>}>{open.billerName}</DetailRow>
            <DetailRow label={<Trans id="savedPayments.subscriber">Subscriber number</Trans>}>
              {open.subscriberNo}
            </DetailRow>
            <DetailRow label={<Trans id="savedPayments.subscriberName">Subscriber</Trans>}>
              {open.maskedSubscriberName}
            </DetailRow>
            {open.bills.map((bill) => (
              <DetailRow key={bill.id} label={`${bill.period} · ${formatDate(bill.dueDate, language)}`}>
                <Money amount={bill.amount} currency={bill.currency} />
              </DetailRow>
            ))}
            <DetailRow label={<Trans id="savedPayments.total">Open bills in total</Trans>} testId="saved-bill-total">
              <Money amount={open.total} currency={open.currency} />
            </DetailRow>
          </DetailList>
          {open.bills.length === 0 ? (
            <Text data-testid="saved-bill-none">
              <Trans id="savedPayments.noBills">There is no open bill to pay.</Trans>
            </Text>
          ) : (
            <Button asChild alignSelf="flex-end" data-testid="saved-pay">
              <Link
                to="/dashboard/bill-payment/category"
                search={{
                  category: (item.billCategory ?? undefined) as BillCategory | undefined,
                  biller: open.billerCode,
                  subscriber: open.subscriberNo,
                }}
              >
                <Trans id="savedPayments.payBills">Pay the bills</Trans>
              </Link>
            </Button>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function CardDebt({ detail }: { detail: SavedPaymentDetail }) {
  const language = useLanguage();
  const cardNumber = detail.cardNumber ?? '';
  const info = useQuery({
    queryKey: ['cardDebt', 'saved', detail.savedPayment.id, cardNumber],
    queryFn: () => queryCardDebt(cardNumber),
    retry: false,
    staleTime: 0,
  });
  return (
    <QueryState query={info} testId="saved-card">
      {(card) => (
        <Stack gap="4">
          <DetailList testId="saved-card-debt">
            <DetailRow label={<Trans id="cardDebt.card">Card</Trans>}>{card.maskedCardNumber}</DetailRow>
            <DetailRow label={<Trans id="cardDebt.bank">Issuing bank</Trans>}>{card.bankName}</DetailRow>
            {card.maskedHolderName ? (
              <DetailRow label={<Trans id="cardDebt.holder">Card holder</Trans>}>{card.maskedHolderName}</DetailRow>
            ) : null}
            {card.currentDebt !== null ? (
              <>
                <DetailRow label={<Trans id="cardDebt.statementDebt">Statement debt</Trans>}>
                  <Money amount={card.statementDebt ?? '0'} />
                </DetailRow>
                <DetailRow label={<Trans id="cardDebt.minimumPayment">Minimum payment</Trans>}>
                  <Money amount={card.minimumPayment ?? '0'} />
                </DetailRow>
                {card.dueDate ? (
                  <DetailRow label={<Trans id="cardDebt.dueDate">Due date</Trans>}>
                    {formatDate(card.dueDate, language)}
                  </DetailRow>
                ) : null}
                <DetailRow label={<Trans id="cardDebt.currentDebt">Current debt</Trans>} testId="saved-card-current">
                  <Money amount={card.currentDebt} />
                </DetailRow>
              </>
            ) : (
              <DetailRow label={<Trans id="cardDebt.rail">How it is paid</Trans>}>
                <Trans id="savedPayments.otherBankDebt">
                  Another bank's card: its debt is known to that bank; pay any amount, it goes over FAST or EFT.
                </Trans>
              </DetailRow>
            )}
          </DetailList>
          <Button asChild alignSelf="flex-end" data-testid="saved-pay">
            <Link to="/dashboard/pay-another-card-debt" search={{ saved: detail.savedPayment.id }}>
              <Trans id="savedPayments.payCard">Pay the card</Trans>
            </Link>
          </Button>
        </Stack>
      )}
    </QueryState>
  );
}
