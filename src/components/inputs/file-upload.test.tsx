import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { FileUpload } from './file-upload';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('FileUpload', () => {
  it('lists each rejected file with its path, size and every reason', async () => {
    const onFilesChange = vi.fn();
    await renderWithProviders(
      <FileUpload
        label="Documents"
        accept={['application/pdf']}
        maxFileSize={1024}
        maxFiles={1}
        onFilesChange={onFilesChange}
        testId="upload"
      />,
    );
    const big = file('scan.png', 2048, 'image/png');
    await userEvent.setup({ applyAccept: false }).upload(screen.getByTestId('upload-input'), big);
    const list = await screen.findByTestId('upload-rejections');
    expect(list.textContent).toContain('scan.png (2 KB)');
    expect(list.textContent).toContain('This file type is not accepted.');
    expect(list.textContent).toContain('The file is too big.');
  });

  it('says when there are too many files', async () => {
    await renderWithProviders(<FileUpload label="Documents" maxFiles={2} onFilesChange={vi.fn()} testId="upload" />);
    await userEvent.setup({ applyAccept: false }).upload(
      screen.getByTestId('upload-input'),
      ['a', 'b', 'c'].map((n) => file(`${n}.pdf`, 10, 'application/pdf')),
    );
    const list = await screen.findByTestId('upload-rejections');
    expect(list.textContent).toContain('Too many files.');
  });
});
