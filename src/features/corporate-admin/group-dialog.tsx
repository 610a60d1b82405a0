import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog';
import { TextInput } from '../../components/text-input';
import { APPROVAL_GROUP_NAME_MAX, type ApprovalGroup, type ApprovalGroupList } from '../../contract/corporate-admin';
import { IssueKey } from '../../contract/message-codes';

export interface GroupDraft {
  id?: string;
  name: string;
  memberIds: string[];
}

/** Create or edit a group: its name and which of the company's approvers are members. */
export function GroupDialog({
  group,
  approvers,
  onClose,
  onSave,
}: {
  group?: ApprovalGroup;
  approvers: ApprovalGroupList['approvers'];
  onClose: () => void;
  onSave: (draft: GroupDraft) => void;
}) {
  const [name, setName] = useState(group?.name ?? '');
  const [members, setMembers] = useState(new Set(group?.members.map((m) => m.userId) ?? []));
  const [error, setError] = useState<string>();
  const toggle = (id: string, on: boolean) => {
    const next = new Set(members);
    if (on) next.add(id);
    else next.delete(id);
    setMembers(next);
  };
  const save = () => {
    if (!name.trim()) return setError(IssueKey.Required);
    onSave({ id: group?.id, name: name.trim(), memberIds: [...members] });
  };
  return (
    <AppDialog
      open
      onDismiss={onClose}
      testId="group-dialog"
      title={
        group ? (
          <Trans id="corporateAdmin.groups.editTitle">Edit the approval group</Trans>
        ) : (
          <Trans id="corporateAdmin.groups.newTitle">New approval group</Trans>
        )
      }
      footer={
        <HStack gap="2">
          <Button variant="ghost" onClick={onClose}>
            <Trans id="corporateAdmin.cancel">Cancel</Trans>
          </Button>
          <Button onClick={save} data-testid="group-save">
            <Trans id="corporateAdmin.save">Save</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <TextInput
          label={<Trans id="corporateAdmin.groups.name">Group name</Trans>}
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          error={error}
          maxLength={APPROVAL_GROUP_NAME_MAX}
          testId="group-name"
          required
        />
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium" marginBottom="2">
            <Trans id="corporateAdmin.groups.members">Members (users with the approver role)</Trans>
          </Text>
          {approvers.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <Trans id="corporateAdmin.groups.noApprovers">The company has no approver yet.</Trans>
            </Text>
          ) : (
            approvers.map((a) => (
              <Checkbox.Root
                key={a.userId}
                checked={members.has(a.userId)}
                onCheckedChange={(e) => toggle(a.userId, e.checked === true)}
                data-testid="group-member"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{a.name}</Checkbox.Label>
              </Checkbox.Root>
            ))
          )}
        </Stack>
      </Stack>
    </AppDialog>
  );
}
