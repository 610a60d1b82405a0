import { List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The notice of KVKK art. 10 for the request form: who, why, to whom, how and on what basis, and the art. 11 rights. */
export function KvkkNotice() {
  return (
    <>
      <Text marginTop="2">
        <Trans id="contact.kvkk.controller">
          Emanet Katılım Bankası A.Ş., as data controller, processes the identity, contact and request details you give
          here, and the files you attach, to answer your request and to meet its duties under banking law and the
          complaint rules.
        </Trans>
      </Text>
      <List.Root ps="5" marginTop="2" gap="1">
        <List.Item>
          <Trans id="contact.kvkk.recipients">
            They may be shared with the BDDK and, if you take your complaint further, with the TKBB Customer Arbitration
            Committee, and with the bank's service providers under contract.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans id="contact.kvkk.basis">
            They are collected electronically through this form, on the legal bases of KVKK art. 5/2 (c) a contract and
            (ç) a legal obligation.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans id="contact.kvkk.rights">
            Under KVKK art. 11 you may ask whether your data is processed, learn its purpose and recipients, have it
            corrected or erased, and object, by writing to the bank.
          </Trans>
        </List.Item>
      </List.Root>
    </>
  );
}
