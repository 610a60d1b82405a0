import { Breadcrumb } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { Fragment } from 'react';
import { crumbsFor } from '../lib/breadcrumb';

/** The breadcrumb (spec section 2): one crumb per path segment, localized through the label table. */
export function BreadcrumbTrail() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb.Root
      aria-label={t({ id: 'breadcrumb.label', message: 'Breadcrumb' })}
      size="sm"
      data-testid="breadcrumb"
    >
      <Breadcrumb.List flexWrap="wrap">
        {crumbs.map((crumb, index) => {
          const label = crumb.label ? i18n._(crumb.label) : crumb.segment;
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.href}>
              <Breadcrumb.Item data-testid={`breadcrumb-${crumb.segment}`}>
                {last ? (
                  <Breadcrumb.CurrentLink aria-current="page">{label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.href} activeOptions={{ exact: true }}>
                      {label}
                    </Link>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
