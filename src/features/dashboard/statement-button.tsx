import { Trans, useLingui } from '@lingui/react/macro';
import { fetchStatementPdf } from '../../api/transactions';
import { PdfButton } from '../../components/pdf-button';

/** "Account statement (PDF)": the server writes it, the PDF modal shows or downloads it. */
export function StatementButton({ accountNumber }: { accountNumber: string }) {
  const { t } = useLingui();
  return (
    <PdfButton
      load={() => fetchStatementPdf(accountNumber)}
      title={t({ id: 'home.statement.title', message: 'Account statement' })}
      size="sm"
      testId="statement-open"
    >
      <Trans id="home.statement.open">Account statement (PDF)</Trans>
    </PdfButton>
  );
}
