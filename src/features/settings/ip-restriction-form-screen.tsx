import { Trans } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { ipRestrictionsQueryOptions } from '../../api/ip-restrictions';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import { CreateIpRestrictionSchema, IP_LABEL_MAX, type IpRestrictionList } from '../../contract/ip-restrictions';
import { acknowledged, ipDecision, ipPlanOf } from './ip-decision';

type Values = { cidr: string; label: string };
const FormSchema = v.pick(CreateIpRestrictionSchema, ['cidr', 'label']);

/** /dashboard/ip-restrictions/create and /update?id=: the address or range and a label, then the confirm step. */
export function IpRestrictionFormScreen({ id }: { id?: string }) {
  const query = useQuery(ipRestrictionsQueryOptions());
  const segment = id ? 'update' : 'create';
  return (
    <QueryState query={query} testId="ip-form-data">
      {(list) => <IpForm list={list} id={id} segment={segment} />}
    </QueryState>
  );
}

function IpForm({ list, id, segment }: { list: IpRestrictionList; id?: string; segment: 'create' | 'update' }) {
  const navigate = useNavigate();
  const editing = id ? list.restrictions.find((r) => r.id === id) : undefined;
  const pending = ipDecision.pending();
  const draft = pending && pending.request.verb !== 'Delete' ? pending.request.body : undefined;
  const [form] = useForm<Values>({
    initialValues: {
      cidr: draft?.cidr ?? editing?.cidr ?? '',
      label: draft?.label ?? editing?.label ?? '',
    },
    validate: valiForm(FormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const back = () => void navigate({ to: '/dashboard/ip-restrictions' });
  if (id && !editing)
    return (
      <PageFrame title={<SegmentTitle segment={segment} />} onBack={back} testId="ip-form">
        <Trans id="settings.ip.notFound">The IP restriction was not found.</Trans>
      </PageFrame>
    );
  const submit = (values: Values) => {
    const body = { cidr: values.cidr.trim(), label: values.label.trim() || null };
    const change = editing
      ? { verb: 'Update' as const, body: { id: editing.id, ...body } }
      : { verb: 'Create' as const, body };
    const plan = ipPlanOf(change, list);
    ipDecision.propose(`ip-restrictions/${segment}`, acknowledged(change, plan), plan);
    void navigate({ to: '/dashboard/ip-restrictions/confirm' });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment={segment} />}
      onBack={back}
      testId="ip-form"
      formTestId="ip-restriction-form"
      submitLabel={<Trans id="settings.ip.continue">Continue</Trans>}
      submitTestId="ip-continue"
    >
      <FormField of={form} name="cidr" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            maxLength={49}
            label={<Trans id="settings.ip.cidr">Address or range (IPv4 or IPv6, CIDR)</Trans>}
            helper={<Trans id="settings.ip.cidrHelp">For example 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32</Trans>}
            testId="ip-cidr-input"
          />
        )}
      </FormField>
      <FormField of={form} name="label" fallback="">
        {(input) => (
          <TextInput
            {...input}
            value={input.value ?? ''}
            maxLength={IP_LABEL_MAX}
            label={<Trans id="settings.ip.label">Label (optional)</Trans>}
            testId="ip-label-input"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
