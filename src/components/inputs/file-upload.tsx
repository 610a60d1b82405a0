import { Button, FileUpload as ChakraFileUpload, List, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { formatBytes } from '../../lib/format-bytes';

type Rejection = { file: File; errors: string[] };

const ERROR_TEXT: Record<string, MessageDescriptor> = {
  FILE_TOO_LARGE: msg({ id: 'upload.tooLarge', message: 'The file is too big.' }),
  FILE_TOO_SMALL: msg({ id: 'upload.tooSmall', message: 'The file is too small.' }),
  FILE_INVALID_TYPE: msg({ id: 'upload.invalidType', message: 'This file type is not accepted.' }),
  TOO_MANY_FILES: msg({ id: 'upload.tooMany', message: 'Too many files.' }),
  FILE_EXISTS: msg({ id: 'upload.exists', message: 'This file was already added.' }),
  FILE_NAME_INVALID: msg({
    id: 'upload.nameInvalid',
    message:
      'The file name must be at most 100 characters, without / \\ : * ? " < > |, and end in .pdf, .jpg, .jpeg or .png as its type.',
  }),
  FILE_EMPTY: msg({ id: 'upload.empty', message: 'The file is empty.' }),
};
const FALLBACK = msg({ id: 'upload.invalid', message: 'This file cannot be added.' });

/** The path a dropped folder gives, else the name. */
const pathOf = (file: File): string => file.webkitRelativePath || file.name;

export interface FileUploadProps {
  label: ReactNode;
  onFilesChange: (files: File[]) => void;
  /** MIME types or extensions, e.g. ["application/pdf", ".png"]. */
  accept?: string[];
  maxFiles?: number;
  /** Bytes. */
  maxFileSize?: number;
  /** The caller's own checks of a file: error codes of ERROR_TEXT (FILE_NAME_INVALID, FILE_EMPTY), none to accept. */
  validate?: (file: File) => string[] | null;
  testId?: string;
}

/** Picks files; every rejected file is listed with its path, size and each reason (spec section 5). */
export function FileUpload({
  label,
  onFilesChange,
  accept,
  maxFiles = 1,
  maxFileSize,
  validate,
  testId,
}: FileUploadProps) {
  const { i18n } = useLingui();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const language = i18n.locale === 'eng' ? 'eng' : 'tur';
  return (
    <ChakraFileUpload.Root
      accept={accept}
      maxFiles={maxFiles}
      maxFileSize={maxFileSize}
      validate={validate ? (file) => validate(file) : undefined}
      data-testid={testId}
      // Two callbacks, not onFileChange: zag calls that once per list it changes, the second time with
      // the other list as it was before, so a good file picked after a refused one read as none.
      onFileAccept={(details) => onFilesChange(details.files)}
      onFileReject={(details) => setRejections(details.files)}
    >
      <ChakraFileUpload.HiddenInput data-testid={testId ? `${testId}-input` : undefined} />
      <ChakraFileUpload.Label>{label}</ChakraFileUpload.Label>
      <ChakraFileUpload.Trigger asChild>
        <Button variant="outline" size="sm">
          <Trans id="upload.choose">Choose file</Trans>
        </Button>
      </ChakraFileUpload.Trigger>
      <ChakraFileUpload.List showSize clearable />
      {rejections.length > 0 ? (
        <Stack role="alert" gap="2" data-testid="upload-rejections">
          {rejections.map(({ file, errors }) => (
            <Stack key={pathOf(file)} gap="0">
              <Text fontWeight="semibold">
                {pathOf(file)} ({formatBytes(file.size, language)})
              </Text>
              <List.Root ps="5" color="red.700" _dark={{ color: 'red.300' }}>
                {errors.map((error) => (
                  <List.Item key={error}>{i18n._(ERROR_TEXT[error] ?? FALLBACK)}</List.Item>
                ))}
              </List.Root>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </ChakraFileUpload.Root>
  );
}
