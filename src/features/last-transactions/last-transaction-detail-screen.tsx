import { Badge, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lastTransactionQueryOptions, receiptPdf } from '../../api/last-transactions';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormMessage } from '../../components/form-message';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { PdfButton } from '../../components/pdf-button';
import type { Repeat } from '../../contract/last-transactions';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { KIND_LABEL, STATUS_LABEL, STATUS_PALETTE } from './last-transaction-labels';
import { SignedAmount } from './last-transaction-row';

const NOT_FOUND = msg({ id: 'lastTransactions.notFound', message: 'The transaction was not found.' });

/** Where "repeat" leads is the bank's answer (a path and its search), so the router's typed paths cannot name it. */
type LooseNavigate = (options: { to: string; search: Record<string, string> }) => Promise<void>;

/** /dashboard/last-transactions/detail?id=…: status, the receipt's fields, the postings, the dekont, "repeat". */
export function LastTransactionDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery({ ...lastTransactionQueryOptions(id), enabled: id !== '' });
  const back = () => void navigate({ to: '/dashboard/last-transactions' });
  const repeat = (target: Repeat) =>
    void (navigate as unknown as LooseNavigate)({ to: target.page, search: target.search });
  const item = detail.data?.transaction;
  return (
    <PageFrame
      title={item?.title ?? <Trans id="lastTransactions.detailTitle">Transaction</Trans>}
      onBack={back}
      testId="last-transaction-detail"
      actions={
        item ? (
          <HStack gap="3" wrap="wrap">
            <PdfButton
              load={() => receiptPdf(item.id)}
              title={t({ id: 'lastTransactions.receipt.title', message: 'Receipt' })}
              testId="receipt-open"
            >
              <Trans id="lastTransactions.receipt.open">Receipt (dekont)</Trans>
            </PdfButton>
            {item.repeat ? (
              <Button onClick={() => repeat(item.repeat!)} data-testid="last-transaction-repeat">
                <Trans id="lastTransactions.repeat">Repeat</Trans>
              </Button>
            ) : null}
          </HStack>
        ) : null
      }
    >
      {id === '' || detail.isError ? (
        <FormMessage testId="last-transaction-error">
          {errorText(detail.error) ?? i18n._(id === '' ? NOT_FOUND : GENERIC_ERROR)}
        </FormMessage>
      ) : detail.isPending ? (
        <Flex justify="center" padding="8">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="6">
          <Stack gap="1">
            <Text fontSize="2xl">
              <SignedAmount
                amount={detail.data.transaction.amount}
                currency={detail.data.transaction.currency}
                testId="last-transaction-amount"
              />
            </Text>
            <HStack gap="2">
              <Text color="fg.muted">{i18n._(KIND_LABEL[detail.data.transaction.kind])}</Text>
              <Badge
                colorPalette={STATUS_PALETTE[detail.data.transaction.status]}
                data-testid="last-transaction-status"
                data-status={detail.data.transaction.status}
              >
                {i18n._(STATUS_LABEL[detail.data.transaction.status])}
              </Badge>
            </HStack>
          </Stack>
          <DetailList testId="last-transaction-fields">
            {detail.data.fields.map((field) => (
              <DetailRow key={`${field.label}:${field.value}`} label={field.label}>
                {field.value}
              </DetailRow>
            ))}
          </DetailList>
          {detail.data.postings.length > 0 ? (
            <Stack gap="3">
              <Heading as="h2" size="md">
                <Trans id="lastTransactions.postings">On your accounts</Trans>
              </Heading>
              <DetailList testId="last-transaction-postings">
                {detail.data.postings.map((posting, index) => (
                  <DetailRow key={index} label={`${posting.accountName} (${posting.accountNumber})`}>
                    <SignedAmount amount={posting.amount} currency={posting.currency} /> · {posting.description}
                  </DetailRow>
                ))}
                <DetailRow label={<Trans id="lastTransactions.fee">Fee</Trans>} testId="last-transaction-fee">
                  <Money amount={detail.data.fee} currency="TRY" />
                </DetailRow>
              </DetailList>
            </Stack>
          ) : null}
        </Stack>
      )}
    </PageFrame>
  );
}
