import { Button, chakra, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { SetSecurityImageSchema } from '../../contract/auth-flows';
import { securityImagesQueryOptions, setSecurityImage } from '../../api/auth';
import { useAppContext } from '../../lib/router-context';
import { AuthCard } from './auth-card';
import { FieldAlert } from './field-alert';
import { FormMessage } from '../../components/form-message';
import { RadioOption } from './radio-option';
import { useStepSubmit } from './use-step-submit';

type SetSecurityImage = v.InferInput<typeof SetSecurityImageSchema>;

/** /security-images: the first login's security image (action code 108), a keyboard-usable radio grid. */
export function SecurityImagesScreen() {
  const { t } = useLingui();
  const { auth } = useAppContext();
  const images = useQuery(securityImagesQueryOptions());
  const step = useStepSubmit();
  const [, { Form, Field }] = useForm<SetSecurityImage>({
    initialValues: { imageCode: '' },
    validate: valiForm(SetSecurityImageSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });

  const onSubmit = ({ imageCode }: SetSecurityImage) =>
    step.submit(
      () => setSecurityImage(imageCode),
      () => auth.setSecurityImage(imageCode),
    );

  return (
    <AuthCard title={<Trans id="securityImage.title">Choose your security image</Trans>} wide>
      <Form shouldActive={false} onSubmit={onSubmit} data-testid="security-image-form">
        <Stack gap="4">
          <FormMessage testId="security-image-error">{step.failure}</FormMessage>
          {images.isPending ? <Spinner aria-label={t({ id: 'common.loading', message: 'Loading' })} /> : null}
          {images.isError ? (
            <FormMessage>
              <Trans id="securityImage.loadFailed">The images could not be loaded. Please try again.</Trans>
            </FormMessage>
          ) : null}
          {/* Checked on change and submit, not blur: arrow keys blur one option while choosing the next. */}
          <Field name="imageCode" validateOn="change">
            {(field, props) => (
              <>
                <chakra.fieldset>
                  <chakra.legend marginBottom="3">
                    <Trans id="securityImage.legend">
                      You will see this image when you sign in, so you know the page is really your bank's.
                    </Trans>
                  </chakra.legend>
                  <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
                    {(images.data?.images ?? []).map((image) => (
                      <RadioOption
                        key={image.code}
                        selected={field.value}
                        props={props}
                        value={image.code}
                        testId="security-image-option"
                        data={{ 'data-image-code': image.code }}
                      >
                        <Stack gap="1" align="center" width="full">
                          <Image src={image.url} alt={image.title} height="20" objectFit="contain" />
                          <Text fontSize="sm" aria-hidden="true">
                            {image.title}
                          </Text>
                        </Stack>
                      </RadioOption>
                    ))}
                  </SimpleGrid>
                </chakra.fieldset>
                <FieldAlert error={field.error}>
                  <Trans id="securityImage.required">Choose an image.</Trans>
                </FieldAlert>
              </>
            )}
          </Field>
          <Button type="submit" loading={step.pending} data-testid="security-image-submit">
            <Trans id="securityImage.submit">Continue</Trans>
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
