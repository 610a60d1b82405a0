import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentKeys, uploadMissingDocument } from '../../api/documents';
import { FileUpload } from '../../components/inputs/file-upload';
import { showErrorSnackbar, showSnackbar } from '../../components/snackbar';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type MissingDocument,
  type UploadContentType,
} from '../../contract/documents';
import { formatBytes } from '../../lib/format-bytes';
import { useAppContext } from '../../lib/router-context';
import { useLanguage } from '../../lib/use-language';
import { REQUIREMENT_LABEL } from './document-labels';

/** The file's bytes, base64 (chunked, so a 2 MB file does not overflow the call stack). */
const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

interface Refusal {
  name: string;
  size: number;
  errors: string[];
}

/** One document the bank needs: why, the file picker (PDF, JPEG, PNG up to 2 MB) and "Upload". */
function MissingDocumentItem({ missing }: { missing: MissingDocument }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { auth } = useAppContext();
  const [file, setFile] = useState<File>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<Refusal>();
  const labels = REQUIREMENT_LABEL[missing.requirement];
  const upload = useMutation({
    mutationFn: async (chosen: File) =>
      uploadMissingDocument(
        {
          requestId: missing.id,
          fileName: chosen.name,
          contentType: chosen.type as UploadContentType,
          content: await base64Of(chosen),
        },
        key,
      ),
    onSuccess: (envelope, chosen) => {
      if (envelope.status === 'success') {
        setRefusal(undefined);
        auth.setHasMissingDocument((envelope.data?.missing.length ?? 0) > 0);
        showSnackbar(t({ id: 'documents.uploaded', message: 'The document was uploaded. Thank you.' }));
        void queryClient.invalidateQueries({ queryKey: documentKeys.all });
        return;
      }
      // A refusal is final for its key: the next try is a new decision.
      setKey(crypto.randomUUID());
      setRefusal({ name: chosen.name, size: chosen.size, errors: envelope.messages.map((m) => m.text) });
    },
    onError: () => showErrorSnackbar(),
  });
  const headingId = `missing-${missing.id}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" data-testid="missing-document">
      <Heading as="h3" size="sm" id={headingId}>
        {i18n._(labels.title)}
      </Heading>
      <Text>{i18n._(labels.why)}</Text>
      <FileUpload
        label={<Trans id="documents.chooseFile">The file (PDF, JPEG or PNG, at most 2 MB)</Trans>}
        accept={[...UPLOAD_CONTENT_TYPES]}
        maxFileSize={UPLOAD_MAX_BYTES}
        onFilesChange={(files) => {
          setFile(files[0]);
          setRefusal(undefined);
          setKey(crypto.randomUUID());
        }}
        testId="missing-document-file"
      />
      {refusal ? (
        <Stack role="alert" gap="1" data-testid="missing-document-refusal">
          <Text fontWeight="semibold">
            {refusal.name} ({formatBytes(refusal.size, language)})
          </Text>
          <List.Root ps="5" color="red.700" _dark={{ color: 'red.300' }}>
            {refusal.errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      <Box>
        <Button
          disabled={!file}
          loading={upload.isPending}
          onClick={() => file && upload.mutate(file)}
          data-testid="missing-document-upload"
        >
          <Trans id="documents.upload">Upload</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

/** What the bank still needs from the customer (the auth state's hasMissingDocument), each with its upload. */
export function MissingDocumentPanel({ missing }: { missing: readonly MissingDocument[] }) {
  if (missing.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="missing-documents-title"
      gap="4"
      borderWidth="1px"
      borderColor="border.warning"
      borderStartWidth="4px"
      bg="bg"
      borderRadius="l2"
      padding="4"
      data-testid="missing-documents"
    >
      <Heading as="h2" size="md" id="missing-documents-title">
        <Trans id="documents.missing.title">The bank needs a document from you</Trans>
      </Heading>
      {missing.map((item) => (
        <MissingDocumentItem key={item.id} missing={item} />
      ))}
    </Stack>
  );
}
