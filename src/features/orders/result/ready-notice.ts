/**
 * "Notify me" for a report that is still being prepared: a desktop notification when it arrives, only
 * if the user turned it on and the browser allows it. Permission is asked only when the user turns it
 * on, never on page load.
 */
import { useCallback, useState } from 'react';

export type NotifyPermission = NotificationPermission | 'unsupported';

function currentPermission(): NotifyPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

export interface NotifyPreference {
  wanted: boolean;
  permission: NotifyPermission;
  setWanted: (wanted: boolean) => Promise<void>;
}

export function useNotifyPreference(): NotifyPreference {
  const [wanted, setWantedState] = useState(false);
  const [permission, setPermission] = useState<NotifyPermission>(currentPermission);
  const setWanted = useCallback(async (next: boolean) => {
    setWantedState(next);
    if (!next || currentPermission() !== 'default') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(currentPermission());
    }
  }, []);
  return { wanted, permission, setWanted };
}

/** Raises the desktop notification; does nothing where notifications are not allowed. */
export function notifyReady(title: string, body: string, tag: string): void {
  if (currentPermission() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker: the tab title still says it.
  }
}
