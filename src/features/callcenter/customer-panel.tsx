import { Badge, Box, DataList, Flex, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { customerInformationQueryOptions } from '../../api/callcenter';
import type { CustomerInformation } from '../../contract/callcenter';

const TYPE_LABEL = {
  Individual: msg({ id: 'cc.panel.type.individual', message: 'Individual' }),
  Corporate: msg({ id: 'cc.panel.type.corporate', message: 'Corporate' }),
};
const RELATION_LABEL: Record<string, ReturnType<typeof msg>> = {
  Self: msg({ id: 'cc.panel.relation.self', message: 'The caller themself' }),
};

function Field({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The customer information panel (spec section 3) above every CallCenter page but home. */
export function CustomerPanelView({ info }: { info: CustomerInformation }) {
  const { i18n } = useLingui();
  const processed = info.processedCustomerInformation;
  const relation = RELATION_LABEL[processed.relation];
  return (
    <Box
      as="section"
      aria-labelledby="cc-panel-title"
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      padding={{ base: '3', md: '4' }}
      marginBottom="5"
      data-testid="customer-panel"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" marginBottom="3">
        <Heading as="h2" size="md" id="cc-panel-title">
          {info.name} {info.surname}
        </Heading>
        <Badge colorPalette={info.isAuthorized ? 'green' : 'orange'} size="md" data-testid="customer-panel-authorized">
          {info.isAuthorized ? (
            <Trans id="cc.panel.authorized">Verified caller</Trans>
          ) : (
            <Trans id="cc.panel.notAuthorized">Not verified</Trans>
          )}
        </Badge>
      </Flex>
      <DataList.Root
        orientation="horizontal"
        size="sm"
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        flexWrap="wrap"
        gap={{ base: '2', md: '6' }}
      >
        <Field
          label={<Trans id="cc.panel.customerId">Customer no.</Trans>}
          value={info.customerId}
          testId="customer-panel-id"
        />
        <Field
          label={<Trans id="cc.panel.tckn">TCKN</Trans>}
          value={info.identityNumber}
          testId="customer-panel-tckn"
        />
        <Field
          label={<Trans id="cc.panel.customerType">Customer type</Trans>}
          value={i18n._(TYPE_LABEL[processed.customerType])}
          testId="customer-panel-type"
        />
        <Field
          label={<Trans id="cc.panel.relation">Relation</Trans>}
          value={relation ? i18n._(relation) : processed.relation}
          testId="customer-panel-relation"
        />
        <Field
          label={<Trans id="cc.panel.gsm">Mobile phone</Trans>}
          value={processed.gsmNumber}
          testId="customer-panel-gsm"
        />
        <Field
          label={<Trans id="cc.panel.potential">Potential customer</Trans>}
          value={processed.isPotentialCustomer ? <Trans id="common.yes">Yes</Trans> : <Trans id="common.no">No</Trans>}
          testId="customer-panel-potential"
        />
      </DataList.Root>
    </Box>
  );
}

/** The panel of the call's customer (nothing until a customer is found). */
export function CustomerPanel() {
  const info = useQuery(customerInformationQueryOptions());
  if (!info.data) return null;
  return <CustomerPanelView info={info.data} />;
}
