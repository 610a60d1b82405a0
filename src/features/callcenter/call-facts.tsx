import { Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Call } from '../../contract/callcenter';

/** What the telephony link said about the call (spec section 4: workgroup, ivrErrorCode, Nps). */
export function CallFacts({ call }: { call: Call }) {
  const none = <Trans id="cc.call.none">none</Trans>;
  return (
    <Flex as="dl" gap={{ base: '1', md: '5' }} wrap="wrap" fontSize="sm" paddingTop="1" data-testid="call-facts">
      <Flex gap="1">
        <Text as="dt">
          <Trans id="cc.call.workgroup">Workgroup:</Trans>
        </Text>
        <Text as="dd" fontWeight="semibold" data-testid="call-workgroup">
          {call.workgroup ?? none}
        </Text>
      </Flex>
      <Flex gap="1">
        <Text as="dt">
          <Trans id="cc.call.ivrErrorCode">IVR error code:</Trans>
        </Text>
        <Text as="dd" fontWeight="semibold" data-testid="call-ivr-error">
          {call.ivrErrorCode ?? none}
        </Text>
      </Flex>
      <Flex gap="1">
        <Text as="dt">
          <Trans id="cc.call.nps">NPS:</Trans>
        </Text>
        <Text as="dd" fontWeight="semibold" data-testid="call-nps">
          {call.nps ?? none}
        </Text>
      </Flex>
    </Flex>
  );
}
