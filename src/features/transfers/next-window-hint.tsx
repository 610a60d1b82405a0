import { TransferChannelHint } from './transfer-channel-hint';
import type { useNextWindow } from './use-next-window';

/** The channel hint of a target that always goes by EFT, wired to its `useNextWindow`. */
export function NextWindowHint({ eftWindow, error }: { eftWindow: ReturnType<typeof useNextWindow>; error?: string }) {
  return (
    <TransferChannelHint
      channel={eftWindow.channel}
      limits={eftWindow.limits}
      accepted={eftWindow.accepted}
      onAcceptedChange={eftWindow.setAccepted}
      eftOnly
      error={error}
    />
  );
}
