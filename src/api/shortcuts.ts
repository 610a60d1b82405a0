import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ShortcutListSchema, type ShortcutCode } from '../contract/shortcuts';
import { serviceRequest } from './http';

/** `GET /DkAdc/GetClientShortcuts` and `POST /DkAdc/SaveClientShortcut`. */
export const shortcutKeys = { all: ['shortcuts'] as const };

export const shortcutsQueryOptions = () =>
  queryOptions({
    queryKey: shortcutKeys.all,
    queryFn: () => serviceRequest('/DkAdc/GetClientShortcuts', ShortcutListSchema),
  });

export const useSaveShortcuts = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuCodes: ShortcutCode[]) =>
      serviceRequest('/DkAdc/SaveClientShortcut', ShortcutListSchema, { method: 'POST', body: { menuCodes } }),
    onSuccess: (saved) => client.setQueryData(shortcutKeys.all, saved),
  });
};
