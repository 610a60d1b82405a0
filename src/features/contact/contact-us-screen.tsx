import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { branchesQueryOptions } from '../../api/contact';
import { SelectInput } from '../../components/inputs/select-input';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { CALL_CENTER_NUMBER, CONTACT_EMAIL, type BranchList } from '../../contract/contact';

/** /dashboard/contact-us: the call centre, e-mail, a request form and my requests, and the branches by city. */
export function ContactUsScreen() {
  const navigate = useNavigate();
  const query = useQuery(branchesQueryOptions());
  return (
    <PageFrame title={<SegmentTitle segment="contact-us" />} testId="contact-us">
      <Stack gap="6">
        <Stack as="section" aria-labelledby="contact-channels" gap="3" data-testid="contact-channels">
          <Heading as="h2" size="md" id="contact-channels">
            <Trans id="contact.channels">Reach us</Trans>
          </Heading>
          <Text>
            <Trans id="contact.callCenter">Call centre (every day, 24 hours):</Trans>{' '}
            <Link href={`tel:${CALL_CENTER_NUMBER.replaceAll(' ', '')}`} fontWeight="semibold">
              {CALL_CENTER_NUMBER}
            </Link>
          </Text>
          <Text>
            <Trans id="contact.email">E-mail:</Trans>{' '}
            <Link href={`mailto:${CONTACT_EMAIL}`} fontWeight="semibold">
              {CONTACT_EMAIL}
            </Link>
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="blue"
              onClick={() => void navigate({ to: '/dashboard/contact_us_send_request' })}
              data-testid="contact-new-request"
            >
              <Trans id="contact.newRequest">Send a request</Trans>
            </Button>
            <Button
              variant="outline"
              onClick={() => void navigate({ to: '/dashboard/contact_us_my_requests' })}
              data-testid="contact-my-requests"
            >
              <Trans id="contact.myRequests">My requests</Trans>
            </Button>
          </HStack>
        </Stack>
        <QueryState query={query} testId="branches">
          {(list) => <Branches list={list} />}
        </QueryState>
      </Stack>
    </PageFrame>
  );
}

function Branches({ list }: { list: BranchList }) {
  const { t } = useLingui();
  const [city, setCity] = useState('');
  const shown = city ? list.branches.filter((b) => b.city === city) : list.branches;
  const count = shown.length;
  return (
    <Stack as="section" aria-labelledby="contact-branches" gap="3">
      <Heading as="h2" size="md" id="contact-branches">
        <Trans id="contact.branches">Branches</Trans>
      </Heading>
      <Box maxWidth="sm">
        <SelectInput
          label={<Trans id="contact.city">City</Trans>}
          value={city}
          onChange={setCity}
          options={[
            { value: '', label: t({ id: 'contact.allCities', message: 'All cities' }) },
            ...list.cities.map((c) => ({ value: c, label: c })),
          ]}
          testId="branch-city"
        />
      </Box>
      <Text aria-live="polite" data-testid="branch-count">
        <Trans id="contact.branchCount">{count} branches</Trans>
      </Text>
      <ItemList
        items={shown}
        empty={<Trans id="contact.noBranch">No branch in this city.</Trans>}
        testId="branch-list"
        emptyTestId="branch-empty"
      >
        {(branch) => (
          <ListRow key={branch.branchCode} as="li" data-testid="branch-row">
            <Stack gap="1">
              <Text fontWeight="semibold">
                {branch.name} ({branch.city})
              </Text>
              <Text>{branch.address}</Text>
              <Text>
                <Trans id="contact.branchPhone">Phone:</Trans>{' '}
                <Link href={`tel:${branch.phone.replaceAll(' ', '')}`}>{branch.phone}</Link>
              </Text>
              <Text color="fg.muted">{branch.hours}</Text>
            </Stack>
          </ListRow>
        )}
      </ItemList>
    </Stack>
  );
}
