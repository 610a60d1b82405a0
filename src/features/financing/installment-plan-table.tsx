import { Badge, Box, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FinancingInstallment } from '../../contract/financing';
import { dayText } from '../../contract/date-text';
import { formatMoneyText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import { INSTALLMENT_STATE_LABELS, INSTALLMENT_STATE_PALETTE } from './financing-labels';

const Th = chakra('th', {
  base: { textAlign: 'end', paddingX: '2', paddingY: '2', fontWeight: 'semibold', whiteSpace: 'nowrap' },
});
const Td = chakra('td', { base: { textAlign: 'end', paddingX: '2', paddingY: '1.5', whiteSpace: 'nowrap' } });

/**
 * The payment plan: per installment its number, due date, amount, principal, profit share, KKDF, BSMV,
 * remaining principal and state. At 375 px the table scrolls sideways in its own focusable region.
 */
export function InstallmentPlanTable({ installments }: { installments: readonly FinancingInstallment[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const money = (amount: string) => formatMoneyText(amount, 'TRY', language, { fixed: true });
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={t({ id: 'financing.plan.region', message: 'Payment plan' })}
      borderWidth="1px"
      borderRadius="l2"
      data-testid="financing-plan"
    >
      <chakra.table width="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.thead bg="bg.muted">
          <tr>
            <Th scope="col">
              <Trans id="financing.plan.no">No</Trans>
            </Th>
            <Th scope="col">
              <Trans id="financing.plan.dueDate">Due date</Trans>
            </Th>
            <Th scope="col">
              <Trans id="financing.plan.amount">Installment</Trans>
            </Th>
            <Th scope="col">
              <Trans id="financing.plan.principal">Principal</Trans>
            </Th>
            <Th scope="col">
              <Trans id="financing.plan.profitShare">Profit share</Trans>
            </Th>
            <Th scope="col">KKDF</Th>
            <Th scope="col">BSMV</Th>
            <Th scope="col">
              <Trans id="financing.plan.remaining">Remaining principal</Trans>
            </Th>
            <Th scope="col">
              <Trans id="financing.plan.lateCharge">Late charge</Trans>
            </Th>
            <Th scope="col" textAlign="start">
              <Trans id="financing.plan.state">Status</Trans>
            </Th>
          </tr>
        </chakra.thead>
        <tbody>
          {installments.map((i) => (
            <chakra.tr key={i.id} borderTopWidth="1px" data-testid={`plan-row-${i.no}`} data-state={i.state}>
              <Th scope="row" fontWeight="normal">
                {i.no}
              </Th>
              <Td>{dayText(i.dueDate, language)}</Td>
              <Td>{money(i.amount)}</Td>
              <Td>{money(i.principal)}</Td>
              <Td>{money(i.profitShare)}</Td>
              <Td>{money(i.kkdf)}</Td>
              <Td>{money(i.bsmv)}</Td>
              <Td>{money(i.remainingPrincipal)}</Td>
              <Td>{i.lateCharge === '0.00' ? '–' : money(i.lateCharge)}</Td>
              <Td textAlign="start">
                <Badge colorPalette={INSTALLMENT_STATE_PALETTE[i.state]} data-testid="plan-row-state">
                  {i18n._(INSTALLMENT_STATE_LABELS[i.state])}
                </Badge>
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
