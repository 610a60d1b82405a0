import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { billCategoriesQueryOptions } from '../../api/bills';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { CategoryIcon } from './category-icon';

/** /dashboard/bill-payment: the bill categories as cards; each opens its institutions and bills. */
export function BillCategoriesScreen() {
  const categories = useQuery(billCategoriesQueryOptions());
  return (
    <PageFrame title={<SegmentTitle segment="bill-payment" />} testId="bill-payment">
      <Text color="fg.muted" marginBottom="4">
        <Trans id="bills.categories.intro">Choose what you are paying for.</Trans>
      </Text>
      <QueryState query={categories} testId="bill-categories">
        {(data) => (
          <SimpleGrid
            as="ul"
            columns={{ base: 2, md: 3, xl: 4 }}
            gap="4"
            data-testid="bill-categories"
            listStyleType="none"
          >
            {data.categories.map((c) => (
              <Box as="li" key={c.category}>
                <Link
                  to="/dashboard/bill-payment/category"
                  search={{ category: c.category }}
                  data-testid={`bill-category-${c.category}`}
                  style={{ display: 'block', height: '100%' }}
                >
                  <Flex
                    direction="column"
                    gap="2"
                    padding="4"
                    height="full"
                    borderWidth="1px"
                    borderRadius="l3"
                    bg="bg.panel"
                    _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
                  >
                    <CategoryIcon category={c.category} />
                    <Text fontWeight="semibold">{c.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      <Plural
                        id="bills.categories.count"
                        value={c.institutionCount}
                        one="# institution"
                        other="# institutions"
                      />
                    </Text>
                  </Flex>
                </Link>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageFrame>
  );
}
