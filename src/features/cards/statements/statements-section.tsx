import { Badge, EmptyState, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardStatementsQueryOptions, fetchStatementPdf } from '../../../api/card-statements';
import { FormMessage } from '../../../components/form-message';
import { ListRow } from '../../../components/list-row';
import { Money } from '../../../components/money';
import { PdfButton } from '../../../components/pdf-button';
import type { CardStatement } from '../../../contract/card-statements';
import { dayText } from '../../../contract/date-text';
import { errorText } from '../../../lib/api-error';
import { GENERIC_ERROR } from '../../../lib/issue-messages';
import { useLanguage } from '../../../lib/use-language';

/** A statement's day (YYYY-MM-DD) in the page's language. */
const useDay = () => {
  const language = useLanguage();
  return (iso: string) => dayText(iso, language);
};

/**
 * A credit card's past statements on its detail page (a virtual card shows its main card's), newest
 * first: the period, the due date, the period debt and the minimum payment, each opening its PDF.
 */
export function StatementsSection({ cardId }: { cardId: string }) {
  const { i18n } = useLingui();
  const list = useQuery(cardStatementsQueryOptions(cardId));
  return (
    <Stack as="section" gap="3" aria-labelledby="card-statements-title" data-testid="card-statements">
      <Heading as="h2" size="md" id="card-statements-title">
        <Trans id="cardStatements.title">Past statements</Trans>
      </Heading>
      {list.isPending ? (
        <Stack gap="2" data-testid="card-statements-loading">
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : null}
      {list.isError ? (
        <FormMessage testId="card-statements-error">{errorText(list.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : null}
      {list.isSuccess && list.data.statements.length === 0 ? (
        <EmptyState.Root data-testid="card-statements-empty">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans id="cardStatements.empty">No statement yet: the first one is cut on the next cut-off date.</Trans>
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : null}
      {list.isSuccess && list.data.statements.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="card-statements-list">
          {list.data.statements.map((statement) => (
            <StatementRow key={statement.id} statement={statement} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function StatementRow({ statement }: { statement: CardStatement }) {
  const { t } = useLinguiMacro();
  const day = useDay();
  const period = `${day(statement.periodStart)} – ${day(statement.cutoffDate)}`;
  const cutoff = day(statement.cutoffDate);
  const charged = statement.lines.find((l) => l.kind === 'LateCharge' || l.kind === 'ProfitShare')?.kind;
  return (
    <ListRow
      data-testid="card-statement-row"
      data-statement-id={statement.id}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <Stack gap="2" flex="1" minWidth="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" data-testid="card-statement-period">
            {period}
          </Text>
          {charged === 'LateCharge' ? (
            <Badge colorPalette="red" data-testid="card-statement-charge">
              <Trans id="cardStatements.lateCharge">Late charge</Trans>
            </Badge>
          ) : charged === 'ProfitShare' ? (
            <Badge colorPalette="orange" data-testid="card-statement-charge">
              <Trans id="cardStatements.profitShare">Profit share</Trans>
            </Badge>
          ) : null}
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" fontSize="sm">
          <Text>
            <Text as="span" color="fg.muted">
              <Trans id="cardStatements.due">Due date</Trans>{' '}
            </Text>
            <span data-testid="card-statement-due">{day(statement.dueDate)}</span>
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              <Trans id="cardStatements.periodDebt">Period debt</Trans>{' '}
            </Text>
            <Money amount={statement.periodDebt} testId="card-statement-debt" />
          </Text>
          <Text>
            <Text as="span" color="fg.muted">
              <Trans id="cardStatements.minimum">Minimum payment</Trans>{' '}
            </Text>
            <Money amount={statement.minimumPayment} testId="card-statement-minimum" />
          </Text>
        </SimpleGrid>
      </Stack>
      <PdfButton
        size="sm"
        load={() => fetchStatementPdf(statement.id)}
        title={t({ id: 'cardStatements.pdfTitle', message: `Statement of ${cutoff}` })}
        testId="card-statement-pdf"
      >
        <Trans id="cardStatements.pdf">Statement PDF</Trans>
        <VisuallyHidden> {cutoff}</VisuallyHidden>
      </PdfButton>
    </ListRow>
  );
}
