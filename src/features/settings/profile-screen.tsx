import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../api/settings';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { Profile } from '../../contract/settings';
import { ContactChangePanel } from './contact-change-panel';
import { SecurityImagePanel, SecurityKeyPanel } from './security-panels';

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <DetailList testId="profile-details">
      <DetailRow label={<Trans id="settings.profile.name">Name</Trans>} testId="profile-name">
        {profile.name} {profile.surname}
      </DetailRow>
      <DetailRow label={<Trans id="settings.profile.customerNumber">Customer number</Trans>} testId="profile-number">
        {profile.customerNumber}
      </DetailRow>
      <DetailRow label={<Trans id="settings.profile.identity">Identity number</Trans>} testId="profile-identity">
        {profile.identityNumber}
      </DetailRow>
      <DetailRow label={<Trans id="settings.profile.phone">Mobile phone</Trans>} testId="profile-phone">
        {profile.phone}
      </DetailRow>
      <DetailRow label={<Trans id="settings.profile.email">E-mail</Trans>} testId="profile-email">
        <HStack gap="2" wrap="wrap">
          <Text as="span">{profile.email ?? <Trans id="settings.profile.none">Not on file</Trans>}</Text>
          {profile.email ? (
            profile.emailVerified ? (
              <Badge colorPalette="green" data-testid="profile-email-verified">
                <Trans id="settings.profile.verified">Verified</Trans>
              </Badge>
            ) : (
              <Badge colorPalette="orange" data-testid="profile-email-unverified">
                <Trans id="settings.profile.unverified">Not verified</Trans>
              </Badge>
            )
          ) : null}
        </HStack>
      </DetailRow>
      <DetailRow label={<Trans id="settings.profile.address">Address</Trans>} testId="profile-address">
        {profile.address ?? <Trans id="settings.profile.noAddress">Not on file</Trans>}
      </DetailRow>
    </DetailList>
  );
}

/**
 * /dashboard/profile: who the customer is (the identity number masked); a new phone or e-mail
 * verified by a code sent to it; a new security image or security key confirmed with a code.
 */
export function ProfileScreen() {
  const profile = useQuery(profileQueryOptions());
  return (
    <PageFrame title={<SegmentTitle segment="profile" />} testId="profile">
      <QueryState query={profile} testId="profile">
        {(data) => (
          <Stack gap="8">
            <ProfileDetails profile={data} />
            <Stack gap="3" as="section" aria-labelledby="profile-contact-heading">
              <Heading as="h2" size="md" id="profile-contact-heading">
                <Trans id="settings.profile.contactHeading">Change your phone or e-mail</Trans>
              </Heading>
              <ContactChangePanel />
            </Stack>
            <Stack gap="3" as="section" aria-labelledby="profile-image-heading">
              <Heading as="h2" size="md" id="profile-image-heading">
                <Trans id="settings.profile.imageHeading">Security image</Trans>
              </Heading>
              <SecurityImagePanel current={data.securityImageCode} />
            </Stack>
            <Stack gap="3" as="section" aria-labelledby="profile-key-heading">
              <Heading as="h2" size="md" id="profile-key-heading">
                <Trans id="settings.profile.keyHeading">Security key</Trans>
              </Heading>
              <SecurityKeyPanel />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
