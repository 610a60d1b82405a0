import { Box, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, valiForm } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { FileUpload } from '../../components/inputs/file-upload';
import { SelectInput } from '../../components/inputs/select-input';
import { FormField } from '../../components/form-field';
import { FormScreen } from '../../components/form-screen';
import { SegmentTitle } from '../../components/segment-title';
import { TextInput } from '../../components/text-input';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_CATEGORIES,
  CONTACT_MAX_ATTACHMENTS,
  CONTACT_SUBJECT_MAX,
  CONTACT_TEXT_MAX,
  SaveContactUsSchema,
  answerDaysOf,
  attachmentNameOk,
  type ContactCategory,
} from '../../contract/contact';
import { contactDecision } from './contact-decision';
import { CATEGORY_LABEL } from './contact-labels';
import { KvkkNotice } from './kvkk-notice';
import { TextAreaInput } from './text-area-input';

type Values = { category: string; subject: string; text: string };
const FormSchema = v.object({
  category: v.pipe(v.string(), v.nonEmpty('field.required')),
  subject: SaveContactUsSchema.entries.subject,
  text: SaveContactUsSchema.entries.text,
});

/** The page's own checks of a picked file (the chooser checks type, size and count). */
const fileErrors = (file: File): string[] | null => {
  const errors: string[] = [];
  if (file.size === 0) errors.push('FILE_EMPTY');
  if ((CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(file.type) && !attachmentNameOk(file.name, file.type))
    errors.push('FILE_NAME_INVALID');
  return errors.length ? errors : null;
};

/** The file's bytes, base64 (chunked, so a 2 MB file does not overflow the call stack). */
const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

const ORIGIN = 'contact_us_send_request';

/** /dashboard/contact_us_send_request: category, subject, text, attachments and the personal-data notice. */
export function ContactRequestScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pending = contactDecision.pending();
  const draft = pending?.request;
  const [files, setFiles] = useState<File[]>([]);
  const [form] = useForm<Values>({
    initialValues: { category: draft?.category ?? '', subject: draft?.subject ?? '', text: draft?.text ?? '' },
    validate: valiForm(FormSchema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = async (values: Values) => {
    const category = values.category as ContactCategory;
    const attachments = await Promise.all(
      files.map(async (file) => ({ fileName: file.name, contentType: file.type, content: await base64Of(file) })),
    );
    contactDecision.propose(
      ORIGIN,
      { category, subject: values.subject.trim(), text: values.text.trim(), attachments },
      { category, files: files.map((f) => ({ name: f.name, size: f.size })), answerDays: answerDaysOf(category) },
    );
    void navigate({ to: '/dashboard/contact_us_confirm' });
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment={ORIGIN} />}
      onBack={() => void navigate({ to: '/dashboard/contact-us' })}
      testId="contact-request"
      formTestId="contact-request-form"
      submitLabel={<Trans id="contact.continue">Continue</Trans>}
      submitTestId="contact-continue"
    >
      <FormField of={form} name="category" fallback="" required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="contact.categoryLabel">Subject area</Trans>}
            placeholder={t({ id: 'contact.choose', message: 'Choose' })}
            options={CONTACT_CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABEL[c]) }))}
            testId="contact-category"
          />
        )}
      </FormField>
      <FormField of={form} name="subject" fallback="" required>
        {(input) => (
          <TextInput
            {...input}
            maxLength={CONTACT_SUBJECT_MAX}
            label={<Trans id="contact.subject">Subject</Trans>}
            testId="contact-subject"
          />
        )}
      </FormField>
      <FormField of={form} name="text" fallback="" required>
        {(input) => (
          <TextAreaInput
            {...input}
            maxLength={CONTACT_TEXT_MAX}
            label={<Trans id="contact.text">Your message</Trans>}
            testId="contact-text"
          />
        )}
      </FormField>
      <FileUpload
        label={
          <Trans id="contact.attachments">
            Attachments (optional: at most 3 files, PDF, JPEG or PNG, each at most 2 MB)
          </Trans>
        }
        accept={[...CONTACT_ATTACHMENT_TYPES]}
        maxFiles={CONTACT_MAX_ATTACHMENTS}
        maxFileSize={CONTACT_ATTACHMENT_MAX_BYTES}
        validate={fileErrors}
        onFilesChange={setFiles}
        testId="contact-files"
      />
      {pending && pending.plan.files.length > 0 && files.length === 0 ? (
        <Text color="fg.muted" data-testid="contact-files-again">
          <Trans id="contact.filesAgain">Choose your attachments again before you continue.</Trans>
        </Text>
      ) : null}
      <Box as="section" aria-labelledby="kvkk-title" borderWidth="1px" borderRadius="l2" padding="4">
        <Heading as="h2" size="sm" id="kvkk-title">
          <Trans id="contact.kvkkTitle">Personal data notice (KVKK)</Trans>
        </Heading>
        <KvkkNotice />
      </Box>
    </FormScreen>
  );
}
