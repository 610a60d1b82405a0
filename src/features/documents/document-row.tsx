import { Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FileCheck, FilePenLine, FileText, FileUp, Mail, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { ListRow } from '../../components/list-row';
import { formatDate } from '../../contract/date-text';
import type { Document, DocumentType } from '../../contract/documents';
import { formatBytes } from '../../lib/format-bytes';
import { useLanguage } from '../../lib/use-language';
import { DocumentOpenButton } from './document-open-button';
import { PRODUCT_LABEL, TYPE_LABEL } from './document-labels';
import { RowIcon } from '../../components/row-icon';

const TYPE_ICON: Record<DocumentType, LucideIcon> = {
  Contract: FilePenLine,
  Statement: FileText,
  Receipt: FileCheck,
  Notice: Mail,
  Upload: FileUp,
};

/** One document: its type's icon, the title, type · date · product under it, and "Open". */
export function DocumentRow({ item }: { item: Document }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const titleId = useId();
  const details = [
    i18n._(TYPE_LABEL[item.type]),
    formatDate(item.date, language),
    item.productName ?? (item.product ? i18n._(PRODUCT_LABEL[item.product]) : null),
    item.size ? formatBytes(item.size, language) : null,
  ].filter(Boolean);
  return (
    <ListRow data-testid="document-row" data-type={item.type} data-id={item.id} align="center" gap="3">
      <Flex gap="3" align="center" minWidth="0">
        <RowIcon icon={TYPE_ICON[item.type]} />
        <Stack gap="0.5" minWidth="0">
          <Text fontWeight="semibold" id={titleId} data-testid="document-title">
            {item.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="document-details">
            {details.join(' · ')}
          </Text>
        </Stack>
      </Flex>
      <Flex flexShrink={0}>
        <DocumentOpenButton id={item.id} title={item.title} titleId={titleId} />
      </Flex>
    </ListRow>
  );
}
