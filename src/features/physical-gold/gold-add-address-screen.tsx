import { Trans, useLingui } from '@lingui/react/macro';
import { setValue, useForm, valiForm } from '@modular-forms/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { goldCitiesQueryOptions, goldDeliveryQueryOptions, goldKeys, saveGoldAddress } from '../../api/physical-gold';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { SelectInput } from '../../components/inputs/select-input';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { TextInput } from '../../components/text-input';
import { countryByCode } from '../../contract/countries';
import { SaveGoldAddressSchema } from '../../contract/physical-gold';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { goldBasket } from './gold-basket';

const AddressFormSchema = v.object({
  label: SaveGoldAddressSchema.entries.label,
  city: SaveGoldAddressSchema.entries.city,
  addressLine: SaveGoldAddressSchema.entries.addressLine,
});
type AddressFormValues = v.InferInput<typeof AddressFormSchema>;

/** /dashboard/physical-gold/add-address: a country delivered to, one of its cities, the address itself. */
export function GoldAddAddressScreen() {
  const navigate = useNavigate();
  const options = useQuery(goldDeliveryQueryOptions());
  const onBack = () => void navigate({ to: '/dashboard/physical-gold/address' });
  if (options.data) return <AddressForm countryCodes={options.data.countryCodes} onBack={onBack} />;
  return (
    <PageFrame title={<SegmentTitle segment="add-address" />} onBack={onBack} testId="gold-add-address">
      <QueryState query={options} testId="gold-add-address">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}

function AddressForm({ countryCodes, onBack }: { countryCodes: string[]; onBack: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [country, setCountry] = useState(countryCodes[0] ?? 'TR');
  const cities = useQuery(goldCitiesQueryOptions(country));
  const [form] = useForm<AddressFormValues>({
    initialValues: { label: '', city: '', addressLine: '' },
    validate: valiForm(AddressFormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const countries = countryCodes.map((code) => {
    const known = countryByCode(code);
    return { value: code, label: known ? (language === 'tur' ? known.labelTr : known.label) : code };
  });
  const cityOptions = [
    { value: '', label: t({ id: 'gold.addAddress.chooseCity', message: 'Choose a city' }) },
    ...(cities.data?.cities ?? []).map((city) => ({ value: city, label: city })),
  ];
  const chooseCountry = (code: string) => {
    setCountry(code);
    setValue(form, 'city', '', { shouldTouched: false, shouldValidate: false, shouldFocus: false });
  };
  const submit = (values: AddressFormValues) => {
    const body = { ...values, countryCode: country };
    return action.submit(body, {
      call: (key) => saveGoldAddress(body, key),
      suppressSnackbar: true,
      onDone: (saved) => {
        void queryClient.invalidateQueries({ queryKey: goldKeys.delivery() });
        if (saved) goldBasket.setDelivery({ kind: 'Address', addressId: saved.addressId });
        showSnackbar(t({ id: 'gold.addAddress.saved', message: 'The address is saved.' }));
        void navigate({ to: '/dashboard/physical-gold/address' });
      },
    });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="add-address" />}
      onBack={onBack}
      testId="gold-add-address"
      formTestId="gold-address-form"
      submitLabel={<Trans id="gold.addAddress.save">Save the address</Trans>}
      submitTestId="gold-address-save"
      action={action}
      needsOnline
    >
      <FormField of={form} name="label" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="gold.addAddress.label">Name of the address</Trans>}
            helper={<Trans id="gold.addAddress.labelHint">For example Home or Work</Trans>}
            maxLength={40}
            testId="gold-address-label"
          />
        )}
      </FormField>
      <SelectInput
        label={<Trans id="gold.addAddress.country">Country</Trans>}
        value={country}
        options={countries}
        onChange={chooseCountry}
        name="countryCode"
        testId="gold-address-country"
        required
      />
      <FormField of={form} name="city" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="gold.addAddress.city">City</Trans>}
            options={cityOptions}
            name="city"
            testId="gold-address-city"
          />
        )}
      </FormField>
      <FormField of={form} name="addressLine" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            label={<Trans id="gold.addAddress.line">Address</Trans>}
            helper={
              <Trans id="gold.addAddress.lineHint">Street, number, flat and district (10 to 200 characters)</Trans>
            }
            maxLength={200}
            testId="gold-address-line"
          />
        )}
      </FormField>
    </FormScreen>
  );
}
